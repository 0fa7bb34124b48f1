/** The answer of a visualisation (docs/visualisations.md): the chart described in words and numbers for the model. */
import { defineKind } from './kind-spec.js';

/**
 * A chart's card: what the picture shows, its totals and outliers, whether a PNG went to the user, and every data
 * point as a table, so a model that cannot see the image loses nothing. The points' columns are each chart's own
 * (jobs, days, dates, languages), guessed from them.
 */
export const chartKind = defineKind({
  name: 'chart',
  plural: { key: 'charts', title: 'Charts' },
  empty: 'No charts found.',
  heading: { template: '{title}' },
  fields: [
    { label: 'Chart', path: 'chart', format: 'code' },
    { label: 'Shows', path: 'shows', format: 'text' },
    { label: 'Totals', path: 'totals', format: 'text' },
    { label: 'Outliers', path: 'outliers', format: 'text' },
    { label: 'Image', path: 'image', format: 'text' },
  ],
  columns: [
    { label: 'Chart', path: 'chart', format: 'code' },
    { label: 'Title', path: 'title', format: 'text' },
  ],
  longText: [],
  nested: [{ label: 'Data points', path: 'points', kind: 'chart_point' }],
  // A chart is not found when what it draws is not: the pipeline, the milestone, the project or group.
  notFound: {
    subject: 'chart',
    suggestions: [
      { action: 'pipeline.list', text: "list a project's pipelines" },
      { action: 'project.milestone_list', text: "list a project's milestones" },
      { action: 'group.group_milestone_list', text: "list a group's milestones" },
    ],
  },
});
