import { GraphQLError } from 'graphql';
import { groupAncestry, projectAncestry } from '../store/index.js';
import type { GranularScopeRow, GroupRow, ProjectRow } from '../store/index.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import type { GraphqlContext } from './context.js';

/*
 * Who may see what over GraphQL. GitLab answers an object the viewer may not read with `null` and no error, and
 * leaves unreadable items out of lists; the same holds for a fine-grained PAT (GitLab 19.x) and objects outside its
 * grant (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens/). Mutations on such objects fail with
 * RESOURCE_ACCESS_ERROR.
 */

/** Fine-grained permission a read of each resource kind needs inside the grant's boundary. */
export type ReadPermission = 'read_merge_request' | 'read_issue' | 'read_pipeline' | 'read_code';

function isMemberOfProject(ctx: GraphqlContext, project: ProjectRow): boolean {
  const user = ctx.viewer;
  if (!user) return false;
  const groups = projectAncestry(ctx.state, project).map((group) => group.id);
  return (
    ctx.state.tables.members.some(
      (member) =>
        member.user_id === user.id &&
        ((member.source_type === 'Project' && member.source_id === project.id) ||
          (member.source_type === 'Namespace' && groups.includes(member.source_id))),
    ) ||
    (project.namespace_kind === 'user' && project.namespace_id === user.namespace_id)
  );
}

function isMemberOfGroup(ctx: GraphqlContext, group: GroupRow): boolean {
  const user = ctx.viewer;
  if (!user) return false;
  const chain = groupAncestry(ctx.state, group.id).map((row) => row.id);
  return ctx.state.tables.members.some(
    (member) =>
      member.user_id === user.id && member.source_type === 'Namespace' && chain.includes(member.source_id),
  );
}

function visible(
  ctx: GraphqlContext,
  visibility: 'private' | 'internal' | 'public',
  isMember: () => boolean,
): boolean {
  if (visibility === 'public') return true;
  if (!ctx.viewer) return false;
  return visibility === 'internal' || ctx.viewer.is_admin || isMember();
}

function grant(ctx: GraphqlContext): readonly GranularScopeRow[] | null {
  return ctx.token?.granular_scopes ?? null;
}

function scopeCoversProject(ctx: GraphqlContext, scope: GranularScopeRow, project: ProjectRow): boolean {
  switch (scope.access) {
    case 'instance':
      return true;
    case 'selected_memberships':
      return (
        scope.project_id === project.id ||
        (scope.group_id !== null &&
          projectAncestry(ctx.state, project).some((group) => group.id === scope.group_id))
      );
    case 'all_memberships':
      return isMemberOfProject(ctx, project);
    case 'personal_projects':
      return project.namespace_kind === 'user' && project.namespace_id === ctx.viewer?.namespace_id;
    case 'user':
      return false;
  }
}

function scopeCoversGroup(ctx: GraphqlContext, scope: GranularScopeRow, group: GroupRow): boolean {
  switch (scope.access) {
    case 'instance':
      return true;
    case 'selected_memberships':
      return (
        scope.group_id !== null && groupAncestry(ctx.state, group.id).some((row) => row.id === scope.group_id)
      );
    case 'all_memberships':
      return isMemberOfGroup(ctx, group);
    default:
      return false;
  }
}

/** Whether the viewer may read the project, and with a fine-grained token, whether its grant reaches it. */
export function canReadProject(
  ctx: GraphqlContext,
  project: ProjectRow,
  permission?: ReadPermission,
): boolean {
  if (!visible(ctx, project.visibility, () => isMemberOfProject(ctx, project))) return false;
  const scopes = grant(ctx);
  if (scopes === null) return true;
  return scopes.some(
    (scope) =>
      scopeCoversProject(ctx, scope, project) &&
      (permission === undefined || scope.permissions.includes(permission)),
  );
}

export function canReadGroup(ctx: GraphqlContext, group: GroupRow): boolean {
  if (!visible(ctx, group.visibility, () => isMemberOfGroup(ctx, group))) return false;
  const scopes = grant(ctx);
  return scopes === null || scopes.some((scope) => scopeCoversGroup(ctx, scope, group));
}

/** User profiles: any signed-in viewer; a fine-grained token needs a user-boundary scope with `read_user`. */
export function canReadUsers(ctx: GraphqlContext): boolean {
  const scopes = grant(ctx);
  if (scopes === null) return true;
  return scopes.some(
    (scope) =>
      (scope.access === 'user' || scope.access === 'instance') && scope.permissions.includes('read_user'),
  );
}

/**
 * Throws GitLab's resource access error unless the viewer may write `permission` in the project: a classic or OAuth
 * token needs the `api` scope (a `read_api` token cannot mutate), a fine-grained token the permission in its grant.
 */
export function assertCanWrite(
  ctx: GraphqlContext,
  project: ProjectRow | undefined,
  permission: string,
): ProjectRow {
  const token = ctx.token;
  const allowed =
    project !== undefined &&
    token !== null &&
    canReadProject(ctx, project) &&
    (token.granular_scopes === null
      ? token.scopes.includes('api')
      : token.granular_scopes.some(
          (scope) => scopeCoversProject(ctx, scope, project) && scope.permissions.includes(permission),
        ));
  if (!allowed) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return project;
}

/** What a `userPermissions` field resolves to; every `*Permissions` type reads its booleans from it. */
export interface PermissionSource {
  read: boolean;
  write: boolean;
  admin: boolean;
}

/**
 * The viewer's permissions on an object it can already read: `read*` fields are true, writes need a token that may
 * mutate (the `api` scope, or a fine-grained grant), `admin*` fields an administrator.
 */
export function viewerPermissions(ctx: GraphqlContext): PermissionSource {
  const token = ctx.token;
  const write = token !== null && (token.granular_scopes !== null || token.scopes.includes('api'));
  return { read: true, write, admin: write && (ctx.viewer?.is_admin ?? false) };
}
