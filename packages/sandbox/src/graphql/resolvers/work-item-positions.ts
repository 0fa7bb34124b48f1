import type { SandboxState } from '../../store/index.js';

/*
 * The order of a work item's children, as GitLab keeps it in `work_item_parent_links.relative_position` and
 * workItemsHierarchyReorder changes it (https://docs.gitlab.com/api/graphql/reference/#mutationworkitemshierarchyreorder).
 * Kept per child work item id in the `work_item_positions` plain table; a child never reordered has no row and keeps
 * its place after those that have one.
 */

interface PositionRow {
  id: number;
  relative_position: number;
}

function positionsTable(state: SandboxState): PositionRow[] {
  return (state.plain.work_item_positions ??= []) as unknown as PositionRow[];
}

/** The children in their order: reordered ones by position, then the rest as given. */
export function inPositionOrder<T>(
  state: SandboxState,
  children: readonly T[],
  idOf: (child: T) => number,
): T[] {
  const positions = new Map(positionsTable(state).map((row) => [row.id, row.relative_position]));
  const rank = (child: T) => positions.get(idOf(child)) ?? Number.MAX_SAFE_INTEGER;
  return [...children].sort((a, b) => rank(a) - rank(b));
}

/** Stores this order of a parent's children (work item ids), first to last. */
export function setPositions(state: SandboxState, ids: readonly number[]): void {
  const table = positionsTable(state);
  ids.forEach((id, index) => {
    const row = table.find((entry) => entry.id === id);
    if (row) row.relative_position = index;
    else table.push({ id, relative_position: index });
  });
}
