import { GraphQLError } from 'graphql';
import { grants, isFineGrained, isGroupMember, memberAccess } from '../store/index.js';
import type { GrantTarget, GroupRow, ProjectRow } from '../store/index.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import type { GraphqlContext } from './context.js';

/*
 * Who may see what over GraphQL. GitLab answers an object the viewer may not read with `null` and no error, and
 * leaves unreadable items out of lists; the same holds for a fine-grained PAT (GitLab 19.x) and objects outside its
 * grant (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens/). Mutations on such objects fail with
 * RESOURCE_ACCESS_ERROR. The grant's boundaries are the store's (store/grant.ts), the same the REST half refuses by.
 */

/**
 * The fine-grained permissions the GraphQL half checks, in GitLab's names: those its REST endpoint table gives the
 * same resource (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens_rest/; issues and all notes are
 * work items, repository files `read_repository`), so one grant means the same over both APIs.
 */
export const GRAPHQL_PERMISSIONS = [
  'read_project',
  'read_group',
  'read_user',
  'read_merge_request',
  'read_work_item',
  'read_pipeline',
  'read_repository',
  'create_work_item',
  'update_work_item',
  'delete_work_item',
  'update_merge_request',
  'update_vulnerability',
] as const;
export type GraphqlPermission = (typeof GRAPHQL_PERMISSIONS)[number];

/** Fine-grained permission a read of each resource kind needs inside the grant's boundary. */
export type ReadPermission = Extract<
  GraphqlPermission,
  'read_merge_request' | 'read_work_item' | 'read_pipeline' | 'read_repository'
>;

function visible(
  ctx: GraphqlContext,
  visibility: 'private' | 'internal' | 'public',
  isMember: () => boolean,
): boolean {
  if (visibility === 'public') return true;
  if (!ctx.viewer) return false;
  return visibility === 'internal' || ctx.viewer.is_admin || isMember();
}

/** Whether a fine-grained token's grant allows `permission` at the target; true for every other token. */
function granted(ctx: GraphqlContext, target: GrantTarget, permission: GraphqlPermission): boolean {
  const { token, viewer } = ctx;
  if (token === null || viewer === null || !isFineGrained(token)) return true;
  return grants(ctx.state, token, viewer, target, permission);
}

/**
 * Whether the viewer may read the project; a fine-grained token also needs `read_project` there, plus the
 * resource's own permission (`read_merge_request`, …) when one is named.
 */
export function canReadProject(
  ctx: GraphqlContext,
  project: ProjectRow,
  permission?: ReadPermission,
): boolean {
  const viewer = ctx.viewer;
  if (
    !visible(ctx, project.visibility, () => viewer !== null && memberAccess(ctx.state, viewer, project) > 0)
  )
    return false;
  return (
    granted(ctx, { project }, 'read_project') &&
    (permission === undefined || granted(ctx, { project }, permission))
  );
}

/** Whether the viewer may read the group; a fine-grained token needs `read_group` there. */
export function canReadGroup(ctx: GraphqlContext, group: GroupRow): boolean {
  const viewer = ctx.viewer;
  if (!visible(ctx, group.visibility, () => viewer !== null && isGroupMember(ctx.state, viewer, group)))
    return false;
  return granted(ctx, { group }, 'read_group');
}

/** User profiles: any signed-in viewer; a fine-grained token needs `read_user` at the user boundary. */
export function canReadUsers(ctx: GraphqlContext): boolean {
  return granted(ctx, 'user', 'read_user');
}

/**
 * Throws GitLab's resource access error unless the viewer may write `permission` in the project: a classic or OAuth
 * token needs the `api` scope (a `read_api` token cannot mutate), a fine-grained token the permission in its grant;
 * null when GitLab documents no fine-grained permission for the write, which no fine-grained token may then make.
 */
export function assertCanWrite(
  ctx: GraphqlContext,
  project: ProjectRow | undefined,
  permission: GraphqlPermission | null,
): ProjectRow {
  const token = ctx.token;
  const allowed =
    project !== undefined &&
    token !== null &&
    canReadProject(ctx, project) &&
    (isFineGrained(token)
      ? permission !== null && granted(ctx, { project }, permission)
      : token.scopes.includes('api'));
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
  const write = token !== null && (isFineGrained(token) || token.scopes.includes('api'));
  return { read: true, write, admin: write && (ctx.viewer?.is_admin ?? false) };
}
