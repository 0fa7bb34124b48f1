import type { PlainRow } from '../store/rows.js';
import { BOBS_FORK } from './projects.js';

/**
 * The project domain's own tables, kept as GitLab's JSON (https://docs.gitlab.com/api/projects/,
 * /api/remote_mirrors/, /api/pages/, /api/pages_domains/, /api/merge_request_approvals/): who starred group/project,
 * its push mirror, its Pages site and custom domain, its approval rule, fetch counts, the dependency firewall's blocked
 * package and a target branch rule; and bob's fork of it.
 */
export function seedProjectCore(): Record<string, PlainRow[]> {
  return {
    project_forks: [{ project_id: BOBS_FORK, forked_from_id: 42 }],
    project_stars: [
      { project_id: 42, user_id: 2, starred_since: '2025-01-20T10:00:00.000Z' },
      { project_id: 42, user_id: 3, starred_since: '2025-02-03T15:30:00.000Z' },
    ],
    remote_mirrors: [
      {
        id: 301,
        project_id: 42,
        enabled: true,
        // GitLab never shows a mirror's credentials: the user and password of the URL are masked.
        url: 'https://*****:*****@mirror.example.com/group/project.git',
        update_status: 'finished',
        last_update_at: '2025-03-20T16:05:00.000Z',
        last_update_started_at: '2025-03-20T16:04:30.000Z',
        last_successful_update_at: '2025-03-20T16:05:00.000Z',
        last_error: null,
        only_protected_branches: true,
        keep_divergent_refs: false,
        mirror_branch_regex: null,
        auth_method: 'password',
        host_keys: [],
      },
    ],
    pages_sites: [
      {
        project_id: 42,
        url: 'https://group.pages.example.com/project',
        is_unique_domain_enabled: false,
        force_https: true,
        primary_domain: null,
        deployments: [
          {
            created_at: '2025-03-18T12:00:00.000Z',
            url: 'https://group.pages.example.com/project/',
            path_prefix: '',
            root_directory: 'public',
          },
        ],
      },
    ],
    pages_domains: [
      {
        project_id: 42,
        domain: 'docs.example.com',
        url: 'https://docs.example.com',
        verified: true,
        verification_code: 'gitlab-pages-verification-code=4d7a0c1e9b2f',
        enabled_until: '2025-04-20T12:00:00.000Z',
        auto_ssl_enabled: true,
        certificate: {
          subject: '/CN=docs.example.com',
          expired: false,
          expiration: '2025-06-01T00:00:00.000Z',
          certificate:
            '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUDocsExampleComSandboxCertificate0wCgYIKoZIzj0EAwIw\n-----END CERTIFICATE-----',
          certificate_text:
            'Certificate:\n    Data:\n        Subject: CN = docs.example.com\n        Validity\n            Not After : Jun  1 00:00:00 2025 GMT\n',
        },
      },
    ],
    project_approval_rules: [
      {
        id: 501,
        project_id: 42,
        name: 'Maintainers',
        rule_type: 'regular',
        report_type: null,
        approvals_required: 1,
        user_ids: [3],
        group_ids: [11],
        protected_branch_ids: [1001],
        applies_to_all_protected_branches: false,
      },
    ],
    project_fetches: [
      {
        project_id: 42,
        days: [
          { count: 14, date: '2025-03-20' },
          { count: 9, date: '2025-03-19' },
          { count: 4, date: '2025-03-18' },
        ],
      },
    ],
    dependency_firewall_blocks: [
      {
        ecosystem: 'npm',
        name: 'event-stream',
        version: '3.3.6',
        reason: 'Known malicious version (flatmap-stream backdoor)',
      },
    ],
    target_branch_rules: [
      {
        id: 601,
        project_id: 42,
        name: 'hotfix/*',
        target_branch: 'develop',
        created_at: '2025-02-10T09:00:00.000Z',
      },
    ],
  };
}
