import type { PlainRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection, CollectionContext, Filter } from '../collection.js';
import { bool, str } from '../params.js';
import { userBasic, webUrl, without } from '../shapes.js';
import { userJson } from './users.js';

/*
 * A group's enterprise collections, kept as GitLab's JSON in plain tables (seed/group-enterprise.ts): SAML group
 * links and SAML users (https://docs.gitlab.com/api/saml/), the credentials inventory
 * (https://docs.gitlab.com/api/groups/#credentials-inventory-management), SSH certificates
 * (https://docs.gitlab.com/api/group_ssh_certificates/) and billable members
 * (https://docs.gitlab.com/api/members/#list-all-billable-members-of-a-group).
 */

type GroupCollection = Omit<Collection<PlainRow>, 'scopes' | 'table' | 'inScope'>;

/** A collection of one plain table under /groups/:id, its rows tagged with `group_id` (never answered). */
function groupTable(table: string, spec: GroupCollection): Collection<PlainRow> {
  return {
    scopes: ['group'],
    table: (state) => (state.plain[table] ??= []),
    inScope: (row, scope) => scope.kind === 'group' && row.group_id === scope.group.id,
    ...spec,
  };
}

const withoutGroup = (row: PlainRow) => without(row, 'group_id');

function userOf(state: SandboxState, row: PlainRow): UserRow | undefined {
  return state.tables.users.find((user) => user.id === row.user_id);
}

const textFilter =
  (field: string): Filter<PlainRow> =>
  (row, value) =>
    String(row[field] ?? '').includes(String(value));
const since =
  (field: string, after: boolean): Filter<PlainRow> =>
  (row, value) =>
    row[field] !== null && after === String(row[field]) > String(value);

export const samlGroupLinks = groupTable('saml_group_links', {
  path: 'saml_group_links',
  key: { param: 'saml_group_name', get: (row) => String(row.name) },
  notFound: 'SAML Group Link',
  serialize: withoutGroup,
  list: {},
  create: {
    required: ['saml_group_name', 'access_level'],
    build: (params, ctx) => ({
      group_id: ctx.scope.kind === 'group' ? ctx.scope.group.id : null,
      name: str(params.saml_group_name),
      access_level: Number(params.access_level),
      member_role_id: params.member_role_id ?? null,
      provider: str(params.provider) ?? null,
    }),
  },
  remove: true,
  tier: 'premium',
});

/** SAML users answer GitLab's user entity, as an owner sees it. */
export const samlUsers = groupTable('saml_users', {
  path: 'saml_users',
  key: { param: 'user_id', get: (row) => Number(row.user_id) },
  notFound: 'User',
  get: false,
  serialize: (row, ctx) => {
    const user = userOf(ctx.state, row);
    return user === undefined ? {} : userJson(ctx.state, user, ctx.auth.user);
  },
  list: {
    filters: {
      username: (row, value, ctx) => userOf(ctx.state, row)?.username === value,
      search: (row, value, ctx) => {
        const user = userOf(ctx.state, row);
        return user !== undefined && `${user.name} ${user.username} ${user.email}`.includes(String(value));
      },
      active: (row, value, ctx) => (userOf(ctx.state, row)?.state === 'active') === bool(value),
      blocked: (row, value, ctx) => (userOf(ctx.state, row)?.state === 'blocked') === bool(value),
    },
  },
  tier: 'premium',
});

const inventoryDates = {
  created_after: since('created_at', true),
  created_before: since('created_at', false),
};

export const managedTokens = groupTable('group_manage_pats', {
  path: 'manage/personal_access_tokens',
  key: { param: 'token_id', get: (row) => Number(row.id) },
  notFound: 'Personal Access Token',
  get: false,
  serialize: withoutGroup,
  list: {
    filters: {
      ...inventoryDates,
      last_used_after: since('last_used_at', true),
      last_used_before: since('last_used_at', false),
      search: textFilter('name'),
      revoked: (row, value) => row.revoked === bool(value),
      state: (row, value) => row.active === (value === 'active'),
    },
    orderBy: { id: (row) => Number(row.id), created_at: (row) => String(row.created_at) },
  },
  remove: true,
  tier: 'ultimate',
});

export const managedSshKeys = groupTable('group_manage_ssh_keys', {
  path: 'manage/ssh_keys',
  key: { param: 'key_id', get: (row) => Number(row.id) },
  notFound: 'Key',
  get: false,
  serialize: withoutGroup,
  list: {
    filters: {
      ...inventoryDates,
      expires_after: since('expires_at', true),
      expires_before: since('expires_at', false),
    },
    orderBy: { id: (row) => Number(row.id), created_at: (row) => String(row.created_at) },
  },
  remove: true,
  tier: 'ultimate',
});

export const sshCertificates = groupTable('group_ssh_certificates', {
  path: 'ssh_certificates',
  key: { param: 'ssh_certificates_id', get: (row) => Number(row.id) },
  notFound: 'SSH Certificate',
  get: false,
  serialize: withoutGroup,
  list: {},
  create: {
    required: ['key', 'title'],
    build: (params, ctx) => ({
      id: nextId(ctx.state, 'group_ssh_certificates', ctx.state.plain.group_ssh_certificates ?? []),
      group_id: ctx.scope.kind === 'group' ? ctx.scope.group.id : null,
      title: str(params.title),
      key: str(params.key),
      created_at: ctx.state.now(),
    }),
  },
  remove: true,
  tier: 'premium',
});

function billableJson(row: PlainRow, ctx: CollectionContext): Record<string, unknown> {
  const user = userOf(ctx.state, row);
  return {
    ...userBasic(ctx.state, Number(row.user_id)),
    email: user?.email ?? null,
    last_activity_on: row.last_activity_on,
    membership_type: row.membership_type,
    removable: true,
    created_at: user?.created_at ?? null,
    is_last_owner: false,
    last_login_at: row.last_activity_on === null ? null : `${String(row.last_activity_on)}T08:00:00.000Z`,
  };
}

/** GitLab's `sort` values for billable members (https://docs.gitlab.com/api/members/#list-all-billable-members-of-a-group). */
const BILLABLE_ORDER: Record<string, (a: PlainRow, b: PlainRow) => number> = {
  last_activity_on_asc: (a, b) => String(a.last_activity_on).localeCompare(String(b.last_activity_on)),
  last_activity_on_desc: (a, b) => String(b.last_activity_on).localeCompare(String(a.last_activity_on)),
};

export const billableMembers = groupTable('billable_members', {
  path: 'billable_members',
  key: { param: 'user_id', get: (row) => Number(row.user_id) },
  notFound: 'User',
  get: false,
  serialize: billableJson,
  list: {
    filters: {
      search: (row, value, ctx) => {
        const user = userOf(ctx.state, row);
        return user !== undefined && `${user.name} ${user.username}`.includes(String(value));
      },
    },
    order: (ctx) => BILLABLE_ORDER[ctx.req.query.sort ?? ''],
  },
  remove: true,
  tier: 'premium',
});

/** A billable member's direct memberships: the group's own member rows of that user, as GitLab's entity. */
export const billableMemberships = groupTable('billable_members', {
  path: 'billable_members/:user_id/memberships',
  key: { param: 'membership_id', get: (row) => Number(row.user_id) },
  notFound: 'User',
  get: false,
  rows: (ctx) => {
    const group = ctx.scope.kind === 'group' ? ctx.scope.group : undefined;
    return ctx.state.tables.members
      .filter(
        (member) =>
          member.source_type === 'Namespace' &&
          member.source_id === group?.id &&
          String(member.user_id) === ctx.params.user_id,
      )
      .map((member) => ({ ...member, full_path: group?.full_path, full_name: group?.full_name }));
  },
  serialize: (row, ctx) => ({
    id: Number(row.source_id) * 1000 + Number(row.user_id),
    source_id: row.source_id,
    source_full_name: row.full_name,
    source_members_url: webUrl(ctx.state, `groups/${String(row.full_path)}/-/group_members`),
    created_at: row.created_at,
    expires_at: row.expires_at,
    access_level: {
      string_value: ACCESS_NAMES[Number(row.access_level)] ?? 'Custom',
      integer_value: row.access_level,
    },
  }),
  list: {},
  tier: 'premium',
});

const ACCESS_NAMES: Record<number, string> = {
  10: 'Guest',
  15: 'Planner',
  20: 'Reporter',
  30: 'Developer',
  40: 'Maintainer',
  50: 'Owner',
};

export const groupEnterpriseCollections = [
  samlGroupLinks,
  samlUsers,
  managedTokens,
  managedSshKeys,
  sshCertificates,
  billableMembers,
  billableMemberships,
];
