import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

const STATUS = { path: 'status', format: 'pipeline_status' } as const;

export const pipelineKind = defineKind({
  name: 'pipeline',
  plural: { key: 'pipelines', title: 'Pipelines' },
  empty: 'No pipelines found.',
  heading: { status: STATUS, template: 'Pipeline #{id}' },
  fields: [
    { label: 'Status', path: 'status', format: 'pipeline_status' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'SHA', path: 'sha', format: 'code' },
    { label: 'Source', path: 'source', format: 'text' },
    { label: 'Triggered By', path: 'user', format: 'user' },
    CREATED_FIELD,
    { label: 'Started', path: 'started_at', format: 'date' },
    { label: 'Finished', path: 'finished_at', format: 'date' },
    { label: 'Duration', path: 'duration', format: 'duration' },
    { label: 'Coverage', path: 'coverage', format: 'text', suffix: '%' },
    URL_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count', prefix: '#', link: 'web_url' },
    { label: 'Status', path: 'status', format: 'pipeline_status' },
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'Source', path: 'source', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'pipeline',
    suggestions: [{ action: 'pipeline.list', text: "list the project's pipelines" }],
  },
});
