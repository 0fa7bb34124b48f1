import type { PlainRow } from '../store/rows.js';

/** Custom emoji of group `group` (10): two external images, kept in the `custom_emoji` plain table. */
export function seedCustomEmoji(): Record<string, PlainRow[]> {
  return {
    custom_emoji: [
      {
        id: 4101,
        group_id: 10,
        name: 'party_parrot',
        url: 'https://emoji.example.com/party_parrot.gif',
        external: true,
        creator_id: 2,
        created_at: '2025-01-20T09:00:00.000Z',
      },
      {
        id: 4102,
        group_id: 10,
        name: 'shipit',
        url: 'https://emoji.example.com/shipit.png',
        external: true,
        creator_id: 3,
        created_at: '2025-02-05T09:00:00.000Z',
      },
    ],
  };
}
