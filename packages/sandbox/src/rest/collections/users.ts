import { forbidden, validationFailed } from '../../http/errors.js';
import type { TokenRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection } from '../collection.js';
import { bool, str } from '../params.js';
import { avatarUrl, webUrl } from '../shapes.js';

/** Users and personal access tokens (https://docs.gitlab.com/api/users/, /api/personal_access_tokens/). */

/** GitLab's User entity: a user's public profile, also what a job embeds as its `user`. */
export function userEntity(state: SandboxState, user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    public_email: user.public_email,
    name: user.name,
    state: user.state,
    locked: false,
    avatar_url: avatarUrl(user),
    web_url: webUrl(state, user.username),
    created_at: user.created_at,
    bio: user.bio,
    location: user.location,
    skype: '',
    linkedin: '',
    twitter: '',
    discord: '',
    website_url: user.website_url,
    github: '',
    job_title: user.job_title,
    pronouns: null,
    organization: user.organization,
    bot: user.bot,
    work_information: null,
    local_time: null,
    followers: 0,
    following: 0,
  };
}

/** The user entity: the public fields for everyone, the private ones for the user itself and for admins. */
export function userJson(state: SandboxState, user: UserRow, viewer: UserRow): Record<string, unknown> {
  const publicFields = userEntity(state, user);
  if (viewer.id !== user.id && !viewer.is_admin) return publicFields;
  const privateFields: Record<string, unknown> = {
    last_sign_in_at: '2025-03-20T08:00:00.000Z',
    confirmed_at: user.created_at,
    last_activity_on: '2025-03-20',
    email: user.email,
    theme_id: 1,
    color_scheme_id: 1,
    projects_limit: 100_000,
    current_sign_in_at: '2025-03-20T08:00:00.000Z',
    // The accounts the user signs in with elsewhere (seed/user-extras.ts); an administrator can delete one.
    identities: (state.plain.user_identities ?? [])
      .filter((identity) => identity.user_id === user.id)
      .map((identity) => ({ provider: identity.provider, extern_uid: identity.extern_uid })),
    can_create_group: true,
    can_create_project: true,
    two_factor_enabled: user.is_admin,
    external: false,
    private_profile: false,
    commit_email: user.email,
  };
  const adminFields = viewer.is_admin
    ? {
        is_admin: user.is_admin,
        is_auditor: false,
        namespace_id: user.namespace_id,
        note: null,
        current_sign_in_ip: '192.0.2.10',
        last_sign_in_ip: '192.0.2.10',
        sign_in_count: 12,
      }
    : {};
  return { ...publicFields, ...privateFields, ...adminFields };
}

export const users: Collection<UserRow> = {
  path: 'users',
  scopes: ['root'],
  key: { param: 'id', get: (row) => row.id },
  notFound: 'User',
  table: (state) => state.tables.users,
  inScope: () => true,
  serialize: (row, ctx) => userJson(ctx.state, row, ctx.auth.user),
  list: {
    filters: {
      username: (row, value) => row.username.toLowerCase() === String(value).toLowerCase(),
      search: (row, value) =>
        `${row.username} ${row.name} ${row.public_email ?? ''}`
          .toLowerCase()
          .includes(String(value).toLowerCase()),
      active: (row, value) => bool(value) !== true || row.state === 'active',
      blocked: (row, value) => bool(value) !== true || row.state === 'blocked',
      humans: (row, value) => bool(value) !== true || !row.bot,
      admins: (row, value, ctx) => {
        if (!ctx.auth.user.is_admin) throw forbidden();
        return bool(value) !== true || row.is_admin;
      },
    },
    orderBy: {
      id: (row) => row.id,
      name: (row) => row.name,
      username: (row) => row.username,
      created_at: (row) => row.created_at,
    },
    defaultOrder: { orderBy: 'id', sort: 'desc' },
    keyset: true,
  },
  create: {
    required: ['email', 'name', 'username'],
    check: (params, ctx) => {
      if (!ctx.auth.user.is_admin) return forbidden();
      const errors: Record<string, string[]> = {};
      if (ctx.state.tables.users.some((row) => row.username === str(params.username)))
        errors.username = ['has already been taken'];
      if (ctx.state.tables.users.some((row) => row.email === str(params.email)))
        errors.email = ['has already been taken'];
      return Object.keys(errors).length > 0 ? validationFailed(errors) : undefined;
    },
    build: (params, ctx) => {
      const id = nextId(ctx.state, 'user', ctx.state.tables.users);
      return {
        id,
        username: str(params.username) ?? '',
        name: str(params.name) ?? '',
        email: str(params.email) ?? '',
        state: 'active',
        is_admin: bool(params.admin) ?? false,
        bot: false,
        created_at: ctx.state.now(),
        bio: str(params.bio) ?? '',
        location: str(params.location) ?? '',
        public_email: null,
        website_url: '',
        organization: str(params.organization) ?? '',
        job_title: str(params.job_title) ?? '',
        namespace_id: 100 + id,
      };
    },
  },
};

/** The personal access token entity; a fine-grained token also shows its grant (`granular_scopes`). */
export function tokenJson(token: TokenRow): Record<string, unknown> {
  return {
    id: token.id,
    name: token.name,
    revoked: token.revoked,
    created_at: token.created_at,
    description: token.description,
    scopes: token.scopes,
    user_id: token.user_id,
    last_used_at: token.last_used_at,
    active: token.active,
    expires_at: token.expires_at,
    ...(token.granular_scopes === null ? {} : { granular: true, granular_scopes: token.granular_scopes }),
  };
}

export const personalAccessTokens: Collection<TokenRow> = {
  path: 'personal_access_tokens',
  scopes: ['root'],
  key: { param: 'token_id', get: (row) => row.id },
  notFound: 'Personal Access Token',
  table: (state) => state.tables.tokens,
  // Administrators list every token; other users only their own (GitLab's documented rule).
  inScope: () => true,
  rows: (ctx) =>
    ctx.state.tables.tokens.filter(
      (token) =>
        (token.kind === 'personal' || token.kind === 'impersonation') &&
        (ctx.auth.user.is_admin || token.user_id === ctx.auth.user.id),
    ),
  serialize: (row) => tokenJson(row),
  // GET /personal_access_tokens/:id (with `self`) is hand-written in actions/instance.ts.
  get: false,
  list: {
    filters: {
      user_id: (row, value) => row.user_id === Number(value),
      revoked: (row, value) => row.revoked === bool(value),
      state: (row, value) => (value === 'active') === row.active,
      search: (row, value) => row.name.toLowerCase().includes(String(value).toLowerCase()),
    },
  },
};
