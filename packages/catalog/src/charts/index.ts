import type { Chart } from './chart.js';
import { burndownSvg } from './burndown-chart.js';
import { doraSvg } from './dora-chart.js';
import { jobDurationsSvg } from './job-durations-chart.js';
import { languagesSvg } from './languages-chart.js';
import { pipelineGraphSvg } from './pipeline-graph-svg.js';

export type { BurndownDay, Chart, ChartText, DoraPoint, JobPoint, LanguageShare } from './chart.js';
export { svgToPng } from './rasterise.js';
export { CHART_HEIGHT, CHART_WIDTH } from './chart-size.js';

/** The SVG document of a chart, drawn from its data points only. */
export async function chartSvg(chart: Chart): Promise<string> {
  switch (chart.chart) {
    case 'pipeline_graph':
      return pipelineGraphSvg(chart.title, chart.points);
    case 'job_durations':
      return jobDurationsSvg(chart.title, chart.points);
    case 'milestone_burndown':
      return burndownSvg(chart.title, chart.measure, chart.points);
    case 'dora_trend':
      return doraSvg(chart.title, chart.points);
    case 'repository_languages':
      return languagesSvg(chart.title, chart.points);
  }
}
