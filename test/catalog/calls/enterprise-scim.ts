import type { CatalogCall } from '../catalog-call.js';

const done = '✅ Action completed successfully.';
const group = { group_id: 'group' };

/**
 * Enterprise users of group (alice with two-factor on, bob off) and its SCIM identities (okta-00u1alice,
 * okta-00u2bob); the extern UIDs are the provider's IDs, shown as they are.
 */
export const enterpriseScimCalls: CatalogCall[] = [
  { action: 'enterprise_user.list', params: group, expect: '## Users (2)' },
  { action: 'enterprise_user.list', params: { ...group, two_factor: 'disabled' }, expect: '## Users (1)' },
  {
    action: 'enterprise_user.get',
    params: { ...group, user_id: 2 },
    expect: '## User: Alice Anderson (@alice)',
  },
  { action: 'enterprise_user.disable_2fa', params: { ...group, user_id: 2 }, expect: done },
  { action: 'enterprise_user.get', params: { ...group, user_id: 2 }, expect: '**Two-Factor**: ❌' },
  { action: 'enterprise_user.get', params: { ...group, user_id: 4 }, expect: 'Not Found', isError: true },
  { action: 'group_scim.list', params: group, expect: '## SCIM Identities (2)' },
  { action: 'group_scim.get', params: { ...group, uid: 'okta-00u1alice' }, expect: '**User ID**: 2' },
  {
    action: 'group_scim.update',
    params: { ...group, uid: 'okta-00u2bob', extern_uid: 'okta-00u9bob' },
    expect: done,
  },
  {
    action: 'group_scim.get',
    params: { ...group, uid: 'okta-00u9bob' },
    expect: '## SCIM Identity: okta-00u9bob',
  },
  { action: 'group_scim.delete', params: { ...group, uid: 'okta-00u9bob' }, expect: done },
  { action: 'enterprise_user.delete', params: { ...group, user_id: 3, hard_delete: false }, expect: done },
  { action: 'enterprise_user.list', params: group, expect: '## Users (1)' },
];
