import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const DONE = '✅ Action completed successfully.';
/** The one row a reset, registration or token create gives the new secret. */
const SECRET_ROW = '**Token (shown only now)**: `';

/**
 * Runners and runner controllers against the seeded sandbox: shared runner 7 (jobs, managers), group runner 8,
 * paused project runner 9 of group/project, runner 10 of group/subgroup/library; controllers 1 (instance scope,
 * token 1) and 2. Registration comes before the resets that void the seeded registration tokens; deletions last.
 * That tokens appear only in the answers that made them is test/catalog/runner-secrets.test.ts.
 */
export const runnerCalls: CatalogCall[] = [
  { action: 'runner.list', params: {}, expect: '## Runners (3)' },
  { action: 'runner.list_all', params: { type: 'instance_type' }, expect: 'shared-runner-1' },
  { action: 'runner.list_project', params: project, expect: 'project-deploy-runner' },
  {
    action: 'runner.list_group',
    params: { group_id: 'group', type: 'group_type' },
    expect: '## Runners (1)',
  },
  { action: 'runner.get', params: { runner_id: 9 }, expect: '## Runner #9: project-deploy-runner' },
  { action: 'runner.get', params: { runner_id: 999 }, expect: 'runner 999', isError: true },
  {
    action: 'runner.update',
    params: { runner_id: 9, paused: false, tag_list: ['deploy', 'production'] },
    expect: 'production',
  },
  { action: 'runner.jobs', params: { runner_id: 7, status: 'success' }, expect: '## Jobs' },
  { action: 'runner.list_managers', params: { runner_id: 7 }, expect: 's_0123456789ab' },
  { action: 'runner.enable_project', params: { ...project, runner_id: 10 }, expect: 'library-runner' },
  { action: 'runner.disable_project', params: { ...project, runner_id: 10 }, expect: DONE },
  // GitLab keeps a runner's last project: it is removed instead.
  { action: 'runner.disable_project', params: { ...project, runner_id: 9 }, expect: '403', isError: true },
  {
    action: 'runner.register',
    params: { token: 'GR1348941sandbox-project-42', description: 'catalog runner', tag_list: ['e2e'] },
    expect: SECRET_ROW,
  },
  { action: 'runner.register', params: { token: 'GR1348941wrong' }, expect: '403', isError: true },
  { action: 'runner.verify', params: { token: 'glrt-sandbox-library-runner-10' }, expect: 'token valid' },
  { action: 'runner.verify', params: { token: 'glrt-unknown' }, expect: '403', isError: true },
  { action: 'runner.reset_token', params: { runner_id: 10 }, expect: SECRET_ROW },
  { action: 'runner.reset_project_reg_token', params: project, expect: SECRET_ROW },
  { action: 'runner.reset_group_reg_token', params: { group_id: 'group' }, expect: SECRET_ROW },
  { action: 'runner.reset_instance_reg_token', params: {}, expect: SECRET_ROW },
  { action: 'runner.delete_by_token', params: { token: 'glrt-sandbox-group-runner-8' }, expect: DONE },
  { action: 'runner.remove', params: { runner_id: 9 }, expect: DONE },
  { action: 'runner.delete_registered', params: { runner_id: 10 }, expect: DONE },
  { action: 'runner.list_all', params: {}, expect: '## Runners (2)' },
  { action: 'runner.controller_list', params: {}, expect: '## Runner Controllers (2)' },
  { action: 'runner.controller_get', params: { controller_id: 1 }, expect: '## Runner Controller #1' },
  {
    action: 'runner.controller_create',
    params: { description: 'catalog controller', state: 'dry_run' },
    expect: '## Runner Controller #3',
  },
  { action: 'runner.controller_update', params: { controller_id: 3, state: 'enabled' }, expect: 'enabled' },
  { action: 'runner.controller_scope_list', params: { controller_id: 1 }, expect: '**Whole Instance**: ✅' },
  { action: 'runner.controller_scope_add_runner', params: { controller_id: 3, runner_id: 7 }, expect: DONE },
  { action: 'runner.controller_scope_list', params: { controller_id: 3 }, expect: '**Runners**: 7' },
  // Instance and runner scopings exclude each other.
  {
    action: 'runner.controller_scope_add_instance',
    params: { controller_id: 3 },
    expect: '400',
    isError: true,
  },
  {
    action: 'runner.controller_scope_remove_runner',
    params: { controller_id: 3, runner_id: 7 },
    expect: DONE,
  },
  { action: 'runner.controller_scope_add_instance', params: { controller_id: 3 }, expect: DONE },
  { action: 'runner.controller_scope_remove_instance', params: { controller_id: 3 }, expect: DONE },
  { action: 'runner.controller_token_list', params: { controller_id: 1 }, expect: 'production token' },
  {
    action: 'runner.controller_token_get',
    params: { controller_id: 1, token_id: 1 },
    expect: '## Runner Controller Token #1',
  },
  {
    action: 'runner.controller_token_create',
    params: { controller_id: 3, description: 'catalog token' },
    expect: SECRET_ROW,
  },
  { action: 'runner.controller_token_rotate', params: { controller_id: 1, token_id: 1 }, expect: SECRET_ROW },
  { action: 'runner.controller_token_revoke', params: { controller_id: 3, token_id: 2 }, expect: DONE },
  { action: 'runner.controller_delete', params: { controller_id: 3 }, expect: DONE },
];
