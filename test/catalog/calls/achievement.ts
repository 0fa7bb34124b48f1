import type { CatalogCall } from '../catalog-call.js';

const group = { full_path: 'group' };

/**
 * Achievements of group `group` over GraphQL (seed/achievements.ts): #301 "First merge" (alice, bob, root) and #302
 * "Bug hunter" (alice twice, one hidden; root; carol's revoked). Rows run in order as root, an administrator.
 */
export const achievementCalls: CatalogCall[] = [
  { action: 'achievement.list', params: group, expect: 'First merge' },
  { action: 'achievement.list', params: { ...group, ids: [302] }, expect: '## Achievements (1)' },
  { action: 'achievement.recipients', params: { ...group, achievement_id: 302 }, expect: '@alice' },
  // Alice holds #302 twice: three awards, two people (carol's revoked award counts for neither).
  { action: 'achievement.unique_users', params: { ...group, achievement_id: 302 }, expect: '## Users (2)' },
  { action: 'achievement.user_list', params: { username: 'alice' }, expect: '## Awarded Achievements (2)' },
  {
    action: 'achievement.user_list',
    params: { username: 'alice', include_hidden: true },
    expect: '## Awarded Achievements (3)',
  },
  {
    action: 'achievement.create',
    params: { namespace_id: 10, name: 'Reviewer of the month', description: 'Most helpful reviews.' },
    expect: 'Achievement: Reviewer of the month',
  },
  {
    action: 'achievement.create',
    params: {
      namespace_id: 10,
      name: 'Logo',
      avatar_filename: 'logo.png',
      avatar_content_base64: 'iVBORw0KGgo=',
    },
    expect: 'avatar',
    isError: true,
  },
  {
    action: 'achievement.update',
    params: { achievement_id: 301, description: 'Merged a first MR.' },
    expect: 'Merged a first MR.',
  },
  {
    action: 'achievement.award',
    params: { achievement_id: 301, user_id: 4, award_message: 'Thanks, Carol!' },
    expect: 'has no award message',
    isError: true,
  },
  {
    action: 'achievement.award',
    params: { achievement_id: 301, user_id: 4 },
    expect: '**Awarded By**: @root',
  },
  { action: 'achievement.revoke', params: { user_achievement_id: 403 }, expect: '**Revoked By**: @root' },
  {
    action: 'achievement.revoke',
    params: { user_achievement_id: 403 },
    expect: 'This achievement has already been revoked',
    isError: true,
  },
  {
    action: 'achievement.user_achievement_update',
    params: { user_achievement_id: 402, show_on_profile: true },
    expect: '**On Profile**: ✅',
  },
  {
    action: 'achievement.user_achievement_update',
    params: { user_achievement_id: 402 },
    expect: 'show_on_profile',
    isError: true,
  },
  {
    action: 'achievement.user_achievement_reorder',
    params: { user_achievement_ids: [406, 405] },
    expect: '## Awarded Achievements (2)',
  },
  {
    action: 'achievement.user_achievement_delete',
    params: { user_achievement_id: 404 },
    expect: 'Awarded achievement deleted.',
  },
  {
    action: 'achievement.delete',
    params: { achievement_id: 302 },
    expect: 'Achievement deleted, with its awards.',
  },
  { action: 'achievement.list', params: { ...group, ids: [302] }, expect: 'No achievements found.' },
];
