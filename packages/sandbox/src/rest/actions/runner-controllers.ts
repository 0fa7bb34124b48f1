import { randomBytes } from 'node:crypto';
import { badRequest, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { int, str } from '../params.js';
import { runners } from './runner-json.js';

/*
 * Runner controllers (https://docs.gitlab.com/api/runner_controllers/, an experiment since GitLab 18.9):
 * administrators only, Ultimate. A controller applies either to the whole instance or to some instance runners,
 * never both; its tokens' secrets are answered only by the create and the rotate that made them.
 */

const ADMIN = { admin: true, tier: 'ultimate' } as const;

function table(ctx: RouteContext, name: string): PlainRow[] {
  return (ctx.state.plain[name] ??= []);
}

function findController(ctx: RouteContext): PlainRow {
  const id = int(ctx.params.controller_id);
  const row = table(ctx, 'runner_controllers').find((controller) => controller.id === id);
  if (row === undefined) throw notFound('Runner Controller');
  return row;
}

function scopesOf(ctx: RouteContext, controller: PlainRow): PlainRow[] {
  return table(ctx, 'runner_controller_scopes').filter((row) => row.runner_controller_id === controller.id);
}

function tokensOf(ctx: RouteContext, controller: PlainRow): PlainRow[] {
  return table(ctx, 'runner_controller_tokens').filter(
    (row) => row.runner_controller_id === controller.id && row.revoked !== true,
  );
}

function findToken(ctx: RouteContext): PlainRow {
  const id = int(ctx.params.token_id);
  const row = tokensOf(ctx, findController(ctx)).find((token) => token.id === id);
  if (row === undefined) throw notFound('Runner Controller Token');
  return row;
}

function tokenJson(row: PlainRow): PlainRow {
  const { token: _secret, revoked: _revoked, ...shown } = row;
  return shown;
}

/** Stores a new token for the controller and answers it with its secret, the one time GitLab does. */
function issueToken(ctx: RouteContext, controller: PlainRow, description: unknown) {
  const rows = table(ctx, 'runner_controller_tokens');
  const row: PlainRow = {
    id: nextId(ctx.state, 'runner_controller_tokens', rows),
    runner_controller_id: controller.id,
    description: str(description) ?? null,
    created_at: ctx.state.now(),
    last_used_at: null,
    revoked: false,
    token: `glrct-${randomBytes(15).toString('base64url')}`,
  };
  rows.push(row);
  return json(201, { ...tokenJson(row), token: row.token });
}

function scopingJson(row: PlainRow): PlainRow {
  const { runner_controller_id: _controller, kind: _kind, ...shown } = row;
  return { ...shown, updated_at: row.created_at };
}

/** Adds a scoping; GitLab refuses mixing instance and runner scopings, or a second identical one. */
function addScope(ctx: RouteContext, scoping: PlainRow) {
  const controller = findController(ctx);
  const existing = scopesOf(ctx, controller);
  if (existing.some((row) => row.kind !== scoping.kind || row.runner_id === scoping.runner_id))
    throw badRequest('Scoping conflicts with the existing scopings of this runner controller');
  const row = { runner_controller_id: controller.id, ...scoping, created_at: ctx.state.now() };
  table(ctx, 'runner_controller_scopes').push(row);
  return json(201, scopingJson(row));
}

function removeScope(ctx: RouteContext, match: (row: PlainRow) => boolean) {
  const rows = table(ctx, 'runner_controller_scopes');
  const found = scopesOf(ctx, findController(ctx)).find(match);
  if (found === undefined) throw notFound('Runner Controller Scoping');
  rows.splice(rows.indexOf(found), 1);
  return noContent();
}

const BASE = '/runner_controllers/:controller_id';

export const runnerControllerRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/runner_controllers',
    ...ADMIN,
    handler: (ctx) => {
      const page = offsetPage(table(ctx, 'runner_controllers'), ctx.req);
      return json(200, page.items, page.headers);
    },
  },
  {
    method: 'POST',
    pattern: '/runner_controllers',
    ...ADMIN,
    handler: (ctx) => {
      const rows = table(ctx, 'runner_controllers');
      const state = str(ctx.req.params.state) ?? 'disabled';
      if (!['disabled', 'enabled', 'dry_run'].includes(state))
        throw badRequest('state does not have a valid value');
      const row: PlainRow = {
        id: nextId(ctx.state, 'runner_controllers', rows),
        description: str(ctx.req.params.description) ?? null,
        state,
        created_at: ctx.state.now(),
        updated_at: ctx.state.now(),
      };
      rows.push(row);
      return json(201, row);
    },
  },
  { method: 'GET', pattern: BASE, ...ADMIN, handler: (ctx) => json(200, findController(ctx)) },
  {
    method: 'PUT',
    pattern: BASE,
    ...ADMIN,
    handler: (ctx) => {
      const row = findController(ctx);
      const { description, state } = ctx.req.params;
      if (state !== undefined && !['disabled', 'enabled', 'dry_run'].includes(String(state)))
        throw badRequest('state does not have a valid value');
      if (description !== undefined) row.description = str(description);
      if (state !== undefined) row.state = str(state);
      row.updated_at = ctx.state.now();
      return json(200, row);
    },
  },
  {
    method: 'DELETE',
    pattern: BASE,
    ...ADMIN,
    handler: (ctx) => {
      const row = findController(ctx);
      const rows = table(ctx, 'runner_controllers');
      rows.splice(rows.indexOf(row), 1);
      return noContent();
    },
  },
  {
    method: 'GET',
    pattern: `${BASE}/scopes`,
    ...ADMIN,
    handler: (ctx) => {
      const scopes = scopesOf(ctx, findController(ctx));
      return json(200, {
        instance_level_scopings: scopes.filter((row) => row.kind === 'instance').map(scopingJson),
        runner_level_scopings: scopes.filter((row) => row.kind === 'runner').map(scopingJson),
      });
    },
  },
  {
    method: 'POST',
    pattern: `${BASE}/scopes/instance`,
    ...ADMIN,
    handler: (ctx) => addScope(ctx, { kind: 'instance' }),
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/scopes/instance`,
    ...ADMIN,
    handler: (ctx) => removeScope(ctx, (row) => row.kind === 'instance'),
  },
  {
    method: 'POST',
    pattern: `${BASE}/scopes/runners/:runner_id`,
    ...ADMIN,
    handler: (ctx) => {
      const runnerId = int(ctx.params.runner_id);
      const runner = runners(ctx.state).find((row) => row.id === runnerId);
      if (runner === undefined) throw notFound('Runner');
      // Only instance runners can be scoped (https://docs.gitlab.com/api/runner_controllers/).
      if (runner.runner_type !== 'instance_type') throw badRequest('Runner must be an instance runner');
      return addScope(ctx, { kind: 'runner', runner_id: runnerId });
    },
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/scopes/runners/:runner_id`,
    ...ADMIN,
    handler: (ctx) =>
      removeScope(ctx, (row) => row.kind === 'runner' && row.runner_id === int(ctx.params.runner_id)),
  },
  {
    method: 'GET',
    pattern: `${BASE}/tokens`,
    ...ADMIN,
    handler: (ctx) => {
      const page = offsetPage(tokensOf(ctx, findController(ctx)), ctx.req);
      return json(200, page.items.map(tokenJson), page.headers);
    },
  },
  {
    method: 'POST',
    pattern: `${BASE}/tokens`,
    ...ADMIN,
    handler: (ctx) => issueToken(ctx, findController(ctx), ctx.req.params.description),
  },
  {
    method: 'GET',
    pattern: `${BASE}/tokens/:token_id`,
    ...ADMIN,
    handler: (ctx) => json(200, tokenJson(findToken(ctx))),
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/tokens/:token_id`,
    ...ADMIN,
    handler: (ctx) => {
      findToken(ctx).revoked = true;
      return noContent();
    },
  },
  {
    method: 'POST',
    pattern: `${BASE}/tokens/:token_id/rotate`,
    ...ADMIN,
    handler: (ctx) => {
      const old = findToken(ctx);
      old.revoked = true;
      return issueToken(ctx, findController(ctx), old.description);
    },
  },
];
