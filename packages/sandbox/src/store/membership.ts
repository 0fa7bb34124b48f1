import { groupAncestry, projectAncestry } from './lookup.js';
import type { GroupRow, ProjectRow, UserRow } from './rows.js';
import type { SandboxState } from './state.js';

/** GitLab's role numbers (https://docs.gitlab.com/api/members/#roles). */
export const ROLE = { guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 } as const;

/**
 * A user's role in a project through membership alone: a direct project membership, one inherited from the project's
 * groups, or ownership of the personal namespace it lives in; 0 for none. Administrators are not members by rank.
 */
export function memberAccess(state: SandboxState, user: UserRow, project: ProjectRow): number {
  if (project.namespace_kind === 'user' && project.namespace_id === user.namespace_id) return ROLE.owner;
  const groups = new Set(projectAncestry(state, project).map((group) => group.id));
  return state.tables.members.reduce((best, member) => {
    if (member.user_id !== user.id) return best;
    const applies =
      (member.source_type === 'Project' && member.source_id === project.id) ||
      (member.source_type === 'Namespace' && groups.has(member.source_id));
    return applies && member.access_level > best ? member.access_level : best;
  }, 0);
}

/** A user's effective role in a project: their membership, and owner of every project for an administrator. */
export function projectAccess(state: SandboxState, user: UserRow, project: ProjectRow): number {
  return user.is_admin ? ROLE.owner : memberAccess(state, user, project);
}

/** Whether the user is a member of the group, directly or through one of its ancestors. */
export function isGroupMember(state: SandboxState, user: UserRow, group: GroupRow): boolean {
  const chain = new Set(groupAncestry(state, group.id).map((row) => row.id));
  return state.tables.members.some(
    (member) =>
      member.user_id === user.id && member.source_type === 'Namespace' && chain.has(member.source_id),
  );
}

/** A user's effective role in a group: the best membership in it or an ancestor, owner for an administrator. */
export function groupAccess(state: SandboxState, user: UserRow, group: GroupRow): number {
  if (user.is_admin) return ROLE.owner;
  const chain = new Set(groupAncestry(state, group.id).map((row) => row.id));
  return state.tables.members.reduce(
    (best, member) =>
      member.user_id === user.id &&
      member.source_type === 'Namespace' &&
      chain.has(member.source_id) &&
      member.access_level > best
        ? member.access_level
        : best,
    0,
  );
}
