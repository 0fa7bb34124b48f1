import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import { DURATION_FIELD, JOB_COLUMNS, JOB_FIELDS, jobKind, pipelineLinkField } from './job.js';
import { pipelineKind } from './pipeline.js';

/** Job artifacts (described, never dumped), trigger jobs (bridges) and the answers of pipeline and job waits. */

export const jobArtifactKind = defineKind({
  name: 'job_artifact',
  plural: { key: 'artifacts', title: 'Job Artifacts' },
  empty: 'No job artifacts found.',
  heading: { template: 'Artifact: {artifact_path|file_name}' },
  fields: [
    { label: 'Job', path: 'job_id', format: 'count', prefix: '#' },
    { label: 'Job Name', path: 'job', format: 'text' },
    { label: 'Ref', path: 'ref_name', format: 'text' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
    { label: 'Content Type', path: 'content_type', format: 'code' },
    { label: 'Preview Truncated', path: 'preview_truncated', format: 'warning' },
  ],
  columns: [
    { label: 'Artifact', path: 'artifact_path', format: 'text' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
    { label: 'Content Type', path: 'content_type', format: 'code' },
  ],
  longText: [{ label: 'Preview', path: 'preview', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'job artifact',
    suggestions: [
      { action: 'job.get', text: "check the job's artifacts_file and whether they expired" },
      { text: 'Artifact paths are relative to the archive root, e.g. dist/app.js' },
    ],
  },
});

/** A trigger job: a job whose work is a downstream pipeline. */
export const bridgeKind = defineKind({
  name: 'bridge',
  plural: { key: 'bridges', title: 'Trigger Jobs' },
  empty: 'No trigger jobs found.',
  heading: { status: { path: 'status', format: 'pipeline_status' }, template: 'Trigger Job #{id}: {name}' },
  fields: [
    ...JOB_FIELDS,
    pipelineLinkField('Downstream Pipeline', 'downstream_pipeline'),
    DURATION_FIELD,
    URL_FIELD,
  ],
  columns: [...JOB_COLUMNS, pipelineLinkField('Downstream', 'downstream_pipeline')],
  longText: [],
  nested: [],
  notFound: {
    subject: 'pipeline',
    suggestions: [{ action: 'pipeline.list', text: "list the project's pipelines" }],
  },
});

/** How a wait ended, as rows after the object's own. */
const WAIT_FIELDS = [
  { label: 'Waited (s)', path: 'waited_seconds', format: 'count' },
  { label: 'Polls', path: 'polls', format: 'count' },
  { label: 'Timed Out Before It Finished', path: 'timed_out', format: 'warning' },
] as const;

export const pipelineWaitKind = defineKind({
  ...pipelineKind,
  name: 'pipeline_wait',
  plural: { key: 'pipeline_waits', title: 'Pipeline Waits' },
  empty: 'No pipeline waits found.',
  fields: [...pipelineKind.fields, ...WAIT_FIELDS],
});

export const jobWaitKind = defineKind({
  ...jobKind,
  name: 'job_wait',
  plural: { key: 'job_waits', title: 'Job Waits' },
  empty: 'No job waits found.',
  fields: [...jobKind.fields, ...WAIT_FIELDS],
});
