import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

/** A pipeline a job points at (its own, or a trigger job's downstream one): its ID, linked, and its status. */
export function pipelineLinkField(label: string, pipeline: 'pipeline' | 'downstream_pipeline'): FieldSpec {
  return {
    label,
    path: `${pipeline}.id`,
    format: 'count',
    prefix: '#',
    link: `${pipeline}.web_url`,
    status: { path: `${pipeline}.status`, format: 'pipeline_status' },
  };
}

const STATUS_FIELD: FieldSpec = { label: 'Status', path: 'status', format: 'pipeline_status' };
const STAGE_FIELD: FieldSpec = { label: 'Stage', path: 'stage', format: 'text' };
export const DURATION_FIELD: FieldSpec = { label: 'Duration', path: 'duration', format: 'duration' };

/** The first columns of every job table (jobs and trigger jobs). */
export const JOB_COLUMNS: readonly FieldSpec[] = [
  { label: 'ID', path: 'id', format: 'count', prefix: '#', link: 'web_url' },
  { label: 'Name', path: 'name', format: 'text' },
  STAGE_FIELD,
  STATUS_FIELD,
];

/** The first card rows of every job card (jobs and trigger jobs). */
export const JOB_FIELDS: readonly FieldSpec[] = [STATUS_FIELD, STAGE_FIELD];

export const jobKind = defineKind({
  name: 'job',
  plural: { key: 'jobs', title: 'Jobs' },
  empty: 'No jobs found.',
  heading: { status: { path: 'status', format: 'pipeline_status' }, template: 'Job #{id}: {name}' },
  fields: [
    ...JOB_FIELDS,
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'Allowed To Fail', path: 'allow_failure', format: 'warning' },
    pipelineLinkField('Pipeline', 'pipeline'),
    { label: 'Triggered By', path: 'user', format: 'user' },
    CREATED_FIELD,
    { label: 'Started', path: 'started_at', format: 'date' },
    { label: 'Finished', path: 'finished_at', format: 'date' },
    DURATION_FIELD,
    { label: 'Failure Reason', path: 'failure_reason', format: 'text' },
    { label: 'Artifacts', path: 'artifacts_file.filename', format: 'text' },
    { label: 'Artifacts Expire', path: 'artifacts_expire_at', format: 'date' },
    { label: 'Runner', path: 'runner.description', format: 'text' },
    URL_FIELD,
  ],
  columns: [...JOB_COLUMNS, DURATION_FIELD],
  longText: [],
  nested: [],
  notFound: {
    subject: 'job',
    suggestions: [{ action: 'job.list', text: 'list the jobs of a pipeline' }],
  },
});
