import type { PlainRow } from '../store/rows.js';

/**
 * System hook #1300 'Audit relay' (its token is stored, never answered; it has one URL variable, answered by name)
 * and the Terraform states of group/project: `production` (three versions, the last written by job 12070, no lock)
 * and `staging` (one version, locked by bob's terraform apply).
 */
export function seedAdminHooksTerraformTables(): Record<string, PlainRow[]> {
  return {
    system_hooks: [
      {
        id: 1300,
        url: 'https://audit.example.com/{tenant}/gitlab',
        name: 'Audit relay',
        description: 'Forwards instance events to the audit system',
        created_at: '2025-01-10T09:00:00.000Z',
        push_events: true,
        tag_push_events: false,
        merge_requests_events: true,
        repository_update_events: false,
        push_events_branch_filter: null,
        branch_filter_strategy: 'wildcard',
        enable_ssl_verification: true,
        alert_status: 'executable',
        disabled_until: null,
        token: 'system-hook-secret',
        url_variables: [{ key: 'tenant', value: 'example-tenant' }],
      },
    ],
    terraform_states: [
      {
        id: 1,
        project_id: 42,
        name: 'production',
        created_at: '2025-02-01T09:00:00.000Z',
        updated_at: '2025-03-19T16:00:00.000Z',
        lock_xid: null,
        locked_by_user_id: null,
        locked_at: null,
      },
      {
        id: 2,
        project_id: 42,
        name: 'staging',
        created_at: '2025-02-03T09:00:00.000Z',
        updated_at: '2025-03-20T10:00:00.000Z',
        lock_xid: '5b3c8f0e-2f4d-4f7a-9a51-0d7c2e6b1a44',
        locked_by_user_id: 3,
        locked_at: '2025-03-20T10:00:00.000Z',
      },
    ],
    terraform_state_versions: [
      ...[1, 2, 3].map((serial) => ({
        id: 10 + serial,
        state_id: 1,
        serial,
        created_at: `2025-03-${String(16 + serial).padStart(2, '0')}T16:00:00.000Z`,
        created_by_user_id: 2,
        job_id: serial === 3 ? 12070 : null,
      })),
      {
        id: 21,
        state_id: 2,
        serial: 1,
        created_at: '2025-03-20T09:30:00.000Z',
        created_by_user_id: 3,
        job_id: null,
      },
    ],
  };
}
