import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, DELETES, UPDATES } from '../../classifications.js';
import { anyObject, flag, integer, objectList, projectId, textList } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { waitForFinalStatus, waitParams } from '../../wait-for-status.js';
import { lastScriptSection, logParts, readableLog } from './job-log.js';

/** Jobs of pipelines and projects (https://docs.gitlab.com/api/jobs/). */

export const jobId = integer('Job ID (the number in its URL)');
const oneJob = { project_id: projectId, job_id: jobId };
export const jobInProject = (args: { job_id: number; project_id: string }) =>
  `${args.job_id} in project ${args.project_id}`;

/** The filters GitLab's job lists share. */
const jobFilters = {
  scope: textList(
    'Only jobs in these statuses: created, pending, running, failed, success, canceled, skipped, waiting_for_resource, manual',
  ).optional(),
  include_retried: flag('Include jobs that were retried (left out by default)').optional(),
  ...unorderedPaging,
};
const pipelineJobs = {
  project_id: projectId,
  pipeline_id: integer('Pipeline ID (the #number in its URL)'),
  ...jobFilters,
};

/** How much of a job log one answer carries: enough to see the failure, never enough to flood the context. */
const TRACE_TAIL_LINES = 200;
/** The last lines, shown right after the failing section: where the runner says how the job ended. */
const LAST_LINES = 15;

/**
 * A job log's last lines, the failing section and the last few first, then the rest of the window; the full log
 * stays in GitLab (job logs reach megabytes).
 */
function traceTail(log: unknown, jobId: number) {
  const raw = String(log ?? '');
  const lines = readableLog(raw);
  const shown = Math.min(lines.length, TRACE_TAIL_LINES);
  const lastSection = lastScriptSection(raw);
  const parts = logParts(lines, lastSection, TRACE_TAIL_LINES, LAST_LINES);
  return {
    job_id: jobId,
    ...(lastSection ? { last_section: lastSection } : {}),
    total_lines: lines.length,
    first_line_shown: lines.length - shown + 1,
    truncated: shown < lines.length,
    failing_section: parts.failingSection.join('\n'),
    last_lines: parts.lastLines.join('\n'),
    earlier_lines: parts.earlierLines.join('\n'),
  };
}

export const jobCoreActions = [
  defineAction({
    id: 'job.list',
    description: "List a pipeline's jobs with their stage, status and duration, filtered by status.",
    input: z.object(pipelineJobs).strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's pipeline jobs (GET /projects/:id/pipelines/:pipeline_id/jobs)",
    },
    answer: { list: 'job' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'job.trace', text: "read a failed job's log" },
      { action: 'job.retry', text: 'retry a job' },
      { action: 'job.list_bridges', text: "see the pipeline's trigger jobs" },
    ],
    aliases: ['pipeline jobs', 'builds', 'ci jobs'],
  }),
  defineAction({
    id: 'job.list_project',
    description: 'List the jobs of a whole project across pipelines, newest first, filtered by status.',
    input: z.object({ project_id: projectId, ...jobFilters }).strict(),
    unsupported: { params: NO_ORDER, endpoint: "GitLab's project jobs (GET /projects/:id/jobs)" },
    answer: { list: 'job' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'job.get', text: 'see one job in full' },
      { action: 'job.trace', text: "read a job's log" },
    ],
    aliases: ['all jobs', 'recent builds', 'failed jobs'],
  }),
  defineAction({
    id: 'job.list_bridges',
    description: "List a pipeline's trigger jobs (bridges) and the downstream pipelines they started.",
    input: z.object(pipelineJobs).strict(),
    // GitLab's bridge list declares scope alone: order_by, sort and include_retried would be dropped.
    unsupported: {
      params: { ...NO_ORDER, include_retried: 'GitLab lists the trigger jobs of the latest attempt only' },
      endpoint: "GitLab's trigger jobs (GET /projects/:id/pipelines/:pipeline_id/bridges)",
    },
    answer: { list: 'bridge' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'pipeline.get', text: 'see a downstream pipeline' }],
    aliases: ['downstream pipelines', 'trigger jobs', 'child pipelines'],
  }),
  defineAction({
    id: 'job.get',
    description: 'Get a CI job: status, stage, pipeline, runner, duration, failure reason and artifacts.',
    input: z.object(oneJob).strict(),
    answer: { object: 'job', notFound: jobInProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/job/{job_id}',
    nextSteps: [
      { action: 'job.trace', text: 'read its log' },
      { action: 'job.retry', text: 'retry it' },
      { action: 'job.artifacts', text: 'see its artifacts archive' },
    ],
    aliases: ['show job', 'build status'],
  }),
  defineAction({
    id: 'job.trace',
    description: `Read a CI job's log: its last ${TRACE_TAIL_LINES} lines, the failing section and the last lines first.`,
    input: z.object(oneJob).strict(),
    gitlab: {
      reshape: (log, args) => traceTail(log, args.job_id),
    },
    answer: { object: 'job_trace', notFound: jobInProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'job.get', text: 'see the job itself' },
      { action: 'job.retry', text: 'retry the job' },
    ],
    aliases: ['job log', 'build log', 'ci output', 'console output', 'why did the job fail'],
  }),
  defineAction({
    id: 'job.retry',
    description: 'Retry a finished job: GitLab runs a new copy of it and answers the new job.',
    input: z.object(oneJob).strict(),
    answer: { object: 'job', notFound: jobInProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'job.wait', text: 'wait for the new job to finish' }],
    aliases: ['rerun job', 'restart build'],
  }),
  defineAction({
    id: 'job.cancel',
    description: 'Cancel a pending or running job; force skips the graceful stop of a job already canceling.',
    input: z
      .object({
        ...oneJob,
        force: flag('Force-cancel a job that is already canceling (maintainers)').optional(),
      })
      .strict(),
    answer: { object: 'job', notFound: jobInProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'job.retry', text: 'retry it later' }],
    aliases: ['stop job', 'abort build'],
  }),
  defineAction({
    id: 'job.play',
    description: 'Start a manual job, optionally with variables or inputs for this run.',
    input: z
      .object({
        ...oneJob,
        job_variables_attributes: objectList('Variables for this run: [{key, value}]').optional(),
        job_inputs: anyObject('Values for the job inputs the configuration declares').optional(),
      })
      .strict(),
    answer: { object: 'job', notFound: jobInProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'job.wait', text: 'wait for it to finish' }],
    aliases: ['run manual job', 'deploy now', 'trigger manual action'],
  }),
  defineAction({
    id: 'job.erase',
    description: 'Erase a finished job: delete its log and artifacts, keeping the job itself.',
    input: z.object(oneJob).strict(),
    answer: { object: 'job', notFound: jobInProject },
    content: 'mutate',
    classification: { ...DELETES, idempotent: false },
    resource: null,
    nextSteps: [],
    aliases: ['delete job log', 'wipe build'],
  }),
  defineAction({
    id: 'job.wait',
    description:
      'Wait for a job to finish (success, failed, canceled, skipped or manual), checking it until a timeout.',
    input: z.object({ ...oneJob, ...waitParams }).strict(),
    gitlab: {
      local: (context, args) =>
        waitForFinalStatus(
          context,
          `/projects/${encodeURIComponent(args.project_id)}/jobs/${args.job_id}`,
          `Job ${args.job_id}`,
          args,
        ),
    },
    answer: { object: 'job_wait', notFound: jobInProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'job.trace', text: 'read its log' },
      { action: 'job.artifacts', text: 'see its artifacts' },
    ],
    aliases: ['watch job', 'wait for build'],
    permission: 'read_job',
  }),
];
