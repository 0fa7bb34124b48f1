import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

/**
 * group/project's environments (production 301, staging 302, a review app 303) and deployments (#1–#5, and #6
 * blocked on production, which is protected and asks for one approval), its weekend deploy freeze (71), and the
 * group's protected production tier and main branch.
 */
export const environmentCalls: CatalogCall[] = [
  { action: 'environment.list', params: project, expect: '## Environments (3)' },
  {
    action: 'environment.get',
    params: { ...project, environment_id: 301 },
    expect: '## Environment: production',
  },
  {
    action: 'environment.get',
    params: { ...project, environment_id: 999 },
    expect: 'Environment Not Found',
    isError: true,
  },
  {
    action: 'environment.create',
    params: { ...project, name: 'qa', tier: 'testing', external_url: 'https://qa.example.com' },
    expect: '## Environment: qa',
  },
  {
    action: 'environment.update',
    params: { ...project, environment_id: 304, description: 'Manual QA before a release' },
    expect: '> Manual QA before a release',
  },
  {
    action: 'environment.stop',
    params: { ...project, environment_id: 304, force: true },
    expect: '**State**: stopped',
  },
  {
    action: 'environment.delete',
    params: { ...project, environment_id: 304 },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'environment.deployment_list',
    params: { ...project, environment: 'production', order_by: 'iid', sort: 'desc' },
    expect: '## Deployments (4)',
  },
  {
    action: 'environment.deployment_get',
    params: { ...project, deployment_id: 405 },
    expect: '## ✅ Deployment #5',
  },
  {
    action: 'environment.deployment_merge_requests',
    params: { ...project, deployment_id: 405 },
    expect: '## Merge Requests',
  },
  {
    action: 'environment.deployment_create',
    params: {
      ...project,
      environment: 'staging',
      ref: 'main',
      sha: '0123456789abcdef0123456789abcdef01234567',
    },
    expect: '## 🔵 Deployment #7',
  },
  {
    action: 'environment.deployment_update',
    params: { ...project, deployment_id: 407, status: 'success' },
    expect: '**Status**: ✅ success',
  },
  {
    action: 'environment.deployment_delete',
    params: { ...project, deployment_id: 407 },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'environment.deployment_approve_or_reject',
    params: { ...project, deployment_id: 406, status: 'approved', comment: 'Ship it' },
    expect: '## Deployment approved',
  },
  { action: 'environment.freeze_list', params: project, expect: '## Freeze Periods (1)' },
  {
    action: 'environment.freeze_get',
    params: { ...project, freeze_period_id: 71 },
    expect: '**Freeze Start**: `0 23 * * 5`',
  },
  {
    action: 'environment.freeze_create',
    params: { ...project, freeze_start: '0 18 24 12 *', freeze_end: '0 8 2 1 *' },
    expect: '## Freeze Period 72',
  },
  {
    action: 'environment.freeze_update',
    params: { ...project, freeze_period_id: 72, cron_timezone: 'Europe/Berlin' },
    expect: '**Cron Timezone**: Europe/Berlin',
  },
  {
    action: 'environment.freeze_delete',
    params: { ...project, freeze_period_id: 72 },
    expect: '✅ Action completed successfully.',
  },
  { action: 'environment.protected_list', params: project, expect: '## Protected Environments (1)' },
  {
    action: 'environment.protected_get',
    params: { ...project, environment: 'production' },
    expect: '### Approval Rules',
  },
  {
    action: 'environment.protected_protect',
    params: { ...project, name: 'staging', deploy_access_levels: [{ access_level: 30 }] },
    expect: '## Protected Environment: staging',
  },
  {
    action: 'environment.protected_update',
    params: {
      ...project,
      environment: 'staging',
      required_approval_count: 1,
      approval_rules: [{ access_level: 40, required_approvals: 1 }],
    },
    expect: '**Required Approval Count**: 1',
  },
  {
    action: 'environment.protected_unprotect',
    params: { ...project, environment: 'staging' },
    expect: '✅ Action completed successfully.',
  },
  { action: 'group.protected_env_list', params: group, expect: '## Protected Environments (1)' },
  {
    action: 'group.protected_env_get',
    params: { ...group, environment: 'production' },
    expect: '## Protected Environment: production',
  },
  {
    action: 'group.protected_env_protect',
    params: { ...group, name: 'staging', deploy_access_levels: [{ group_id: 11 }] },
    expect: '## Protected Environment: staging',
  },
  {
    action: 'group.protected_env_update',
    params: { ...group, environment: 'staging', required_approval_count: 2 },
    expect: '**Required Approval Count**: 2',
  },
  {
    action: 'group.protected_env_unprotect',
    params: { ...group, environment: 'staging' },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'group.protected_env_get',
    params: { ...group, environment: 'staging' },
    expect: 'Protected Environment Not Found',
    isError: true,
  },
  { action: 'group.protected_branch_list', params: group, expect: '## Protected Branches (1)' },
  {
    action: 'group.protected_branch_get',
    params: { ...group, branch: 'main' },
    expect: '## Protected Branch: main',
  },
  {
    action: 'group.protected_branch_protect',
    params: { ...group, name: 'release/*', push_access_level: 40, merge_access_level: 30 },
    expect: 'Protected Branch: release/\\*',
  },
  {
    action: 'group.protected_branch_update',
    params: { ...group, branch: 'release/*', allow_force_push: true },
    expect: 'Allow Force Push**: ✅',
  },
  {
    action: 'group.protected_branch_unprotect',
    params: { ...group, branch: 'release/*' },
    expect: '✅ Action completed successfully.',
  },
];
