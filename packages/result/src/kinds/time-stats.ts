import { defineKind } from './kind-spec.js';

/** Time tracking of an issue or a merge request (https://docs.gitlab.com/api/issues/#time-tracking). */
export const timeStatsKind = defineKind({
  name: 'time_stats',
  plural: { key: 'time_stats', title: 'Time Tracking' },
  empty: 'No time tracking found.',
  heading: { template: 'Time Tracking' },
  fields: [
    { label: 'Estimate', path: 'human_time_estimate', format: 'text' },
    { label: 'Spent', path: 'human_total_time_spent', format: 'text' },
    { label: 'Estimate (seconds)', path: 'time_estimate', format: 'count' },
    { label: 'Spent (seconds)', path: 'total_time_spent', format: 'count' },
  ],
  columns: [
    { label: 'Estimate', path: 'human_time_estimate', format: 'text' },
    { label: 'Spent', path: 'human_total_time_spent', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'time tracking',
    suggestions: [{ action: 'issue.list', text: "list the project's issues" }],
  },
});
