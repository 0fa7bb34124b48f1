import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findGroup, projectAncestry } from '../../store/lookup.js';
import type { GroupRow, PlainRow } from '../../store/rows.js';
import { bool, int, str } from '../params.js';
import { without } from '../shapes.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';

/*
 * Hand-written enterprise routes of a group: LDAP group links, whose deletes name a link by CN or filter rather
 * than by an ID (https://docs.gitlab.com/api/group_ldap_links/), the LDAP sync, group activity analytics
 * (https://docs.gitlab.com/api/group_activity_analytics/) and the security settings update
 * (https://docs.gitlab.com/api/group_security_settings/).
 */

const premium = { tier: 'premium' } as const;

function ldapLinks(ctx: OwnerContext): PlainRow[] {
  return (ctx.state.plain.ldap_group_links ??= []);
}

function linksOfGroup(ctx: OwnerContext): PlainRow[] {
  return ldapLinks(ctx).filter((row) => row.group_id === ctx.row.id);
}

/** Removes the group's links matching every given field; GitLab answers 404 when none does. */
function removeLinks(ctx: OwnerContext, match: Record<string, string | undefined>): void {
  const wanted = Object.entries(match).filter(([, value]) => value !== undefined);
  const gone = linksOfGroup(ctx).filter((row) => wanted.every(([field, value]) => row[field] === value));
  if (gone.length === 0) throw notFound('Linked LDAP group');
  const table = ldapLinks(ctx);
  for (const row of gone) table.splice(table.indexOf(row), 1);
}

const ldapRoutes: Route[] = [
  ownerAction(
    'group',
    'GET',
    '/ldap_group_links',
    (ctx) => {
      const page = offsetPage(linksOfGroup(ctx), ctx.req);
      return json(
        200,
        page.items.map((row) => without(row, 'group_id')),
        page.headers,
      );
    },
    premium,
  ),
  ownerAction(
    'group',
    'POST',
    '/ldap_group_links',
    (ctx) => {
      const params = ctx.req.params;
      const missing = ['group_access', 'provider'].filter((name) => params[name] === undefined);
      if (missing.length > 0) throw missingParams(missing);
      const cn = str(params.cn);
      const filter = str(params.filter);
      if ((cn === undefined) === (filter === undefined))
        throw badRequest('cn, filter are mutually exclusive');
      const row: PlainRow = {
        group_id: ctx.row.id,
        cn: cn ?? null,
        group_access: int(params.group_access),
        provider: str(params.provider),
        filter: filter ?? null,
        member_role_id: int(params.member_role_id) ?? null,
      };
      ldapLinks(ctx).push(row);
      return json(201, without(row, 'group_id'));
    },
    premium,
  ),
  ownerAction(
    'group',
    'DELETE',
    '/ldap_group_links',
    (ctx) => {
      const cn = str(ctx.req.params.cn);
      const filter = str(ctx.req.params.filter);
      if (cn === undefined && filter === undefined) throw missingParams(['cn', 'filter']);
      removeLinks(ctx, { cn, filter, provider: str(ctx.req.params.provider) });
      return noContent();
    },
    premium,
  ),
  ownerAction(
    'group',
    'DELETE',
    '/ldap_group_links/:provider/:cn',
    (ctx) => {
      removeLinks(ctx, { cn: ctx.params.cn, provider: ctx.params.provider });
      return noContent();
    },
    premium,
  ),
  // GitLab queues the sync and answers 202 at once.
  ownerAction('group', 'POST', '/ldap_sync', () => json(202, { message: '202 Accepted' }), premium),
];

const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000;

/** The group of `group_path`, or GitLab's 404 (a missing parameter is GitLab's 400). */
function groupOfPath(ctx: RouteContext): GroupRow {
  const path = str(ctx.req.params.group_path);
  if (path === undefined) throw missingParams(['group_path']);
  const group = findGroup(ctx.state, path);
  if (group === undefined) throw notFound('Group');
  return group;
}

/** Counts the rows of the last 90 days under a group (its subgroups' projects included). */
function recentCount(ctx: RouteContext, count: (group: GroupRow, cutoff: string) => number): number {
  const cutoff = new Date(Date.parse(ctx.state.now()) - NINETY_DAYS_MS).toISOString();
  return count(groupOfPath(ctx), cutoff);
}

function inGroup(ctx: RouteContext, group: GroupRow, projectId: number): boolean {
  const project = ctx.state.tables.projects.find((row) => row.id === projectId);
  return project !== undefined && projectAncestry(ctx.state, project).some((row) => row.id === group.id);
}

function analytics(
  path: string,
  field: string,
  count: (ctx: RouteContext, group: GroupRow, cutoff: string) => number,
): Route {
  return {
    method: 'GET',
    pattern: `/analytics/group_activity/${path}`,
    ...premium,
    handler: (ctx) => json(200, { [field]: recentCount(ctx, (group, cutoff) => count(ctx, group, cutoff)) }),
  };
}

const analyticsRoutes: Route[] = [
  analytics(
    'issues_count',
    'issues_count',
    (ctx, group, cutoff) =>
      ctx.state.tables.issues.filter((row) => row.created_at >= cutoff && inGroup(ctx, group, row.project_id))
        .length,
  ),
  analytics(
    'merge_requests_count',
    'merge_requests_count',
    (ctx, group, cutoff) =>
      ctx.state.tables.mergeRequests.filter(
        (row) => row.created_at >= cutoff && inGroup(ctx, group, row.project_id),
      ).length,
  ),
  analytics(
    'new_members_count',
    'new_members_count',
    (ctx, group, cutoff) =>
      ctx.state.tables.members.filter(
        (row) =>
          row.created_at >= cutoff &&
          (row.source_type === 'Namespace' ? row.source_id === group.id : inGroup(ctx, group, row.source_id)),
      ).length,
  ),
];

/** Secret push protection for the group's projects; the excluded projects keep theirs. */
const securitySettingsRoute = ownerAction(
  'group',
  'PUT',
  '/security_settings',
  (ctx) => {
    const enabled = ctx.req.params.secret_push_protection_enabled;
    if (enabled === undefined) throw missingParams(['secret_push_protection_enabled']);
    const value = bool(enabled) ?? false;
    const settings = (ctx.state.plain.group_security_settings ??= []);
    const existing = settings.find((row) => row.group_id === ctx.row.id);
    if (existing === undefined)
      settings.push({ group_id: ctx.row.id, secret_push_protection_enabled: value });
    else existing.secret_push_protection_enabled = value;
    return json(200, { secret_push_protection_enabled: value, errors: [] });
  },
  { tier: 'ultimate' },
);

export const groupEnterpriseRoutes: Route[] = [...ldapRoutes, ...analyticsRoutes, securitySettingsRoute];
