import type { GroupRow, UserRow } from '../store/rows.js';

function user(id: number, username: string, name: string, isAdmin: boolean, jobTitle: string): UserRow {
  return {
    id,
    username,
    name,
    email: `${username}@example.com`,
    state: 'active',
    is_admin: isAdmin,
    bot: false,
    created_at: `2024-0${Math.min(id, 9)}-01T09:00:00.000Z`,
    bio: '',
    location: id % 2 === 0 ? 'Berlin' : 'Lisbon',
    public_email: id === 1 ? null : `${username}@example.com`,
    website_url: '',
    organization: 'Example Inc.',
    job_title: jobTitle,
    namespace_id: 100 + id,
  };
}

/** root (1, admin), alice (2), bob (3), carol (4) are fixed facts (sandbox-api.md); the rest fill lists. */
export const seedUsers: readonly UserRow[] = [
  user(1, 'root', 'Administrator', true, 'Administrator'),
  user(2, 'alice', 'Alice Anderson', false, 'Backend engineer'),
  user(3, 'bob', 'Bob Brown', false, 'Frontend engineer'),
  user(4, 'carol', 'Carol Clark', false, 'Product manager'),
  user(5, 'dave', 'Dave Davis', false, 'SRE'),
  user(6, 'erin', 'Erin Evans', false, 'QA engineer'),
];

export const seedGroups: readonly GroupRow[] = [
  {
    id: 10,
    name: 'Group',
    path: 'group',
    full_path: 'group',
    full_name: 'Group',
    parent_id: null,
    description: 'The example group.',
    visibility: 'internal',
    created_at: '2024-01-05T09:00:00.000Z',
  },
  {
    id: 11,
    name: 'Subgroup',
    path: 'subgroup',
    full_path: 'group/subgroup',
    full_name: 'Group / Subgroup',
    parent_id: 10,
    description: 'A subgroup of group.',
    visibility: 'internal',
    created_at: '2024-01-06T09:00:00.000Z',
  },
];
