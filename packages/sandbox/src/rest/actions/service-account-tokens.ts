import { randomBytes } from 'node:crypto';
import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { resolveScope, writeParams } from '../collection.js';
import type { CollectionContext } from '../collection.js';
import { serviceAccountOf, serviceAccountTokenJson } from '../collections/service-accounts.js';
import { list, str } from '../params.js';

/**
 * Creating, revoking and rotating a service account's personal access tokens
 * (https://docs.gitlab.com/api/service_accounts/). GitLab shows a token's value once: in the answer of the create
 * or rotate that made it.
 */

type Scope = 'project' | 'group';

function scoped(scope: Scope, ctx: RouteContext): CollectionContext {
  return { ...ctx, scope: resolveScope(scope, ctx) };
}

/** A date `days` after the sandbox clock, as GitLab writes `expires_at`. */
function daysAfter(now: string, days: number): string {
  return new Date(Date.parse(now) + days * 86_400_000).toISOString().slice(0, 10);
}

function issueToken(ctx: CollectionContext, fields: PlainRow, status: 200 | 201): SandboxResponse {
  const tokens = (ctx.state.plain.owned_service_account_tokens ??= []);
  const row: PlainRow = {
    id: nextId(ctx.state, 'owned_service_account_token', tokens),
    revoked: false,
    active: true,
    created_at: ctx.state.now(),
    last_used_at: null,
    ...fields,
    token: `glpat-${randomBytes(15).toString('base64url')}`,
  };
  tokens.push(row);
  return json(status, { ...serviceAccountTokenJson(row), token: row.token });
}

function tokenOf(ctx: CollectionContext): PlainRow {
  const account = serviceAccountOf(ctx);
  const token = (ctx.state.plain.owned_service_account_tokens ?? []).find(
    (row) => String(row.id) === ctx.params.token_id && row.user_id === account.id,
  );
  if (token === undefined) throw notFound('Personal Access Token');
  return token;
}

function revoke(token: PlainRow): void {
  token.revoked = true;
  token.active = false;
}

function scopeRoutes(scope: Scope): Route[] {
  const base = `/${scope}s/:id/service_accounts/:service_account_id/personal_access_tokens`;
  return [
    {
      method: 'POST',
      pattern: base,
      handler: (ctx) => {
        const context = scoped(scope, ctx);
        const account = serviceAccountOf(context);
        const params = writeParams(ctx);
        const missing = ['name', 'scopes'].filter(
          (name) => params[name] === undefined || params[name] === '',
        );
        if (missing.length > 0) throw missingParams(missing);
        return issueToken(
          context,
          {
            name: str(params.name),
            description: str(params.description) ?? null,
            scopes: list(params.scopes) ?? [],
            user_id: account.id,
            expires_at: str(params.expires_at) ?? daysAfter(ctx.state.now(), 365),
          },
          201,
        );
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/:token_id`,
      handler: (ctx) => {
        revoke(tokenOf(scoped(scope, ctx)));
        return noContent();
      },
    },
    {
      method: 'POST',
      pattern: `${base}/:token_id/rotate`,
      handler: (ctx) => {
        const context = scoped(scope, ctx);
        const old = tokenOf(context);
        if (old.revoked === true) throw badRequest('400 Bad request - Token already revoked');
        revoke(old);
        const fields = {
          name: old.name,
          description: old.description,
          scopes: old.scopes,
          user_id: old.user_id,
          // Without expires_at, GitLab gives the new token one week.
          expires_at: str(writeParams(ctx).expires_at) ?? daysAfter(ctx.state.now(), 7),
        };
        return issueToken(context, fields, 200);
      },
    },
  ];
}

export const serviceAccountTokenRoutes: Route[] = [...scopeRoutes('project'), ...scopeRoutes('group')];
