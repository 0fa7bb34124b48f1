import { missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findUser } from '../../store/lookup.js';
import type { DeployKeyRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { resolveScope, writeParams } from '../collection.js';
import type { CollectionContext } from '../collection.js';
import { deployKeys, instanceDeployKeys } from '../collections/project-settings.js';
import { str } from '../params.js';

/**
 * Deploy keys beyond one project's list (https://docs.gitlab.com/api/deploy_keys/): an administrator's
 * instance-wide key, enabling a key in another project, and the keys a user created. A deploy key row is one key
 * in one project; enabling a key elsewhere adds a row with the same ID, as GitLab links one key to many projects.
 */

/** The project of a key created at the instance level and not enabled anywhere yet. */
const NO_PROJECT = 0;

/** Who created which key; a key without an entry was made by root, who made the seeded ones. */
const AUTHORS = 'deploy_key_authors';

function authorOf(ctx: RouteContext, keyId: number): number {
  const entry = (ctx.state.plain[AUTHORS] ?? []).find((row) => row.deploy_key_id === keyId);
  return typeof entry?.user_id === 'number' ? entry.user_id : 1;
}

function addInstanceKey(ctx: RouteContext) {
  const params = writeParams(ctx);
  const missing = ['key', 'title'].filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
  const keys = ctx.state.tables.deployKeys;
  const id = nextId(ctx.state, 'deploy_key', keys);
  const row: DeployKeyRow = {
    id,
    project_id: NO_PROJECT,
    title: str(params.title) ?? '',
    key: str(params.key) ?? '',
    fingerprint: 'ab:cd:ef:01:23:45:67:89:ab:cd:ef:01:23:45:67:89',
    fingerprint_sha256: `SHA256:sandbox${id}`,
    can_push: false,
    created_at: ctx.state.now(),
    expires_at: str(params.expires_at) ?? null,
  };
  keys.push(row);
  (ctx.state.plain[AUTHORS] ??= []).push({ deploy_key_id: id, user_id: ctx.auth.user.id });
  const context: CollectionContext = { ...ctx, scope: { kind: 'root' } };
  return json(201, instanceDeployKeys.serialize(row, context));
}

/** Enabling a key already enabled answers it again; GitLab's status is 201 either way. */
function enableKey(ctx: RouteContext) {
  const context: CollectionContext = { ...ctx, scope: resolveScope('project', ctx) };
  if (context.scope.kind !== 'project') throw notFound('Project');
  const projectId = context.scope.project.id;
  const keys = ctx.state.tables.deployKeys;
  const same = keys.filter((row) => String(row.id) === ctx.params.key_id);
  const source = same[0];
  if (source === undefined) throw notFound('Deploy Key');
  let row = same.find((candidate) => candidate.project_id === projectId);
  if (row === undefined && source.project_id === NO_PROJECT) {
    source.project_id = projectId;
    row = source;
  }
  if (row === undefined) {
    row = { ...source, project_id: projectId, can_push: false };
    keys.push(row);
  }
  return json(201, deployKeys.serialize(row, context));
}

function userProjectKeys(ctx: RouteContext) {
  const user = findUser(ctx.state, ctx.params.id ?? '');
  if (user === undefined) throw notFound('User');
  const context: CollectionContext = { ...ctx, scope: { kind: 'root' } };
  const seen = new Set<number>();
  const keys = ctx.state.tables.deployKeys.filter((row) => {
    if (seen.has(row.id) || authorOf(ctx, row.id) !== user.id) return false;
    seen.add(row.id);
    return true;
  });
  const page = offsetPage(keys, ctx.req);
  return json(
    200,
    page.items.map((row) => instanceDeployKeys.serialize(row, context)),
    page.headers,
  );
}

export const accessDeployKeyRoutes: Route[] = [
  { method: 'POST', pattern: '/deploy_keys', handler: addInstanceKey, admin: true },
  { method: 'POST', pattern: '/projects/:id/deploy_keys/:key_id/enable', handler: enableKey },
  { method: 'GET', pattern: '/users/:id/project_deploy_keys', handler: userProjectKeys },
];
