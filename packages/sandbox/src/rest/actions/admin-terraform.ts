import { conflict, missingParams, notFound } from '../../http/errors.js';
import { json, noContent, text } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { str } from '../params.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * The REST half of GitLab's Terraform HTTP backend (lib/api/terraform/state.rb, the endpoints Terraform itself
 * calls): lock, unlock, delete a state, delete one version. States are read over GraphQL (graphql/resolvers/
 * terraform-states.ts); both read the plain tables `terraform_states` and `terraform_state_versions`.
 */

export function terraformStates(state: SandboxState): PlainRow[] {
  return (state.plain.terraform_states ??= []);
}

export function terraformVersions(state: SandboxState): PlainRow[] {
  return (state.plain.terraform_state_versions ??= []);
}

function stateOf(ctx: ProjectContext): PlainRow {
  const row = terraformStates(ctx.state).find(
    (item) => item.project_id === ctx.project.id && item.name === ctx.params.name,
  );
  if (row === undefined) throw notFound('Terraform State');
  return row;
}

/** Terraform's LockInfo as GitLab answers it: what the locker sent, with GitLab's own ID, user and time. */
function lockJson(ctx: ProjectContext, row: PlainRow): Record<string, unknown> {
  const holder = ctx.state.tables.users.find((user) => user.id === row.locked_by_user_id);
  return {
    ...(row.lock_info as Record<string, unknown> | undefined),
    ID: row.lock_xid,
    Who: holder?.username ?? null,
    Created: row.locked_at,
  };
}

const LOCK_FIELDS = ['ID', 'Operation', 'Info', 'Who', 'Version', 'Created', 'Path'];

/** A lock held by someone else is answered 409 with that lock, which Terraform shows to its user. */
function lock(ctx: ProjectContext): SandboxResponse {
  const row = stateOf(ctx);
  const params = writeParams(ctx);
  const missing = LOCK_FIELDS.filter((field) => params[field] === undefined);
  if (missing.length > 0) throw missingParams(missing);
  if (row.lock_xid !== null) return json(409, lockJson(ctx, row));
  row.lock_xid = str(params.ID) ?? null;
  row.locked_by_user_id = ctx.auth.user.id;
  row.locked_at = ctx.state.now();
  row.lock_info = {
    Operation: params.Operation,
    Info: params.Info,
    Version: params.Version,
    Path: params.Path,
  };
  return json(200, lockJson(ctx, row));
}

/** Without an ID this is Terraform's force-unlock; with one it must match the lock's. */
function unlock(ctx: ProjectContext): SandboxResponse {
  const row = stateOf(ctx);
  const id = str(writeParams(ctx).ID);
  if (id !== undefined && row.lock_xid !== null && id !== row.lock_xid) throw conflict('State locked');
  Object.assign(row, { lock_xid: null, locked_by_user_id: null, locked_at: null, lock_info: undefined });
  return text(200, '', 'application/json');
}

function deleteState(ctx: ProjectContext): SandboxResponse {
  const row = stateOf(ctx);
  const states = terraformStates(ctx.state);
  states.splice(states.indexOf(row), 1);
  const versions = terraformVersions(ctx.state);
  ctx.state.plain.terraform_state_versions = versions.filter((version) => version.state_id !== row.id);
  return noContent();
}

function deleteVersion(ctx: ProjectContext): SandboxResponse {
  const row = stateOf(ctx);
  const versions = terraformVersions(ctx.state);
  const version = versions.find(
    (item) => item.state_id === row.id && String(item.serial) === ctx.params.serial,
  );
  if (version === undefined) throw notFound('Version');
  versions.splice(versions.indexOf(version), 1);
  return noContent();
}

const base = '/terraform/state/:name';

export const terraformRoutes: Route[] = [
  projectAction('POST', `${base}/lock`, lock),
  projectAction('DELETE', `${base}/lock`, unlock),
  projectAction('DELETE', base, deleteState),
  projectAction('DELETE', `${base}/versions/:serial`, deleteVersion),
];
