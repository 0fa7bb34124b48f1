import { isGroupMember, memberAccess } from './membership.js';
import { groupAncestry, projectAncestry } from './lookup.js';
import type { GranularScopeRow, GroupRow, ProjectRow, TokenRow, UserRow } from './rows.js';
import type { SandboxState } from './state.js';

/*
 * The boundaries of a fine-grained PAT's grant (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens/),
 * shared by the REST half (auth.ts, which refuses with 403) and the GraphQL half (graphql/access.ts, which answers
 * null or leaves items out). Each granular scope is a boundary plus the permissions it allows there.
 */

/**
 * What a granular scope is asked about: a project, a group, the token's user (`/user`, `currentUser`), or the
 * instance (any other endpoint, which only an `instance` boundary reaches).
 */
export type GrantTarget = { project: ProjectRow } | { group: GroupRow } | 'user' | 'instance';

/**
 * Whether the scope's boundary reaches the target. `all_memberships` follows the token user's own memberships
 * (inherited from groups included); `selected_memberships` reaches the chosen project, or the chosen group and
 * everything below it; `personal_projects` the projects of the user's own namespace.
 */
export function scopeCovers(
  state: SandboxState,
  scope: GranularScopeRow,
  user: UserRow,
  target: GrantTarget,
): boolean {
  if (scope.access === 'instance') return true;
  if (target === 'user') return scope.access === 'user';
  if (target === 'instance') return false;
  if ('project' in target) {
    const { project } = target;
    switch (scope.access) {
      case 'selected_memberships':
        return (
          scope.project_id === project.id ||
          (scope.group_id !== null &&
            projectAncestry(state, project).some((group) => group.id === scope.group_id))
        );
      case 'all_memberships':
        return memberAccess(state, user, project) > 0;
      case 'personal_projects':
        return project.namespace_kind === 'user' && project.namespace_id === user.namespace_id;
      case 'user':
        return false;
    }
  }
  switch (scope.access) {
    case 'selected_memberships':
      return (
        scope.group_id !== null &&
        groupAncestry(state, target.group.id).some((group) => group.id === scope.group_id)
      );
    case 'all_memberships':
      return isGroupMember(state, user, target.group);
    default:
      return false;
  }
}

/** Whether one of the fine-grained token's granular scopes grants `permission` (`read_work_item`) at the target. */
export function grants(
  state: SandboxState,
  token: TokenRow,
  user: UserRow,
  target: GrantTarget,
  permission: string,
): boolean {
  return (token.granular_scopes ?? []).some(
    (scope) => scope.permissions.includes(permission) && scopeCovers(state, scope, user, target),
  );
}

/** Whether a token is a fine-grained PAT (scopes `['granular']`): its grant, not its scopes, decides what it reaches. */
export function isFineGrained(token: TokenRow): boolean {
  return token.scopes.includes('granular');
}
