import type { PlainRow } from '../store/rows.js';

/*
 * What issues carry beyond their own row, kept in `state.plain` by table name: emoji reactions, links between
 * issues, subscriptions, to-do items, time tracking, resource events (label, milestone, state, iteration, weight)
 * and the group's iterations. Issue #41 of group/project is the one with reactions, a link and events; note 3006
 * is its first comment.
 */
export function seedIssueExtras(): Record<string, PlainRow[]> {
  const on41 = { project_id: 42, issue_iid: 41 };
  return {
    issue_award_emoji: [
      {
        id: 7001,
        name: 'thumbsup',
        user_id: 3,
        created_at: '2025-03-20T14:10:00.000Z',
        ...on41,
        note_id: null,
      },
      { id: 7002, name: 'eyes', user_id: 2, created_at: '2025-03-20T14:20:00.000Z', ...on41, note_id: null },
      {
        id: 7003,
        name: 'thumbsup',
        user_id: 2,
        created_at: '2025-03-20T15:05:00.000Z',
        ...on41,
        note_id: 3006,
      },
      {
        id: 7004,
        name: 'eyes',
        user_id: 3,
        created_at: '2025-03-20T15:40:00.000Z',
        ...on41,
        note_id: 3007,
      },
    ],
    issue_links: [
      {
        id: 7101,
        ...on41,
        target_project_id: 42,
        target_issue_iid: 9,
        link_type: 'relates_to',
        created_at: '2025-03-20T14:30:00.000Z',
        updated_at: '2025-03-20T14:30:00.000Z',
      },
    ],
    issue_subscriptions: [{ ...on41, user_id: 2 }],
    todos: [],
    issue_time_stats: [{ ...on41, time_estimate: 10_800, total_time_spent: 1_800 }],
    issue_resource_events: [
      {
        id: 7201,
        type: 'label',
        ...on41,
        user_id: 2,
        created_at: '2025-03-20T14:01:00.000Z',
        action: 'add',
        label_id: 21,
      },
      {
        id: 7202,
        type: 'milestone',
        ...on41,
        user_id: 1,
        created_at: '2025-03-20T14:02:00.000Z',
        action: 'add',
        milestone_id: 34,
      },
      {
        id: 7203,
        type: 'state',
        project_id: 42,
        issue_iid: 1,
        user_id: 1,
        created_at: '2025-01-07T15:00:00.000Z',
        state: 'closed',
      },
      {
        id: 7204,
        type: 'iteration',
        ...on41,
        user_id: 1,
        created_at: '2025-03-20T14:03:00.000Z',
        action: 'add',
        iteration_id: 7302,
      },
      { id: 7205, type: 'weight', ...on41, user_id: 2, created_at: '2025-03-20T14:04:00.000Z', weight: 3 },
    ],
    iterations: [
      {
        id: 7301,
        iid: 1,
        sequence: 1,
        group_id: 10,
        title: 'Sprint 1',
        description: 'Sign-in hardening.',
        state: 3,
        start_date: '2025-03-03',
        due_date: '2025-03-16',
      },
      {
        id: 7302,
        iid: 2,
        sequence: 2,
        group_id: 10,
        title: 'Sprint 2',
        description: 'Mobile fixes.',
        state: 2,
        start_date: '2025-03-17',
        due_date: '2025-03-30',
      },
      {
        id: 7303,
        iid: 3,
        sequence: 3,
        group_id: 10,
        title: 'Sprint 3',
        description: null,
        state: 1,
        start_date: '2025-03-31',
        due_date: '2025-04-13',
      },
    ],
  };
}
