import { defineKind } from './kind-spec.js';

/**
 * A job log's tail (`job.trace`): where it failed first, then its last lines, then the rest of the window; each a
 * fenced block, so nothing in the log can act as Markdown.
 */
export const jobTraceKind = defineKind({
  name: 'job_trace',
  plural: { key: 'traces', title: 'Job Logs' },
  empty: 'No job logs found.',
  heading: { template: 'Job {job_id} log' },
  fields: [
    { label: 'Ends In Section', path: 'last_section', format: 'text' },
    { label: 'Lines', path: 'total_lines', format: 'count' },
    { label: 'First Line Shown', path: 'first_line_shown', format: 'count' },
    { label: 'Truncated', path: 'truncated', format: 'warning' },
  ],
  columns: [
    { label: 'Job', path: 'job_id', format: 'count' },
    { label: 'Lines', path: 'total_lines', format: 'count' },
  ],
  longText: [
    { label: 'Failing Section', path: 'failing_section', style: 'code' },
    { label: 'Last Lines', path: 'last_lines', style: 'code' },
    { label: 'Earlier Lines', path: 'earlier_lines', style: 'code' },
  ],
  nested: [],
  notFound: {
    subject: 'job',
    suggestions: [
      { action: 'job.list', text: "list the pipeline's jobs" },
      { text: 'A job that has not started yet has no log' },
    ],
  },
});
