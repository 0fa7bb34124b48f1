import type { CatalogCall } from '../catalog-call.js';

const DONE = '✅ Action completed successfully.';
/** alice's seeded SSH key (1901), by its SHA256 fingerprint. */
const ALICE_KEY_SHA256 = 'SHA256:VzGKoqJQqjSBR+F+900V4Zj9I2DmkB8W6J9a05jraeU';
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const gpgKey = (who: string) =>
  `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENB${who}\n=${who.slice(0, 4)}\n-----END PGP PUBLIC KEY BLOCK-----`;

/**
 * The user domain as root (an administrator with admin_mode): users 1–6 are seeded, frank (7) and grace (8) wait
 * for approval, and henry is created here as 9 for the state changes, then deleted.
 */
export const userCalls: CatalogCall[] = [
  // Accounts.
  { action: 'user.me', params: {}, expect: 'User: Administrator (@root)' },
  { action: 'user.get', params: { user_id: 2 }, expect: 'User: Alice Anderson (@alice)' },
  { action: 'user.get', params: { user_id: 999 }, expect: 'User Not Found', isError: true },
  { action: 'user.list', params: { search: 'ali' }, expect: '[@alice](https://gitlab.example.com/alice)' },
  {
    action: 'user.create',
    params: { email: 'henry@example.com', username: 'henry', name: 'Henry Hill', reset_password: true },
    expect: 'User: Henry Hill (@henry)',
  },
  { action: 'user.modify', params: { user_id: 9, job_title: 'Tester' }, expect: '**Job Title**: Tester' },
  { action: 'user.block', params: { user_id: 9 }, expect: '✅ User ID 9 is now blocked.' },
  { action: 'user.unblock', params: { user_id: 9 }, expect: 'User ID 9 is now unblocked (active).' },
  { action: 'user.ban', params: { user_id: 9 }, expect: 'User ID 9 is now banned.' },
  { action: 'user.unban', params: { user_id: 9 }, expect: 'User ID 9 is no longer banned (active).' },
  { action: 'user.deactivate', params: { user_id: 9 }, expect: 'User ID 9 is now deactivated.' },
  { action: 'user.activate', params: { user_id: 9 }, expect: 'User ID 9 is now active.' },
  { action: 'user.get', params: { user_id: 9 }, expect: '**State**: active' },
  { action: 'user.approve', params: { user_id: 7 }, expect: 'User ID 7 is now approved (active).' },
  {
    action: 'user.approve',
    params: { user_id: 7 },
    expect: 'The user you are trying to approve is not pending approval',
    isError: true,
  },
  {
    action: 'user.reject',
    params: { user_id: 8 },
    expect: 'User ID 8 was rejected: the pending account is deleted.',
  },
  {
    action: 'user.disable_two_factor',
    params: { user_id: 3 },
    expect: 'User ID 3 now signs in without two-factor authentication.',
  },
  { action: 'user.delete_identity', params: { user_id: 4, provider: 'ldapmain' }, expect: DONE },
  { action: 'user.associations_count', params: { user_id: 2 }, expect: '**Groups**: 1' },
  { action: 'user.memberships', params: { user_id: 4 }, expect: '## Memberships (2)' },
  { action: 'user.activities', params: {}, expect: '## User Activities' },
  { action: 'user.delete', params: { user_id: 9 }, expect: DONE },
  // Emails, SSH keys and GPG keys: your own, then another user's.
  {
    action: 'user.add_email',
    params: { email: 'root.alt@example.com' },
    expect: 'Email: root.alt@example.com',
  },
  { action: 'user.emails', params: {}, expect: '## Emails (1)' },
  { action: 'user.get_email', params: { email_id: 2002 }, expect: 'Email: root.alt@example.com' },
  { action: 'user.delete_email', params: { email_id: 2002 }, expect: DONE },
  { action: 'user.emails_for_user', params: { user_id: 2 }, expect: 'alice.anderson@example.org' },
  {
    action: 'user.add_email_for_user',
    params: { user_id: 2, email: 'alice.work@example.com', skip_confirmation: true },
    expect: 'Email: alice.work@example.com',
  },
  { action: 'user.delete_email_for_user', params: { user_id: 2, email_id: 2003 }, expect: DONE },
  {
    action: 'user.add_ssh_key',
    params: { title: 'root@laptop', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIRootLaptop root@laptop' },
    expect: 'SSH Key: root@laptop',
  },
  { action: 'user.ssh_keys', params: {}, expect: '## SSH Keys (1)' },
  { action: 'user.get_ssh_key', params: { key_id: 1902 }, expect: 'SSH Key: root@laptop' },
  {
    action: 'user.key_get_with_user',
    params: { key_id: 1902 },
    expect: '### User\n\n- **ID**: 1\n- **Username**: @root',
  },
  { action: 'user.delete_ssh_key', params: { key_id: 1902 }, expect: DONE },
  {
    action: 'user.key_get_by_fingerprint',
    params: { fingerprint: ALICE_KEY_SHA256 },
    expect: `**Fingerprint**: \`${ALICE_KEY_SHA256}\``,
  },
  { action: 'user.ssh_keys_for_user', params: { user_id: 2 }, expect: 'alice@laptop' },
  {
    action: 'user.get_ssh_key_for_user',
    params: { user_id: 2, key_id: 1901 },
    expect: 'SSH Key: alice@laptop',
  },
  {
    action: 'user.add_ssh_key_for_user',
    params: {
      user_id: 3,
      title: 'bob@desktop',
      key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBobDesktop bob@desktop',
    },
    expect: 'SSH Key: bob@desktop',
  },
  { action: 'user.delete_ssh_key_for_user', params: { user_id: 3, key_id: 1903 }, expect: DONE },
  { action: 'user.add_gpg_key', params: { key: gpgKey('Root') }, expect: 'GPG Key #2102' },
  { action: 'user.gpg_keys', params: {}, expect: '## GPG Keys (1)' },
  { action: 'user.get_gpg_key', params: { key_id: 2102 }, expect: 'GPG Key #2102' },
  { action: 'user.delete_gpg_key', params: { key_id: 2102 }, expect: DONE },
  { action: 'user.gpg_keys_for_user', params: { user_id: 2 }, expect: '## GPG Keys (1)' },
  { action: 'user.get_gpg_key_for_user', params: { user_id: 2, key_id: 2101 }, expect: 'GPG Key #2101' },
  {
    action: 'user.add_gpg_key_for_user',
    params: { user_id: 3, key: gpgKey('Bobb') },
    expect: 'GPG Key #2103',
  },
  { action: 'user.delete_gpg_key_for_user', params: { user_id: 3, key_id: 2103 }, expect: DONE },
  // Tokens: the value only in the answer that created it (test/catalog/user-secrets.test.ts checks the rest).
  {
    action: 'user.create_current_user_pat',
    params: { name: 'cluster', scopes: ['k8s_proxy'] },
    expect: '**Token (shown only now)**: `glpat-sandbox-personal-8`',
  },
  {
    action: 'user.create_current_user_pat',
    params: { name: 'too broad', scopes: ['api'] },
    expect: 'scopes does not have a valid value',
    isError: true,
  },
  {
    action: 'user.create_personal_access_token',
    params: { user_id: 2, name: 'ci', scopes: ['read_api'] },
    expect: '`glpat-sandbox-personal-9`',
  },
  {
    action: 'user.create_impersonation_token',
    params: { user_id: 2, name: 'support', scopes: ['api'] },
    expect: '`glpat-sandbox-impersonation-10`',
  },
  { action: 'user.list_impersonation_tokens', params: { user_id: 2 }, expect: '## Access Tokens (1)' },
  {
    action: 'user.get_impersonation_token',
    params: { user_id: 2, token_id: 10 },
    expect: 'Access Token: support',
  },
  { action: 'user.revoke_impersonation_token', params: { user_id: 2, token_id: 10 }, expect: DONE },
  {
    action: 'user.create_runner',
    params: { runner_type: 'project_type', project_id: 42, description: 'docker' },
    expect: '`glrt-sandbox-runner-1`',
  },
  // Status and avatar.
  { action: 'user.current_user_status', params: {}, expect: '**Availability**: not_set' },
  {
    action: 'user.set_status',
    params: { emoji: 'coffee', message: 'Back in 5', availability: 'busy', clear_status_after: '30_minutes' },
    expect: '**Clears At**: 21 Mar 2025 09:30 UTC',
  },
  { action: 'user.get_status', params: { user_id: 2 }, expect: '**Message**: On holiday until Monday' },
  {
    action: 'user.avatar_get',
    params: { email: 'alice@example.com', size: 64 },
    expect: '?s=64&d=identicon',
  },
  {
    action: 'user.upload_avatar',
    params: { filename: 'me.png', content_base64: PNG_1X1 },
    expect: 'https://gitlab.example.com/uploads/-/system/user/avatar/1/me.png',
  },
  // Events.
  { action: 'user.event_list_contributions', params: {}, expect: '## Events (1)' },
  { action: 'user.contribution_events', params: { user_id: 2 }, expect: '## Events (2)' },
  {
    action: 'user.event_list_project',
    params: { project_id: 'group/project', action: 'commented' },
    expect: '## Events (1)',
  },
  // Namespaces.
  { action: 'user.namespace_list', params: { search: 'group' }, expect: 'group/subgroup' },
  { action: 'user.namespace_search', params: { query: 'sub' }, expect: '## Namespaces (1)' },
  { action: 'user.namespace_get', params: { id: 'group' }, expect: 'Namespace: group' },
  { action: 'user.namespace_exists', params: { id: 'group' }, expect: '**Suggestions**: group1' },
  // Notification settings.
  { action: 'user.notification_global_get', params: {}, expect: 'Notification Settings: participating' },
  {
    action: 'user.notification_global_update',
    params: { level: 'watch' },
    expect: 'Notification Settings: watch',
  },
  {
    action: 'user.notification_group_get',
    params: { group_id: 'group' },
    expect: 'Notification Settings: global',
  },
  {
    action: 'user.notification_group_update',
    params: { group_id: 'group', level: 'custom', new_merge_request: true },
    expect: 'Notification Settings: custom',
  },
  {
    action: 'user.notification_project_get',
    params: { project_id: 'group/project' },
    expect: 'Notification Settings: global',
  },
  {
    action: 'user.notification_project_update',
    params: { project_id: 'group/project', level: 'disabled' },
    expect: 'Notification Settings: disabled',
  },
  // To-do items.
  { action: 'user.todo_list', params: {}, expect: '## To-Do Items (2)' },
  { action: 'user.todo_mark_done', params: { id: 9401 }, expect: '**State**: done' },
  { action: 'user.todo_mark_all_done', params: {}, expect: DONE },
  { action: 'user.todo_list', params: { state: 'done' }, expect: '## To-Do Items (3)' },
  // Instance service accounts.
  {
    action: 'user.create_service_account',
    params: { name: 'Deploy bot', username: 'deploy-bot' },
    expect: 'Service Account: Deploy bot',
  },
  { action: 'user.list_service_accounts', params: {}, expect: '## Service Accounts (1)' },
  {
    action: 'user.update_service_account',
    params: { service_account_id: 10, name: 'Deploy robot' },
    expect: 'Service Account: Deploy robot',
  },
];
