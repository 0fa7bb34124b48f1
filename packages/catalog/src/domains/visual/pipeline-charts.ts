import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import type { JobPoint } from '../../charts/chart.js';
import { duration } from '../../charts/format.js';
import { MOST_BARS, slowestFirst } from '../../charts/job-durations-chart.js';
import { stagesInOrder } from '../../charts/pipeline-graph-svg.js';
import { statusLook } from '../../charts/palette.js';
import { READS } from '../../classifications.js';
import { integer, projectId } from '../../params.js';
import { chartAnswer } from './chart-answer.js';
import { cutNote, jobNeeds, jobTime, jobWithTime, pipelineJobs, statusCounts } from './pipeline-jobs.js';

const pipelineInput = z
  .object({ project_id: projectId, pipeline_id: integer('Pipeline ID, e.g. 1207') })
  .strict();
type PipelineArgs = z.infer<typeof pipelineInput>;

const titleOf = (args: PipelineArgs, what: string) =>
  `${what} of pipeline #${args.pipeline_id} (${args.project_id})`;

/** The jobs whose failure fails the pipeline, by name with stage and duration. */
function failingSentence(jobs: readonly JobPoint[]): string {
  const failing = jobs.filter((job) => statusLook(job.status, job.allow_failure).failing);
  const allowed = jobs.filter((job) => job.status === 'failed' && job.allow_failure);
  const parts = [
    failing.length > 0
      ? `Failing: ${failing.map((job) => `${jobWithTime(job)} in stage ${job.stage}`).join('; ')}.`
      : 'No job failed the pipeline.',
    allowed.length > 0 ? `Allowed to fail and failed: ${allowed.map((job) => job.name).join(', ')}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

async function pipelineGraph(context: ActionContext, args: PipelineArgs) {
  const [read, needs] = await Promise.all([pipelineJobs(context, args), jobNeeds(context, args)]);
  const { cut } = read;
  const jobs = read.jobs.map((job) => ({ ...job, needs: needs.get(job.name) ?? [] }));
  const stages = stagesInOrder(jobs);
  const edges = jobs.reduce((sum, job) => sum + job.needs.length, 0);
  const slowest = slowestFirst(jobs)[0];
  return chartAnswer({
    chart: 'pipeline_graph',
    title: titleOf(args, 'Jobs'),
    shows:
      jobs.length === 0
        ? `Pipeline #${args.pipeline_id} has no jobs, so there is no graph to draw.`
        : `${jobs.length} jobs in ${stages.length} stages (${stages.join(' → ')}), one column per stage, each job ` +
          `a box with its status and duration${edges > 0 ? `; ${edges} needs edges between jobs` : ''}.`,
    totals: jobs.length === 0 ? '' : `${statusCounts(jobs)}; ${jobTime(jobs)} of job time.${cutNote(cut)}`,
    outliers:
      jobs.length === 0
        ? ''
        : `${failingSentence(jobs)}${slowest ? ` Slowest: ${jobWithTime(slowest)}.` : ''}`,
    points: jobs,
  });
}

async function jobDurations(context: ActionContext, args: PipelineArgs) {
  const { jobs, cut } = await pipelineJobs(context, args);
  const ran = slowestFirst(jobs);
  const total = ran.reduce((sum, job) => sum + job.seconds, 0);
  const notRun = jobs.filter((job) => job.seconds === null);
  const [first, second] = ran;
  return chartAnswer({
    chart: 'job_durations',
    title: titleOf(args, 'Job durations'),
    shows:
      ran.length === 0
        ? `No job of pipeline #${args.pipeline_id} has run yet, so there are no durations to draw.`
        : `One bar per job that ran, slowest first: ${ran.length} of ${jobs.length} jobs` +
          `${ran.length > MOST_BARS ? ` (the ${MOST_BARS} slowest drawn)` : ''}, coloured and labelled by status.`,
    totals:
      ran.length === 0
        ? ''
        : `${duration(total)} of job time in all; ${duration(total / ran.length)} per job on average.${cutNote(cut)}`,
    outliers:
      first === undefined
        ? ''
        : `Slowest: ${jobWithTime(first)}, ${Math.round((first.seconds / total) * 100)} % of the job time` +
          `${second ? `; next: ${jobWithTime(second)}` : ''}.` +
          `${notRun.length > 0 ? ` Not run: ${notRun.map((job) => `${job.name} (${job.status})`).join(', ')}.` : ''}`,
    // The card's table and the data: the jobs that ran in the bars' order, then those that did not.
    points: ran.length === 0 ? [] : [...ran, ...notRun],
  });
}

const pipelineSteps = [
  { action: 'job.list', text: 'list the jobs with their links' },
  { action: 'pipeline.get', text: 'see the pipeline' },
] as const;

/** Pictures of one pipeline: its graph, and where its time went. */
export const pipelineChartActions = [
  defineAction({
    id: 'visual.pipeline_graph',
    tool: 'gitlab_chart_pipeline_graph',
    description:
      'Draw a pipeline as a graph: stages as columns, jobs as boxes by status with durations, needs edges; failing jobs stand out.',
    input: pipelineInput,
    gitlab: { local: pipelineGraph },
    answer: { object: 'chart' },
    content: 'image',
    classification: READS,
    resource: null,
    nextSteps: pipelineSteps,
    tier: 'free',
    aliases: [
      'pipeline graph',
      'pipeline diagram',
      'visualize pipeline',
      'ci graph',
      'job dependencies',
      'dag',
    ],
  }),
  defineAction({
    id: 'visual.job_durations',
    tool: 'gitlab_chart_job_durations',
    description:
      'Draw a bar chart of how long each job of a pipeline ran, slowest first: where the pipeline’s time goes.',
    input: pipelineInput,
    gitlab: { local: jobDurations },
    answer: { object: 'chart' },
    content: 'image',
    classification: READS,
    resource: null,
    nextSteps: pipelineSteps,
    tier: 'free',
    aliases: [
      'slow jobs',
      'slowest job',
      'pipeline duration chart',
      'why is the pipeline slow',
      'job timings',
    ],
  }),
];
