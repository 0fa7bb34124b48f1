import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { usersBasic } from '../shapes.js';
import { groupJson } from './projects.js';

/*
 * Who an approval rule names, as project and merge request rules both answer it
 * (https://docs.gitlab.com/api/merge_request_approvals/): its users, its groups (GitLab's group entity), and the
 * eligible approvers, the users with the members of those groups.
 */

const idsOf = (row: PlainRow, key: string): number[] => (row[key] as number[] | undefined) ?? [];

/** The users who may approve under the rule: its own users, then the direct members of its groups. */
export function eligibleApproverIds(state: SandboxState, row: PlainRow): number[] {
  const groups = new Set(idsOf(row, 'group_ids'));
  const members = state.tables.members
    .filter((member) => member.source_type === 'Namespace' && groups.has(member.source_id))
    .map((member) => member.user_id);
  return [...new Set([...idsOf(row, 'user_ids'), ...members])];
}

export function approversJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  return {
    eligible_approvers: usersBasic(state, eligibleApproverIds(state, row)),
    users: usersBasic(state, idsOf(row, 'user_ids')),
    groups: idsOf(row, 'group_ids').flatMap((id) => {
      const group = state.tables.groups.find((candidate) => candidate.id === id);
      return group === undefined ? [] : [groupJson(state, group)];
    }),
  };
}
