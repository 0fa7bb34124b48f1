import type { PlainRow, ProjectRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { projectWebUrl } from '../shapes.js';

/** State of a project kept beside its row: its fork relation and its deletion mark (seed/project-core.ts). */

/** A plain table of the project domain. */
export function projectTable(state: SandboxState, name: string): PlainRow[] {
  return (state.plain[name] ??= []);
}

/** The project a project was forked from, if any. */
export function forkedFromId(state: SandboxState, projectId: number): number | undefined {
  const relation = projectTable(state, 'project_forks').find((row) => row.project_id === projectId);
  return relation === undefined ? undefined : Number(relation.forked_from_id);
}

/** How many projects were forked from a project: counted from the fork relations, so it never drifts from them. */
export function forksCount(state: SandboxState, projectId: number): number {
  return projectTable(state, 'project_forks').filter((row) => Number(row.forked_from_id) === projectId)
    .length;
}

/** The project at the root of a project's fork network: the one it descends from through its fork relations. */
function forkNetworkRoot(state: SandboxState, projectId: number): number {
  const seen = new Set([projectId]);
  let current = projectId;
  let parent = forkedFromId(state, current);
  while (parent !== undefined && !seen.has(parent)) {
    seen.add(parent);
    current = parent;
    parent = forkedFromId(state, current);
  }
  return current;
}

/**
 * GitLab's `in_fork_network_of?` (app/models/project.rb): two projects share a fork network when they descend from
 * the same project, so a fork, its parent, its siblings and its own forks are all in one network.
 */
export function inSameForkNetwork(state: SandboxState, a: number, b: number): boolean {
  return forkNetworkRoot(state, a) === forkNetworkRoot(state, b);
}

/** The day a project was marked for deletion, or null. */
export function markedForDeletionOn(state: SandboxState, projectId: number): string | null {
  const mark = projectTable(state, 'project_deletion_marks').find((row) => row.project_id === projectId);
  return mark === undefined ? null : String(mark.marked_on);
}

/** The project fields that other entities repeat (a fork's source, an export, an import). */
export function projectIdentity(project: ProjectRow): Record<string, unknown> {
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: project.name_with_namespace,
    path: project.path,
    path_with_namespace: project.path_with_namespace,
    created_at: project.created_at,
  };
}

/** The fields GetProject adds for these relations: `forked_from_project` (forks only) and the deletion mark. */
export function projectRelationsJson(state: SandboxState, project: ProjectRow): Record<string, unknown> {
  const markedOn = markedForDeletionOn(state, project.id);
  const sourceId = forkedFromId(state, project.id);
  const source = state.tables.projects.find((row) => row.id === sourceId);
  return {
    marked_for_deletion_at: markedOn,
    marked_for_deletion_on: markedOn,
    ...(source === undefined
      ? {}
      : {
          forked_from_project: {
            ...projectIdentity(source),
            default_branch: source.default_branch,
            web_url: projectWebUrl(state, source),
          },
        }),
  };
}
