/**
 * Issue 18: the group endpoints' parameter tables showed group actions offering what GitLab ignores (an order on
 * lists GitLab answers in its own order) or refuses (an LDAP link deleted without its provider). The server keeps
 * taking those parameters (drop-in compatibility) and refuses the call by the argument's name before any request.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { textOf } from '../support/harness.js';
import { actionCall } from '../support/surfaces.js';

const harness = dynamicHarness();

const group = { group_id: 'group' };

/** Group lists whose order GitLab does not take, each called with one; the words its refusal names. */
const ORDERED_CALLS: Array<[string, Record<string, unknown>, string[]]> = [
  ['group.transfer_locations', { ...group, order_by: 'name' }, ['order_by', 'transfer_locations']],
  ['group.list_provisioned_users', { ...group, sort: 'desc' }, ['sort', 'provisioned_users']],
  ['group.saml_users_list', { ...group, order_by: 'id', sort: 'asc' }, ['order_by, sort', 'saml_users']],
  ['group.credential_list_ssh_keys', { ...group, sort: 'asc' }, ['sort', 'manage/ssh_keys']],
  ['group.group_billable_members_list', { ...group, order_by: 'name' }, ['order_by', 'billable_members']],
  [
    'group.group_billable_member_memberships_list',
    { ...group, user_id: 2, order_by: 'id' },
    ['order_by', 'memberships'],
  ],
  ['enterprise_user.list', { ...group, sort: 'desc' }, ['sort', 'enterprise_users']],
  ['package.registry_list_group', { ...group, order_by: 'name' }, ['order_by', 'registry/repositories']],
  ['group.epic_board_list', { ...group, sort: 'asc' }, ['sort', 'epic_boards']],
];

describe('an order GitLab ignores on a group list is refused by name before any request', () => {
  it('refuses every such call, with nothing sent', async () => {
    const answered: string[] = [];
    for (const [id, params, words] of ORDERED_CALLS) {
      const { result, text, requests } = await executeLogged(harness(), id, params);
      const refused = result.isError === true && requests.length === 0 && text.includes('nothing was sent');
      if (!refused || !words.every((word) => text.includes(word))) answered.push(`${id}: ${text}`);
    }
    expect(answered).toEqual([]);
  });
});

describe('an LDAP link is deleted only with its provider, as GitLab requires', () => {
  /** The deletion, confirmed as a user who approved it would, with what reached GitLab for it alone. */
  const deleteLink = async (params: Record<string, unknown>) => {
    harness().sandbox.requests.clear();
    const call = actionCall('dynamic', 'group.ldap_link_delete', { ...group, ...params }, true);
    const result = await harness().call(call.name, call.arguments);
    return { result, text: textOf(result), requests: harness().sandbox.requests.all() };
  };

  it('refuses a deletion without provider by name, before any request', async () => {
    const { result, text, requests } = await deleteLink({ cn: 'engineering' });
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain('requires provider');
  });

  it('sends the provider with the CN in the query', async () => {
    const { result, text, requests } = await deleteLink({ cn: 'engineering', provider: 'ldapmain' });
    expect(result.isError ?? false, text).toBe(false);
    expect(
      requests.map((request) => [request.method, request.path, request.query, request.undeclared]),
    ).toEqual([
      ['DELETE', '/groups/group/ldap_group_links', { cn: 'engineering', provider: 'ldapmain' }, undefined],
    ]);
  });
});

describe('an LDAP link gives a role GitLab grants', () => {
  it('refuses no access (0) by name, before any request', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'group.ldap_link_add', {
      ...group,
      provider: 'ldapmain',
      cn: 'qa',
      group_access: 0,
    });
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain('group_access 0');
    expect(text).toContain('nothing was sent');
  });
});

describe('the parameters GitLab does take still reach it', () => {
  it('billable members keep their search and sort; transfer locations their search', async () => {
    const members = await executeLogged(harness(), 'group.group_billable_members_list', {
      ...group,
      search: 'a',
      sort: 'name_asc',
    });
    expect(members.result.isError ?? false, members.text).toBe(false);
    expect(
      members.requests.map((request) => [request.path, request.query.search, request.query.sort]),
    ).toEqual([['/groups/group/billable_members', 'a', 'name_asc']]);
    const locations = await executeLogged(harness(), 'group.transfer_locations', { ...group, search: 'sub' });
    expect(locations.result.isError ?? false, locations.text).toBe(false);
    expect(
      locations.requests.map((request) => [request.path, request.query.search, request.undeclared]),
    ).toEqual([['/groups/group/transfer_locations', 'sub', undefined]]);
  });
});
