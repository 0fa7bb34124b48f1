import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { isGroupMember, projectAccess, ROLE } from '../../store/membership.js';
import { findGroup, findProject, groupAncestry, projectAncestry } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { jobJson } from '../collections/pipelines.js';
import { bool, int, list, str } from '../params.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';
import { idsOf, runnerBasicJson, runnerDetailJson, runners } from './runner-json.js';

/*
 * Runners (https://docs.gitlab.com/api/runners/): lists at every level, one runner, its jobs and managers,
 * attaching project runners to projects, and the token endpoints. A token is answered once, by the request that
 * made it; registering, verifying and deleting by token take the token as a parameter, and an unknown one is 403.
 */

function secret(prefix: string): string {
  return `${prefix}${randomBytes(15).toString('base64url')}`;
}

function findRunner(ctx: RouteContext): PlainRow {
  const id = int(ctx.params.runner_id);
  const row = runners(ctx.state).find((runner) => runner.id === id);
  if (row === undefined) throw notFound('Runner');
  return row;
}

/** The list filters every runner list shares; `scope` is the deprecated one GitLab still honours. */
function filtered(rows: PlainRow[], ctx: RouteContext): PlainRow[] {
  const { query } = ctx.req;
  const paused = bool(query.paused);
  const tags = list(query.tag_list);
  const scope = query.scope;
  return rows
    .filter((row) => query.type === undefined || row.runner_type === query.type)
    .filter((row) => query.status === undefined || row.status === query.status)
    .filter((row) => paused === undefined || row.paused === paused)
    .filter((row) => tags === undefined || tags.every((tag) => (row.tag_list as string[]).includes(tag)))
    .filter(
      (row) =>
        scope === undefined ||
        (scope === 'active' && row.paused !== true) ||
        (scope === 'paused' && row.paused === true) ||
        ((scope === 'online' || scope === 'offline') && row.status === scope) ||
        (scope === 'specific' && row.is_shared !== true) ||
        (scope === 'shared' && row.is_shared === true),
    )
    .sort((a, b) => (b.id as number) - (a.id as number));
}

function answerList(rows: PlainRow[], ctx: RouteContext) {
  const page = offsetPage(filtered(rows, ctx), ctx.req);
  return json(200, page.items.map(runnerBasicJson), page.headers);
}

/** GET /runners: the project and group runners of what the user maintains (all of them for an administrator). */
function ownedRunners(ctx: RouteContext): PlainRow[] {
  const user = ctx.auth.user;
  return runners(ctx.state).filter((row) => {
    if (row.runner_type === 'instance_type') return false;
    if (user.is_admin) return true;
    const inProject = idsOf(row, 'project_ids').some((id) => {
      const project = findProject(ctx.state, id);
      return project !== undefined && projectAccess(ctx.state, user, project) >= ROLE.maintainer;
    });
    const inGroup = idsOf(row, 'group_ids').some((id) => {
      const group = findGroup(ctx.state, id);
      return group !== undefined && isGroupMember(ctx.state, user, group);
    });
    return inProject || inGroup;
  });
}

/** The runners a project can use: its own, its groups' and the instance's. */
function projectRunners(ctx: OwnerContext): PlainRow[] {
  const project = findProject(ctx.state, ctx.row.id)!;
  const groups = new Set(projectAncestry(ctx.state, project).map((group) => group.id));
  return runners(ctx.state).filter(
    (row) =>
      row.runner_type === 'instance_type' ||
      idsOf(row, 'project_ids').includes(project.id) ||
      idsOf(row, 'group_ids').some((id) => groups.has(id)),
  );
}

/** The runners a group can use: its own and its ancestors' group runners, and the instance's. */
function groupRunners(ctx: OwnerContext): PlainRow[] {
  const groups = new Set(groupAncestry(ctx.state, ctx.row.id).map((group) => group.id));
  return runners(ctx.state).filter(
    (row) => row.runner_type === 'instance_type' || idsOf(row, 'group_ids').some((id) => groups.has(id)),
  );
}

const SETTINGS = [
  'description',
  'tag_list',
  'run_untagged',
  'locked',
  'access_level',
  'maximum_timeout',
  'maintenance_note',
] as const;

function applySettings(row: PlainRow, params: Record<string, unknown>): void {
  for (const field of SETTINGS) {
    const value = params[field];
    if (value === undefined) continue;
    row[field] =
      field === 'tag_list'
        ? list(value)
        : field === 'maximum_timeout'
          ? int(value)
          : field === 'run_untagged' || field === 'locked'
            ? bool(value)
            : str(value);
  }
  // `active` is the deprecated inverse of `paused` (https://docs.gitlab.com/api/runners/#update-runners-details).
  const paused = bool(params.paused) ?? (params.active === undefined ? undefined : !bool(params.active));
  if (paused !== undefined) {
    row.paused = paused;
    row.active = !paused;
  }
}

/** The runner an authentication token belongs to; GitLab answers 403 for an unknown one. */
function byToken(ctx: RouteContext): PlainRow {
  const token = str(ctx.req.params.token);
  if (token === undefined) throw missingParams(['token']);
  const row = runners(ctx.state).find((runner) => runner.token === token);
  if (row === undefined) throw forbidden();
  return row;
}

function registrationTokens(ctx: RouteContext): PlainRow[] {
  return (ctx.state.plain.runner_registration_tokens ??= []);
}

/** A new registration token for the owner; the previous one stops working. */
function resetRegistration(ctx: RouteContext, owner: string) {
  const rows = registrationTokens(ctx);
  const fresh = { owner, token: secret('GR1348941') };
  const old = rows.findIndex((row) => row.owner === owner);
  if (old >= 0) rows.splice(old, 1);
  rows.push(fresh);
  return json(201, { token: fresh.token, token_expires_at: null });
}

/** POST /runners: the registration token decides the runner's type and owner. */
function register(ctx: RouteContext) {
  const params = ctx.req.params;
  const given = str(params.token);
  if (given === undefined) throw missingParams(['token']);
  const registration = registrationTokens(ctx).find((row) => row.token === given);
  if (registration === undefined) throw forbidden();
  const [level, ownerId] = String(registration.owner).split(':');
  const rows = runners(ctx.state);
  const id = nextId(ctx.state, 'runner', rows);
  const info = (params.info ?? {}) as Record<string, unknown>;
  const row: PlainRow = {
    id,
    description: str(params.description) ?? '',
    ip_address: null,
    active: true,
    paused: false,
    is_shared: level === 'instance',
    runner_type: `${level}_type`,
    name: str(info.name) ?? null,
    online: false,
    status: 'never_contacted',
    tag_list: [],
    run_untagged: true,
    locked: false,
    access_level: 'not_protected',
    maximum_timeout: null,
    maintenance_note: null,
    version: str(info.version) ?? null,
    revision: str(info.revision) ?? null,
    platform: str(info.platform) ?? null,
    architecture: str(info.architecture) ?? null,
    contacted_at: null,
    created_at: ctx.state.now(),
    project_ids: level === 'project' ? [Number(ownerId)] : [],
    group_ids: level === 'group' ? [Number(ownerId)] : [],
    token: secret('glrt-'),
  };
  applySettings(row, params);
  rows.push(row);
  return json(201, { id, token: row.token, token_expires_at: null });
}

function remove(ctx: RouteContext, row: PlainRow) {
  const rows = runners(ctx.state);
  rows.splice(rows.indexOf(row), 1);
  return noContent();
}

export const runnerRoutes: Route[] = [
  { method: 'GET', pattern: '/runners', handler: (ctx) => answerList(ownedRunners(ctx), ctx) },
  {
    method: 'GET',
    pattern: '/runners/all',
    admin: true,
    handler: (ctx) => answerList(runners(ctx.state), ctx),
  },
  { method: 'POST', pattern: '/runners', handler: register },
  { method: 'DELETE', pattern: '/runners', handler: (ctx) => remove(ctx, byToken(ctx)) },
  {
    method: 'POST',
    pattern: '/runners/verify',
    handler: (ctx) => {
      const row = byToken(ctx);
      return json(200, { id: row.id, token: row.token, token_expires_at: null });
    },
  },
  {
    method: 'POST',
    pattern: '/runners/reset_registration_token',
    admin: true,
    handler: (ctx) => resetRegistration(ctx, 'instance'),
  },
  {
    method: 'GET',
    pattern: '/runners/:runner_id',
    handler: (ctx) => json(200, runnerDetailJson(ctx.state, findRunner(ctx))),
  },
  {
    method: 'PUT',
    pattern: '/runners/:runner_id',
    handler: (ctx) => {
      const row = findRunner(ctx);
      applySettings(row, ctx.req.params);
      return json(200, runnerDetailJson(ctx.state, row));
    },
  },
  { method: 'DELETE', pattern: '/runners/:runner_id', handler: (ctx) => remove(ctx, findRunner(ctx)) },
  {
    method: 'GET',
    pattern: '/runners/:runner_id/jobs',
    handler: (ctx) => {
      const row = findRunner(ctx);
      const status = ctx.req.query.status;
      const sort = ctx.req.query.sort === 'asc' ? 1 : -1;
      const jobs = ctx.state.tables.jobs
        .filter((job) => job.runner_id === row.id && (status === undefined || job.status === status))
        .sort((a, b) => (a.id - b.id) * sort);
      const page = offsetPage(jobs, ctx.req);
      const answer = page.items.map((job) => {
        const project = findProject(ctx.state, job.project_id);
        return {
          ...jobJson(ctx.state, job),
          project: project && {
            id: project.id,
            name: project.name,
            name_with_namespace: project.name_with_namespace,
            path: project.path,
            path_with_namespace: project.path_with_namespace,
          },
        };
      });
      return json(200, answer, page.headers);
    },
  },
  {
    method: 'GET',
    pattern: '/runners/:runner_id/managers',
    handler: (ctx) => {
      const row = findRunner(ctx);
      const managers = (ctx.state.plain.runner_managers ?? []).filter(
        (manager) => manager.runner_id === row.id,
      );
      return json(
        200,
        managers.map(({ runner_id: _runner, ...manager }) => manager),
      );
    },
  },
  {
    method: 'POST',
    pattern: '/runners/:runner_id/reset_authentication_token',
    handler: (ctx) => {
      const row = findRunner(ctx);
      row.token = secret('glrt-');
      return json(201, { token: row.token, token_expires_at: null });
    },
  },
  ownerAction('project', 'GET', '/runners', (ctx) => answerList(projectRunners(ctx), ctx)),
  ownerAction('group', 'GET', '/runners', (ctx) => answerList(groupRunners(ctx), ctx)),
  ownerAction('project', 'POST', '/runners/reset_registration_token', (ctx) =>
    resetRegistration(ctx, `project:${ctx.row.id}`),
  ),
  ownerAction('group', 'POST', '/runners/reset_registration_token', (ctx) =>
    resetRegistration(ctx, `group:${ctx.row.id}`),
  ),
  ownerAction('project', 'POST', '/runners', (ctx) => {
    const runnerId = int(ctx.req.params.runner_id);
    if (runnerId === undefined) throw missingParams(['runner_id']);
    const row = runners(ctx.state).find((runner) => runner.id === runnerId);
    if (row === undefined) throw notFound('Runner');
    if (row.runner_type !== 'project_type') throw forbidden('403 Forbidden - Runner is not a project runner');
    const projects = idsOf(row, 'project_ids');
    if (projects.includes(ctx.row.id)) throw badRequest('Runner was already enabled for this project');
    row.project_ids = [...projects, ctx.row.id];
    return json(201, runnerBasicJson(row));
  }),
  ownerAction('project', 'DELETE', '/runners/:runner_id', (ctx) => {
    const row = findRunner(ctx);
    const projects = idsOf(row, 'project_ids');
    if (!projects.includes(ctx.row.id)) throw notFound('Runner');
    // GitLab keeps a runner's owner project: removing the last one would orphan it.
    if (projects.length === 1)
      throw forbidden(
        '403 Forbidden - Only one project associated with the runner. Please remove the runner instead',
      );
    row.project_ids = projects.filter((id) => id !== ctx.row.id);
    return noContent();
  }),
];
