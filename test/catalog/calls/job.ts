import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };

/** The job domain against the seeded jobs of #1195–#1210 (job N*10+i of pipeline N), their artifacts and the job token scope. */
export const jobCalls: CatalogCall[] = [
  { action: 'job.list', params: { ...project, pipeline_id: 1206 }, expect: '## Jobs (3)' },
  { action: 'job.list_project', params: { ...project, scope: ['failed'] }, expect: '12061' },
  { action: 'job.list_bridges', params: { ...project, pipeline_id: 1210 }, expect: 'trigger-docs' },
  { action: 'job.get', params: { ...project, job_id: 12070 }, expect: 'Job #12070: build' },
  { action: 'job.artifacts', params: { ...project, job_id: 12070 }, expect: '`application/zip`' },
  {
    action: 'job.download_artifacts',
    params: { ...project, job: 'build' },
    expect: '**Ref**: main',
  },
  {
    action: 'job.download_single_artifact',
    params: { ...project, job_id: 12070, artifact_path: 'coverage/summary.txt' },
    expect: 'Statements: 87.5%',
  },
  {
    action: 'job.download_single_artifact_by_ref',
    params: { ...project, ref_name: 'main', job: 'build', artifact_path: 'dist/app.js' },
    expect: 'export const version',
  },
  { action: 'job.keep_artifacts', params: { ...project, job_id: 12070 }, expect: 'Job #12070: build' },
  {
    action: 'job.delete_artifacts',
    params: { ...project, job_id: 12050 },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'job.delete_project_artifacts',
    params: project,
    expect: 'artifacts was scheduled',
  },
  { action: 'job.retry', params: { ...project, job_id: 12061 }, expect: 'Job #' },
  { action: 'job.cancel', params: { ...project, job_id: 12081 }, expect: 'canceled' },
  { action: 'job.play', params: { ...project, job_id: 12094 }, expect: 'Job #12094: deploy-staging' },
  { action: 'job.erase', params: { ...project, job_id: 12000 }, expect: 'Job #12000: build' },
  { action: 'job.wait', params: { ...project, job_id: 12070 }, expect: '**Polls**: 1' },
  {
    action: 'job.wait',
    params: { ...project, job_id: 12082, timeout_seconds: 1, interval_seconds: 1 },
    expect: 'Timed Out Before It Finished',
  },
  { action: 'job.token_scope_get', params: project, expect: '**Limited to the Allowlist**: ✅' },
  {
    action: 'job.token_scope_patch',
    params: { ...project, enabled: false },
    expect: '✅ Action completed successfully.',
  },
  { action: 'job.token_scope_list_inbound', params: project, expect: 'group/subgroup/library' },
  {
    action: 'job.token_scope_add_project',
    params: { ...project, target_project_id: 45 },
    expect: '**Allowed Project**: 45',
  },
  {
    action: 'job.token_scope_remove_project',
    params: { ...project, target_project_id: 45 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'job.token_scope_list_groups', params: project, expect: 'group/subgroup' },
  {
    action: 'job.token_scope_add_group',
    params: { ...project, target_group_id: 10 },
    expect: '**Allowed Group**: 10',
  },
  {
    action: 'job.token_scope_remove_group',
    params: { ...project, target_group_id: 10 },
    expect: '✅ Action completed successfully.',
  },
];
