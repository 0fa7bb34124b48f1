import { ApiError } from './errors.js';
import { isInteger } from './param-contract.js';
import type { Route } from './router.js';

/*
 * GitLab's types for path parameters. Grape coerces a path parameter like any other: `requires :issue_iid, type:
 * Integer` answers `400 {"error":"issue_iid is invalid"}` for `/projects/42/issues/abc`. The `:id` of projects and
 * groups is a String (an ID or a URL-encoded path), as are refs, SHAs, file paths, names, slugs and keys; those are
 * never typed here. Where the sandbox's pattern names a parameter differently from GitLab's declaration (collections
 * name theirs after the collection), the refusal uses GitLab's name, which is what a GitLab client sees.
 *
 * A few resources also constrain the segment before validation: `resource :users, requirements: { id: /[0-9]*\/ }`
 * (lib/api/users.rb) makes `/users/abc` a path GitLab does not route (404), not an invalid parameter; so does the
 * instance's container registry for `/registry/repositories/abc`.
 */

/** How GitLab treats a path parameter: an Integer named so, a digits-only route requirement, or neither. */
export type PathParamRule = { integer: string } | 'digits only' | 'untyped';

/** Sandbox parameter names GitLab declares `type: Integer` under the same or another name on every route with them. */
const INTEGER_PARAMS: Readonly<Record<string, string>> = {
  // lib/api/merge_requests.rb, issues.rb, notes.rb, award_emoji.rb, draft_notes.rb, merge_request_diffs.rb,
  // merge_request_approvals (ee), epics.rb, epic_issues.rb
  merge_request_iid: 'merge_request_iid',
  issue_iid: 'issue_iid',
  note_id: 'note_id',
  award_id: 'award_id',
  draft_note_id: 'draft_note_id',
  version_id: 'version_id',
  approval_rule_id: 'approval_rule_id',
  epic_iid: 'epic_iid',
  epic_issue_id: 'epic_issue_id',
  issue_id: 'issue_id',
  // lib/api/project_snippets.rb, project_hooks.rb / group_hooks.rb / system_hooks.rb, boards.rb, milestones, badges
  snippet_id: 'snippet_id',
  hook_id: 'hook_id',
  board_id: 'board_id',
  list_id: 'list_id',
  milestone_id: 'milestone_id',
  badge_id: 'badge_id',
  // lib/api/ci/*.rb, deployments.rb, environments.rb, clusters, cluster_agents.rb, alert_management_alerts.rb
  pipeline_id: 'pipeline_id',
  job_id: 'job_id',
  runner_id: 'runner_id',
  pipeline_schedule_id: 'pipeline_schedule_id',
  trigger_id: 'trigger_id',
  deployment_id: 'deployment_id',
  environment_id: 'environment_id',
  cluster_id: 'cluster_id',
  agent_id: 'agent_id',
  alert_iid: 'alert_iid',
  secure_file_id: 'secure_file_id',
  target_project_id: 'target_project_id',
  target_group_id: 'target_group_id',
  // lib/api/release/links.rb
  link_id: 'link_id',
  freeze_periods_id: 'freeze_period_id',
  // lib/api/members.rb, access_requests.rb, shared_projects / group sharing, deploy_keys.rb, packages, registry
  user_id: 'user_id',
  group_id: 'group_id',
  key_id: 'key_id',
  package_id: 'package_id',
  package_file_id: 'package_file_id',
  repository_id: 'repository_id',
  upload_id: 'upload_id',
  audit_event_id: 'audit_event_id',
  member_role_id: 'member_role_id',
  entity_id: 'entity_id',
  // Instance resources declared `requires :id, type: Integer` (topics.rb, broadcast_messages.rb, geo_sites.rb,
  // geo_nodes.rb, license.rb, todos.rb, applications.rb) or with their own name (bulk_imports.rb).
  topics_id: 'id',
  broadcast_messages_id: 'id',
  geo_site_id: 'id',
  geo_node_id: 'id',
  license_id: 'id',
  todo_id: 'id',
  application_id: 'id',
  bulk_import_id: 'import_id',
  user_ssh_keys_id: 'key_id',
};

/**
 * Routes where GitLab's declaration differs from the name's rule above, first match wins: `METHOD pattern` tested
 * against a regular expression.
 */
const ROUTE_RULES: readonly { route: RegExp; param: string; rule: PathParamRule }[] = [
  // lib/api/users.rb: GitLab's `:user_id` of these is a String (ID or username).
  {
    route:
      /^GET \/users\/:id\/(projects|starred_projects|contributed_projects|keys|status|project_deploy_keys)$/,
    param: 'id',
    rule: 'untyped',
  },
  // lib/api/users.rb: `requires :user_id, type: Integer`, not under the resource's `id` requirement.
  {
    route:
      /^(GET \/users\/:id\/memberships|POST \/users\/:id\/keys|\w+ \/users\/:id\/(impersonation|personal_access)_tokens)/,
    param: 'id',
    rule: { integer: 'user_id' },
  },
  // lib/api/events.rb: `:id` a String (ID or username).
  { route: /^GET \/users\/:id\/events$/, param: 'id', rule: 'untyped' },
  { route: /^\w+ \/users\/:id(\/|$)/, param: 'id', rule: 'digits only' },
  {
    route: /^\w+ \/users\/:id\/impersonation_tokens\//,
    param: 'token_id',
    rule: { integer: 'impersonation_token_id' },
  },
  { route: /^\w+ \/users?\/(:id\/)?emails\//, param: 'credential_id', rule: { integer: 'email_id' } },
  { route: /^\w+ \/users?\/(:id\/)?(keys|gpg_keys)\//, param: 'credential_id', rule: { integer: 'key_id' } },
  // lib/api/snippets.rb, runners.rb, keys.rb: the instance-level routes name it `:id`.
  { route: /^\w+ \/snippets\/:snippet_id/, param: 'snippet_id', rule: { integer: 'id' } },
  { route: /^\w+ \/runners\/:runner_id/, param: 'runner_id', rule: { integer: 'id' } },
  { route: /^\w+ \/keys\/:key_id$/, param: 'key_id', rule: { integer: 'id' } },
  // lib/api/snippet_repository_storage_moves.rb: a snippet's `:id` there is a String.
  { route: /^\w+ \/snippets\/:id\//, param: 'id', rule: 'untyped' },
  // lib/api/container_repositories.rb: `resource :repositories, requirements: { id: /[0-9]*\/ }`.
  { route: /^\w+ \/registry\/repositories\/:repository_id$/, param: 'repository_id', rule: 'digits only' },
  { route: /^\w+ \/applications\/:id\//, param: 'id', rule: { integer: 'id' } },
  { route: /^\w+ \/bulk_imports\/:id\//, param: 'id', rule: { integer: 'import_id' } },
  // Declarations not read (left a 404 for a non-integer): runner controllers, an issue by global ID, a group's
  // managed SSH keys, a group transfer's `project_id` (GitLab's is a String, ID or path).
  { route: /^\w+ \/runner_controllers\//, param: 'runner_id', rule: 'untyped' },
  { route: /^\w+ \/issues\/:issue_id$/, param: 'issue_id', rule: 'untyped' },
  { route: /^\w+ \/groups\/:id\/manage\/ssh_keys\//, param: 'key_id', rule: 'untyped' },
];

/** GitLab's rule for one path parameter of a route; undefined when neither table names it (it stays untyped). */
export function pathParamRule(route: Route, param: string): PathParamRule | undefined {
  const key = `${route.method} ${route.pattern}`;
  const specific = ROUTE_RULES.find((entry) => entry.param === param && entry.route.test(key));
  if (specific !== undefined) return specific.rule;
  const name = INTEGER_PARAMS[param];
  return name === undefined ? undefined : { integer: name };
}

/** The path parameters of a route in the order its pattern names them. */
function patternParams(route: Route): string[] {
  return route.pattern
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
}

/** GitLab's name for each path parameter of a route it declares an Integer (for tests and documentation). */
export function integerPathParams(route: Route): Record<string, string> {
  return Object.fromEntries(
    patternParams(route).flatMap((param) => {
      const rule = pathParamRule(route, param);
      return typeof rule === 'object' ? [[param, rule.integer] as const] : [];
    }),
  );
}

const DIGITS = /^[0-9]+$/;

/** Whether a route requirement keeps GitLab from routing this path at all (its 404, before authentication). */
export function failsRouteRequirement(route: Route, params: Readonly<Record<string, string>>): boolean {
  return patternParams(route).some(
    (param) => pathParamRule(route, param) === 'digits only' && !DIGITS.test(params[param] ?? ''),
  );
}

/** GitLab's 400 for Integer path parameters that are not integers, all named at once as Grape joins them. */
export function checkPathParams(
  route: Route,
  params: Readonly<Record<string, string>>,
): ApiError | undefined {
  const failures = Object.entries(integerPathParams(route))
    .filter(([param]) => !isInteger(params[param]))
    .map(([, name]) => `${name} is invalid`);
  return failures.length === 0 ? undefined : new ApiError(400, { error: failures.join(', ') });
}
