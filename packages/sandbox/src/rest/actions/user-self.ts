import { createHash } from 'node:crypto';
import { ApiError, forbidden, invalidParam, missingParams, notFound } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findUser } from '../../store/lookup.js';
import type { PlainRow, TokenRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { bool, list, str } from '../params.js';
import { sshFingerprints } from '../collections/user-credentials.js';
import { tokenJson, userJson } from '../collections/users.js';

/** A user's status and avatar, tokens made for users, and SSH key lookups (https://docs.gitlab.com/api/users/). */

function userOf(ctx: RouteContext): UserRow {
  const user = findUser(ctx.state, ctx.params.id ?? '');
  if (user === undefined) throw notFound('User');
  return user;
}

function plain(ctx: RouteContext, name: string): PlainRow[] {
  return (ctx.state.plain[name] ??= []);
}

/** A user's status; a user who never set one answers GitLab's empty status. */
function statusJson(ctx: RouteContext, user: UserRow) {
  const row = plain(ctx, 'user_statuses').find((status) => status.user_id === user.id);
  const message = (row?.message as string | null | undefined) ?? null;
  return {
    emoji: row?.emoji ?? null,
    availability: row?.availability ?? 'not_set',
    message,
    message_html: message === null ? '' : `<p>${message}</p>`,
    clear_status_at: row?.clear_status_at ?? null,
  };
}

const CLEAR_AFTER_HOURS: Record<string, number> = {
  '30_minutes': 0.5,
  '3_hours': 3,
  '8_hours': 8,
  '1_day': 24,
  '3_days': 72,
  '7_days': 168,
  '30_days': 720,
};

/** PUT /user/status replaces the whole status: fields left out are cleared (documented). */
function setStatus(ctx: RouteContext) {
  const params = ctx.req.params;
  const after = str(params.clear_status_after);
  if (after !== undefined && CLEAR_AFTER_HOURS[after] === undefined) throw invalidParam('clear_status_after');
  const message = str(params.message) ?? null;
  const row: PlainRow = {
    user_id: ctx.auth.user.id,
    // GitLab puts a speech balloon on a message without an emoji.
    emoji: str(params.emoji) ?? (message === null ? null : 'speech_balloon'),
    message,
    availability: str(params.availability) ?? 'not_set',
    clear_status_at:
      after === undefined
        ? null
        : new Date(Date.parse(ctx.state.now()) + CLEAR_AFTER_HOURS[after]! * 3_600_000).toISOString(),
  };
  const table = plain(ctx, 'user_statuses');
  const index = table.findIndex((status) => status.user_id === ctx.auth.user.id);
  if (index >= 0) table.splice(index, 1);
  table.push(row);
  return json(200, statusJson(ctx, ctx.auth.user));
}

function gravatar(email: string, size: number): string {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?s=${size}&d=identicon`;
}

/** PUT /user/avatar takes the image as the multipart part `avatar`. */
function uploadAvatar(ctx: RouteContext) {
  const file = ctx.req.params.avatar;
  if (!isUploadedFile(file)) throw missingParams(['avatar']);
  const url = `${ctx.state.config.externalUrl}/uploads/-/system/user/avatar/${ctx.auth.user.id}/${file.filename}`;
  const table = plain(ctx, 'user_avatars');
  table.push({ user_id: ctx.auth.user.id, avatar_url: url, size: file.size });
  return json(200, { avatar_url: url });
}

/** A new token of a user: what GitLab answers once, with its secret. */
function issueToken(ctx: RouteContext, user: UserRow, kind: TokenRow['kind'], allowed?: readonly string[]) {
  const params = ctx.req.params;
  const missing = ['name', 'scopes'].filter((name) => params[name] === undefined);
  if (missing.length > 0) throw missingParams(missing);
  const scopes = list(params.scopes) ?? [];
  if (allowed !== undefined && !scopes.every((scope) => allowed.includes(scope)))
    throw invalidParam('scopes');
  const id = nextId(ctx.state, 'token', ctx.state.tables.tokens);
  const row: TokenRow = {
    id,
    token: `glpat-sandbox-${kind}-${id}`,
    kind,
    name: str(params.name) ?? '',
    description: str(params.description) ?? '',
    user_id: user.id,
    scopes,
    granular_scopes: null,
    active: true,
    revoked: false,
    created_at: ctx.state.now(),
    last_used_at: null,
    expires_at: str(params.expires_at) ?? null,
    job_id: null,
  };
  ctx.state.tables.tokens.push(row);
  const flag = kind === 'impersonation' ? { impersonation: true } : {};
  return json(201, { ...tokenJson(row), ...flag, token: row.token });
}

/** GET /users/:id/impersonation_tokens: `state` is all (default), active or inactive. */
function listImpersonationTokens(ctx: RouteContext) {
  const user = userOf(ctx);
  const state = ctx.req.query.state ?? 'all';
  if (!['all', 'active', 'inactive'].includes(state)) throw invalidParam('state');
  const rows = ctx.state.tables.tokens.filter(
    (token) =>
      token.kind === 'impersonation' &&
      token.user_id === user.id &&
      (state === 'all' || token.active === (state === 'active')),
  );
  const page = offsetPage(rows, ctx.req);
  return json(
    200,
    page.items.map((row) => ({ ...tokenJson(row), impersonation: true })),
    page.headers,
  );
}

function impersonationToken(ctx: RouteContext): TokenRow {
  const user = userOf(ctx);
  const token = ctx.state.tables.tokens.find(
    (row) =>
      row.kind === 'impersonation' && row.user_id === user.id && String(row.id) === ctx.params.token_id,
  );
  if (token === undefined) throw notFound('Impersonation Token');
  return token;
}

/** POST /user/runners: GitLab checks the owner a runner type needs and answers the new runner's token once. */
function createRunner(ctx: RouteContext) {
  const params = ctx.req.params;
  const type = str(params.runner_type);
  if (type === undefined) throw missingParams(['runner_type']);
  if (!['instance_type', 'group_type', 'project_type'].includes(type)) throw invalidParam('runner_type');
  if (type === 'instance_type' && !ctx.auth.user.is_admin) throw forbidden();
  if (type === 'group_type' && params.group_id === undefined) throw missingParams(['group_id']);
  if (type === 'project_type' && params.project_id === undefined) throw missingParams(['project_id']);
  const table = plain(ctx, 'user_runners');
  const id = nextId(ctx.state, 'runner', table);
  table.push({
    id,
    runner_type: type,
    paused: bool(params.paused) ?? false,
    description: str(params.description),
  });
  return json(201, { id, token: `glrt-sandbox-runner-${id}`, token_expires_at: null });
}

/** An SSH key with its fingerprints and its owner, as the admin-only `/keys` endpoints answer it. */
function keyWithUser(ctx: RouteContext, row: PlainRow) {
  const owner = findUser(ctx.state, Number(row.user_id));
  const { user_id: _owner, ...key } = row;
  return {
    ...key,
    ...sshFingerprints(String(row.key)),
    user: owner === undefined ? null : userJson(ctx.state, owner, ctx.auth.user),
  };
}

export const userSelfRoutes: Route[] = [
  { method: 'GET', pattern: '/user/status', handler: (ctx) => json(200, statusJson(ctx, ctx.auth.user)) },
  { method: 'PUT', pattern: '/user/status', handler: setStatus },
  { method: 'GET', pattern: '/users/:id/status', handler: (ctx) => json(200, statusJson(ctx, userOf(ctx))) },
  {
    method: 'GET',
    pattern: '/avatar',
    handler: (ctx) => {
      const email = ctx.req.query.email;
      if (email === undefined) throw missingParams(['email']);
      return json(200, { avatar_url: gravatar(email, Number(ctx.req.query.size ?? 80)) });
    },
  },
  { method: 'PUT', pattern: '/user/avatar', handler: uploadAvatar },
  {
    method: 'POST',
    pattern: '/user/personal_access_tokens',
    // GitLab lets users make only these tokens for themselves over the API.
    handler: (ctx) => issueToken(ctx, ctx.auth.user, 'personal', ['k8s_proxy', 'self_rotate']),
  },
  {
    method: 'POST',
    pattern: '/users/:id/personal_access_tokens',
    admin: true,
    handler: (ctx) => issueToken(ctx, userOf(ctx), 'personal'),
  },
  {
    method: 'GET',
    pattern: '/users/:id/impersonation_tokens',
    admin: true,
    handler: listImpersonationTokens,
  },
  {
    method: 'POST',
    pattern: '/users/:id/impersonation_tokens',
    admin: true,
    handler: (ctx) => issueToken(ctx, userOf(ctx), 'impersonation'),
  },
  {
    method: 'GET',
    pattern: '/users/:id/impersonation_tokens/:token_id',
    admin: true,
    handler: (ctx) => json(200, { ...tokenJson(impersonationToken(ctx)), impersonation: true }),
  },
  {
    method: 'DELETE',
    pattern: '/users/:id/impersonation_tokens/:token_id',
    admin: true,
    handler: (ctx) => {
      const token = impersonationToken(ctx);
      token.revoked = true;
      token.active = false;
      return noContent();
    },
  },
  { method: 'POST', pattern: '/user/runners', handler: createRunner },
  {
    method: 'GET',
    pattern: '/keys/:key_id',
    admin: true,
    handler: (ctx) => {
      const row = plain(ctx, 'user_ssh_keys').find((key) => String(key.id) === ctx.params.key_id);
      if (row === undefined) throw notFound('Key');
      return json(200, keyWithUser(ctx, row));
    },
  },
  {
    method: 'GET',
    pattern: '/keys',
    admin: true,
    handler: (ctx) => {
      const wanted = ctx.req.query.fingerprint;
      if (wanted === undefined) throw missingParams(['fingerprint']);
      const row = plain(ctx, 'user_ssh_keys').find((key) => {
        const prints = sshFingerprints(String(key.key));
        return prints.fingerprint === wanted || prints.fingerprint_sha256 === wanted;
      });
      if (row === undefined) throw new ApiError(404, { message: '404 Key Not Found' });
      return json(200, keyWithUser(ctx, row));
    },
  },
];
