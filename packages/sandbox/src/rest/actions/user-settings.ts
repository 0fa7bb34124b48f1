import { invalidParam, notFound, validationFailed } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { resolveScope } from '../collection.js';
import { bool, str } from '../params.js';

/**
 * Notification settings (https://docs.gitlab.com/api/notification_settings/), namespace path checks
 * (https://docs.gitlab.com/api/namespaces/) and instance service accounts (https://docs.gitlab.com/api/service_accounts/).
 */

const LEVELS = ['disabled', 'participating', 'watch', 'global', 'mention', 'custom'];
const EVENTS = [
  'new_release',
  'new_note',
  'new_issue',
  'reopen_issue',
  'close_issue',
  'reassign_issue',
  'issue_due',
  'new_merge_request',
  'push_to_merge_request',
  'reopen_merge_request',
  'close_merge_request',
  'reassign_merge_request',
  'change_reviewer_merge_request',
  'merge_merge_request',
  'failed_pipeline',
  'fixed_pipeline',
  'success_pipeline',
  'moved_project',
  'merge_when_pipeline_succeeds',
  'new_epic',
];

type Source = { type: 'Group' | 'Project'; id: number } | null;

function sourceOf(kind: 'global' | 'group' | 'project', ctx: RouteContext): Source {
  if (kind === 'global') return null;
  const scope = resolveScope(kind, ctx);
  if (scope.kind === 'group') return { type: 'Group', id: scope.group.id };
  return scope.kind === 'project' ? { type: 'Project', id: scope.project.id } : null;
}

function settingsRow(ctx: RouteContext, source: Source): PlainRow {
  const table = (ctx.state.plain.notification_settings ??= []);
  const found = table.find(
    (row) =>
      row.user_id === ctx.auth.user.id &&
      (row.source_type ?? null) === (source?.type ?? null) &&
      (row.source_id ?? null) === (source?.id ?? null),
  );
  if (found !== undefined) return found;
  // A group or project the user never set follows the global level; the global default is participating.
  const row: PlainRow = {
    user_id: ctx.auth.user.id,
    source_type: source?.type ?? null,
    source_id: source?.id ?? null,
    level: source === null ? 'participating' : 'global',
  };
  table.push(row);
  return row;
}

/** GitLab's answer: the level, the email for the global settings, and the event switches with `custom`. */
function settingsJson(ctx: RouteContext, row: PlainRow, source: Source) {
  const events = (row.events as Record<string, boolean> | undefined) ?? {};
  return {
    level: row.level,
    ...(source === null ? { notification_email: row.notification_email ?? ctx.auth.user.email } : {}),
    ...(row.level === 'custom'
      ? { events: Object.fromEntries(EVENTS.map((name) => [name, events[name] ?? false])) }
      : {}),
  };
}

function notificationRoutes(kind: 'global' | 'group' | 'project'): Route[] {
  const pattern = `${kind === 'global' ? '' : kind === 'group' ? '/groups/:id' : '/projects/:id'}/notification_settings`;
  return [
    {
      method: 'GET',
      pattern,
      handler: (ctx) => {
        const source = sourceOf(kind, ctx);
        return json(200, settingsJson(ctx, settingsRow(ctx, source), source));
      },
    },
    {
      method: 'PUT',
      pattern,
      handler: (ctx) => {
        const source = sourceOf(kind, ctx);
        const row = settingsRow(ctx, source);
        const params = ctx.req.params;
        const level = str(params.level);
        if (level !== undefined && !LEVELS.includes(level)) throw invalidParam('level');
        if (level !== undefined) row.level = level;
        if (params.notification_email !== undefined) row.notification_email = str(params.notification_email);
        const events = { ...((row.events as Record<string, boolean> | undefined) ?? {}) };
        for (const name of EVENTS) if (params[name] !== undefined) events[name] = bool(params[name]) ?? false;
        row.events = events;
        return json(200, settingsJson(ctx, row, source));
      },
    },
  ];
}

/** GET /namespaces/:id/exists: whether the path is taken at the top level (or under parent_id), with a free one. */
function namespaceExists(ctx: RouteContext) {
  const path = ctx.params.id ?? '';
  const parent = ctx.req.query.parent_id === undefined ? null : Number(ctx.req.query.parent_id);
  const taken = (candidate: string) =>
    ctx.state.tables.groups.some((group) => group.path === candidate && group.parent_id === parent) ||
    (parent === null && ctx.state.tables.users.some((user) => user.username === candidate));
  if (!taken(path)) return json(200, { exists: false, suggests: [] });
  let suffix = 1;
  while (taken(`${path}${suffix}`)) suffix += 1;
  return json(200, { exists: true, suggests: [`${path}${suffix}`] });
}

function serviceAccountJson(user: UserRow) {
  return { id: user.id, username: user.username, name: user.name, email: user.email };
}

function serviceAccounts(ctx: RouteContext): UserRow[] {
  const ids = new Set((ctx.state.plain.service_accounts ?? []).map((row) => row.user_id));
  return ctx.state.tables.users.filter((user) => ids.has(user.id));
}

function createServiceAccount(ctx: RouteContext) {
  const params = ctx.req.params;
  const users = ctx.state.tables.users;
  const id = nextId(ctx.state, 'user', users);
  const username = str(params.username) ?? `service_account_${id}`;
  if (users.some((user) => user.username === username))
    throw validationFailed({ username: ['has already been taken'] });
  const user: UserRow = {
    id,
    username,
    name: str(params.name) ?? 'Service account user',
    email: str(params.email) ?? `${username}@noreply.${new URL(ctx.state.config.externalUrl).host}`,
    state: 'active',
    is_admin: false,
    bot: true,
    created_at: ctx.state.now(),
    bio: '',
    location: '',
    public_email: null,
    website_url: '',
    organization: '',
    job_title: '',
    namespace_id: 100 + id,
  };
  users.push(user);
  (ctx.state.plain.service_accounts ??= []).push({ user_id: id });
  return json(201, serviceAccountJson(user));
}

function updateServiceAccount(ctx: RouteContext) {
  const user = serviceAccounts(ctx).find((row) => String(row.id) === ctx.params.service_account_id);
  if (user === undefined) throw notFound('User');
  const params = ctx.req.params;
  user.name = str(params.name) ?? user.name;
  user.username = str(params.username) ?? user.username;
  user.email = str(params.email) ?? user.email;
  return json(200, serviceAccountJson(user));
}

export const userSettingsRoutes: Route[] = [
  ...notificationRoutes('global'),
  ...notificationRoutes('group'),
  ...notificationRoutes('project'),
  { method: 'GET', pattern: '/namespaces/:id/exists', handler: namespaceExists },
  {
    method: 'GET',
    pattern: '/service_accounts',
    admin: true,
    handler: (ctx) => {
      const sort = ctx.req.query.sort === 'desc' ? -1 : 1;
      const key = ctx.req.query.order_by === 'username' ? 'username' : 'id';
      const rows = serviceAccounts(ctx).sort((a, b) =>
        a[key] < b[key] ? -sort : a[key] > b[key] ? sort : 0,
      );
      const page = offsetPage(rows, ctx.req);
      return json(200, page.items.map(serviceAccountJson), page.headers);
    },
  },
  { method: 'POST', pattern: '/service_accounts', admin: true, handler: createServiceAccount },
  {
    method: 'PATCH',
    pattern: '/service_accounts/:service_account_id',
    admin: true,
    handler: updateServiceAccount,
  },
];
