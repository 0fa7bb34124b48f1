import { conflict, invalidParam } from '../../http/errors.js';
import { findGroup, findUser } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, int, str } from '../params.js';
import { without } from '../shapes.js';
import { plainCollection } from './content.js';
import { accessLevel } from './project-settings.js';

/*
 * Deploy freezes (https://docs.gitlab.com/api/freeze_periods/), protected environments of projects and groups
 * (https://docs.gitlab.com/api/protected_environments/, /api/group_protected_environments/) and a group's protected
 * branches (https://docs.gitlab.com/api/group_protected_branches/), kept as GitLab's JSON in plain tables.
 */

const plainFreezePeriods = plainCollection({
  table: 'freeze_periods',
  path: 'freeze_periods',
  scope: 'project',
  key: 'id',
  notFound: 'Freeze Period',
  required: ['freeze_start', 'freeze_end'],
  // doc/api/freeze_periods.md: "Create a freeze period", "Update a freeze period".
  fields: ['freeze_start', 'freeze_end', 'cron_timezone'],
  defaults: { cron_timezone: 'UTC' },
});
const createFreezePeriod = plainFreezePeriods.create!;

export const freezePeriods: Collection<PlainRow> = {
  ...plainFreezePeriods,
  create: {
    ...createFreezePeriod,
    build: (params, ctx) => ({ ...createFreezePeriod.build(params, ctx), updated_at: ctx.state.now() }),
  },
  update: (row, params, ctx) => {
    for (const field of ['freeze_start', 'freeze_end', 'cron_timezone'])
      if (params[field] !== undefined) row[field] = str(params[field]);
    row.updated_at = ctx.state.now();
  },
};

/** The owner field of a row of a project or a group. */
function ownerOf(ctx: CollectionContext): PlainRow {
  if (ctx.scope.kind === 'project') return { project_id: ctx.scope.project.id };
  if (ctx.scope.kind === 'group') return { group_id: ctx.scope.group.id };
  return {};
}

/** One access rule as GitLab answers it: a role, a user or a group, with the name GitLab shows for it. */
function accessRule(state: SandboxState, input: PlainRow, fields: readonly string[]): PlainRow {
  const role = accessLevel(state, input.access_level, 40);
  const user = input.user_id === undefined ? undefined : findUser(state, String(input.user_id));
  const group = input.group_id === undefined ? undefined : findGroup(state, String(input.group_id));
  const named = user !== undefined || group !== undefined;
  const rule: PlainRow = {
    id: role.id,
    access_level: named ? null : role.access_level,
    access_level_description: user?.name ?? group?.name ?? role.access_level_description,
    user_id: user?.id ?? null,
    group_id: group?.id ?? null,
    group_inheritance_type: int(input.group_inheritance_type) ?? 0,
  };
  if (fields.includes('required_approvals')) rule.required_approvals = int(input.required_approvals) ?? 1;
  return rule;
}

/**
 * Applies a list of rules from a write: a new entry is added, one with an `id` changes that rule, one with `id`
 * and `_destroy` removes it (GitLab's nested-attribute form for updating protected environments).
 */
function applyRules(
  state: SandboxState,
  current: PlainRow[],
  input: unknown,
  fields: readonly string[],
): PlainRow[] {
  if (!Array.isArray(input)) return current;
  let rules = [...current];
  for (const entry of input as PlainRow[]) {
    const id = int(entry.id);
    const existing = id === undefined ? undefined : rules.find((rule) => rule.id === id);
    if (existing !== undefined && bool(entry._destroy) === true)
      rules = rules.filter((rule) => rule !== existing);
    else if (existing !== undefined) Object.assign(existing, accessRule(state, entry, fields), { id });
    else rules.push(accessRule(state, entry, fields));
  }
  return rules;
}

const APPROVAL_FIELDS = ['required_approvals'];
const DEPLOYMENT_TIERS = new Set(['production', 'staging', 'testing', 'development', 'other']);

function protectedEnvironmentCollection(scope: 'project' | 'group'): Collection<PlainRow> {
  const table = (state: SandboxState) => (state.plain.protected_environments ??= []);
  return {
    path: 'protected_environments',
    scopes: [scope],
    key: { param: 'environment', get: (row) => String(row.name) },
    notFound: 'Protected Environment',
    table,
    inScope: byProjectOrGroup,
    serialize: (row) => without(row, 'project_id', 'group_id'),
    create: {
      required: ['name', 'deploy_access_levels'],
      check: (params, ctx) => {
        // A group protects deployment tiers, not environments by name.
        if (scope === 'group' && !DEPLOYMENT_TIERS.has(str(params.name) ?? '')) return invalidParam('name');
        return table(ctx.state).some((row) => byProjectOrGroup(row, ctx.scope) && row.name === params.name)
          ? conflict('Protected environment already exists')
          : undefined;
      },
      build: (params, ctx) => ({
        ...ownerOf(ctx),
        name: str(params.name),
        deploy_access_levels: applyRules(ctx.state, [], params.deploy_access_levels, []),
        required_approval_count: int(params.required_approval_count) ?? 0,
        approval_rules: applyRules(ctx.state, [], params.approval_rules, APPROVAL_FIELDS),
      }),
    },
    // The environment (or tier) is named by the path: GitLab renames nothing here.
    update: (row, params, ctx) => {
      if (params.required_approval_count !== undefined)
        row.required_approval_count = int(params.required_approval_count) ?? row.required_approval_count;
      row.deploy_access_levels = applyRules(
        ctx.state,
        row.deploy_access_levels as PlainRow[],
        params.deploy_access_levels,
        [],
      );
      row.approval_rules = applyRules(
        ctx.state,
        row.approval_rules as PlainRow[],
        params.approval_rules,
        APPROVAL_FIELDS,
      );
    },
    remove: true,
    tier: 'premium',
  };
}

export const protectedEnvironments: readonly Collection<PlainRow>[] = (['project', 'group'] as const).map(
  protectedEnvironmentCollection,
);

/** A group's protected branch rules; the project's own are `protectedBranches` in project-settings.ts. */
export const groupProtectedBranches: Collection<PlainRow> = {
  path: 'protected_branches',
  scopes: ['group'],
  key: { param: 'name', get: (row) => String(row.name) },
  notFound: 'Protected Branch',
  table: (state) => (state.plain.group_protected_branches ??= []),
  inScope: byProjectOrGroup,
  serialize: (row) => without(row, 'group_id'),
  list: { filters: { search: (row, value) => String(row.name).includes(String(value)) } },
  create: {
    required: ['name'],
    check: (params, ctx) =>
      (ctx.state.plain.group_protected_branches ?? []).some(
        (row) => byProjectOrGroup(row, ctx.scope) && row.name === str(params.name),
      )
        ? conflict(`Protected branch '${str(params.name)}' already exists`)
        : undefined,
    build: (params, ctx) => {
      const level = (value: unknown) => ({ ...accessLevel(ctx.state, value, 40), deploy_key_id: null });
      return {
        ...ownerOf(ctx),
        id: nextId(ctx.state, 'group_protected_branch', ctx.state.plain.group_protected_branches ?? []),
        name: str(params.name),
        push_access_levels: [level(params.push_access_level)],
        merge_access_levels: [level(params.merge_access_level)],
        unprotect_access_levels:
          params.unprotect_access_level === undefined ? [] : [level(params.unprotect_access_level)],
        allow_force_push: bool(params.allow_force_push) ?? false,
        code_owner_approval_required: bool(params.code_owner_approval_required) ?? false,
      };
    },
  },
  // Protected branches are updated with PATCH, in groups as in projects.
  updateMethod: 'PATCH',
  update: (row, params) => {
    if (params.name !== undefined) row.name = str(params.name);
    for (const field of ['allow_force_push', 'code_owner_approval_required'])
      if (params[field] !== undefined) row[field] = bool(params[field]) ?? row[field];
  },
  remove: true,
  tier: 'premium',
};
