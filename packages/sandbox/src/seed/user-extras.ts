import type { PlainRow, UserRow } from '../store/rows.js';

/*
 * The user domain's seed: two sign-ups waiting for an administrator (approve one, reject the other), an LDAP
 * identity, bob's two-factor authentication, a GPG key, statuses, contribution events, to-do items and notification settings.
 */

function pendingUser(id: number, username: string, name: string): UserRow {
  return {
    id,
    username,
    name,
    email: `${username}@example.com`,
    state: 'blocked_pending_approval',
    is_admin: false,
    bot: false,
    created_at: '2025-03-19T09:00:00.000Z',
    bio: '',
    location: '',
    public_email: null,
    website_url: '',
    organization: '',
    job_title: '',
    namespace_id: 100 + id,
  };
}

/** Users 7 and 8 signed up and wait for approval; they come after the fixed users 1–6. */
export const seedPendingUsers: readonly UserRow[] = [
  pendingUser(7, 'frank', 'Frank Foster'),
  pendingUser(8, 'grace', 'Grace Green'),
];

const GPG_KEY = [
  '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  '',
  'mQENBFVjnlIBCACibzXOLCiZiL2o3vvTGmzuLHH3pXmxbIIAB1ZL3G1tJn4hQaMB',
  'alicealicealicealicealicealicealicealicealicealicealicealicealic',
  '=A1ic',
  '-----END PGP PUBLIC KEY BLOCK-----',
].join('\n');

export function seedUserExtras(): Record<string, PlainRow[]> {
  return {
    user_gpg_keys: [{ id: 2101, user_id: 2, key: GPG_KEY, created_at: '2025-01-04T09:00:00.000Z' }],
    // bob turned on two-factor authentication; an administrator can turn it off for him.
    user_two_factor: [{ user_id: 3 }],
    user_identities: [
      { user_id: 2, provider: 'github', extern_uid: '4821937' },
      { user_id: 4, provider: 'ldapmain', extern_uid: 'uid=carol,ou=people,dc=example,dc=com' },
    ],
    user_statuses: [
      {
        user_id: 2,
        emoji: 'palm_tree',
        message: 'On holiday until Monday',
        availability: 'busy',
        clear_status_at: '2025-03-24T09:00:00.000Z',
      },
    ],
    events: [
      {
        id: 9301,
        project_id: 42,
        action_name: 'opened',
        target_id: 9243,
        target_iid: 243,
        target_type: 'MergeRequest',
        author_id: 2,
        target_title: 'Fix login bug',
        created_at: '2025-03-15T10:30:00.000Z',
      },
      {
        id: 9302,
        project_id: 42,
        action_name: 'pushed to',
        target_id: null,
        target_iid: null,
        target_type: null,
        author_id: 2,
        target_title: null,
        created_at: '2025-03-15T10:20:00.000Z',
        push_data: {
          commit_count: 1,
          action: 'pushed',
          ref_type: 'branch',
          commit_title: 'Fix the login redirect',
          ref: 'feature/fix-login',
        },
      },
      {
        id: 9303,
        project_id: 42,
        action_name: 'commented on',
        target_id: 9243,
        target_iid: 243,
        target_type: 'Note',
        author_id: 3,
        target_title: 'Fix login bug',
        created_at: '2025-03-16T08:00:00.000Z',
        note: { body: 'Looks good once the redirect test passes.', noteable_type: 'MergeRequest' },
      },
      {
        id: 9304,
        project_id: 42,
        action_name: 'closed',
        target_id: 540,
        target_iid: 40,
        target_type: 'Issue',
        author_id: 1,
        target_title: 'Evaluate WebAssembly for hashing',
        created_at: '2025-03-18T12:00:00.000Z',
      },
    ],
    // Rows in the form issue.add_todo stores (rest/actions/issue-tracking.ts), for the root user.
    user_todos: [
      {
        id: 9401,
        user_id: 1,
        author_id: 2,
        project_id: 42,
        target_type: 'Issue',
        target_iid: 41,
        action_name: 'assigned',
        state: 'pending',
        created_at: '2025-03-20T09:00:00.000Z',
      },
      {
        id: 9402,
        user_id: 1,
        author_id: 3,
        project_id: 42,
        target_type: 'Issue',
        target_iid: 39,
        action_name: 'mentioned',
        state: 'pending',
        created_at: '2025-03-20T10:00:00.000Z',
      },
      {
        id: 9403,
        user_id: 1,
        author_id: 2,
        project_id: 42,
        target_type: 'Issue',
        target_iid: 38,
        action_name: 'directly_addressed',
        state: 'done',
        created_at: '2025-03-10T10:00:00.000Z',
      },
    ],
    notification_settings: [{ user_id: 1, source_type: null, source_id: null, level: 'participating' }],
  };
}
