import { conflict, notFound } from '../../http/errors.js';
import { groupAncestry } from '../../store/lookup.js';
import type { MemberRow, UserRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection, CollectionContext, Scope } from '../collection.js';
import { int, str } from '../params.js';
import { avatarUrl, userBasic, webUrl } from '../shapes.js';

/** Project and group members, direct and inherited (https://docs.gitlab.com/api/members/). */

/**
 * Member entity: the user plus access level, membership dates and who added them; an administrator also sees the
 * member's email (EE's Member entity exposes it to those who can administer all resources).
 */
export function memberJson(state: SandboxState, member: MemberRow, viewer: UserRow): Record<string, unknown> {
  const user = state.tables.users.find((row) => row.id === member.user_id);
  return {
    id: member.user_id,
    username: user?.username,
    name: user?.name,
    state: user?.state,
    locked: false,
    avatar_url: user === undefined ? null : avatarUrl(user),
    web_url: user === undefined ? null : webUrl(state, user.username),
    access_level: member.access_level,
    created_at: member.created_at,
    created_by: userBasic(state, member.created_by_id),
    expires_at: member.expires_at,
    group_saml_identity: null,
    membership_state: 'active',
    ...(viewer.is_admin && user !== undefined ? { email: user.email } : {}),
  };
}

function memberSources(
  ctx: CollectionContext,
  inherited: boolean,
): { type: MemberRow['source_type']; id: number }[] {
  const { scope } = ctx;
  if (scope.kind === 'project') {
    const project = scope.project;
    const groupsAbove =
      project.namespace_kind === 'group' ? groupAncestry(ctx.state, project.namespace_id) : [];
    return [
      { type: 'Project', id: project.id },
      ...(inherited ? groupsAbove.map((group) => ({ type: 'Namespace' as const, id: group.id })) : []),
    ];
  }
  if (scope.kind === 'group') {
    const chain = groupAncestry(ctx.state, scope.group.id);
    return (inherited ? chain : chain.slice(0, 1)).map((group) => ({
      type: 'Namespace' as const,
      id: group.id,
    }));
  }
  return [];
}

function membersOf(ctx: CollectionContext, inherited: boolean): MemberRow[] {
  const sources = memberSources(ctx, inherited);
  const best = new Map<number, MemberRow>();
  for (const source of sources) {
    for (const member of ctx.state.tables.members) {
      if (member.source_type !== source.type || member.source_id !== source.id) continue;
      const known = best.get(member.user_id);
      if (known === undefined || member.access_level > known.access_level) best.set(member.user_id, member);
    }
  }
  return [...best.values()];
}

function memberFilters(): NonNullable<Exclude<Collection<MemberRow>['list'], false | undefined>['filters']> {
  return {
    query: (row, value, ctx) => {
      const user = ctx.state.tables.users.find((candidate) => candidate.id === row.user_id);
      return `${user?.username ?? ''} ${user?.name ?? ''}`
        .toLowerCase()
        .includes(String(value).toLowerCase());
    },
    user_ids: (row, value) => String(value).split(',').map(Number).includes(row.user_id),
  };
}

const memberScopeSource = (scope: Scope): { type: MemberRow['source_type']; id: number } | undefined =>
  scope.kind === 'project'
    ? { type: 'Project', id: scope.project.id }
    : scope.kind === 'group'
      ? { type: 'Namespace', id: scope.group.id }
      : undefined;

export const members: Collection<MemberRow> = {
  path: 'members',
  scopes: ['project', 'group'],
  key: { param: 'user_id', get: (row) => row.user_id },
  notFound: 'Member',
  table: (state) => state.tables.members,
  inScope: (row, scope) => {
    const source = memberScopeSource(scope);
    return source !== undefined && row.source_type === source.type && row.source_id === source.id;
  },
  serialize: (row, ctx) => memberJson(ctx.state, row, ctx.auth.user),
  list: { filters: memberFilters() },
  create: {
    required: ['access_level'],
    check: (params, ctx) => {
      const source = memberScopeSource(ctx.scope)!;
      const userId =
        int(params.user_id) ??
        ctx.state.tables.users.find((user) => user.username === str(params.username))?.id;
      if (userId === undefined) return notFound('User');
      const exists = ctx.state.tables.members.some(
        (row) => row.source_type === source.type && row.source_id === source.id && row.user_id === userId,
      );
      // GitLab answers a duplicate membership with 409 (https://docs.gitlab.com/api/members/).
      return exists ? conflict('Member already exists') : undefined;
    },
    build: (params, ctx) => {
      const source = memberScopeSource(ctx.scope)!;
      const userId =
        int(params.user_id) ??
        ctx.state.tables.users.find((user) => user.username === str(params.username))!.id;
      return {
        source_type: source.type,
        source_id: source.id,
        user_id: userId,
        access_level: (int(params.access_level) ?? 30) as MemberRow['access_level'],
        created_at: ctx.state.now(),
        created_by_id: ctx.auth.user.id,
        expires_at: str(params.expires_at) ?? null,
      };
    },
  },
  update: (row, params) => {
    const level = int(params.access_level);
    if (level !== undefined) row.access_level = level as MemberRow['access_level'];
    if (params.expires_at !== undefined) row.expires_at = str(params.expires_at) ?? null;
  },
  remove: true,
};

export const allMembers: Collection<MemberRow> = {
  ...members,
  path: 'members/all',
  rows: (ctx) => membersOf(ctx, true),
  find: (ctx, key) => membersOf(ctx, true).find((row) => String(row.user_id) === key),
  create: undefined,
  update: undefined,
  remove: undefined,
};
