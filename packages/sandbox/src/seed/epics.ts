import type { PlainRow } from '../store/rows.js';

/**
 * Epics of group `group` (10), a Premium feature (https://docs.gitlab.com/api/epics/): &1 with the child epic &2,
 * and the closed &3 (work items 90901–90903 over GraphQL); &1 carries two label events (priority::high added by alice, then priority::low added and
 * removed by bob). Kept as GitLab's columns in the `epics` and `epic_label_events` plain tables.
 */
/** A new open epic of group 10 by alice, with nothing set but `fields`; the store's epics are built by it too. */
export function epicRow(id: number, iid: number, fields: Record<string, unknown>): PlainRow {
  return {
    id,
    iid,
    // The epic's work item (GraphQL `gid://gitlab/WorkItem/<n>`), numbered apart from the issues' ids.
    work_item_id: 90_000 + id,
    group_id: 10,
    parent_id: null,
    description: null,
    confidential: false,
    state: 'opened',
    author_id: 2,
    labels: [],
    start_date: null,
    due_date: null,
    color: '#1068bf',
    weight: null,
    health_status: null,
    upvotes: 0,
    downvotes: 0,
    closed_at: null,
    ...fields,
  };
}

export function seedEpicExtras(): Record<string, PlainRow[]> {
  const epic = epicRow;
  return {
    epics: [
      epic(901, 1, {
        title: 'Login revamp',
        description: 'Everything the new login needs.',
        labels: ['priority::high'],
        start_date: '2025-03-01',
        due_date: '2025-04-30',
        created_at: '2025-02-20T10:00:00.000Z',
        updated_at: '2025-03-10T10:00:00.000Z',
      }),
      epic(902, 2, {
        title: 'Mobile login',
        parent_id: 901,
        author_id: 3,
        created_at: '2025-02-25T10:00:00.000Z',
        updated_at: '2025-02-25T10:00:00.000Z',
      }),
      epic(903, 3, {
        title: 'Legacy SSO removal',
        state: 'closed',
        created_at: '2025-01-10T10:00:00.000Z',
        updated_at: '2025-02-01T10:00:00.000Z',
        closed_at: '2025-02-01T10:00:00.000Z',
      }),
    ],
    // &1's issues: the password and remember-me work (#34, #35); &2's: the mobile login button (#41).
    epic_issues: [
      { id: 951, epic_id: 901, issue_id: 534, relative_position: 0 },
      { id: 952, epic_id: 901, issue_id: 535, relative_position: 1 },
      { id: 953, epic_id: 902, issue_id: 541, relative_position: 0 },
    ],
    epic_label_events: [
      {
        id: 9101,
        epic_id: 901,
        user_id: 2,
        label_id: 26,
        action: 'add',
        created_at: '2025-02-20T10:05:00.000Z',
      },
      {
        id: 9102,
        epic_id: 901,
        user_id: 3,
        label_id: 27,
        action: 'add',
        created_at: '2025-03-01T09:00:00.000Z',
      },
      {
        id: 9103,
        epic_id: 901,
        user_id: 3,
        label_id: 27,
        action: 'remove',
        created_at: '2025-03-10T10:00:00.000Z',
      },
    ],
  };
}
