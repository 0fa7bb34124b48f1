import type { SandboxTokens } from '../types.js';
import type { TokenRow } from '../store/rows.js';
import { yearAfter } from '../store/state.js';

/** The secrets are fixed so docs and manual sessions can quote them. */
export const seedTokenSecrets: SandboxTokens = {
  api: 'glpat-sandbox-root-api-0001',
  readApi: 'glpat-sandbox-root-read-api-0002',
  noAdmin: 'glpat-sandbox-root-no-admin-0003',
  fineGrained: 'glpat-sandbox-fine-grained-0004',
  oauth: 'sandbox-oauth-access-token-0005',
  job: 'glcbt-sandbox-job-token-0006',
  alice: 'glpat-sandbox-alice-0007',
};

function token(
  id: number,
  secret: string,
  kind: TokenRow['kind'],
  name: string,
  userId: number,
  scopes: string[],
  extra: Partial<TokenRow> = {},
): TokenRow {
  return {
    id,
    token: secret,
    kind,
    name,
    description: '',
    user_id: userId,
    scopes,
    granular_scopes: null,
    active: true,
    revoked: false,
    created_at: '2025-01-02T09:00:00.000Z',
    last_used_at: '2025-03-20T16:00:00.000Z',
    expires_at: null,
    job_id: null,
    ...extra,
  };
}

/**
 * The fine-grained token's grant follows GitLab's fine-grained PAT model
 * (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens/): a list of granular scopes, each a boundary
 * (`access`: personal_projects | all_memberships | selected_memberships | user | instance, with a project_id or
 * group_id for selected memberships) plus the permissions it allows there, in GitLab's names
 * (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens_rest/): issues and the notes of issues and merge
 * requests are all `*_work_item`. The user scope lets the token read itself (`read_personal_access_token`), as a
 * client learns its own grant at /personal_access_tokens/self.
 *
 * The third scope selects group/subgroup with `read_group` alone, as a token made to look at a group but at none of
 * its projects: over GraphQL `group(fullPath: "group/subgroup") { projects }` is then an empty list without an error,
 * where a classic token lists group/subgroup/library (the grant, not the data, makes the list empty).
 */
const fineGrainedScopes: TokenRow['granular_scopes'] = [
  {
    id: 1,
    access: 'selected_memberships',
    project_id: 42,
    group_id: null,
    permissions: [
      'read_project',
      'read_repository',
      'read_commit',
      'read_branch',
      'read_merge_request',
      'read_work_item',
      'create_work_item',
      'update_work_item',
      'read_pipeline',
      'read_job',
    ],
    created_at: '2025-01-02T09:00:00.000Z',
  },
  {
    id: 2,
    access: 'user',
    project_id: null,
    group_id: null,
    permissions: ['read_user', 'read_personal_access_token'],
    created_at: '2025-01-02T09:00:00.000Z',
  },
  {
    id: 3,
    access: 'selected_memberships',
    project_id: null,
    group_id: 11,
    permissions: ['read_group'],
    created_at: '2025-01-02T09:00:00.000Z',
  },
];

const allClassic = [
  'api',
  'read_api',
  'read_user',
  'read_repository',
  'write_repository',
  'admin_mode',
  'sudo',
];

/**
 * The seeded tokens, valid for a year from the sandbox clock (`now`): GitLab gives every access token an expiry
 * (https://docs.gitlab.com/user/profile/personal_access_tokens/#access-token-expiration), and a fixed date would
 * lapse on a machine whose clock has passed it. A CI job token has none; it lives as long as its job runs.
 */
export function seedTokens(now: string): TokenRow[] {
  const expires_at = yearAfter(now);
  return [
    token(1, seedTokenSecrets.api, 'personal', 'sandbox-api', 1, allClassic, { expires_at }),
    token(2, seedTokenSecrets.readApi, 'personal', 'sandbox-read-api', 1, ['read_api'], { expires_at }),
    token(3, seedTokenSecrets.noAdmin, 'personal', 'sandbox-no-admin', 1, ['api', 'read_user'], {
      expires_at,
    }),
    token(4, seedTokenSecrets.fineGrained, 'personal', 'sandbox-fine-grained', 2, ['granular'], {
      description: 'Reads project 42 and writes its issues and MR notes; reads group/subgroup itself.',
      granular_scopes: fineGrainedScopes,
      expires_at,
    }),
    token(5, seedTokenSecrets.oauth, 'oauth', 'sandbox-oauth-app', 1, ['api', 'read_user', 'openid'], {
      expires_at,
    }),
    token(6, seedTokenSecrets.job, 'job', 'CI job token', 2, ['job'], { job_id: 12081 }),
    token(7, seedTokenSecrets.alice, 'personal', 'alice-api', 2, ['api', 'read_api', 'read_user'], {
      expires_at,
    }),
  ];
}
