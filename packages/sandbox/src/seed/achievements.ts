import type { PlainRow } from '../store/rows.js';

function award(
  id: number,
  achievement_id: number,
  user_id: number,
  created_at: string,
  extra: Partial<PlainRow> = {},
): PlainRow {
  return {
    id,
    achievement_id,
    user_id,
    awarded_by_user_id: 1,
    show_on_profile: true,
    priority: null,
    created_at,
    updated_at: created_at,
    revoked_at: null,
    revoked_by_user_id: null,
    ...extra,
  };
}

/**
 * Achievements of group `group` (GraphQL only): #301 awarded to alice and bob, #302 awarded to alice twice (one
 * user, two awards) and hidden from her profile once, one award revoked; root holds two awards to reorder.
 */
export function seedAchievementTables(): Record<string, PlainRow[]> {
  return {
    achievements: [
      {
        id: 301,
        namespace_id: 10,
        name: 'First merge',
        description: 'Merged a first merge request into group/project.',
        avatar_url: null,
        created_at: '2025-01-10T09:00:00.000Z',
        updated_at: '2025-01-10T09:00:00.000Z',
      },
      {
        id: 302,
        namespace_id: 10,
        name: 'Bug hunter',
        description: 'Reported a bug that the team confirmed.',
        avatar_url: null,
        created_at: '2025-01-12T09:00:00.000Z',
        updated_at: '2025-01-12T09:00:00.000Z',
      },
    ],
    user_achievements: [
      award(401, 301, 2, '2025-02-01T10:00:00.000Z'),
      award(402, 302, 2, '2025-02-03T10:00:00.000Z', { show_on_profile: false }),
      award(403, 301, 3, '2025-02-04T10:00:00.000Z'),
      award(404, 302, 2, '2025-02-20T10:00:00.000Z'),
      award(405, 301, 1, '2025-02-21T10:00:00.000Z', { priority: 0 }),
      award(406, 302, 1, '2025-02-22T10:00:00.000Z', { priority: 1 }),
      award(407, 302, 4, '2025-02-23T10:00:00.000Z', {
        revoked_at: '2025-02-24T10:00:00.000Z',
        revoked_by_user_id: 1,
      }),
    ],
  };
}
