import type { ParamContract } from '../../http/param-contract.js';
import { boolean, hashList, oneOf, required, string } from './spec.js';

/*
 * Webhooks: doc/api/project_webhooks.md, doc/api/group_webhooks.md, doc/api/system_hooks.md; declared in GitLab's
 * lib/api/project_hooks.rb (`common_hook_parameters`), ee/lib/api/group_hooks.rb and lib/api/system_hooks.rb, with
 * the URL variables and custom headers of lib/api/helpers/web_hooks_helpers.rb (arrays of `{key, value}`).
 */

/** What every kind of hook takes besides its events. */
const hookSettings: ParamContract = {
  name: string,
  description: string,
  token: string,
  signing_token: string,
  enable_ssl_verification: boolean,
  push_events: boolean,
  tag_push_events: boolean,
  merge_requests_events: boolean,
  push_events_branch_filter: string,
  branch_filter_strategy: oneOf('wildcard', 'regex', 'all_branches'),
  custom_webhook_template: string,
  url_variables: hashList,
  custom_headers: hashList,
};

/** The events a group's hooks and a project's share. */
const hookEvents: ParamContract = {
  ...hookSettings,
  issues_events: boolean,
  confidential_issues_events: boolean,
  note_events: boolean,
  confidential_note_events: boolean,
  job_events: boolean,
  pipeline_events: boolean,
  wiki_page_events: boolean,
  deployment_events: boolean,
  feature_flag_events: boolean,
  releases_events: boolean,
  milestone_events: boolean,
  emoji_events: boolean,
  resource_access_token_events: boolean,
  vulnerability_events: boolean,
};

const projectHook: ParamContract = {
  ...hookEvents,
  resource_deploy_token_events: boolean,
  duo_flow_callback_enabled: boolean,
};

// "Add a group hook": a group's hooks also fire on its subgroups, members and projects.
const groupHook: ParamContract = {
  ...hookEvents,
  subgroup_events: boolean,
  member_events: boolean,
  project_events: boolean,
};

const systemHook: ParamContract = { ...hookSettings, repository_update_events: boolean };

export const hookContracts: Record<string, ParamContract> = {
  'POST /projects/:id/hooks': { ...projectHook, url: required(string) },
  'PUT /projects/:id/hooks/:hook_id': { ...projectHook, url: string },
  'POST /groups/:id/hooks': { ...groupHook, url: required(string) },
  'PUT /groups/:id/hooks/:hook_id': { ...groupHook, url: string },
  'POST /hooks': { ...systemHook, url: required(string) },
  'PUT /hooks/:hook_id': { ...systemHook, url: string },
  // "Set a URL variable", "Set a custom header" (any kind of hook).
  'PUT /projects/:id/hooks/:hook_id/url_variables/:key': { value: required(string) },
  'PUT /groups/:id/hooks/:hook_id/url_variables/:key': { value: required(string) },
  'PUT /hooks/:hook_id/url_variables/:key': { value: required(string) },
  'PUT /projects/:id/hooks/:hook_id/custom_headers/:key': { value: required(string) },
  'PUT /groups/:id/hooks/:hook_id/custom_headers/:key': { value: required(string) },
};
