import { badRequest, conflict } from '../../http/errors.js';
import type { DeployKeyRow, FeatureFlagRow, ProtectedBranchRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { projectOf } from '../collection.js';
import type { Collection } from '../collection.js';
import { bool, int, str } from '../params.js';
import { without } from '../shapes.js';
import { applyStrategies } from './feature-flag-strategies.js';
import { inProject } from './delivery.js';

/** Feature flags, deploy keys and protected branches (https://docs.gitlab.com/api/feature_flags/, /api/deploy_keys/, /api/protected_branches/). */

function featureFlagJson(row: FeatureFlagRow): Record<string, unknown> {
  return {
    name: row.name,
    description: row.description,
    active: row.active,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    scopes: [],
    strategies: row.strategies.map((strategy) => ({ ...strategy, user_list: null })),
  };
}

export const featureFlags: Collection<FeatureFlagRow> = {
  path: 'feature_flags',
  scopes: ['project'],
  key: { param: 'feature_flag_name', get: (row) => row.name },
  notFound: 'Feature Flag',
  table: (state) => state.tables.featureFlags,
  inScope: inProject,
  serialize: (row) => featureFlagJson(row),
  list: {
    filters: {
      scope: (row, value) => (value === 'enabled' ? row.active : value === 'disabled' ? !row.active : true),
    },
  },
  create: {
    required: ['name'],
    check: (params, ctx) =>
      ctx.state.tables.featureFlags.some(
        (row) => row.project_id === projectOf(ctx).id && row.name === str(params.name),
      )
        ? badRequest({ name: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => {
      const now = ctx.state.now();
      return {
        project_id: projectOf(ctx).id,
        name: str(params.name) ?? '',
        description: str(params.description) ?? null,
        active: bool(params.active) ?? true,
        version: 'new_version_flag',
        created_at: now,
        updated_at: now,
        strategies: applyStrategies(ctx.state, [], params.strategies),
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.name !== undefined) row.name = str(params.name) ?? row.name;
    if (params.description !== undefined) row.description = str(params.description) ?? null;
    if (params.active !== undefined) row.active = bool(params.active) ?? row.active;
    row.strategies = applyStrategies(ctx.state, row.strategies, params.strategies);
    row.updated_at = ctx.state.now();
  },
  remove: true,
};

function deployKeyJson(row: DeployKeyRow): Record<string, unknown> {
  return {
    id: row.id,
    title: row.title,
    created_at: row.created_at,
    expires_at: row.expires_at,
    key: row.key,
    fingerprint: row.fingerprint,
    fingerprint_sha256: row.fingerprint_sha256,
    usage_type: 'auth',
    can_push: row.can_push,
  };
}

export const deployKeys: Collection<DeployKeyRow> = {
  path: 'deploy_keys',
  scopes: ['project'],
  key: { param: 'key_id', get: (row) => row.id },
  notFound: 'Deploy Key',
  table: (state) => state.tables.deployKeys,
  inScope: inProject,
  serialize: (row) => deployKeyJson(row),
  create: {
    required: ['key', 'title'],
    check: (params, ctx) =>
      ctx.state.tables.deployKeys.some(
        (row) => row.project_id === projectOf(ctx).id && row.key === str(params.key),
      )
        ? badRequest({ key: ['has already been taken'], fingerprint_sha256: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => {
      const id = nextId(ctx.state, 'deploy_key', ctx.state.tables.deployKeys);
      return {
        id,
        project_id: projectOf(ctx).id,
        title: str(params.title) ?? '',
        key: str(params.key) ?? '',
        fingerprint: 'ab:cd:ef:01:23:45:67:89:ab:cd:ef:01:23:45:67:89',
        fingerprint_sha256: `SHA256:sandbox${id}`,
        can_push: bool(params.can_push) ?? false,
        created_at: ctx.state.now(),
        expires_at: str(params.expires_at) ?? null,
      };
    },
  },
  update: (row, params) => {
    if (params.title !== undefined) row.title = str(params.title) ?? row.title;
    if (params.can_push !== undefined) row.can_push = bool(params.can_push) ?? row.can_push;
  },
  remove: true,
};

/** GET /deploy_keys (admins): every key with the projects it is enabled in, by write access. */
export const instanceDeployKeys: Collection<DeployKeyRow> = {
  path: 'deploy_keys',
  scopes: ['root'],
  key: { param: 'key_id', get: (row) => row.id },
  notFound: 'Deploy Key',
  table: (state) => state.tables.deployKeys,
  inScope: () => true,
  admin: true,
  get: false,
  serialize: (row, ctx) => {
    const project = ctx.state.tables.projects.find((candidate) => candidate.id === row.project_id);
    const identity =
      project === undefined
        ? []
        : [
            {
              id: project.id,
              description: project.description,
              name: project.name,
              name_with_namespace: project.name_with_namespace,
              path: project.path,
              path_with_namespace: project.path_with_namespace,
              created_at: project.created_at,
            },
          ];
    const key = without(deployKeyJson(row), 'can_push');
    return {
      ...key,
      last_used_at: null,
      projects_with_write_access: row.can_push ? identity : [],
      projects_with_readonly_access: row.can_push ? [] : identity,
    };
  },
};

function accessLevelsJson(levels: ProtectedBranchRow['push_access_levels']) {
  return levels.map((level) => ({
    id: level.id,
    access_level: level.access_level,
    access_level_description: level.access_level_description,
    user_id: level.user_id,
    group_id: level.group_id,
    deploy_key_id: null,
  }));
}

const LEVEL_NAMES: Record<number, string> = {
  0: 'No one',
  30: 'Developers + Maintainers',
  40: 'Maintainers',
  60: 'Admins',
};

export function accessLevel(
  state: SandboxState,
  value: unknown,
  fallback: number,
): ProtectedBranchRow['push_access_levels'][number] {
  const level = int(value) ?? fallback;
  return {
    id: nextId(
      state,
      'access_level',
      state.tables.protectedBranches.flatMap((rule) => [
        ...rule.push_access_levels,
        ...rule.merge_access_levels,
        ...rule.unprotect_access_levels,
      ]),
    ),
    access_level: level as 0,
    access_level_description: LEVEL_NAMES[level] ?? 'Maintainers',
    user_id: null,
    group_id: null,
  };
}

/** A protected branch as GitLab's API answers it (https://docs.gitlab.com/api/protected_branches/). */
export function protectedBranchJson(row: ProtectedBranchRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    push_access_levels: accessLevelsJson(row.push_access_levels),
    merge_access_levels: accessLevelsJson(row.merge_access_levels),
    unprotect_access_levels: accessLevelsJson(row.unprotect_access_levels),
    allow_force_push: row.allow_force_push,
    code_owner_approval_required: row.code_owner_approval_required,
    inherited: false,
  };
}

export const protectedBranches: Collection<ProtectedBranchRow> = {
  path: 'protected_branches',
  scopes: ['project'],
  key: { param: 'name', get: (row) => row.name },
  notFound: 'Protected Branch',
  table: (state) => state.tables.protectedBranches,
  inScope: inProject,
  serialize: (row) => protectedBranchJson(row),
  list: { filters: { search: (row, value) => row.name.includes(String(value)) } },
  create: {
    required: ['name'],
    check: (params, ctx) =>
      ctx.state.tables.protectedBranches.some(
        (row) => row.project_id === projectOf(ctx).id && row.name === str(params.name),
      )
        ? conflict(`Protected branch '${str(params.name)}' already exists`)
        : undefined,
    build: (params, ctx) => ({
      id: nextId(ctx.state, 'protected_branch', ctx.state.tables.protectedBranches),
      project_id: projectOf(ctx).id,
      name: str(params.name) ?? '',
      push_access_levels: [accessLevel(ctx.state, params.push_access_level, 40)],
      merge_access_levels: [accessLevel(ctx.state, params.merge_access_level, 40)],
      unprotect_access_levels: [],
      allow_force_push: bool(params.allow_force_push) ?? false,
      code_owner_approval_required: bool(params.code_owner_approval_required) ?? false,
    }),
  },
  // Protected branches are updated with PATCH (https://docs.gitlab.com/api/protected_branches/).
  updateMethod: 'PATCH',
  update: (row, params) => {
    if (params.allow_force_push !== undefined)
      row.allow_force_push = bool(params.allow_force_push) ?? row.allow_force_push;
    if (params.code_owner_approval_required !== undefined)
      row.code_owner_approval_required = bool(params.code_owner_approval_required) ?? false;
  },
  remove: true,
};
