import { defineKind } from './kind-spec.js';

/** Issue counts by state (https://docs.gitlab.com/api/issues_statistics/): `{statistics: {counts: {…}}}`. */
export const issueStatisticsKind = defineKind({
  name: 'issue_statistics',
  plural: { key: 'issue_statistics', title: 'Issue Statistics' },
  empty: 'No issue statistics found.',
  heading: { template: 'Issue Statistics' },
  fields: [
    { label: 'All', path: 'statistics.counts.all', format: 'count' },
    { label: 'Opened', path: 'statistics.counts.opened', format: 'count' },
    { label: 'Closed', path: 'statistics.counts.closed', format: 'count' },
  ],
  columns: [
    { label: 'All', path: 'statistics.counts.all', format: 'count' },
    { label: 'Opened', path: 'statistics.counts.opened', format: 'count' },
    { label: 'Closed', path: 'statistics.counts.closed', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'issue statistics',
    suggestions: [{ action: 'issue.list', text: "list the project's issues" }],
  },
});
