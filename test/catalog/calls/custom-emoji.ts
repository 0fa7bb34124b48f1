import type { CatalogCall } from '../catalog-call.js';

const group = { group_path: 'group' };

/** The custom emoji of `group` (seeded: party_parrot 4101 and shipit 4102), one added and deleted. */
export const customEmojiCalls: CatalogCall[] = [
  { action: 'custom_emoji.list', params: group, expect: 'party_parrot' },
  {
    action: 'custom_emoji.create',
    params: { ...group, name: 'lgtm', url: 'https://emoji.example.com/lgtm.png' },
    expect: 'Custom Emoji #4103: :lgtm:',
  },
  {
    action: 'custom_emoji.create',
    params: { ...group, name: 'lgtm', url: 'https://emoji.example.com/lgtm.png' },
    expect: 'Name has already been taken',
    isError: true,
  },
  { action: 'custom_emoji.delete', params: { id: '4103' }, expect: '✅ Action completed successfully.' },
  {
    action: 'custom_emoji.delete',
    params: { id: 'gid://gitlab/CustomEmoji/4103' },
    expect: 'Not Found',
    isError: true,
  },
];
