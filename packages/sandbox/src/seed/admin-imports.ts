import type { PlainRow } from '../store/rows.js';

/**
 * The repositories the sandbox's GitHub, Bitbucket Cloud and Bitbucket Server know, for the import endpoints
 * (https://docs.gitlab.com/api/import/): GitLab asks the other site for the repository before it creates the
 * project, so an unknown one is refused.
 */
export function seedImportSources(): Record<string, PlainRow[]> {
  return {
    import_sources: [
      { provider: 'github', repo_id: 284723401, full_name: 'octo-org/legacy-api', name: 'legacy-api' },
      { provider: 'bitbucket', full_name: 'acme/payments', name: 'payments' },
      { provider: 'bitbucket_server', full_name: 'ACME/billing', name: 'billing' },
    ],
  };
}
