import { z } from 'zod';
import { defineAction } from '../../action.js';

/**
 * The instance's Sidekiq background-job metrics (https://docs.gitlab.com/api/sidekiq_metrics/), for
 * administrators: queues, processes, job counts, or all three at once.
 */
const METRICS = [
  {
    id: 'admin.sidekiq_queue_metrics',
    endpoint: 'queue_metrics',
    step: 'see the queues',
    description: "Show each Sidekiq queue's backlog and latency, to spot background jobs piling up.",
    aliases: ['background job queues', 'sidekiq backlog'],
  },
  {
    id: 'admin.sidekiq_process_metrics',
    endpoint: 'process_metrics',
    step: 'see the processes',
    description:
      'Show the running Sidekiq processes: host, PID, queues served, concurrency and busy threads.',
    aliases: ['sidekiq workers'],
  },
  {
    id: 'admin.sidekiq_job_stats',
    endpoint: 'job_stats',
    step: 'see the job counts',
    description: 'Show how many Sidekiq jobs have been processed and how many failed, are enqueued or dead.',
    aliases: ['failed background jobs'],
  },
  {
    id: 'admin.sidekiq_compound_metrics',
    endpoint: 'compound_metrics',
    step: 'see everything at once',
    description: 'Show all Sidekiq metrics at once: queues, processes and job counts.',
    aliases: ['sidekiq health', 'background jobs status'],
  },
] as const;

/** GitLab sends the queues as an object keyed by queue name; the answer lists them as rows of a table. */
function queuesAsRows(data: unknown): unknown {
  const answer = (data ?? {}) as Record<string, unknown>;
  const queues = answer.queues;
  if (queues === null || typeof queues !== 'object' || Array.isArray(queues)) return answer;
  return {
    ...answer,
    queues: Object.entries(queues).map(([name, facts]) => ({ name, ...(facts as object) })),
  };
}

export const sidekiqActions = METRICS.map(({ endpoint, step: _step, ...words }) =>
  defineAction({
    ...words,
    input: z.object({}).strict(),
    gitlab: {
      // catalog.json spells these paths with a doubled slash, as the reference server writes them; GitLab's
      // documented path is /sidekiq/…, which `route` sends (and the end-to-end table checks).
      route: () => `GET /sidekiq/${endpoint}`,
      reshape: queuesAsRows,
    },
    answer: { object: 'sidekiq_metrics' },
    content: 'detail',
    resource: null,
    nextSteps: METRICS.filter((other) => other.id !== words.id).map((other) => ({
      action: other.id,
      text: other.step,
    })),
    admin: true,
  }),
);
