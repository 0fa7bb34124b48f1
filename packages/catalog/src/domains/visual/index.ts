import { burndownActions } from './milestone-burndown.js';
import { doraTrendActions } from './dora-trend.js';
import { languageChartActions } from './languages.js';
import { pipelineChartActions } from './pipeline-charts.js';

/**
 * Pictures of GitLab data, beyond the reference catalog (docs/visualisations.md): each answers a chart card for
 * the model and a PNG for the user.
 */
export const visualActions = [
  ...pipelineChartActions,
  ...burndownActions,
  ...doraTrendActions,
  ...languageChartActions,
];
