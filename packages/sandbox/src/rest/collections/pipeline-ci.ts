import { invalidParam } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import { findGroup, findProject } from '../../store/lookup.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection, CollectionContext } from '../collection.js';
import { projectOf } from '../collection.js';
import { bool, int, str } from '../params.js';
import { userBasic, webUrl, without } from '../shapes.js';
import { projectJson } from './projects.js';

/**
 * Pipeline schedules, trigger tokens, resource groups and the job token allowlists: collections around the
 * pipelines (https://docs.gitlab.com/api/pipeline_schedules/, /api/pipeline_triggers/, /api/resource_groups/,
 * /api/project_job_token_scopes/). Their rows are GitLab's JSON, stored in plain tables (seed/pipeline-extras.ts).
 */

const plainTable = (name: string) => (state: SandboxState) => (state.plain[name] ??= []);
const inProject = (row: PlainRow, scope: CollectionContext['scope']) =>
  scope.kind === 'project' && row.project_id === scope.project.id;

/** The last pipeline a schedule started, as the single-schedule answer embeds it. */
function lastPipeline(state: SandboxState, row: PlainRow): Record<string, unknown> | null {
  const ids = (row.pipeline_ids as number[] | undefined) ?? [];
  const pipeline = state.tables.pipelines.find((item) => item.id === ids.at(-1));
  return pipeline === undefined
    ? null
    : { id: pipeline.id, sha: pipeline.sha, ref: pipeline.ref, status: pipeline.status };
}

export function scheduleJson(state: SandboxState, row: PlainRow, detail: boolean): Record<string, unknown> {
  const base = {
    id: row.id,
    description: row.description,
    ref: row.ref,
    cron: row.cron,
    cron_timezone: row.cron_timezone,
    next_run_at: row.next_run_at ?? null,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    owner: userBasic(state, row.owner_id as number),
  };
  return detail
    ? { ...base, last_pipeline: lastPipeline(state, row), variables: (row.variables as unknown[]) ?? [] }
    : base;
}

/** Replaces the plain schedule collection: GitLab embeds the owner, and a single schedule its variables. */
export const pipelineSchedules: Collection<PlainRow> = {
  path: 'pipeline_schedules',
  scopes: ['project'],
  key: { param: 'pipeline_schedule_id', get: (row) => String(row.id) },
  notFound: 'Pipeline Schedule',
  table: plainTable('pipeline_schedules'),
  inScope: inProject,
  serialize: (row, ctx) => scheduleJson(ctx.state, row, true),
  list: {
    serialize: (row, ctx) => scheduleJson(ctx.state, row, false),
    filters: { scope: (row, value) => row.active === (value === 'active') },
    orderBy: { id: (row) => row.id as number },
    defaultOrder: { orderBy: 'id', sort: 'asc' },
  },
  create: {
    required: ['description', 'ref', 'cron'],
    build: (params, ctx) => {
      const now = ctx.state.now();
      return {
        id: nextId(ctx.state, 'pipeline_schedules', ctx.state.plain.pipeline_schedules ?? []),
        project_id: projectOf(ctx).id,
        description: str(params.description),
        ref: str(params.ref),
        cron: str(params.cron),
        cron_timezone: str(params.cron_timezone) ?? 'UTC',
        next_run_at: null,
        active: bool(params.active) ?? true,
        owner_id: ctx.auth.user.id,
        created_at: now,
        updated_at: now,
        variables: [],
        pipeline_ids: [],
      };
    },
  },
  update: (row, params, ctx) => {
    for (const name of ['description', 'ref', 'cron', 'cron_timezone'])
      if (params[name] !== undefined) row[name] = str(params[name]);
    if (params.active !== undefined) row.active = bool(params.active) ?? row.active;
    row.updated_at = ctx.state.now();
  },
  remove: true,
};

/** A trigger token is shown whole only to its owner; others see its first four characters (GitLab's rule). */
function triggerJson(row: PlainRow, ctx: CollectionContext): Record<string, unknown> {
  const token = String(row.token);
  return {
    ...without(row, 'project_id', 'owner_id'),
    token: row.owner_id === ctx.auth.user.id ? token : token.slice(0, 4),
    owner: userBasic(ctx.state, row.owner_id as number),
  };
}

export const pipelineTriggers: Collection<PlainRow> = {
  path: 'triggers',
  scopes: ['project'],
  key: { param: 'trigger_id', get: (row) => String(row.id) },
  notFound: 'Trigger',
  table: plainTable('pipeline_triggers'),
  inScope: inProject,
  serialize: triggerJson,
  list: { orderBy: { id: (row) => row.id as number }, defaultOrder: { orderBy: 'id', sort: 'asc' } },
  create: {
    required: ['description'],
    build: (params, ctx) => {
      const id = nextId(ctx.state, 'pipeline_triggers', ctx.state.plain.pipeline_triggers ?? []);
      const now = ctx.state.now();
      return {
        id,
        project_id: projectOf(ctx).id,
        description: str(params.description),
        token: `glptt-${String(id).padStart(8, '0')}${'a1b2c3d4e5'.repeat(3)}00`,
        owner_id: ctx.auth.user.id,
        last_used: null,
        created_at: now,
        updated_at: now,
        expires_at: null,
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.description !== undefined) row.description = str(params.description);
    row.updated_at = ctx.state.now();
  },
  remove: true,
};

const PROCESS_MODES = new Set(['unordered', 'oldest_first', 'newest_first', 'newest_ready_first']);

export const resourceGroups: Collection<PlainRow> = {
  path: 'resource_groups',
  scopes: ['project'],
  key: { param: 'key', get: (row) => String(row.key) },
  notFound: 'Resource Group',
  table: plainTable('resource_groups'),
  inScope: inProject,
  serialize: (row) => without(row, 'project_id'),
  list: { orderBy: { id: (row) => row.id as number }, defaultOrder: { orderBy: 'id', sort: 'asc' } },
  update: (row, params, ctx) => {
    if (params.process_mode !== undefined) {
      if (!PROCESS_MODES.has(String(params.process_mode))) throw invalidParam('process_mode');
      row.process_mode = params.process_mode;
    }
    row.updated_at = ctx.state.now();
  },
};

/** An allowlist entry: listed as the project (or group) it admits, created and deleted by its id. */
function allowlist(kind: 'project' | 'group'): Collection<PlainRow> {
  const target = kind === 'project' ? 'target_project_id' : 'target_group_id';
  return {
    path: kind === 'project' ? 'job_token_scope/allowlist' : 'job_token_scope/groups_allowlist',
    scopes: ['project'],
    key: { param: target, get: (row) => String(row[target]) },
    notFound: kind === 'project' ? 'Project' : 'Group',
    table: plainTable(kind === 'project' ? 'job_token_allowlist' : 'job_token_groups_allowlist'),
    inScope: inProject,
    serialize: (row) => ({ source_project_id: row.project_id, [target]: row[target] }),
    list: {
      serialize: (row, ctx) => {
        const id = row[target] as number;
        if (kind === 'group') {
          // GitLab lists an allowlisted group as id, web_url and name only.
          const group = findGroup(ctx.state, String(id));
          return { id, web_url: group && webUrl(ctx.state, `groups/${group.full_path}`), name: group?.name };
        }
        const project = findProject(ctx.state, String(id));
        return project === undefined
          ? { id, web_url: webUrl(ctx.state, '') }
          : projectJson(ctx.state, project);
      },
    },
    get: false,
    create: {
      required: [target],
      check: (params, ctx) => {
        const id = int(params[target]);
        const exists =
          kind === 'project'
            ? findProject(ctx.state, String(id)) !== undefined
            : findGroup(ctx.state, String(id)) !== undefined;
        return exists ? undefined : invalidParam(target);
      },
      build: (params, ctx) => ({ project_id: projectOf(ctx).id, [target]: int(params[target]) }),
    },
    remove: true,
  };
}

export const jobTokenAllowlist = allowlist('project');
export const jobTokenGroupsAllowlist = allowlist('group');
