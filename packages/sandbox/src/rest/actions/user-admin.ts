import { ApiError, forbidden, notFound, validationFailed } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findGroup, findProject, findUser } from '../../store/lookup.js';
import type { UserRow } from '../../store/rows.js';
import { assignFields, bool, str } from '../params.js';
import { userJson } from '../collections/users.js';

/** What administrators do to users (https://docs.gitlab.com/api/users/, https://docs.gitlab.com/api/user_moderation/). */

function userOf(ctx: RouteContext): UserRow {
  const user = findUser(ctx.state, ctx.params.id ?? '');
  if (user === undefined) throw notFound('User');
  return user;
}

/** Fields of PUT /users/:id the sandbox stores. */
const EDITABLE = [
  'username',
  'name',
  'email',
  'bio',
  'location',
  'public_email',
  'website_url',
  'organization',
  'job_title',
] as const;

function modify(ctx: RouteContext) {
  const user = userOf(ctx);
  const params = ctx.req.params;
  const taken = (field: 'username' | 'email') =>
    params[field] !== undefined &&
    ctx.state.tables.users.some((row) => row.id !== user.id && row[field] === str(params[field]));
  if (taken('username')) throw validationFailed({ username: ['has already been taken'] });
  if (taken('email')) throw validationFailed({ email: ['has already been taken'] });
  assignFields(user, params, EDITABLE);
  if (params.admin !== undefined) user.is_admin = bool(params.admin) ?? user.is_admin;
  return json(200, userJson(ctx.state, user, ctx.auth.user));
}

/**
 * A state change: the states it applies to, the state it leaves, and GitLab's refusal when it does not apply
 * (`lib/api/users.rb`): 403 with a sentence, or 409 for approve and reject. GitLab answers a change with `true`
 * (201), and approve and reject with a message.
 */
interface Transition {
  verb: string;
  from: readonly UserRow['state'][];
  to: UserRow['state'] | 'deleted';
  refusal: string;
  conflict?: true;
  answer?: { status: number; body: unknown };
}

const SUCCESS = { message: 'Success' };

const TRANSITIONS: readonly Transition[] = [
  { verb: 'block', from: ['active', 'deactivated'], to: 'blocked', refusal: 'Error blocking user' },
  { verb: 'unblock', from: ['blocked'], to: 'active', refusal: 'Unable to unblock user' },
  {
    verb: 'ban',
    from: ['active', 'blocked', 'deactivated'],
    to: 'banned',
    refusal: 'You cannot ban blocked users.',
  },
  { verb: 'unban', from: ['banned'], to: 'active', refusal: 'You cannot unban active users.' },
  {
    verb: 'deactivate',
    from: ['active'],
    to: 'deactivated',
    refusal: 'A blocked user cannot be deactivated by the API',
  },
  {
    verb: 'activate',
    from: ['deactivated', 'active'],
    to: 'active',
    refusal: 'A blocked user must be unblocked to be activated',
  },
  {
    verb: 'approve',
    from: ['blocked_pending_approval'],
    to: 'active',
    refusal: 'The user you are trying to approve is not pending approval',
    conflict: true,
    answer: { status: 201, body: SUCCESS },
  },
  {
    verb: 'reject',
    from: ['blocked_pending_approval'],
    to: 'deleted',
    refusal: 'User does not have a pending request',
    conflict: true,
    answer: { status: 200, body: SUCCESS },
  },
];

function transition(change: Transition): Route {
  return {
    method: 'POST',
    pattern: `/users/:id/${change.verb}`,
    admin: true,
    handler: (ctx) => {
      const user = userOf(ctx);
      if (!change.from.includes(user.state)) {
        throw new ApiError(change.conflict ? 409 : 403, { message: change.refusal });
      }
      if (change.to === 'deleted') removeUser(ctx, user);
      else user.state = change.to;
      return json(change.answer?.status ?? 201, change.answer?.body ?? true);
    },
  };
}

function removeUser(ctx: RouteContext, user: UserRow): void {
  const users = ctx.state.tables.users;
  users.splice(users.indexOf(user), 1);
}

/** Direct memberships of a user, in GitLab's membership form. */
function memberships(ctx: RouteContext) {
  const user = userOf(ctx);
  const type = ctx.req.query.type;
  if (type !== undefined && type !== 'Project' && type !== 'Namespace')
    throw new ApiError(400, { error: 'type does not have a valid value' });
  const rows = ctx.state.tables.members
    .filter((member) => member.user_id === user.id && (type === undefined || member.source_type === type))
    .map((member) => ({
      source_id: member.source_id,
      source_name:
        member.source_type === 'Project'
          ? findProject(ctx.state, member.source_id)?.name
          : findGroup(ctx.state, member.source_id)?.name,
      source_type: member.source_type,
      access_level: member.access_level,
    }));
  const page = offsetPage(rows, ctx.req);
  return json(200, page.items, page.headers);
}

function associationsCount(ctx: RouteContext) {
  const user = userOf(ctx);
  if (user.id !== ctx.auth.user.id && !ctx.auth.user.is_admin) throw forbidden();
  const { members, issues, mergeRequests, projects } = ctx.state.tables;
  const mine = members.filter((member) => member.user_id === user.id);
  return json(200, {
    groups_count: mine.filter((member) => member.source_type === 'Namespace').length,
    projects_count:
      mine.filter((member) => member.source_type === 'Project').length +
      projects.filter((project) => project.namespace_id === user.namespace_id).length,
    issues_count: issues.filter((issue) => issue.author_id === user.id).length,
    merge_requests_count: mergeRequests.filter((mr) => mr.author_id === user.id).length,
  });
}

/** Last activity of every active user, newest first; the sandbox's users were all last seen as root was. */
function activities(ctx: RouteContext) {
  const from = ctx.req.query.from;
  const rows = ctx.state.tables.users
    .filter((user) => user.state === 'active')
    .map((user, index) => {
      const day = new Date(Date.parse('2025-03-20T00:00:00.000Z') - index * 86_400_000);
      return {
        username: user.username,
        last_activity_on: day.toISOString().slice(0, 10),
        last_activity_at: day.toISOString(),
      };
    })
    .filter((row) => from === undefined || row.last_activity_on >= from);
  const page = offsetPage(rows, ctx.req);
  return json(200, page.items, page.headers);
}

export const userAdminRoutes: Route[] = [
  { method: 'PUT', pattern: '/users/:id', admin: true, handler: modify },
  {
    method: 'DELETE',
    pattern: '/users/:id',
    admin: true,
    handler: (ctx) => {
      const user = userOf(ctx);
      if (user.id === ctx.auth.user.id) throw forbidden();
      removeUser(ctx, user);
      return noContent();
    },
  },
  ...TRANSITIONS.map(transition),
  {
    method: 'PATCH',
    pattern: '/users/:id/disable_two_factor',
    admin: true,
    handler: (ctx) => {
      const user = userOf(ctx);
      if (user.is_admin) {
        throw forbidden(
          '403 Forbidden - Two-factor authentication for admins cannot be disabled via the API. Use the Rails console',
        );
      }
      const table = (ctx.state.plain.user_two_factor ??= []);
      const index = table.findIndex((row) => row.user_id === user.id);
      if (index < 0) {
        throw new ApiError(400, {
          message: '400 Bad request - Two-factor authentication is not enabled for this user',
        });
      }
      table.splice(index, 1);
      return noContent();
    },
  },
  {
    method: 'DELETE',
    pattern: '/users/:id/identities/:provider',
    admin: true,
    handler: (ctx) => {
      const user = userOf(ctx);
      const table = (ctx.state.plain.user_identities ??= []);
      const index = table.findIndex((row) => row.user_id === user.id && row.provider === ctx.params.provider);
      if (index < 0) throw notFound('Identity');
      table.splice(index, 1);
      return noContent();
    },
  },
  { method: 'GET', pattern: '/users/:id/associations_count', handler: associationsCount },
  { method: 'GET', pattern: '/users/:id/memberships', admin: true, handler: memberships },
  { method: 'GET', pattern: '/user/activities', admin: true, handler: activities },
];
