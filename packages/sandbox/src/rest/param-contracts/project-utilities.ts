import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, hash, integer, required, string } from './spec.js';

/*
 * A project's templates, pipeline trigger tokens, statistics and storage, Markdown uploads, wiki attachments, Terraform
 * state locks and service account deletions: doc/api/project_templates.md, pipeline_triggers.md (declared in
 * lib/api/ci/triggers.rb), project_statistics.md, projects.md ("Get the path to repository storage"),
 * project_markdown_uploads.md, wikis.md, project_level_variables.md ("List project variables"),
 * service_accounts.md ("Delete a project service account", "Revoke a personal access token for a project service
 * account"); Terraform's state backend is not on a doc/api page, its declaration is lib/api/terraform/state.rb and
 * state_version.rb.
 */

const triggerToken = '/projects/:id/triggers/:trigger_id';
const terraformState = '/projects/:id/terraform/state/:name';

// lib/api/terraform/state.rb: every endpoint under a state takes the lock ID (Terraform sends it when it holds one).
const lockId: ParamContract = { ID: string };

const plain = [
  'GET /projects/:id/templates/:type',
  'GET /projects/:id/triggers',
  `GET ${triggerToken}`,
  `DELETE ${triggerToken}`,
  'GET /projects/:id/statistics',
  'GET /projects/:id/storage',
  'GET /projects/:id/uploads',
  'DELETE /projects/:id/uploads/:upload_id',
  'DELETE /projects/:id/uploads/:secret/:filename',
  'DELETE /projects/:id/wikis/:slug',
  'GET /projects/:id/variables',
  `DELETE ${terraformState}/versions/:serial`,
  'DELETE /projects/:id/service_accounts/:service_account_id/personal_access_tokens/:token_id',
];

export const projectUtilityContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(plain.map((route) => [route, {}])),
  // "Get one template of a particular type": `project` and `fullname` fill a license's placeholders.
  'GET /projects/:id/templates/:type/:key': {
    source_template_project_id: integer,
    project: string,
    fullname: string,
  },
  'POST /projects/:id/triggers': { description: required(string) },
  [`PUT ${triggerToken}`]: { description: string },
  // "Trigger a pipeline with a token": variables as a hash of strings, inputs (GitLab 17.10) as a hash.
  'POST /projects/:id/trigger/pipeline': {
    ref: required(string),
    token: required(string),
    variables: hash,
    inputs: hash,
  },
  // "Upload a file": the page types `file` as string; it is the multipart part Workhorse hands over.
  'POST /projects/:id/uploads': { file: required(file) },
  // "Upload an attachment to the wiki repository".
  'POST /projects/:id/wikis/attachments': { file: required(file), branch: string },
  [`POST ${terraformState}/lock`]: Object.fromEntries(
    ['ID', 'Operation', 'Info', 'Who', 'Version', 'Created', 'Path'].map((name) => [name, required(string)]),
  ),
  [`DELETE ${terraformState}/lock`]: lockId,
  [`DELETE ${terraformState}`]: lockId,
  'DELETE /projects/:id/service_accounts/:service_account_id': { hard_delete: boolean },
};
