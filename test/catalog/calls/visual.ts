import type { CatalogCall } from '../catalog-call.js';

/**
 * The pictures (docs/visualisations.md), on the seeded sandbox: group/subgroup/library's pipelines #1301 (a DAG
 * with an allowed failure) and #1302 (failed), milestone v1.2 of group/project, group/subgroup's milestone of the
 * library's issues, DORA figures of group/project (which its group reports), and its languages;
 * group/subgroup/library has no language and group's milestone no burndown event, which are sentences.
 * test/e2e/visualisations.test.ts checks the images themselves.
 */
export const visualCalls: CatalogCall[] = [
  {
    action: 'visual.pipeline_graph',
    params: { project_id: 'group/subgroup/library', pipeline_id: 1302 },
    expect: 'Failing: unit-tests (2 min 11 s) in stage test.',
  },
  {
    action: 'visual.job_durations',
    params: { project_id: 44, pipeline_id: 1301 },
    expect: 'Slowest: publish-docs (1 min 39 s)',
  },
  {
    action: 'visual.project_milestone_burndown',
    params: { project_id: 'group/project', milestone_iid: 3 },
    expect: 'Burndown of milestone v1.2',
  },
  {
    action: 'visual.group_milestone_burndown',
    params: { group_id: 'group/subgroup', milestone_iid: 1 },
    expect: 'On 2025-02-03: 3 open issues (weight 6); on 2025-02-28: 2 open issues (weight 3).',
  },
  {
    action: 'visual.group_milestone_burndown',
    params: { group_id: 'group', milestone_iid: 1 },
    expect: 'Milestone Q1 2025 has no burndown events, so there is no burndown to draw.',
  },
  {
    action: 'visual.project_dora_trend',
    params: { project_id: 'group/project', start_date: '2025-01-01', end_date: '2025-03-31' },
    expect: 'Deployment frequency: 9 deployments in all over 5 dates.',
  },
  {
    action: 'visual.group_dora_trend',
    params: { group_id: 'group', start_date: '2025-01-01', end_date: '2025-03-31', interval: 'monthly' },
    expect: 'Deployment frequency: 9 deployments in all over 3 dates.',
  },
  {
    action: 'visual.group_dora_trend',
    params: { group_id: 'group', start_date: 'March', end_date: '2025-03-31' },
    expect: 'start_date',
    isError: true,
  },
  {
    action: 'visual.repository_languages',
    params: { project_id: 'group/subgroup/library' },
    expect: 'so there is no chart to draw.',
  },
];
