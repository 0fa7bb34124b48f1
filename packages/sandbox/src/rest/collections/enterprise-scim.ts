import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow, UserRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup, findItem, resolveScope, writeParams } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { ownerAction } from '../actions/owner-scoped.js';
import type { OwnerContext } from '../actions/owner-scoped.js';
import { bool, str } from '../params.js';
import { userJson } from './users.js';

/*
 * A top-level group's enterprise users (https://docs.gitlab.com/api/group_enterprise_users/) and its SCIM
 * identities (https://docs.gitlab.com/api/scim/), both GitLab.com Premium, over the plain tables `enterprise_users`
 * (group, user, two-factor state) and `scim_identities` (seed/enterprise-scim.ts).
 */

const table = (state: SandboxState, name: string): PlainRow[] => (state.plain[name] ??= []);
const userOf = (state: SandboxState, row: PlainRow): UserRow | undefined =>
  state.tables.users.find((user) => user.id === row.user_id);

/** The user entity as the user would see it, with the group identities GitLab adds for enterprise users. */
function enterpriseUserJson(row: PlainRow, ctx: CollectionContext): Record<string, unknown> {
  const user = userOf(ctx.state, row);
  if (user === undefined) throw notFound('User');
  const scim = table(ctx.state, 'scim_identities').filter(
    (identity) => identity.user_id === user.id && identity.group_id === row.group_id,
  );
  return {
    ...userJson(ctx.state, user, user),
    two_factor_enabled: row.two_factor_enabled,
    identities: scim.map((identity) => ({
      provider: 'group_saml',
      extern_uid: identity.extern_uid,
      saml_provider_id: row.group_id,
    })),
    scim_identities: scim.map((identity) => ({
      extern_uid: identity.extern_uid,
      group_id: identity.group_id,
      active: identity.active,
    })),
  };
}

const userField =
  (pick: (user: UserRow) => string) => (row: PlainRow, value: unknown, ctx: CollectionContext) => {
    const user = userOf(ctx.state, row);
    return user !== undefined && pick(user).toLowerCase().includes(String(value).toLowerCase());
  };

export const enterpriseUsers: Collection<PlainRow> = {
  path: 'enterprise_users',
  scopes: ['group'],
  key: { param: 'user_id', get: (row) => Number(row.user_id) },
  notFound: 'User',
  table: (state) => table(state, 'enterprise_users'),
  inScope: byProjectOrGroup,
  serialize: enterpriseUserJson,
  list: {
    filters: {
      username: (row, value, ctx) => userOf(ctx.state, row)?.username === String(value),
      search: userField((user) => `${user.username} ${user.name} ${user.email}`),
      active: (row, value, ctx) => bool(value) !== true || userOf(ctx.state, row)?.state === 'active',
      blocked: (row, value, ctx) => bool(value) !== true || userOf(ctx.state, row)?.state === 'blocked',
      created_after: (row, value, ctx) => (userOf(ctx.state, row)?.created_at ?? '') > String(value),
      created_before: (row, value, ctx) => (userOf(ctx.state, row)?.created_at ?? '') < String(value),
      two_factor: (row, value) => row.two_factor_enabled === (value === 'enabled'),
    },
    orderBy: { id: (row) => Number(row.user_id) },
    defaultOrder: { orderBy: 'id', sort: 'asc' },
  },
  // Deleting an enterprise user deletes the account, and with it the user's identities.
  remove: (row, ctx) => {
    const users = ctx.state.tables.users;
    const user = userOf(ctx.state, row);
    if (user !== undefined) users.splice(users.indexOf(user), 1);
    ctx.state.plain.scim_identities = table(ctx.state, 'scim_identities').filter(
      (identity) => identity.user_id !== row.user_id,
    );
  },
  tier: 'premium',
};

function disableTwoFactor(ctx: OwnerContext) {
  const row = findItem(enterpriseUsers, { ...ctx, scope: resolveScope('group', ctx) });
  if (row.two_factor_enabled !== true)
    throw badRequest('400 Bad request - Two-factor authentication is not enabled for this user');
  row.two_factor_enabled = false;
  return noContent();
}

function identityOf(ctx: OwnerContext): PlainRow {
  const row = table(ctx.state, 'scim_identities').find(
    (identity) => identity.group_id === ctx.row.id && identity.extern_uid === ctx.params.uid,
  );
  if (row === undefined) throw notFound('Identity');
  return row;
}

const identityJson = (row: PlainRow) => ({
  extern_uid: row.extern_uid,
  user_id: row.user_id,
  active: row.active,
});

const premium = { tier: 'premium' } as const;

export const enterpriseScimRoutes: Route[] = [
  ownerAction('group', 'PATCH', '/enterprise_users/:user_id/disable_two_factor', disableTwoFactor, premium),
  ownerAction(
    'group',
    'GET',
    '/scim/identities',
    (ctx) => {
      const page = offsetPage(
        table(ctx.state, 'scim_identities').filter((identity) => identity.group_id === ctx.row.id),
        ctx.req,
      );
      return json(200, page.items.map(identityJson), page.headers);
    },
    premium,
  ),
  ownerAction('group', 'GET', '/scim/:uid', (ctx) => json(200, identityJson(identityOf(ctx))), premium),
  ownerAction(
    'group',
    'PATCH',
    '/scim/:uid',
    (ctx) => {
      const externUid = str(writeParams(ctx).extern_uid);
      if (externUid === undefined) throw missingParams(['extern_uid']);
      identityOf(ctx).extern_uid = externUid;
      return noContent();
    },
    premium,
  ),
  ownerAction(
    'group',
    'DELETE',
    '/scim/:uid',
    (ctx) => {
      const identities = table(ctx.state, 'scim_identities');
      identities.splice(identities.indexOf(identityOf(ctx)), 1);
      return noContent();
    },
    premium,
  ),
];
