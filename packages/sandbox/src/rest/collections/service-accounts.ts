import { notFound, validationFailed } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup, findItem } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, str } from '../params.js';

/**
 * Service accounts a project or group owns, and their personal access tokens
 * (https://docs.gitlab.com/api/service_accounts/). They live in their own tables rather than among the seeded
 * users, so the user lists others rely on keep their counts. A token's secret is stored with it and answered only
 * by the create and rotate that make it (actions/service-account-tokens.ts).
 */

export function serviceAccountJson(row: PlainRow): Record<string, unknown> {
  return { id: row.id, username: row.username, name: row.name, email: row.email };
}

function ownerOf(ctx: CollectionContext): { field: 'project_id' | 'group_id'; id: number } {
  if (ctx.scope.kind === 'project') return { field: 'project_id', id: ctx.scope.project.id };
  if (ctx.scope.kind === 'group') return { field: 'group_id', id: ctx.scope.group.id };
  throw notFound('Group');
}

function usernameTaken(state: SandboxState, username: string | undefined, except?: PlainRow): boolean {
  return (
    username !== undefined &&
    (state.tables.users.some((user) => user.username === username) ||
      (state.plain.owned_service_accounts ?? []).some((row) => row !== except && row.username === username))
  );
}

function serviceAccountCollection(scope: 'project' | 'group'): Collection<PlainRow> {
  return {
    path: 'service_accounts',
    scopes: [scope],
    key: { param: 'service_account_id', get: (row) => Number(row.id) },
    notFound: 'User',
    table: (state) => (state.plain.owned_service_accounts ??= []),
    inScope: byProjectOrGroup,
    serialize: (row) => serviceAccountJson(row),
    get: false,
    list: {
      orderBy: { id: (row) => Number(row.id), username: (row) => String(row.username) },
      defaultOrder: { orderBy: 'id', sort: 'desc' },
    },
    create: {
      required: [],
      check: (params, ctx) =>
        usernameTaken(ctx.state, str(params.username))
          ? validationFailed({ username: ['has already been taken'] })
          : undefined,
      build: (params, ctx) => {
        const id = nextId(ctx.state, 'owned_service_account', ctx.state.plain.owned_service_accounts ?? []);
        const owner = ownerOf(ctx);
        const username = str(params.username) ?? `service_account_${scope}_${owner.id}_${id}`;
        return {
          id,
          [owner.field]: owner.id,
          username,
          name: str(params.name) ?? 'Service account user',
          email: str(params.email) ?? `${username}@noreply.gitlab.example.com`,
          created_at: ctx.state.now(),
        };
      },
    },
    update: (row, params, ctx) => {
      if (usernameTaken(ctx.state, str(params.username), row))
        throw validationFailed({ username: ['has already been taken'] });
      for (const field of ['name', 'username', 'email'] as const)
        if (params[field] !== undefined) row[field] = str(params[field]);
    },
    updateMethod: 'PATCH',
    remove: (row, ctx) => {
      // Its tokens go with it.
      ctx.state.plain.owned_service_account_tokens = (
        ctx.state.plain.owned_service_account_tokens ?? []
      ).filter((token) => token.user_id !== row.id);
    },
  };
}

export const projectServiceAccounts = serviceAccountCollection('project');
export const groupServiceAccounts = serviceAccountCollection('group');

/** The service account a token route names, in the request's project or group, or GitLab's 404. */
export function serviceAccountOf(ctx: CollectionContext): PlainRow {
  const collection = ctx.scope.kind === 'project' ? projectServiceAccounts : groupServiceAccounts;
  return findItem(collection, ctx);
}

/** The token entity without its secret: what every answer but a create or rotate gives. */
export function serviceAccountTokenJson(row: PlainRow): Record<string, unknown> {
  const { token: _token, ...shown } = row;
  return shown;
}

const inRange = (value: unknown, bound: unknown, after: boolean): boolean => {
  if (typeof value !== 'string') return false;
  return after ? value > String(bound) : value < String(bound);
};

/** The row field each of GitLab's token sorts orders by (doc/api/personal_access_tokens.md: `sort=expires_desc`). */
const TOKEN_SORT_FIELDS: Record<string, string> = {
  created: 'created_at',
  expires: 'expires_at',
  last_used: 'last_used_at',
  name: 'name',
};

/** GitLab's one `sort` of a token list, field and direction joined; none when not given (id order then). */
function tokenOrder(sort: string | undefined): ((a: PlainRow, b: PlainRow) => number) | undefined {
  const match = /^(created|expires|last_used|name)_(asc|desc)$/.exec(sort ?? '');
  if (!match) return undefined;
  const field = TOKEN_SORT_FIELDS[match[1]!]!;
  const direction = match[2] === 'asc' ? 1 : -1;
  // Tokens without the value (never used, never expiring) come last in either direction.
  return (a, b) => {
    const [left, right] = [a[field], b[field]];
    if (left === right) return 0;
    if (left === null || left === undefined) return 1;
    if (right === null || right === undefined) return -1;
    return direction * String(left).localeCompare(String(right));
  };
}

function tokenCollection(scope: 'project' | 'group'): Collection<PlainRow> {
  return {
    path: 'service_accounts/:service_account_id/personal_access_tokens',
    scopes: [scope],
    key: { param: 'token_id', get: (row) => Number(row.id) },
    notFound: 'Personal Access Token',
    table: (state) => (state.plain.owned_service_account_tokens ??= []),
    inScope: () => true,
    rows: (ctx) => {
      const account = serviceAccountOf(ctx);
      return (ctx.state.plain.owned_service_account_tokens ?? []).filter((row) => row.user_id === account.id);
    },
    serialize: (row) => serviceAccountTokenJson(row),
    get: false,
    list: {
      filters: {
        revoked: (row, value) => row.revoked === bool(value),
        state: (row, value) => row.active === (value === 'active'),
        search: (row, value) => String(row.name).toLowerCase().includes(String(value).toLowerCase()),
        created_after: (row, value) => inRange(row.created_at, value, true),
        created_before: (row, value) => inRange(row.created_at, value, false),
        expires_after: (row, value) => inRange(row.expires_at, value, true),
        expires_before: (row, value) => inRange(row.expires_at, value, false),
        last_used_after: (row, value) => inRange(row.last_used_at, value, true),
        last_used_before: (row, value) => inRange(row.last_used_at, value, false),
      },
      orderBy: { id: (row) => Number(row.id) },
      defaultOrder: { orderBy: 'id', sort: 'desc' },
      order: (ctx) => tokenOrder(ctx.req.query.sort),
    },
  };
}

export const projectServiceAccountTokens = tokenCollection('project');
export const groupServiceAccountTokens = tokenCollection('group');
