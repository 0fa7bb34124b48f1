import type { PlainRow } from '../../store/rows.js';
import { byProjectOrGroup } from '../collection.js';
import type { Collection, ScopeKind } from '../collection.js';
import { bool } from '../params.js';

/**
 * Project and group access tokens (https://docs.gitlab.com/api/project_access_tokens/, …/group_access_tokens/)
 * and deploy tokens (https://docs.gitlab.com/api/deploy_tokens/): listed and read here, made, revoked and rotated
 * by actions/access-tokens.ts. Rows keep their secret; only a create or a rotate answers it.
 */

/** A token row as GitLab answers it everywhere but on create and rotate: no secret, no owner column. */
export function tokenEntity(row: PlainRow): Record<string, unknown> {
  const { token: _secret, project_id: _project, group_id: _group, ...shown } = row;
  return shown;
}

const byName = (row: PlainRow, value: unknown) =>
  String(row.name).toLowerCase().includes(String(value).toLowerCase());

function resourceTokenCollection(scope: 'project' | 'group'): Collection<PlainRow> {
  return {
    path: 'access_tokens',
    scopes: [scope],
    key: { param: 'token_id', get: (row) => Number(row.id) },
    notFound: 'Access Token',
    table: (state) => (state.plain.resource_access_tokens ??= []),
    inScope: byProjectOrGroup,
    serialize: tokenEntity,
    list: {
      filters: {
        state: (row, value) => (value === 'active') === row.active,
        revoked: (row, value) => row.revoked === bool(value),
        search: byName,
      },
    },
  };
}

export const projectAccessTokens = resourceTokenCollection('project');
export const groupAccessTokens = resourceTokenCollection('group');

function deployTokenCollection(scope: ScopeKind): Collection<PlainRow> {
  return {
    path: 'deploy_tokens',
    scopes: [scope],
    key: { param: 'token_id', get: (row) => Number(row.id) },
    notFound: 'Deploy Token',
    table: (state) => (state.plain.deploy_tokens ??= []),
    inScope: byProjectOrGroup,
    serialize: tokenEntity,
    list: { filters: { active: (row, value) => (bool(value) === true ? row.revoked !== true : true) } },
    // GET /deploy_tokens lists every token of the instance, for administrators only.
    ...(scope === 'root' ? { admin: true, get: false } : { remove: true }),
  };
}

export const projectDeployTokens = deployTokenCollection('project');
export const groupDeployTokens = deployTokenCollection('group');
export const instanceDeployTokens = deployTokenCollection('root');
