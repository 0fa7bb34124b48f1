import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const jobKind = defineKind({
  name: 'job',
  plural: { key: 'jobs', title: 'Jobs' },
  empty: 'No jobs found.',
  heading: { status: { path: 'status', format: 'pipeline_status' }, template: 'Job #{id}: {name}' },
  fields: [
    { label: 'Status', path: 'status', format: 'pipeline_status' },
    { label: 'Stage', path: 'stage', format: 'text' },
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'Allowed To Fail', path: 'allow_failure', format: 'warning' },
    {
      label: 'Pipeline',
      path: 'pipeline.id',
      format: 'count',
      prefix: '#',
      link: 'pipeline.web_url',
      status: { path: 'pipeline.status', format: 'pipeline_status' },
    },
    { label: 'Triggered By', path: 'user', format: 'user' },
    CREATED_FIELD,
    { label: 'Started', path: 'started_at', format: 'date' },
    { label: 'Finished', path: 'finished_at', format: 'date' },
    { label: 'Duration', path: 'duration', format: 'duration' },
    { label: 'Failure Reason', path: 'failure_reason', format: 'text' },
    URL_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count', prefix: '#', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Stage', path: 'stage', format: 'text' },
    { label: 'Status', path: 'status', format: 'pipeline_status' },
    { label: 'Duration', path: 'duration', format: 'duration' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'job',
    suggestions: [{ action: 'job.list', text: 'list the jobs of a pipeline' }],
  },
});
