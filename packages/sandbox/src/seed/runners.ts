import type { PlainRow } from '../store/rows.js';

/*
 * Runners and runner controllers (https://docs.gitlab.com/api/runners/). Runner 7 is the shared runner the seeded
 * jobs ran on (seed/ci.ts); 8 belongs to group `group`; 9 to group/project (paused, offline); 10 to
 * group/subgroup/library, ready to be enabled on group/project. Each row keeps its authentication token, which
 * the API never answers again. Registration tokens are those of the instance, group 10 and project 42.
 */

const CONTACTED = '2025-03-21T08:55:00.000Z';

function runner(fields: PlainRow): PlainRow {
  return {
    ip_address: null,
    active: true,
    paused: false,
    is_shared: false,
    online: true,
    status: 'online',
    tag_list: [],
    run_untagged: true,
    locked: false,
    access_level: 'not_protected',
    maximum_timeout: null,
    maintenance_note: null,
    version: '17.9.0',
    revision: 'a1b2c3d4',
    platform: 'linux',
    architecture: 'amd64',
    contacted_at: CONTACTED,
    created_at: '2024-11-02T10:00:00.000Z',
    project_ids: [],
    group_ids: [],
    ...fields,
  };
}

export function seedRunnerTables(): Record<string, PlainRow[]> {
  return {
    runners: [
      runner({
        id: 7,
        description: 'shared-runner-1',
        name: 'gitlab-runner',
        runner_type: 'instance_type',
        is_shared: true,
        tag_list: ['docker', 'linux'],
        token: 'glrt-sandbox-shared-runner-7',
      }),
      runner({
        id: 8,
        description: 'group-runner',
        name: 'gitlab-runner',
        runner_type: 'group_type',
        tag_list: ['docker'],
        group_ids: [10],
        token: 'glrt-sandbox-group-runner-8',
      }),
      runner({
        id: 9,
        description: 'project-deploy-runner',
        name: 'gitlab-runner',
        runner_type: 'project_type',
        active: false,
        paused: true,
        online: false,
        status: 'offline',
        tag_list: ['deploy'],
        run_untagged: false,
        locked: true,
        access_level: 'ref_protected',
        maximum_timeout: 3600,
        maintenance_note: 'Replaced by the group runner in April.',
        contacted_at: '2025-02-01T12:00:00.000Z',
        project_ids: [42],
        token: 'glrt-sandbox-project-runner-9',
      }),
      runner({
        id: 10,
        description: 'library-runner',
        name: 'gitlab-runner',
        runner_type: 'project_type',
        tag_list: ['node'],
        project_ids: [44],
        token: 'glrt-sandbox-library-runner-10',
      }),
    ],
    runner_managers: [
      {
        id: 1,
        runner_id: 7,
        system_id: 's_0123456789ab',
        version: '17.9.0',
        revision: 'a1b2c3d4',
        platform: 'linux',
        architecture: 'amd64',
        created_at: '2024-11-02T10:00:00.000Z',
        contacted_at: CONTACTED,
        ip_address: '10.0.0.7',
        status: 'online',
      },
      {
        id: 2,
        runner_id: 7,
        system_id: 's_fedcba987654',
        version: '17.8.2',
        revision: '9f8e7d6c',
        platform: 'linux',
        architecture: 'arm64',
        created_at: '2025-01-10T10:00:00.000Z',
        contacted_at: '2025-03-20T17:00:00.000Z',
        ip_address: '10.0.0.8',
        status: 'offline',
      },
    ],
    runner_registration_tokens: [
      { owner: 'instance', token: 'GR1348941sandbox-instance' },
      { owner: 'group:10', token: 'GR1348941sandbox-group-10' },
      { owner: 'project:42', token: 'GR1348941sandbox-project-42' },
    ],
    runner_controllers: [
      {
        id: 1,
        description: 'Admission controller for production',
        state: 'enabled',
        created_at: '2025-03-01T09:00:00.000Z',
        updated_at: '2025-03-01T09:00:00.000Z',
      },
      {
        id: 2,
        description: 'Policy trial',
        state: 'dry_run',
        created_at: '2025-03-10T09:00:00.000Z',
        updated_at: '2025-03-10T09:00:00.000Z',
      },
    ],
    runner_controller_scopes: [
      { runner_controller_id: 1, kind: 'instance', created_at: '2025-03-01T09:05:00.000Z' },
      { runner_controller_id: 2, kind: 'runner', runner_id: 7, created_at: '2025-03-10T09:05:00.000Z' },
    ],
    runner_controller_tokens: [
      {
        id: 1,
        runner_controller_id: 1,
        description: 'production token',
        created_at: '2025-03-01T09:10:00.000Z',
        last_used_at: '2025-03-21T08:00:00.000Z',
        revoked: false,
        token: 'glrct-sandbox-controller-1',
      },
    ],
  };
}
