import { groupAncestry } from '../../store/lookup.js';
import type { SandboxState } from '../../store/state.js';

/*
 * The membership and subscription facts GET /namespaces carries (doc/api/namespaces.md): a group counts the members of
 * itself and its subgroups; a personal namespace has one seat, its owner's. The sandbox's subscription has no trial
 * and has never had more seats in use than members.
 */

function membersWithDescendants(state: SandboxState, groupId: number): number {
  const tree = new Set(
    state.tables.groups
      .filter((group) => groupAncestry(state, group.id).some((ancestor) => ancestor.id === groupId))
      .map((group) => group.id),
  );
  const users = state.tables.members
    .filter((member) => member.source_type === 'Namespace' && tree.has(member.source_id))
    .map((member) => member.user_id);
  return new Set(users).size;
}

export function namespaceSeatsJson(
  state: SandboxState,
  namespace: { id: number; kind: 'group' | 'user' },
): Record<string, unknown> {
  const members = namespace.kind === 'group' ? membersWithDescendants(state, namespace.id) : 1;
  return {
    ...(namespace.kind === 'group' ? { members_count_with_descendants: members } : {}),
    billable_members_count: members,
    max_seats_used: members,
    seats_in_use: members,
    trial_ends_on: null,
    trial: false,
  };
}
