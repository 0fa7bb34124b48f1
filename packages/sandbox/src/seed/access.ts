import type { PlainRow } from '../store/rows.js';

/**
 * Who may reach group/project (42) and group (10) besides their members, and the instance's CI/CD variables:
 * pending access requests (one for the project, two for the group), one invitation each, a deploy token and an access token each, two instance
 * variables (one masked). Token secrets are stored with their rows; GitLab answers them only on create and rotate.
 * The access tokens' bot users (901, 902) are not user rows, and their secrets do not authenticate.
 */
export function seedAccessTables(): Record<string, PlainRow[]> {
  return {
    access_requests: [
      { source_type: 'Project', source_id: 42, user_id: 6, requested_at: '2025-03-10T12:00:00.000Z' },
      { source_type: 'Namespace', source_id: 10, user_id: 5, requested_at: '2025-03-11T08:30:00.000Z' },
      { source_type: 'Namespace', source_id: 10, user_id: 6, requested_at: '2025-03-11T09:00:00.000Z' },
    ],
    invitations: [
      {
        id: 3101,
        source_type: 'Project',
        source_id: 42,
        invite_email: 'newcomer@example.com',
        access_level: 30,
        created_at: '2025-03-12T10:00:00.000Z',
        expires_at: null,
        created_by_id: 1,
      },
      {
        id: 3102,
        source_type: 'Namespace',
        source_id: 10,
        invite_email: 'contractor@example.com',
        access_level: 20,
        created_at: '2025-03-13T10:00:00.000Z',
        expires_at: '2025-12-31',
        created_by_id: 1,
      },
    ],
    deploy_tokens: [
      {
        id: 601,
        project_id: 42,
        name: 'registry-pull',
        username: 'gitlab+deploy-token-601',
        expires_at: null,
        revoked: false,
        expired: false,
        scopes: ['read_registry'],
        token: 'gldt-sandbox-project-deploy-0601',
      },
      {
        id: 602,
        group_id: 10,
        name: 'group-packages',
        username: 'gitlab+deploy-token-602',
        expires_at: '2026-01-31T00:00:00.000Z',
        revoked: false,
        expired: false,
        scopes: ['read_package_registry'],
        token: 'gldt-sandbox-group-deploy-0602',
      },
    ],
    resource_access_tokens: [
      {
        id: 501,
        project_id: 42,
        name: 'ci-bot',
        description: 'Reads the API for the release job',
        scopes: ['read_api', 'read_repository'],
        access_level: 40,
        user_id: 901,
        active: true,
        revoked: false,
        created_at: '2025-02-01T09:00:00.000Z',
        last_used_at: '2025-03-20T07:00:00.000Z',
        expires_at: '2026-02-01',
        token: 'glpat-sandbox-project-bot-0501',
      },
      {
        id: 502,
        group_id: 10,
        name: 'group-automation',
        description: null,
        scopes: ['api'],
        access_level: 30,
        user_id: 902,
        active: true,
        revoked: false,
        created_at: '2025-02-02T09:00:00.000Z',
        last_used_at: null,
        expires_at: '2026-02-02',
        token: 'glpat-sandbox-group-bot-0502',
      },
    ],
    instance_variables: [
      {
        key: 'GLOBAL_REGISTRY',
        value: 'registry.example.com',
        variable_type: 'env_var',
        protected: false,
        masked: false,
        raw: false,
        description: 'Registry every project pushes to',
      },
      {
        key: 'GLOBAL_DEPLOY_PASSWORD',
        value: 'instance-secret-password',
        variable_type: 'env_var',
        protected: true,
        masked: true,
        raw: false,
        description: null,
      },
    ],
  };
}
