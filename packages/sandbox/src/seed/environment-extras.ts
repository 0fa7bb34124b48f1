import type { PlainRow } from '../store/rows.js';

/** A role-based access rule as GitLab answers it in protected environments. */
function maintainers(id: number, extra: PlainRow = {}): PlainRow {
  return {
    id,
    access_level: 40,
    access_level_description: 'Maintainers',
    user_id: null,
    group_id: null,
    group_inheritance_type: 0,
    ...extra,
  };
}

/**
 * Deployment settings around group/project's environments, kept as GitLab's JSON in plain tables: a weekend deploy
 * freeze, production protected (maintainers deploy, one approval: deployment #6 waits for it) in the project and,
 * by tier, in the group (one maintainer's approval), the group's protected main branch, and a feature flag user list.
 */
export function seedEnvironmentExtras(): Record<string, PlainRow[]> {
  return {
    // https://docs.gitlab.com/api/freeze_periods/
    freeze_periods: [
      {
        id: 71,
        project_id: 42,
        freeze_start: '0 23 * * 5',
        freeze_end: '0 7 * * 1',
        cron_timezone: 'UTC',
        created_at: '2025-01-20T12:00:00.000Z',
        updated_at: '2025-01-20T12:00:00.000Z',
      },
    ],
    // https://docs.gitlab.com/api/protected_environments/ and /api/group_protected_environments/
    protected_environments: [
      {
        project_id: 42,
        name: 'production',
        deploy_access_levels: [maintainers(3001)],
        required_approval_count: 1,
        approval_rules: [maintainers(3002, { required_approvals: 1 })],
      },
      {
        group_id: 10,
        name: 'production',
        deploy_access_levels: [maintainers(3003)],
        required_approval_count: 1,
        approval_rules: [maintainers(3006, { required_approvals: 1 })],
      },
    ],
    // https://docs.gitlab.com/api/group_protected_branches/
    group_protected_branches: [
      {
        id: 1101,
        group_id: 10,
        name: 'main',
        push_access_levels: [maintainers(3004, { deploy_key_id: null })],
        merge_access_levels: [maintainers(3005, { deploy_key_id: null })],
        unprotect_access_levels: [],
        allow_force_push: false,
        code_owner_approval_required: false,
      },
    ],
    // https://docs.gitlab.com/api/feature_flag_user_lists/
    feature_flag_user_lists: [
      {
        id: 81,
        iid: 1,
        project_id: 42,
        name: 'beta-testers',
        user_xids: 'user1,user2,user3',
        created_at: '2025-03-01T09:00:00.000Z',
        updated_at: '2025-03-01T09:00:00.000Z',
      },
    ],
  };
}
