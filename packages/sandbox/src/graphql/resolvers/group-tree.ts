import type { GroupRow } from '../../store/index.js';
import type { GraphqlContext } from '../context.js';

/** The group and every group below it, the group first. */
export function groupAndDescendants(ctx: GraphqlContext, group: GroupRow): GroupRow[] {
  const groups = [group];
  for (let index = 0; index < groups.length; index += 1) {
    groups.push(...ctx.state.tables.groups.filter((row) => row.parent_id === groups[index]!.id));
  }
  return groups;
}
