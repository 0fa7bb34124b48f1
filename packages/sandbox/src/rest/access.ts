import { projectAncestry } from '../store/lookup.js';
import type { ProjectRow, UserRow } from '../store/rows.js';
import type { SandboxState } from '../store/state.js';

/** GitLab's role numbers (https://docs.gitlab.com/api/members/#roles). */
export const ROLE = { guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 } as const;

/** A user's effective role in a project: direct membership, inherited group membership, own namespace; admins own all. */
export function projectAccess(state: SandboxState, user: UserRow, project: ProjectRow): number {
  if (user.is_admin) return ROLE.owner;
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
