import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { instanceMetadata } from '../../instance.js';
import { tokenJson, userJson } from '../collections/users.js';

/**
 * Instance-level endpoints: version, metadata, the current user and token, admin settings. The licence is in
 * admin-instance.ts; tokens made for users (impersonation, personal access tokens for a user) in user-self.ts.
 */

/** The instance settings row (seed/plain.ts); one per sandbox, so writes never leak between sandboxes. */
function settings(ctx: RouteContext): Record<string, unknown> {
  const table = (ctx.state.plain.application_settings ??= [{}]);
  return table[0]!;
}

/**
 * GitLab answers `self` only for an access token: an OAuth token gets 400 (lib/api/personal_access_tokens/
 * self_information.rb checks the token type before any route of `self`).
 */
function selfToken(ctx: RouteContext) {
  if (ctx.auth.token.kind === 'oauth')
    throw badRequest('400 Bad request - This endpoint requires token type to be a personal access token');
  return ctx.auth.token;
}

function tokenFor(ctx: RouteContext, id: string) {
  const token =
    id === 'self'
      ? selfToken(ctx)
      : ctx.state.tables.tokens.find(
          (row) => String(row.id) === id && (row.kind === 'personal' || row.kind === 'impersonation'),
        );
  if (token === undefined) throw notFound('Personal Access Token');
  if (token.user_id !== ctx.auth.user.id && !ctx.auth.user.is_admin) throw forbidden();
  return token;
}

export const instanceRoutes: Route[] = [
  // Since GitLab 15.5 /version mirrors /metadata (https://docs.gitlab.com/api/version/).
  { method: 'GET', pattern: '/version', handler: (ctx) => json(200, instanceMetadata(ctx.state.config)) },
  { method: 'GET', pattern: '/metadata', handler: (ctx) => json(200, instanceMetadata(ctx.state.config)) },
  {
    method: 'GET',
    pattern: '/user',
    handler: (ctx) => json(200, userJson(ctx.state, ctx.auth.user, ctx.auth.user)),
  },
  {
    method: 'GET',
    pattern: '/personal_access_tokens/:token_id',
    handler: (ctx) => json(200, tokenJson(tokenFor(ctx, ctx.params.token_id ?? ''))),
  },
  {
    method: 'DELETE',
    pattern: '/personal_access_tokens/:token_id',
    handler: (ctx) => {
      const token = tokenFor(ctx, ctx.params.token_id ?? '');
      token.revoked = true;
      token.active = false;
      return noContent();
    },
  },
  {
    method: 'GET',
    pattern: '/application/settings',
    handler: (ctx) => json(200, settings(ctx)),
    admin: true,
  },
  {
    method: 'PUT',
    pattern: '/application/settings',
    handler: (ctx) => {
      const current = settings(ctx);
      for (const [key, value] of Object.entries(ctx.req.params)) if (key in current) current[key] = value;
      return json(200, current);
    },
    admin: true,
  },
];
