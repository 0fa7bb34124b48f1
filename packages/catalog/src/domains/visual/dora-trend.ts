import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import type { DoraPoint } from '../../charts/chart.js';
import { DORA_METRICS, doraValue } from '../../charts/dora-chart.js';
import { decimal } from '../../charts/format.js';
import { READS } from '../../classifications.js';
import { oneOf, textList } from '../../params.js';
import { GROUP_OWNER, ownerSegment, PROJECT_OWNER } from '../owner.js';
import type { Owner } from '../owner.js';
import { chartAnswer } from './chart-answer.js';

/** A calendar day as GitLab's DORA API takes it; anything else is refused before GitLab is asked. */
const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
    .describe(description);

type Metric = (typeof DORA_METRICS)[number];

/** The four metrics, one GitLab request each (the API answers one metric per call), merged by date. */
async function doraPoints(
  context: ActionContext,
  owner: Owner,
  args: Record<string, unknown>,
): Promise<DoraPoint[]> {
  const path = `${ownerSegment(owner, args)}/dora/metrics`;
  const query = {
    start_date: args.start_date,
    end_date: args.end_date,
    interval: args.interval ?? 'daily',
    environment_tiers: args.environment_tiers,
  };
  const answers = await Promise.all(
    DORA_METRICS.map(async (metric) => ({
      metric,
      values: (await context.rest('GET', path, { query: { ...query, metric: metric.key } })) as unknown,
    })),
  );
  const byDate = new Map<string, DoraPoint>();
  for (const { metric, values } of answers) {
    for (const row of Array.isArray(values) ? (values as Array<{ date?: unknown; value?: unknown }>) : []) {
      if (typeof row.date !== 'string') continue;
      const point = byDate.get(row.date) ?? {
        date: row.date,
        deployment_frequency: null,
        lead_time_for_changes: null,
        time_to_restore_service: null,
        change_failure_rate: null,
      };
      point[metric.key] = typeof row.value === 'number' ? row.value : null;
      byDate.set(row.date, point);
    }
  }
  return [...byDate.values()]
    .filter((point) => DORA_METRICS.some((metric) => point[metric.key] !== null))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** One metric in words: its values' count, average (a sum for deployments), lowest and highest with their dates. */
function metricSentence(metric: Metric, points: readonly DoraPoint[]): { totals: string; outlier: string } {
  const values = points.flatMap((point) => {
    const value = doraValue(metric, point[metric.key]);
    return value === null ? [] : [{ date: point.date, value }];
  });
  if (values.length === 0) return { totals: `${metric.name}: no values.`, outlier: '' };
  const sum = values.reduce((total, { value }) => total + value, 0);
  const high = values.reduce((best, value) => (value.value > best.value ? value : best));
  const low = values.reduce((best, value) => (value.value < best.value ? value : best));
  const summary =
    metric.key === 'deployment_frequency'
      ? `${decimal(sum)} ${metric.unit} in all over ${values.length} dates`
      : `average ${decimal(sum / values.length)} ${metric.unit} over ${values.length} dates`;
  return {
    totals: `${metric.name}: ${summary}.`,
    outlier: `${metric.name} highest ${decimal(high.value)} ${metric.unit} on ${high.date}, lowest ${decimal(low.value)} on ${low.date}.`,
  };
}

function doraTrend(owner: Owner) {
  return async (context: ActionContext, args: Record<string, unknown>) => {
    const points = await doraPoints(context, owner, args);
    const interval = String(args.interval ?? 'daily');
    const sentences = DORA_METRICS.map((metric) => metricSentence(metric, points));
    const range = points.length > 0 ? `from ${points[0]!.date} to ${points[points.length - 1]!.date}` : '';
    return chartAnswer({
      chart: 'dora_trend',
      title: `DORA metrics of ${owner.named(args)}, ${interval}`,
      shows:
        points.length === 0
          ? `GitLab reports no DORA values for ${owner.named(args)} in this period (no deployments to the environment tiers counted), so there is no trend to draw.`
          : `The four DORA metrics ${interval} ${range}, one panel each (their units differ): deployments, lead time and time to restore in hours, change failure rate in percent.`,
      totals: points.length === 0 ? '' : sentences.map((sentence) => sentence.totals).join(' '),
      outliers:
        points.length === 0
          ? ''
          : sentences
              .map((sentence) => sentence.outlier)
              .filter(Boolean)
              .join(' '),
      points,
    });
  };
}

/** The DORA trend of a project or a group (GitLab Ultimate). */
function doraAction(owner: Owner, id: string, tool: string) {
  return defineAction({
    id,
    tool,
    description: `Draw the trend of a ${owner.kind}'s four DORA metrics over time: deployment frequency, lead time, time to restore, change failure rate.`,
    input: z
      .object({
        ...owner.one,
        start_date: day('First day (YYYY-MM-DD; default three months ago)').optional(),
        end_date: day('Last day (YYYY-MM-DD; default today)').optional(),
        interval: oneOf(['daily', 'monthly'], 'One point per day (default) or per month').optional(),
        environment_tiers: textList('Environment tiers to count (default production)').optional(),
      })
      .strict(),
    gitlab: { local: doraTrend(owner) },
    answer: { object: 'chart' },
    content: 'image',
    classification: READS,
    resource: null,
    nextSteps: [{ action: `dora_metrics.${owner.kind}`, text: 'read one metric’s values' }],
    tier: 'ultimate',
    aliases: [
      'dora chart',
      'dora trend',
      'deployment frequency chart',
      'lead time trend',
      'delivery performance',
    ],
  });
}

export const doraTrendActions = [
  doraAction(PROJECT_OWNER, 'visual.project_dora_trend', 'gitlab_chart_project_dora_metrics'),
  doraAction(GROUP_OWNER, 'visual.group_dora_trend', 'gitlab_chart_group_dora_metrics'),
];
