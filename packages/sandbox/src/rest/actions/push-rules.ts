import { ApiError, notFound, unprocessable } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { byProjectOrGroup, resolveScope, writeParams } from '../collection.js';
import type { Scope } from '../collection.js';
import { bool, int, str } from '../params.js';

/**
 * The push rule of a project or a group, one per owner, Premium (https://docs.gitlab.com/api/project_push_rules/,
 * group_push_rules/). GitLab answers a project without a rule with `null`, a group without one with a 404.
 */

const TEXT_RULES = [
  'commit_message_regex',
  'commit_message_negative_regex',
  'branch_name_regex',
  'author_email_regex',
  'file_name_regex',
] as const;
const FLAG_RULES = [
  'deny_delete_tag',
  'member_check',
  'prevent_secrets',
  'commit_committer_check',
  'commit_committer_name_check',
  'reject_unsigned_commits',
  'reject_non_dco_commits',
] as const;

function ruleOf(ctx: RouteContext, scope: Scope): PlainRow | undefined {
  return (ctx.state.plain.push_rules ?? []).find((row) => byProjectOrGroup(row, scope));
}

function ruleJson(row: PlainRow): Record<string, unknown> {
  // A group's rule does not repeat the group's id.
  const { group_id: _group, ...shown } = row;
  return shown;
}

function applyRules(row: PlainRow, params: Record<string, unknown>): void {
  for (const name of TEXT_RULES) if (name in params) row[name] = str(params[name]) ?? null;
  for (const name of FLAG_RULES) if (name in params) row[name] = bool(params[name]) ?? row[name];
  if ('max_file_size' in params) row.max_file_size = int(params.max_file_size) ?? row.max_file_size;
}

function scopeRoutes(kind: 'project' | 'group'): Route[] {
  const path = `/${kind}s/:id/push_rule`;
  const scopeOf = (ctx: RouteContext) => resolveScope(kind, ctx);
  const existing = (ctx: RouteContext) => {
    const row = ruleOf(ctx, scopeOf(ctx));
    if (row === undefined) throw notFound('Push Rule');
    return row;
  };
  const routes: Route[] = [
    {
      method: 'GET',
      pattern: path,
      handler: (ctx) => {
        const row = ruleOf(ctx, scopeOf(ctx));
        if (row === undefined && kind === 'group') throw new ApiError(404, { message: '404 Not found' });
        return json(200, row === undefined ? null : ruleJson(row));
      },
    },
    {
      method: 'POST',
      pattern: path,
      handler: (ctx) => {
        const scope = scopeOf(ctx);
        if (ruleOf(ctx, scope) !== undefined)
          throw unprocessable(
            kind === 'project' ? 'Project push rule exists' : 'Group push rule exists, try updating',
          );
        const rules = (ctx.state.plain.push_rules ??= []);
        const row: PlainRow = {
          id: nextId(ctx.state, 'push_rule', rules),
          ...(scope.kind === 'project' ? { project_id: scope.project.id } : {}),
          ...(scope.kind === 'group' ? { group_id: scope.group.id } : {}),
          created_at: ctx.state.now(),
          ...Object.fromEntries(TEXT_RULES.map((name) => [name, null])),
          ...Object.fromEntries(FLAG_RULES.map((name) => [name, false])),
          max_file_size: 0,
        };
        applyRules(row, writeParams(ctx));
        rules.push(row);
        return json(201, ruleJson(row));
      },
    },
    {
      method: 'PUT',
      pattern: path,
      handler: (ctx) => {
        const row = existing(ctx);
        applyRules(row, writeParams(ctx));
        return json(200, ruleJson(row));
      },
    },
    {
      method: 'DELETE',
      pattern: path,
      handler: (ctx) => {
        const row = existing(ctx);
        ctx.state.plain.push_rules = (ctx.state.plain.push_rules ?? []).filter((entry) => entry !== row);
        return noContent();
      },
    },
  ];
  return routes.map((route) => ({ ...route, tier: 'premium' as const }));
}

export const pushRuleRoutes: Route[] = [...scopeRoutes('project'), ...scopeRoutes('group')];
