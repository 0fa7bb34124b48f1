import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A CI/CD variable of a pipeline or a pipeline schedule: key, type and value (these are not masked by GitLab). */
export const pipelineVariableKind = defineKind({
  name: 'pipeline_variable',
  plural: { key: 'variables', title: 'Variables' },
  empty: 'No variables found.',
  heading: { template: 'Variable: {key}' },
  fields: [
    { label: 'Key', path: 'key', format: 'code' },
    { label: 'Value', path: 'value', format: 'code' },
    { label: 'Type', path: 'variable_type', format: 'text' },
    { label: 'Raw', path: 'raw', format: 'bool' },
  ],
  columns: [
    { label: 'Key', path: 'key', format: 'code' },
    { label: 'Value', path: 'value', format: 'code' },
    { label: 'Type', path: 'variable_type', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'variable',
    suggestions: [{ action: 'pipeline.schedule_get', text: "see the schedule's variables" }],
  },
});

export const pipelineScheduleKind = defineKind({
  name: 'pipeline_schedule',
  plural: { key: 'pipeline_schedules', title: 'Pipeline Schedules' },
  empty: 'No pipeline schedules found.',
  heading: { template: 'Pipeline Schedule #{id}: {description}' },
  fields: [
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'Cron', path: 'cron', format: 'code' },
    { label: 'Timezone', path: 'cron_timezone', format: 'text' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Next Run', path: 'next_run_at', format: 'date' },
    { label: 'Owner', path: 'owner', format: 'user' },
    {
      label: 'Last Pipeline',
      path: 'last_pipeline.id',
      format: 'count',
      prefix: '#',
      status: { path: 'last_pipeline.status', format: 'pipeline_status' },
    },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Description', path: 'description', format: 'text' },
    { label: 'Ref', path: 'ref', format: 'text' },
    { label: 'Cron', path: 'cron', format: 'code' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Next Run', path: 'next_run_at', format: 'date' },
  ],
  longText: [],
  nested: [{ label: 'Variables', path: 'variables', kind: 'pipeline_variable' }],
  notFound: {
    subject: 'pipeline schedule',
    suggestions: [{ action: 'pipeline.schedule_list', text: "list the project's pipeline schedules" }],
  },
});
