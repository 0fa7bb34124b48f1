import type { IssueRow, MilestoneRow } from '../store/rows.js';

/**
 * A milestone of group/subgroup (11) with issues of its project group/subgroup/library (44), for the group
 * burndown of docs/visualisations.md: issues opened before and during the milestone, most closed during it, with
 * weights, so the chart burns down, with scope added part-way. Its title carries markup, as any title may: the
 * chart must draw it as text.
 */
export const HOSTILE_MILESTONE_TITLE = '<script>alert("m")</script> & Q1';

export const LIBRARY_MILESTONE: MilestoneRow = {
  id: 36,
  iid: 1,
  project_id: null,
  group_id: 11,
  title: HOSTILE_MILESTONE_TITLE,
  description: 'The library’s first quarter.',
  state: 'active',
  start_date: '2025-02-03',
  due_date: '2025-02-28',
  created_at: '2025-01-27T09:00:00.000Z',
  updated_at: '2025-01-27T09:00:00.000Z',
};

/** Title, when it was opened and closed (null: still open), and its weight. */
const ISSUES: Array<[string, string, string | null, number | null]> = [
  ['Extract the date helpers', '2025-01-28', '2025-02-05', 2],
  ['Type the config loader', '2025-01-30', '2025-02-07', 3],
  ['Drop the Node 18 shims', '2025-02-03', '2025-02-12', 1],
  ['Cache parsed templates', '2025-02-04', '2025-02-14', 5],
  ['Document the retry options', '2025-02-10', '2025-02-19', 2],
  ['Stream large exports', '2025-02-11', null, 3],
  ['Fix the locale fallback', '2025-02-17', '2025-02-26', 1],
  ['Benchmark the parser', '2025-02-20', null, null],
];

/** Issues #1–#8 of group/subgroup/library; their IDs sit below group/project's (501+), so no seeded ID moves. */
export function seedLibraryIssues(): IssueRow[] {
  return ISSUES.map(([title, opened, closed, weight], index) => ({
    id: 471 + index,
    iid: index + 1,
    project_id: 44,
    title,
    description: `${title}.`,
    state: closed === null ? 'opened' : 'closed',
    author_id: (index % 3) + 1,
    assignee_ids: [(index % 2) + 2],
    labels: [],
    milestone_id: LIBRARY_MILESTONE.id,
    confidential: false,
    discussion_locked: null,
    due_date: null,
    weight,
    issue_type: 'issue',
    created_at: `${opened}T10:00:00.000Z`,
    updated_at: `${closed ?? opened}T16:00:00.000Z`,
    closed_at: closed === null ? null : `${closed}T16:00:00.000Z`,
    closed_by_id: closed === null ? null : 1,
    upvotes: 0,
    downvotes: 0,
  }));
}
