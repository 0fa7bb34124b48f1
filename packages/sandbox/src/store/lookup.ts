import type { GroupRow, ProjectRow, UserRow } from './rows.js';
import type { SandboxState } from './state.js';

/** A project by numeric id or full path ('group/project'), as GitLab's `:id` accepts either (already URL-decoded). */
export function findProject(state: SandboxState, idOrPath: string | number): ProjectRow | undefined {
  const key = String(idOrPath);
  if (/^\d+$/.test(key)) return state.tables.projects.find((project) => project.id === Number(key));
  return state.tables.projects.find(
    (project) => project.path_with_namespace.toLowerCase() === key.toLowerCase(),
  );
}

/** A group by numeric id or full path ('group/subgroup'). */
export function findGroup(state: SandboxState, idOrPath: string | number): GroupRow | undefined {
  const key = String(idOrPath);
  if (/^\d+$/.test(key)) return state.tables.groups.find((group) => group.id === Number(key));
  return state.tables.groups.find((group) => group.full_path.toLowerCase() === key.toLowerCase());
}

/** A user by numeric id or username. */
export function findUser(state: SandboxState, idOrUsername: string | number): UserRow | undefined {
  const key = String(idOrUsername);
  if (/^\d+$/.test(key)) return state.tables.users.find((user) => user.id === Number(key));
  return state.tables.users.find((user) => user.username.toLowerCase() === key.toLowerCase());
}

/** The namespace a project lives in, in the form GitLab embeds in a project (`namespace`). */
export interface NamespaceInfo {
  id: number;
  name: string;
  path: string;
  kind: 'group' | 'user';
  full_path: string;
  parent_id: number | null;
}

/** Every namespace: groups, then users' personal namespaces. */
export function allNamespaces(state: SandboxState): NamespaceInfo[] {
  const groups = state.tables.groups.map((group) => ({
    id: group.id,
    name: group.name,
    path: group.path,
    kind: 'group' as const,
    full_path: group.full_path,
    parent_id: group.parent_id,
  }));
  const users = state.tables.users.map((user) => ({
    id: user.namespace_id,
    name: user.name,
    path: user.username,
    kind: 'user' as const,
    full_path: user.username,
    parent_id: null,
  }));
  return [...groups, ...users];
}

export function findNamespace(state: SandboxState, id: number): NamespaceInfo | undefined {
  return allNamespaces(state).find((namespace) => namespace.id === id);
}

/** A group and its ancestors, nearest first (GitLab's inheritance order for members, labels, milestones). */
export function groupAncestry(state: SandboxState, groupId: number | null): GroupRow[] {
  const chain: GroupRow[] = [];
  let current = groupId === null ? undefined : findGroup(state, groupId);
  while (current !== undefined) {
    chain.push(current);
    current = current.parent_id === null ? undefined : findGroup(state, current.parent_id);
  }
  return chain;
}

/** The groups a project inherits from (none for a project in a personal namespace). */
export function projectAncestry(state: SandboxState, project: ProjectRow): GroupRow[] {
  return project.namespace_kind === 'group' ? groupAncestry(state, project.namespace_id) : [];
}
