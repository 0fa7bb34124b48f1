import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const schedule = { ...project, schedule_id: 1501 };
const TRIGGER_TOKEN = 'glptt-4f2e6c1a9b8d7e3f0a5c2b1d6e9f8a7c4b3d2e1f';

/** The pipeline domain against the seeded pipelines #1195–#1210, schedule 1501, trigger 1801 and resource group production. */
export const pipelineCalls: CatalogCall[] = [
  { action: 'pipeline.latest', params: { ...project, ref: 'main' }, expect: 'Pipeline #1210' },
  { action: 'pipeline.latest', params: project, expect: 'Pipeline #1210' },
  {
    action: 'pipeline.create',
    params: { ...project, ref: 'main', variables: [{ key: 'DEPLOY_ENV', value: 'staging' }] },
    expect: 'Pipeline #1303',
  },
  { action: 'pipeline.variables', params: { ...project, pipeline_id: 1303 }, expect: 'DEPLOY_ENV' },
  {
    action: 'pipeline.variables',
    params: { ...project, pipeline_id: 1210 },
    expect: '`RELEASE_NOTES` | `notes.md` | file',
  },
  { action: 'pipeline.retry', params: { ...project, pipeline_id: 1203 }, expect: 'Pipeline #1203' },
  { action: 'pipeline.cancel', params: { ...project, pipeline_id: 1204 }, expect: 'canceled' },
  {
    action: 'pipeline.update_metadata',
    params: { ...project, pipeline_id: 1209, name: 'Release 1.3 candidate' },
    expect: '**Name**: Release 1.3 candidate',
  },
  {
    action: 'pipeline.test_report',
    params: { ...project, pipeline_id: 1206 },
    expect: 'AssertionError: expected 1800000 to be 900000',
  },
  {
    action: 'pipeline.test_report_summary',
    params: { ...project, pipeline_id: 1207 },
    expect: 'Test Summary: pipeline #1207',
  },
  { action: 'pipeline.wait', params: { ...project, pipeline_id: 1207 }, expect: '**Polls**: 1' },
  {
    action: 'pipeline.wait',
    params: { ...project, pipeline_id: 1208, timeout_seconds: 1, interval_seconds: 1 },
    expect: '**Polls**: 2\n- **Timed Out Before It Finished**: ⚠️',
  },
  {
    action: 'pipeline.wait',
    params: { ...project, pipeline_id: 1208, timeout_seconds: 1, interval_seconds: 1, fail_on_error: true },
    expect: 'still running',
    isError: true,
  },
  {
    action: 'pipeline.delete',
    params: { ...project, pipeline_id: 1195 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'pipeline.schedule_list', params: project, expect: 'Nightly build' },
  { action: 'pipeline.schedule_get', params: schedule, expect: 'Pipeline Schedule #1501: Nightly build' },
  {
    action: 'pipeline.schedule_create',
    params: { ...project, description: 'Weekly audit', ref: 'main', cron: '0 4 * * 1' },
    expect: 'Pipeline Schedule #1502: Weekly audit',
  },
  { action: 'pipeline.schedule_update', params: { ...schedule, active: false }, expect: '**Active**: ❌' },
  {
    action: 'pipeline.schedule_create_variable',
    params: { ...schedule, key: 'TARGET', value: 'nightly' },
    expect: 'Variable: TARGET',
  },
  {
    action: 'pipeline.schedule_edit_variable',
    params: { ...schedule, key: 'TARGET', value: 'weekly' },
    expect: '`weekly`',
  },
  {
    action: 'pipeline.schedule_delete_variable',
    params: { ...schedule, key: 'TARGET' },
    expect: 'Variable: TARGET',
  },
  { action: 'pipeline.schedule_take_ownership', params: schedule, expect: '**Owner**: @root' },
  { action: 'pipeline.schedule_run', params: schedule, expect: 'The scheduled pipeline was queued.' },
  { action: 'pipeline.schedule_list_triggered_pipelines', params: schedule, expect: '## Pipelines (1)' },
  {
    action: 'pipeline.schedule_delete',
    params: { ...project, schedule_id: 1502 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'pipeline.trigger_list', params: project, expect: 'Deploy from the release tool' },
  { action: 'pipeline.trigger_get', params: { ...project, trigger_id: 1801 }, expect: TRIGGER_TOKEN },
  {
    action: 'pipeline.trigger_create',
    params: { ...project, description: 'Docs bot' },
    expect: 'Pipeline Trigger #1802: Docs bot',
  },
  {
    action: 'pipeline.trigger_update',
    params: { ...project, trigger_id: 1801, description: 'Release tool' },
    expect: 'Pipeline Trigger #1801: Release tool',
  },
  {
    action: 'pipeline.trigger_run',
    params: { ...project, token: TRIGGER_TOKEN, ref: 'main', variables: { RELEASE: '1.3.0' } },
    expect: '**Source**: trigger',
  },
  {
    action: 'pipeline.trigger_delete',
    params: { ...project, trigger_id: 1802 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'pipeline.resource_group_list', params: project, expect: 'production' },
  {
    action: 'pipeline.resource_group_get',
    params: { ...project, key: 'production' },
    expect: 'Resource Group: production',
  },
  {
    action: 'pipeline.resource_group_edit',
    params: { ...project, key: 'production', process_mode: 'oldest_first' },
    expect: '**Process Mode**: oldest_first',
  },
  {
    action: 'pipeline.resource_group_upcoming_jobs',
    params: { ...project, key: 'production' },
    expect: 'No jobs found.',
  },
];
