import { randomBytes } from 'node:crypto';
import { badRequest, forbidden, methodNotAllowed, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow, TokenRow } from '../../store/rows.js';
import { nextId, yearAfter } from '../../store/state.js';
import { findItem, resolveScope, writeParams } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { tokenEntity, groupAccessTokens, projectAccessTokens } from '../collections/access-tokens.js';
import { tokenJson } from '../collections/users.js';
import { int, list, str } from '../params.js';

/**
 * Making, revoking and rotating access tokens and deploy tokens. GitLab answers a secret once, in the create or
 * rotate that made it (https://docs.gitlab.com/api/project_access_tokens/#rotate-a-project-access-token); a
 * rotation revokes the old token at once, and without `expires_at` the new one lives a week.
 */

const WEEK_MS = 7 * 86_400_000;

function weekAfter(now: string): string {
  return new Date(Date.parse(now) + WEEK_MS).toISOString().slice(0, 10);
}

function secret(prefix: string): string {
  return `${prefix}${randomBytes(15).toString('base64url')}`;
}

function requireParams(params: Record<string, unknown>, names: string[]): void {
  const missing = names.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
}

function ownerOf(ctx: CollectionContext): PlainRow {
  if (ctx.scope.kind === 'project') return { project_id: ctx.scope.project.id };
  return ctx.scope.kind === 'group' ? { group_id: ctx.scope.group.id } : {};
}

/** Stores a token row with a new secret and answers it with that secret, the one time GitLab does. */
function issue(
  ctx: RouteContext,
  table: string,
  build: (id: number) => PlainRow,
  prefix: string,
  status: 200 | 201,
) {
  const rows = (ctx.state.plain[table] ??= []);
  const id = nextId(ctx.state, table, rows);
  const stored = { id, ...build(id), token: secret(prefix) };
  rows.push(stored);
  return json(status, { ...tokenEntity(stored), token: stored.token });
}

function revoke(row: { revoked?: unknown; active?: unknown }): void {
  row.revoked = true;
  row.active = false;
}

function resourceTokenRoutes(scope: 'project' | 'group', collection: Collection<PlainRow>): Route[] {
  const base = `/${scope}s/:id/access_tokens`;
  const scoped = (ctx: RouteContext): CollectionContext => ({ ...ctx, scope: resolveScope(scope, ctx) });
  const fields =
    (ctx: CollectionContext, from: PlainRow, expiresAt: unknown) =>
    (id: number): PlainRow => ({
      ...ownerOf(ctx),
      name: from.name,
      description: from.description ?? null,
      scopes: from.scopes,
      access_level: from.access_level,
      // Each resource token belongs to a bot user GitLab makes for it (kept on rotation); the sandbox only numbers them.
      user_id: from.user_id ?? 400 + id,
      active: true,
      revoked: false,
      created_at: ctx.state.now(),
      last_used_at: null,
      expires_at: str(expiresAt) ?? weekAfter(ctx.state.now()),
    });
  return [
    {
      method: 'POST',
      pattern: base,
      handler: (ctx) => {
        const context = scoped(ctx);
        const params = writeParams(ctx);
        requireParams(params, ['name', 'scopes']);
        const given = {
          name: str(params.name),
          description: str(params.description) ?? null,
          scopes: list(params.scopes) ?? [],
          access_level: int(params.access_level) ?? 40,
        };
        const expires = params.expires_at ?? yearAfter(ctx.state.now());
        return issue(ctx, 'resource_access_tokens', fields(context, given, expires), 'glpat-', 201);
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/:token_id`,
      handler: (ctx) => {
        revoke(findItem(collection, scoped(ctx)));
        return noContent();
      },
    },
    {
      method: 'POST',
      pattern: `${base}/:token_id/rotate`,
      handler: (ctx) => {
        const context = scoped(ctx);
        const old = findItem(collection, context);
        if (old.revoked === true) throw badRequest('400 Bad request - Token already revoked');
        revoke(old);
        return issue(
          ctx,
          'resource_access_tokens',
          fields(context, old, writeParams(ctx).expires_at),
          'glpat-',
          200,
        );
      },
    },
    {
      // Only a project or group access token may rotate itself; the sandbox's tokens are all personal ones.
      method: 'POST',
      pattern: `${base}/self/rotate`,
      handler: (ctx) => {
        scoped(ctx);
        throw forbidden();
      },
    },
  ];
}

function deployTokenCreate(scope: 'project' | 'group'): Route {
  return {
    method: 'POST',
    pattern: `/${scope}s/:id/deploy_tokens`,
    handler: (ctx) => {
      const context: CollectionContext = { ...ctx, scope: resolveScope(scope, ctx) };
      const params = writeParams(ctx);
      requireParams(params, ['name', 'scopes']);
      return issue(
        ctx,
        'deploy_tokens',
        (id) => ({
          ...ownerOf(context),
          name: str(params.name),
          username: str(params.username) ?? `gitlab+deploy-token-${id}`,
          expires_at: str(params.expires_at) ?? null,
          revoked: false,
          expired: false,
          scopes: list(params.scopes) ?? [],
        }),
        'gldt-',
        201,
      );
    },
  };
}

/** POST /personal_access_tokens/:id/rotate, `self` included: the caller's own tokens, or anyone's for an admin. */
function rotatePersonal(ctx: RouteContext) {
  const id = ctx.params.token_id ?? '';
  // GitLab rotates `self` only for an access token: an OAuth token gets 405 (self_rotation.rb).
  if (id === 'self' && ctx.auth.token.kind === 'oauth') throw methodNotAllowed();
  const old =
    id === 'self'
      ? ctx.auth.token
      : ctx.state.tables.tokens.find((row) => String(row.id) === id && row.kind === 'personal');
  if (old === undefined || old.kind !== 'personal') throw notFound('Personal Access Token');
  if (old.user_id !== ctx.auth.user.id && !ctx.auth.user.is_admin) throw forbidden();
  if (old.revoked) throw badRequest('400 Bad request - Token already revoked');
  revoke(old);
  const tokens = ctx.state.tables.tokens;
  const row: TokenRow = {
    ...old,
    id: nextId(ctx.state, 'token', tokens),
    token: secret('glpat-'),
    active: true,
    revoked: false,
    created_at: ctx.state.now(),
    last_used_at: null,
    expires_at: str(writeParams(ctx).expires_at) ?? weekAfter(ctx.state.now()),
  };
  tokens.push(row);
  return json(200, { ...tokenJson(row), token: row.token });
}

export const accessTokenRoutes: Route[] = [
  ...resourceTokenRoutes('project', projectAccessTokens),
  ...resourceTokenRoutes('group', groupAccessTokens),
  deployTokenCreate('project'),
  deployTokenCreate('group'),
  { method: 'POST', pattern: '/personal_access_tokens/:token_id/rotate', handler: rotatePersonal },
];
