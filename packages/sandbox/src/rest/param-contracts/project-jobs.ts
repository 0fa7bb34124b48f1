import type { ParamContract } from '../../http/param-contract.js';
import { boolean, integer, required } from './spec.js';

/*
 * One job of a project and what its token may reach: doc/api/jobs.md ("Get a single job", "Get a log file", "Cancel
 * a job", "Retry a job", "Erase a job"), doc/api/job_artifacts.md ("Download the artifacts archive", "Download a
 * single artifact file by job ID", "Keep artifacts", "Delete job artifacts", "Delete project artifacts"),
 * doc/api/project_job_token_scopes.md. The pages list only path attributes besides those below; checked against
 * GitLab's lib/api/ci/jobs.rb (cancel's `force`), lib/api/ci/job_artifacts.rb and lib/api/project_job_token_scope.rb.
 */

const job = '/projects/:id/jobs/:job_id';
const scope = '/projects/:id/job_token_scope';

const pathOnly = [
  `GET ${job}`,
  `GET ${job}/trace`,
  `POST ${job}/retry`,
  `POST ${job}/erase`,
  `GET ${job}/artifacts`,
  `GET ${job}/artifacts/:artifact_path`,
  `POST ${job}/artifacts/keep`,
  `DELETE ${job}/artifacts`,
  'DELETE /projects/:id/artifacts',
  `GET ${scope}`,
  `GET ${scope}/allowlist`,
  `DELETE ${scope}/allowlist/:target_project_id`,
  `GET ${scope}/groups_allowlist`,
  `DELETE ${scope}/groups_allowlist/:target_group_id`,
];

export const projectJobContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(pathOnly.map((route) => [route, {}])),
  // "Cancel a job": `force` cancels a job stuck in `canceling` (lib/api/ci/jobs.rb).
  [`POST ${job}/cancel`]: { force: boolean },
  // "Patch a project's CI/CD job token access settings": the "Limit access to this project" setting.
  [`PATCH ${scope}`]: { enabled: required(boolean) },
  [`POST ${scope}/allowlist`]: { target_project_id: required(integer) },
  [`POST ${scope}/groups_allowlist`]: { target_group_id: required(integer) },
};
