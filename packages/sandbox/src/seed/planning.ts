import type { BoardRow, LabelRow, MemberRow, MilestoneRow } from '../store/rows.js';

function label(
  id: number,
  scope: { project?: number; group?: number },
  name: string,
  color: string,
  description: string | null,
  priority: number | null = null,
): LabelRow {
  return {
    id,
    project_id: scope.project ?? null,
    group_id: scope.group ?? null,
    name,
    color,
    text_color: '#FFFFFF',
    description,
    priority,
  };
}

export const seedLabels: readonly LabelRow[] = [
  label(21, { project: 42 }, 'bug', '#d9534f', 'Something does not work', 1),
  label(22, { project: 42 }, 'feature', '#428bca', 'A new capability'),
  label(23, { project: 42 }, 'documentation', '#5cb85c', 'Docs only'),
  label(24, { project: 42 }, 'security', '#8e44ad', 'Security relevant', 0),
  label(25, { project: 42 }, 'needs-review', '#f0ad4e', null),
  label(26, { group: 10 }, 'priority::high', '#ff0000', 'Do this first'),
  label(27, { group: 10 }, 'priority::low', '#cccccc', 'When there is time'),
  label(28, { project: 43 }, 'bug', '#d9534f', 'Something does not work'),
];

function milestone(
  id: number,
  iid: number,
  scope: { project?: number; group?: number },
  title: string,
  state: 'active' | 'closed',
  start: string,
  due: string,
): MilestoneRow {
  return {
    id,
    iid,
    project_id: scope.project ?? null,
    group_id: scope.group ?? null,
    title,
    description: `Milestone ${title}.`,
    state,
    start_date: start,
    due_date: due,
    created_at: `${start}T09:00:00.000Z`,
    updated_at: `${state === 'closed' ? due : start}T09:00:00.000Z`,
  };
}

export const seedMilestones: readonly MilestoneRow[] = [
  milestone(31, 1, { project: 42 }, 'v1.0', 'closed', '2025-01-06', '2025-01-20'),
  milestone(32, 2, { project: 42 }, 'v1.1', 'closed', '2025-01-21', '2025-02-15'),
  milestone(33, 3, { project: 42 }, 'v1.2', 'active', '2025-02-16', '2025-03-31'),
  milestone(34, 4, { project: 42 }, 'v2.0', 'active', '2025-04-01', '2025-06-30'),
  milestone(35, 1, { group: 10 }, 'Q1 2025', 'active', '2025-01-01', '2025-03-31'),
];

function member(
  type: MemberRow['source_type'],
  source: number,
  user: number,
  level: MemberRow['access_level'],
): MemberRow {
  return {
    source_type: type,
    source_id: source,
    user_id: user,
    access_level: level,
    created_at: '2024-01-10T09:00:00.000Z',
    created_by_id: 1,
    expires_at: null,
  };
}

/** Direct memberships; project members inherit the group's (GET …/members/all). */
export const seedMembers: readonly MemberRow[] = [
  member('Namespace', 10, 1, 50),
  member('Namespace', 10, 2, 40),
  member('Namespace', 11, 4, 30),
  member('Project', 42, 3, 30),
  member('Project', 42, 4, 20),
  member('Project', 42, 5, 10),
  member('Project', 43, 3, 30),
  member('Project', 44, 3, 40),
  member('Project', 45, 2, 50),
];

export const seedBoards: readonly BoardRow[] = [
  {
    id: 81,
    project_id: 42,
    group_id: null,
    name: 'Development',
    hide_backlog_list: false,
    hide_closed_list: false,
    milestone_id: null,
    assignee_id: null,
    label_names: [],
    weight: null,
    lists: [
      { id: 811, label_id: 21, position: 0, max_issue_count: 0, max_issue_weight: 0, limit_metric: null },
      { id: 812, label_id: 22, position: 1, max_issue_count: 0, max_issue_weight: 0, limit_metric: null },
      {
        id: 813,
        label_id: 25,
        position: 2,
        max_issue_count: 5,
        max_issue_weight: 0,
        limit_metric: 'issue_count',
      },
    ],
  },
  {
    id: 82,
    project_id: null,
    group_id: 10,
    name: 'Group roadmap',
    hide_backlog_list: true,
    hide_closed_list: false,
    milestone_id: 35,
    assignee_id: null,
    label_names: ['priority::high'],
    weight: null,
    lists: [
      { id: 821, label_id: 26, position: 0, max_issue_count: 0, max_issue_weight: 0, limit_metric: null },
    ],
  },
];
