import type { JobPoint } from './chart.js';
import { axisName, chartTitle } from './axis-style.js';
import { echartsSvg } from './echarts-svg.js';
import { duration } from './format.js';
import { statusLook } from './palette.js';
import { fitted } from './svg-text.js';

/** The most bars that stay readable at the chart size; the card names them all. */
export const MOST_BARS = 15;

/** The jobs that ran, slowest first: the bars, in their order. */
export function slowestFirst(jobs: readonly JobPoint[]): Array<JobPoint & { seconds: number }> {
  return jobs
    .filter((job): job is JobPoint & { seconds: number } => job.seconds !== null)
    .sort((a, b) => b.seconds - a.seconds || a.id - b.id);
}

/**
 * A bar per job that ran, slowest on top, its length the seconds it ran and its label the duration; the status is
 * the bar's colour, the legend and a word beside the job's name. One stacked series per status, so each bar has
 * one colour and the legend lists the statuses.
 */
export function jobDurationsSvg(title: string, jobs: readonly JobPoint[]): Promise<string> {
  const bars = slowestFirst(jobs).slice(0, MOST_BARS);
  const looks = bars.map((job) => statusLook(job.status, job.allow_failure));
  const categories = bars.map((job, index) => `${fitted(job.name, 24)} · ${looks[index]!.label}`);
  const statuses = [...new Map(looks.map((look) => [look.label, look])).values()];
  return echartsSvg({
    title: chartTitle(title),
    legend: { bottom: 6, data: statuses.map((look) => look.label) },
    grid: { left: 16, right: 60, top: 52, bottom: 84 },
    xAxis: { type: 'value', ...axisName('seconds the job ran', 26) },
    yAxis: { type: 'category', inverse: true, data: categories, axisLabel: { fontSize: 11 } },
    series: statuses.map((look) => ({
      type: 'bar',
      name: look.label,
      stack: 'duration',
      barMaxWidth: 26,
      itemStyle: { color: look.colour },
      label: {
        show: true,
        position: 'right',
        fontSize: 11,
        formatter: ({ value }: { value: number }) => duration(value),
      },
      data: bars.map((job, index) => (looks[index]!.label === look.label ? job.seconds : null)),
    })),
  });
}
