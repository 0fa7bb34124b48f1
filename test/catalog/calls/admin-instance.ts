import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const done = '✅ Action completed successfully.';
// The bytes of a tiny keystore stand-in; GitLab keeps any file and answers its SHA-256.
const KEYSTORE = Buffer.from('sandbox keystore').toString('base64');

/**
 * What an administrator runs the sandbox with: its Ultimate licence (#1), the plans' limits, the secure files
 * of group/project (4801 release.keystore, 4802 distribution.cer) and Sidekiq's metrics.
 */
export const adminInstanceCalls: CatalogCall[] = [
  { action: 'admin.license_get', params: {}, expect: 'License #1: ultimate' },
  {
    action: 'admin.license_add',
    params: { license: 'eyJwbGFuIjoidWx0aW1hdGUifQ==' },
    expect: 'License #2: ultimate',
  },
  { action: 'admin.license_get', params: {}, expect: 'License #2: ultimate' },
  {
    action: 'admin.license_add',
    params: { license: 'not a licence!' },
    expect: 'The license key is invalid',
    isError: true,
  },
  { action: 'admin.license_delete', params: { id: 2 }, expect: done },
  { action: 'admin.license_get', params: {}, expect: 'License #1: ultimate' },
  { action: 'admin.plan_limits_get', params: {}, expect: 'Plan Limits: default' },
  {
    action: 'admin.plan_limits_change',
    params: { plan_name: 'premium', npm_max_file_size: 1048576000 },
    expect: '**npm max file size**: 1048576000 bytes',
  },
  { action: 'admin.plan_limits_get', params: { plan_name: 'premium' }, expect: '1048576000 bytes' },
  { action: 'admin.secure_file_list', params: project, expect: 'distribution.cer' },
  {
    action: 'admin.secure_file_get',
    params: { ...project, file_id: 4802 },
    expect: 'Apple Distribution: Example Inc. (ABC123XYZ)',
  },
  {
    action: 'admin.secure_file_create',
    params: { ...project, name: 'upload.keystore', content_base64: KEYSTORE },
    expect: 'Secure File #4803: upload.keystore',
  },
  {
    action: 'admin.secure_file_create',
    params: { ...project, name: 'release.keystore', content_base64: KEYSTORE },
    expect: 'has already been taken',
    isError: true,
  },
  { action: 'admin.secure_file_delete', params: { ...project, file_id: 4801 }, expect: done },
  {
    action: 'admin.secure_file_get',
    params: { ...project, file_id: 4801 },
    expect: 'Not Found',
    isError: true,
  },
  { action: 'admin.sidekiq_queue_metrics', params: {}, expect: '| `pipeline_processing` | 42 | 7 |' },
  { action: 'admin.sidekiq_process_metrics', params: {}, expect: 'sidekiq-1.gitlab.example.com' },
  { action: 'admin.sidekiq_job_stats', params: {}, expect: '**Jobs failed**: 27' },
  { action: 'admin.sidekiq_compound_metrics', params: {}, expect: '### Processes' },
];
