import type { PlainRow } from '../store/rows.js';
import { sha } from '../store/sha.js';

/** The head commit of a seeded repository's main branch (seed/repository.ts builds ids the same way). */
const mainCommit = (projectId: number, index: number) => sha(`${projectId}:main-${index}`);

/**
 * Repository facts kept as GitLab's JSON: commit signatures (the tip of group/project's main is GPG-signed by
 * root, https://docs.gitlab.com/api/commits/#get-signature-of-a-commit), submodules (group/project vendors
 * group/subgroup/library at vendor/library; a tree entry of type commit, mode 160000) and external commit
 * statuses (none until one is reported; CI jobs are statuses too).
 */
export function seedRepositoryExtras(): Record<string, PlainRow[]> {
  return {
    commit_signatures: [
      {
        project_id: 42,
        commit_sha: mainCommit(42, 29),
        signature_type: 'PGP',
        verification_status: 'verified',
        gpg_key_id: 1,
        gpg_key_primary_keyid: '8254AAB3FBD54AC9',
        gpg_key_user_name: 'Administrator',
        gpg_key_user_email: 'root@example.com',
        gpg_key_subkey_id: null,
        commit_source: 'gitaly',
      },
    ],
    submodules: [
      {
        project_id: 42,
        branch: 'main',
        path: 'vendor/library',
        commit_id: mainCommit(44, 1),
      },
    ],
    commit_statuses: [],
  };
}
