import { ApiError, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { MergeRequestRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { resolveScope } from '../collection.js';
import { bool, int, intList, str } from '../params.js';
import { usersBasic } from '../shapes.js';
import { approversJson, eligibleApproverIds } from '../collections/approvers.js';
import { mergeRequestTable, nextMergeRequestRowId, rowsOfMergeRequest } from './merge-request-scope.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Merge request approval rules and the project and group approval settings (Premium;
 * https://docs.gitlab.com/api/merge_request_approvals/ and https://docs.gitlab.com/api/merge_request_approval_settings/).
 */

const RULES = 'merge_request_approval_rules';

function ruleJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const { eligible_approvers, users, groups } = approversJson(state, row);
  return {
    id: row.id,
    name: row.name,
    rule_type: 'regular',
    eligible_approvers,
    approvals_required: row.approvals_required,
    source_rule: null,
    users,
    groups,
    contains_hidden_groups: false,
    section: null,
    overridden: false,
  };
}

/** A rule with its state on this merge request, as `approval_state` lists it. */
export function ruleStateJson(
  state: SandboxState,
  mr: MergeRequestRow,
  row: PlainRow,
): Record<string, unknown> {
  const eligible = eligibleApproverIds(state, row);
  const approvedBy = mr.approved_by_ids.filter((id) => eligible.length === 0 || eligible.includes(id));
  return {
    ...ruleJson(state, row),
    approved_by: usersBasic(state, approvedBy),
    approved: approvedBy.length >= Number(row.approvals_required ?? 0),
  };
}

/** The merge request's own approval rules. */
export function approvalRulesOf(state: SandboxState, mr: MergeRequestRow): PlainRow[] {
  return rowsOfMergeRequest(state, RULES, mr);
}

function ruleOf(ctx: ProjectContext): { mr: MergeRequestRow; row: PlainRow } {
  const mr = mergeRequestOf(ctx);
  const row = approvalRulesOf(ctx.state, mr).find((item) => String(item.id) === ctx.params.approval_rule_id);
  if (row === undefined) throw notFound('Approval Rule');
  return { mr, row };
}

function applyRule(row: PlainRow, params: Record<string, unknown>): void {
  if (params.name !== undefined) row.name = str(params.name);
  if (params.approvals_required !== undefined) row.approvals_required = int(params.approvals_required) ?? 0;
  if (params.user_ids !== undefined) row.user_ids = intList(params.user_ids) ?? [];
  if (params.group_ids !== undefined) row.group_ids = intList(params.group_ids) ?? [];
}

/** The settings GitLab reports, each as `{ value, locked, inherited_from }`. */
const SETTING_DEFAULTS: Readonly<Record<string, boolean>> = {
  allow_author_approval: false,
  allow_committer_approval: false,
  allow_overrides_to_approver_list_per_merge_request: true,
  retain_approvals_on_push: true,
  selective_code_owner_removals: false,
  require_password_to_approve: false,
  require_reauthentication_to_approve: false,
};

function settingsRow(state: SandboxState, owner: string): PlainRow {
  const table = mergeRequestTable(state, 'merge_request_approval_settings');
  let row = table.find((item) => item.owner === owner);
  if (row === undefined) {
    row = { owner, ...SETTING_DEFAULTS };
    table.push(row);
  }
  return row;
}

function settingsJson(row: PlainRow, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => [key, { value: row[key] === true, locked: false, inherited_from: null }]),
  );
}

const PROJECT_SETTINGS = Object.keys(SETTING_DEFAULTS);
// The group settings have no selective code owner removals (a project-only setting).
const GROUP_SETTINGS = PROJECT_SETTINGS.filter((key) => key !== 'selective_code_owner_removals');

function settingsRoutes(scope: 'project' | 'group', keys: readonly string[]): Route[] {
  const path = `/${scope === 'project' ? 'projects' : 'groups'}/:id/merge_request_approval_setting`;
  const owner = (ctx: RouteContext): string => {
    const resolved = resolveScope(scope, ctx);
    return resolved.kind === 'project'
      ? `project:${resolved.project.id}`
      : resolved.kind === 'group'
        ? `group:${resolved.group.id}`
        : '';
  };
  const answer = (ctx: RouteContext): SandboxResponse =>
    json(200, settingsJson(settingsRow(ctx.state, owner(ctx)), keys));
  return [
    { method: 'GET', pattern: path, tier: 'premium', handler: answer },
    {
      method: 'PUT',
      pattern: path,
      tier: 'premium',
      handler: (ctx) => {
        const row = settingsRow(ctx.state, owner(ctx));
        for (const key of keys) {
          const value = bool(ctx.req.params[key]);
          if (value !== undefined) row[key] = value;
        }
        return answer(ctx);
      },
    },
  ];
}

const base = '/merge_requests/:merge_request_iid/approval_rules';

const ruleRoutes: Route[] = [
  projectAction('GET', base, (ctx) => {
    const mr = mergeRequestOf(ctx);
    return json(
      200,
      approvalRulesOf(ctx.state, mr).map((row) => ruleJson(ctx.state, row)),
    );
  }),
  projectAction('POST', base, (ctx) => {
    const mr = mergeRequestOf(ctx);
    const params = ctx.req.params;
    const missing = ['name', 'approvals_required'].filter((name) => params[name] === undefined);
    if (missing.length > 0) throw missingParams(missing);
    if (approvalRulesOf(ctx.state, mr).some((row) => row.name === str(params.name)))
      throw new ApiError(400, { message: { name: ['has already been taken'] } });
    const row: PlainRow = {
      id: nextMergeRequestRowId(ctx.state, RULES, 700),
      merge_request_id: mr.id,
      user_ids: [],
      group_ids: [],
    };
    applyRule(row, params);
    mergeRequestTable(ctx.state, RULES).push(row);
    return json(201, ruleJson(ctx.state, row));
  }),
  projectAction('PUT', `${base}/:approval_rule_id`, (ctx) => {
    const { row } = ruleOf(ctx);
    applyRule(row, ctx.req.params);
    return json(200, ruleJson(ctx.state, row));
  }),
  projectAction('DELETE', `${base}/:approval_rule_id`, (ctx) => {
    const { row } = ruleOf(ctx);
    const table = mergeRequestTable(ctx.state, RULES);
    table.splice(table.indexOf(row), 1);
    return noContent();
  }),
].map((route) => ({ ...route, tier: 'premium' as const }));

export const mergeRequestApprovalRuleRoutes: Route[] = [
  ...ruleRoutes,
  ...settingsRoutes('project', PROJECT_SETTINGS),
  ...settingsRoutes('group', GROUP_SETTINGS),
];
