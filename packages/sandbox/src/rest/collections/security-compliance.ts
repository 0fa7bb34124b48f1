import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { MEMBER_ROLE_PERMISSIONS } from '../../seed/security-compliance.js';
import type { Collection, Scope, ScopeKind } from '../collection.js';
import { bool, int, intList, str } from '../params.js';
import { userBasic, without } from '../shapes.js';
import type { Tier } from '../../types.js';
import { mergeRequestListJson } from './merge-requests.js';
import { pipelineBasicJson } from './pipelines.js';

/*
 * Security and compliance collections kept as GitLab's JSON in plain tables (seed/security-compliance.ts): audit
 * events (https://docs.gitlab.com/api/audit_events/), custom roles (https://docs.gitlab.com/api/member_roles/),
 * external status checks (https://docs.gitlab.com/api/status_checks/), merge trains
 * (https://docs.gitlab.com/api/merge_trains/), dependencies (https://docs.gitlab.com/api/dependencies/).
 */

function plainRows(state: SandboxState, table: string): PlainRow[] {
  return (state.plain[table] ??= []);
}

const since =
  (after: boolean) =>
  (row: PlainRow, value: unknown): boolean =>
    after === String(row.created_at) > String(value);

/** Audit events of one scope: a project's or a group's are those whose entity it is; the instance sees every one. */
function auditEvents(scope: ScopeKind, entityType: string | null, tier: Tier): Collection<PlainRow> {
  return {
    path: 'audit_events',
    scopes: [scope],
    key: { param: 'audit_event_id', get: (row) => Number(row.id) },
    notFound: 'Audit Event',
    table: (state) => plainRows(state, 'audit_events'),
    inScope: (row, current) =>
      entityType === null ||
      (row.entity_type === entityType &&
        row.entity_id ===
          (current.kind === 'project'
            ? current.project.id
            : current.kind === 'group'
              ? current.group.id
              : null)),
    serialize: (row) => row,
    list: {
      filters: { created_after: since(true), created_before: since(false) },
      defaultOrder: { orderBy: 'id', sort: 'desc' },
      orderBy: { id: (row) => Number(row.id) },
    },
    tier,
    ...(entityType === null ? { admin: true } : {}),
  };
}

export const projectAuditEvents = auditEvents('project', 'Project', 'premium');
export const groupAuditEvents = auditEvents('group', 'Group', 'premium');
export const instanceAuditEvents = auditEvents('root', null, 'premium');

function groupIdOf(scope: Scope): number | null {
  return scope.kind === 'group' ? scope.group.id : null;
}

/** Custom roles of a top-level group, or of the instance (`group_id: null`, administrators only). */
function memberRoles(scope: 'group' | 'root'): Collection<PlainRow> {
  return {
    path: 'member_roles',
    scopes: [scope],
    key: { param: 'member_role_id', get: (row) => Number(row.id) },
    notFound: 'Member Role',
    table: (state) => plainRows(state, 'member_roles'),
    inScope: (row, current) => row.group_id === groupIdOf(current),
    serialize: (row) => row,
    get: false,
    list: {},
    create: {
      required: ['name', 'base_access_level'],
      build: (params, ctx) => ({
        id: nextId(ctx.state, 'member_roles', plainRows(ctx.state, 'member_roles')),
        group_id: groupIdOf(ctx.scope),
        name: str(params.name),
        description: str(params.description) ?? null,
        base_access_level: int(params.base_access_level),
        ...Object.fromEntries(MEMBER_ROLE_PERMISSIONS.map((name) => [name, bool(params[name]) ?? false])),
      }),
    },
    remove: true,
    tier: 'ultimate',
    ...(scope === 'root' ? { admin: true } : {}),
  };
}

export const groupMemberRoles = memberRoles('group');
export const instanceMemberRoles = memberRoles('root');

/** A status check as GitLab answers it: `hmac` says whether a secret is set; the secret itself never leaves. */
export function statusCheckJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const branchIds = (row.protected_branch_ids as number[] | undefined) ?? [];
  return {
    ...without(row, 'shared_secret', 'protected_branch_ids'),
    hmac: typeof row.shared_secret === 'string' && row.shared_secret.length > 0,
    protected_branches: state.tables.protectedBranches
      .filter((branch) => branchIds.includes(branch.id))
      .map((branch) => ({ id: branch.id, project_id: branch.project_id, name: branch.name })),
  };
}

function applyCheckSettings(row: PlainRow, params: Record<string, unknown>): void {
  for (const name of ['name', 'external_url', 'shared_secret'] as const)
    if (params[name] !== undefined) row[name] = str(params[name]);
  if (params.protected_branch_ids !== undefined)
    row.protected_branch_ids = intList(params.protected_branch_ids) ?? [];
}

export const externalStatusChecks: Collection<PlainRow> = {
  path: 'external_status_checks',
  scopes: ['project'],
  key: { param: 'check_id', get: (row) => Number(row.id) },
  notFound: 'External Status Check',
  table: (state) => plainRows(state, 'external_status_checks'),
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row, ctx) => statusCheckJson(ctx.state, row),
  get: false,
  list: {},
  create: {
    required: ['name', 'external_url'],
    build: (params, ctx) => {
      const row: PlainRow = {
        id: nextId(ctx.state, 'external_status_checks', plainRows(ctx.state, 'external_status_checks')),
        project_id: ctx.scope.kind === 'project' ? ctx.scope.project.id : null,
        protected_branch_ids: [],
      };
      applyCheckSettings(row, params);
      return row;
    },
  },
  update: (row, params) => applyCheckSettings(row, params),
  remove: true,
  tier: 'ultimate',
};

/** A merge train car: the merge request, who added it, its train pipeline. */
export function mergeTrainJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const mr = state.tables.mergeRequests.find(
    (item) => item.project_id === row.project_id && item.iid === row.merge_request_iid,
  );
  const pipeline = state.tables.pipelines.find((item) => item.id === row.pipeline_id);
  const mrJson = mr === undefined ? null : mergeRequestListJson(state, mr);
  return {
    id: row.id,
    merge_request:
      mrJson === null
        ? null
        : Object.fromEntries(
            [
              'id',
              'iid',
              'project_id',
              'title',
              'description',
              'state',
              'created_at',
              'updated_at',
              'web_url',
            ].map((field) => [field, mrJson[field]]),
          ),
    user: userBasic(state, Number(row.user_id)),
    pipeline: pipeline === undefined ? null : pipelineBasicJson(state, pipeline),
    created_at: row.created_at,
    updated_at: row.updated_at,
    target_branch: row.target_branch,
    status: row.status,
    merged_at: row.merged_at,
    duration: row.duration,
  };
}

/** `scope=complete` lists merged cars, `active` (the default) the ones still queued. */
export function inTrainScope(row: PlainRow, scope: unknown): boolean {
  return (row.status === 'merged') === (scope === 'complete');
}

export const mergeTrains: Collection<PlainRow> = {
  path: 'merge_trains',
  scopes: ['project'],
  key: { param: 'merge_train_id', get: (row) => Number(row.id) },
  notFound: 'Merge Train',
  table: (state) => plainRows(state, 'merge_trains'),
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row, ctx) => mergeTrainJson(ctx.state, row),
  get: false,
  list: {
    filters: { scope: inTrainScope },
    orderBy: { id: (row) => Number(row.id) },
  },
  tier: 'premium',
};

export const dependencies: Collection<PlainRow> = {
  path: 'dependencies',
  scopes: ['project'],
  key: { param: 'dependency_id', get: (row) => String(row.name) },
  notFound: 'Dependency',
  table: (state) => plainRows(state, 'dependencies'),
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row) => without(row, 'project_id'),
  get: false,
  list: {
    filters: {
      package_manager: (row, value) => String(value).split(',').includes(String(row.package_manager)),
    },
    orderBy: { name: (row) => String(row.name), packager: (row) => String(row.package_manager) },
  },
  tier: 'ultimate',
};

export const securityComplianceCollections = [
  projectAuditEvents,
  groupAuditEvents,
  instanceAuditEvents,
  groupMemberRoles,
  instanceMemberRoles,
  externalStatusChecks,
  mergeTrains,
  dependencies,
];
