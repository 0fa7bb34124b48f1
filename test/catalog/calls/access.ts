import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const DONE = '✅ Action completed successfully.';
/** The one row a create or rotate gives a secret (kinds new_access_token, new_deploy_token). */
const SECRET_ROW = '**Token (shown only now)**: `';
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICatalogTestKeyForTheAccessDomainxxxxxxxxxxxx';

/**
 * Access requests, invitations, deploy keys, deploy tokens and access tokens, against the seeded sandbox (access
 * requests by erin and dave, invitations, deploy key 71, deploy tokens 601/602, access tokens 501/502). The session
 * token is root's `api` token, so rotating it (`token_personal_rotate_self`) is the last row; revoking it runs in
 * its own table. That secrets appear nowhere else is test/catalog/access-secrets.test.ts.
 */
export const accessCalls: CatalogCall[] = [
  { action: 'access.request_list_project', params: project, expect: '## Access Requests (1)' },
  { action: 'access.request_list_group', params: group, expect: '## Access Requests (2)' },
  {
    action: 'access.request_project',
    params: { project_id: 'alice/scratch' },
    expect: '## Access Request: Administrator (@root)',
  },
  // Root is a member of every group the sandbox has, and GitLab lets only outsiders ask.
  { action: 'access.request_group', params: group, expect: '403', isError: true },
  {
    action: 'access.approve_project',
    params: { ...project, user_id: 6, access_level: 20 },
    expect: '(@erin)',
  },
  { action: 'access.approve_group', params: { ...group, user_id: 5 }, expect: '(@dave)' },
  { action: 'access.deny_project', params: { project_id: 'alice/scratch', user_id: 1 }, expect: DONE },
  { action: 'access.deny_group', params: { ...group, user_id: 6 }, expect: DONE },
  { action: 'access.invite_list_project', params: project, expect: 'newcomer@example.com' },
  {
    action: 'access.invite_list_group',
    params: { ...group, query: 'contractor' },
    expect: '## Invitations (1)',
  },
  {
    action: 'access.invite_project',
    params: { ...project, email: 'friend@example.com', access_level: 30 },
    expect: DONE,
  },
  { action: 'access.invite_group', params: { ...group, user_id: 6, access_level: 10 }, expect: DONE },
  // GitLab answers 201 {"status":"error"} when it invited nobody: the action reports a failure.
  {
    action: 'access.invite_group',
    params: { ...group, email: 'contractor@example.com', access_level: 20 },
    expect: 'contractor@example.com: Invite email has already been taken',
    isError: true,
  },
  { action: 'access.deploy_key_list_project', params: project, expect: 'CI deploy key' },
  {
    action: 'access.deploy_key_get',
    params: { ...project, deploy_key_id: 71 },
    expect: '## Deploy Key: CI deploy key',
  },
  {
    action: 'access.deploy_key_add',
    params: { ...project, title: 'catalog key', key: `${KEY} catalog@example.com` },
    expect: '## Deploy Key: catalog key',
  },
  {
    action: 'access.deploy_key_update',
    params: { ...project, deploy_key_id: 72, can_push: true },
    expect: '**Can Push**: ✅',
  },
  {
    action: 'access.deploy_key_add_instance',
    params: { title: 'instance key', key: `${KEY} instance@example.com` },
    expect: '## Deploy Key: instance key',
  },
  {
    action: 'access.deploy_key_enable',
    params: { ...project, deploy_key_id: 73 },
    expect: '## Deploy Key: instance key',
  },
  { action: 'access.deploy_key_list_all', params: { per_page: 50 }, expect: 'instance key' },
  { action: 'access.deploy_key_list_user_project', params: { user_id: 'root' }, expect: 'CI deploy key' },
  { action: 'access.deploy_key_delete', params: { ...project, deploy_key_id: 72 }, expect: DONE },
  { action: 'access.deploy_token_list_project', params: project, expect: 'registry-pull' },
  {
    action: 'access.deploy_token_get_project',
    params: { ...project, deploy_token_id: 601 },
    expect: '## Deploy Token: registry-pull',
  },
  {
    action: 'access.deploy_token_create_project',
    params: { ...project, name: 'catalog-pull', scopes: ['read_repository'] },
    expect: `${SECRET_ROW}gldt-`,
  },
  {
    action: 'access.deploy_token_delete_project',
    params: { ...project, deploy_token_id: 601 },
    expect: DONE,
  },
  { action: 'access.deploy_token_list_group', params: group, expect: 'group-packages' },
  {
    action: 'access.deploy_token_get_group',
    params: { ...group, deploy_token_id: 602 },
    expect: '## Deploy Token: group-packages',
  },
  {
    action: 'access.deploy_token_create_group',
    params: { ...group, name: 'catalog-packages', scopes: ['read_package_registry'], username: 'catalog' },
    expect: `${SECRET_ROW}gldt-`,
  },
  { action: 'access.deploy_token_delete_group', params: { ...group, deploy_token_id: 602 }, expect: DONE },
  { action: 'access.deploy_token_list_all', params: {}, expect: 'catalog-packages' },
  { action: 'access.token_personal_list', params: { search: 'alice' }, expect: 'alice-api' },
  { action: 'access.token_personal_get', params: {}, expect: '## Access Token: sandbox-api' },
  { action: 'access.token_personal_get', params: { token_id: 7 }, expect: '## Access Token: alice-api' },
  { action: 'access.token_personal_rotate', params: { token_id: 7 }, expect: `${SECRET_ROW}glpat-` },
  { action: 'access.token_personal_revoke', params: { token_id: 2 }, expect: DONE },
  { action: 'access.token_project_list', params: project, expect: 'ci-bot' },
  {
    action: 'access.token_project_get',
    params: { ...project, token_id: 501 },
    expect: '## Access Token: ci-bot',
  },
  {
    action: 'access.token_project_create',
    params: { ...project, name: 'catalog-bot', scopes: ['read_api'], access_level: 30 },
    expect: `${SECRET_ROW}glpat-`,
  },
  {
    action: 'access.token_project_rotate',
    params: { ...project, token_id: 501, expires_at: '2025-04-30' },
    expect: `${SECRET_ROW}glpat-`,
  },
  { action: 'access.token_project_revoke', params: { ...project, token_id: 503 }, expect: DONE },
  // Only a project access token may rotate itself; the session's token is a personal one.
  { action: 'access.token_project_rotate_self', params: project, expect: '403', isError: true },
  { action: 'access.token_group_list', params: { ...group, state: 'active' }, expect: 'group-automation' },
  {
    action: 'access.token_group_get',
    params: { ...group, token_id: 502 },
    expect: '## Access Token: group-automation',
  },
  {
    action: 'access.token_group_create',
    params: { ...group, name: 'catalog-group-bot', scopes: ['api'] },
    expect: `${SECRET_ROW}glpat-`,
  },
  { action: 'access.token_group_rotate', params: { ...group, token_id: 502 }, expect: `${SECRET_ROW}glpat-` },
  { action: 'access.token_group_revoke', params: { ...group, token_id: 505 }, expect: DONE },
  { action: 'access.token_group_rotate_self', params: group, expect: '403', isError: true },
  // Last: the session's own token stops working once rotated.
  { action: 'access.token_personal_rotate_self', params: {}, expect: `${SECRET_ROW}glpat-` },
];

/** Revoking the session's own token ends what that session can do, so it runs against a sandbox of its own. */
export const accessRevokeSelfCalls: CatalogCall[] = [
  { action: 'access.token_personal_revoke_self', params: {}, expect: DONE },
];
