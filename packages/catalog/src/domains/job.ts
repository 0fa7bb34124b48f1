import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';
import { integer, projectId } from '../params.js';

/** How much of a job log one answer carries: enough to see the failure, never enough to flood the context. */
const TRACE_TAIL_LINES = 200;

/** A job log's last lines; the full log stays in GitLab (job logs reach megabytes). */
function traceTail(log: unknown, jobId: number) {
  const lines = String(log ?? '').split('\n');
  if (lines.at(-1) === '') lines.pop();
  const shown = lines.slice(-TRACE_TAIL_LINES);
  return {
    job_id: jobId,
    total_lines: lines.length,
    first_line_shown: lines.length - shown.length + 1,
    truncated: shown.length < lines.length,
    trace: shown.join('\n'),
  };
}

export const jobActions = [
  defineAction({
    id: 'job.trace',
    tool: 'gitlab_job_trace',
    description: `Read a CI job's log: its last ${TRACE_TAIL_LINES} lines, where failures show.`,
    input: z.object({ project_id: projectId, job_id: integer('Job ID') }).strict(),
    gitlab: {
      rest: 'GET /projects/{project_id}/jobs/{job_id}/trace',
      reshape: (log, args) => traceTail(log, args.job_id),
    },
    answer: { object: 'job_trace', notFound: (args) => `${args.job_id} in project ${args.project_id}` },
    content: 'detail',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'job.get', text: 'see the job itself' },
      { action: 'job.retry', text: 'retry the job' },
    ],
    tier: 'free',
    aliases: ['job log', 'build log', 'ci output', 'console output', 'why did the job fail'],
  }),
];
