import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/** Project and group milestones, addressed by IID: read, create, close, what they hold, delete. */
export const milestonesCalls: CatalogCall[] = [
  { action: 'project.milestone_list', params: project, expect: '## Milestones (4)' },
  { action: 'project.milestone_get', params: { ...project, milestone_iid: 3 }, expect: 'Milestone: v1.2' },
  {
    action: 'project.milestone_get',
    params: { ...project, milestone_iid: 99 },
    expect: 'Milestone Not Found',
    isError: true,
  },
  {
    action: 'project.milestone_create',
    params: { ...project, title: 'v3.0', due_date: '2025-09-30' },
    expect: 'Milestone: v3.0',
  },
  {
    action: 'project.milestone_update',
    params: { ...project, milestone_iid: 5, state_event: 'close' },
    expect: '**State**: closed',
  },
  {
    action: 'project.milestone_issues',
    params: { ...project, milestone_iid: 1, per_page: 5 },
    expect: '## Issues',
  },
  {
    action: 'project.milestone_merge_requests',
    params: { ...project, milestone_iid: 2 },
    expect: '## Merge Requests',
  },
  { action: 'project.milestone_delete', params: { ...project, milestone_iid: 5 }, expect: done },
  { action: 'group.group_milestone_list', params: group, expect: 'Q1 2025' },
  {
    action: 'group.group_milestone_get',
    params: { ...group, milestone_iid: 1 },
    expect: 'Milestone: Q1 2025',
  },
  {
    action: 'group.group_milestone_create',
    params: { ...group, title: 'Q2 2025', start_date: '2025-04-01' },
    expect: 'Milestone: Q2 2025',
  },
  {
    action: 'group.group_milestone_update',
    params: { ...group, milestone_iid: 2, description: 'Second quarter' },
    expect: 'Second quarter',
  },
  // Issue #41 of group/project joins the group milestone, so the group's lists have something to show.
  {
    action: 'issue.update',
    params: { ...project, issue_iid: 41, milestone_id: 35 },
    expect: 'Q1 2025',
  },
  { action: 'group.group_milestone_issues', params: { ...group, milestone_iid: 1 }, expect: '## Issues' },
  {
    action: 'group.group_milestone_merge_requests',
    params: { ...group, milestone_iid: 1 },
    expect: 'No merge requests found.',
  },
  {
    action: 'group.group_milestone_burndown',
    params: { ...group, milestone_iid: 1 },
    expect: '## Burndown Events',
  },
  { action: 'group.group_milestone_delete', params: { ...group, milestone_iid: 2 }, expect: done },
];
