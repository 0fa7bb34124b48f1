import type { CatalogCall } from '../catalog-call.js';

/**
 * Imports from the sandbox's GitHub (repository 284723401, octo-org/legacy-api), Bitbucket Cloud (acme/payments)
 * and Bitbucket Server (ACME/billing). Each creates a project that stays `scheduled`; the GitHub one (project
 * 47, the first project this table creates: the seed ends at bob/project, 46) is then canceled. The other site's
 * credentials are sent, never shown.
 */
export const adminImportCalls: CatalogCall[] = [
  {
    action: 'admin.import_github',
    params: { personal_access_token: 'ghp_sandboxtoken', repo_id: 284723401, target_namespace: 'group' },
    expect: 'Import of Group / legacy-api',
  },
  { action: 'admin.import_cancel_github', params: { project_id: 47 }, expect: 'canceled' },
  {
    action: 'admin.import_cancel_github',
    params: { project_id: 47 },
    expect: 'The import cannot be canceled because it is canceled',
    isError: true,
  },
  {
    action: 'admin.import_github',
    params: { personal_access_token: 'ghp_sandboxtoken', repo_id: 1, target_namespace: 'group' },
    expect: '404 - Not Found',
    isError: true,
  },
  {
    action: 'admin.import_bitbucket',
    params: {
      bitbucket_username: 'alice',
      bitbucket_app_password: 'app-password',
      repo_path: 'acme/payments',
      target_namespace: 'group/subgroup',
      new_name: 'payments-service',
    },
    expect: '`/group/subgroup/payments-service`',
  },
  {
    action: 'admin.import_bitbucket_server',
    params: {
      bitbucket_server_url: 'https://bitbucket.example.com',
      bitbucket_server_username: 'alice',
      personal_access_token: 'bbs-token',
      bitbucket_server_project: 'ACME',
      bitbucket_server_repo: 'billing',
    },
    expect: 'ACME/billing',
  },
  {
    action: 'admin.import_gists',
    params: { personal_access_token: 'ghp_gists' },
    expect: 'Gist import started',
  },
  {
    action: 'admin.import_gists',
    params: { personal_access_token: 'ghp_gists' },
    expect: 'Import already in progress',
    isError: true,
  },
];
