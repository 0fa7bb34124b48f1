import { forbidden, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { isGroupMember, memberAccess } from '../../store/membership.js';
import type { AccessLevel, MemberRow, PlainRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { resolveScope, writeParams } from '../collection.js';
import type { Scope } from '../collection.js';
import { memberJson } from '../collections/members.js';
import { int, intList, list, str } from '../params.js';
import { avatarUrl, webUrl } from '../shapes.js';

/**
 * Access requests and invitations of projects and groups (https://docs.gitlab.com/api/access_requests/,
 * https://docs.gitlab.com/api/invitations/). Rows name their source as members do (`Project` / `Namespace`).
 */

type SourceScope = 'project' | 'group';

interface Source {
  type: MemberRow['source_type'];
  id: number;
  isMember(user: UserRow): boolean;
}

function sourceOf(scope: SourceScope, ctx: RouteContext): Source {
  const resolved: Scope = resolveScope(scope, ctx);
  if (resolved.kind === 'project') {
    const project = resolved.project;
    return {
      type: 'Project',
      id: project.id,
      isMember: (user) => memberAccess(ctx.state, user, project) > 0,
    };
  }
  if (resolved.kind !== 'group') throw notFound(scope === 'project' ? 'Project' : 'Group');
  const group = resolved.group;
  return { type: 'Namespace', id: group.id, isMember: (user) => isGroupMember(ctx.state, user, group) };
}

const ofSource = (source: Source) => (row: PlainRow) =>
  row.source_type === source.type && row.source_id === source.id;

function requestJson(ctx: RouteContext, row: PlainRow): Record<string, unknown> {
  const user = ctx.state.tables.users.find((candidate) => candidate.id === row.user_id);
  return {
    id: row.user_id,
    username: user?.username,
    name: user?.name,
    state: user?.state,
    avatar_url: user === undefined ? null : avatarUrl(user),
    web_url: user === undefined ? null : webUrl(ctx.state, user.username),
    // The access requests page documents the requester's account creation date beside the request's.
    created_at: user?.created_at ?? null,
    requested_at: row.requested_at,
  };
}

function invitationJson(ctx: RouteContext, row: PlainRow): Record<string, unknown> {
  const inviter = ctx.state.tables.users.find((user) => user.id === row.created_by_id);
  return {
    id: row.id,
    invite_email: row.invite_email,
    created_at: row.created_at,
    access_level: row.access_level,
    expires_at: row.expires_at,
    user_name: null,
    created_by_name: inviter?.name ?? null,
  };
}

function addMember(ctx: RouteContext, source: Source, userId: number, level: unknown, expiresAt: unknown) {
  const member: MemberRow = {
    source_type: source.type,
    source_id: source.id,
    user_id: userId,
    access_level: (int(level) ?? 30) as AccessLevel,
    created_at: ctx.state.now(),
    created_by_id: ctx.auth.user.id,
    expires_at: str(expiresAt) ?? null,
  };
  ctx.state.tables.members.push(member);
  return member;
}

function requestRoutes(scope: SourceScope): Route[] {
  const base = `/${scope}s/:id/access_requests`;
  const requests = (ctx: RouteContext) => (ctx.state.plain.access_requests ??= []);
  const pending = (ctx: RouteContext, source: Source): PlainRow => {
    const row = requests(ctx).find(
      (candidate) => ofSource(source)(candidate) && String(candidate.user_id) === ctx.params.user_id,
    );
    if (row === undefined) throw notFound('Access Request');
    return row;
  };
  const drop = (ctx: RouteContext, row: PlainRow) => requests(ctx).splice(requests(ctx).indexOf(row), 1);
  return [
    {
      method: 'GET',
      pattern: base,
      handler: (ctx) => {
        const page = offsetPage(requests(ctx).filter(ofSource(sourceOf(scope, ctx))), ctx.req);
        return json(
          200,
          page.items.map((row) => requestJson(ctx, row)),
          page.headers,
        );
      },
    },
    {
      method: 'POST',
      pattern: base,
      handler: (ctx) => {
        const source = sourceOf(scope, ctx);
        // GitLab lets only outsiders ask: a member (inherited memberships included) is refused.
        if (source.isMember(ctx.auth.user)) throw forbidden();
        const existing = requests(ctx).find(
          (row) => ofSource(source)(row) && row.user_id === ctx.auth.user.id,
        );
        const row = existing ?? {
          source_type: source.type,
          source_id: source.id,
          user_id: ctx.auth.user.id,
          requested_at: ctx.state.now(),
        };
        if (existing === undefined) requests(ctx).push(row);
        return json(201, requestJson(ctx, row));
      },
    },
    {
      method: 'PUT',
      pattern: `${base}/:user_id/approve`,
      handler: (ctx) => {
        const source = sourceOf(scope, ctx);
        const row = pending(ctx, source);
        drop(ctx, row);
        const member = addMember(ctx, source, Number(row.user_id), writeParams(ctx).access_level, null);
        return json(200, memberJson(ctx.state, member, ctx.auth.user));
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/:user_id`,
      handler: (ctx) => {
        drop(ctx, pending(ctx, sourceOf(scope, ctx)));
        return noContent();
      },
    },
  ];
}

/**
 * POST …/invitations answers 201 whatever happened: `{"status":"success"}`, or `{"status":"error","message":{…}}`
 * with a reason per email or user ID that could not be invited.
 */
function invite(scope: SourceScope, ctx: RouteContext) {
  const source = sourceOf(scope, ctx);
  const params = writeParams(ctx);
  const emails = list(params.email) ?? [];
  const userIds = intList(params.user_id) ?? [];
  if (params.access_level === undefined) throw missingParams(['access_level']);
  if (emails.length === 0 && userIds.length === 0) throw missingParams(['email', 'user_id']);
  const invitations = (ctx.state.plain.invitations ??= []);
  const errors: Record<string, string> = {};
  for (const email of emails) {
    if (invitations.some((row) => ofSource(source)(row) && row.invite_email === email)) {
      errors[email] = 'Invite email has already been taken';
      continue;
    }
    invitations.push({
      id: nextId(ctx.state, 'invitation', invitations),
      source_type: source.type,
      source_id: source.id,
      invite_email: email,
      access_level: int(params.access_level),
      created_at: ctx.state.now(),
      expires_at: str(params.expires_at) ?? null,
      created_by_id: ctx.auth.user.id,
    });
  }
  for (const id of userIds) {
    const user = ctx.state.tables.users.find((row) => row.id === id);
    if (user === undefined) errors[String(id)] = 'User not found';
    else if (source.isMember(user)) errors[user.username] = 'Already a member';
    else addMember(ctx, source, id, params.access_level, params.expires_at);
  }
  return json(
    201,
    Object.keys(errors).length > 0 ? { status: 'error', message: errors } : { status: 'success' },
  );
}

function invitationRoutes(scope: SourceScope): Route[] {
  const base = `/${scope}s/:id/invitations`;
  return [
    {
      method: 'GET',
      pattern: base,
      handler: (ctx) => {
        const query = str(ctx.req.params.query)?.toLowerCase();
        const rows = (ctx.state.plain.invitations ?? []).filter(
          (row) =>
            ofSource(sourceOf(scope, ctx))(row) &&
            (query === undefined || String(row.invite_email).toLowerCase().includes(query)),
        );
        const page = offsetPage(rows, ctx.req);
        return json(
          200,
          page.items.map((row) => invitationJson(ctx, row)),
          page.headers,
        );
      },
    },
    { method: 'POST', pattern: base, handler: (ctx) => invite(scope, ctx) },
  ];
}

export const accessMembershipRoutes: Route[] = [
  ...requestRoutes('project'),
  ...requestRoutes('group'),
  ...invitationRoutes('project'),
  ...invitationRoutes('group'),
];
