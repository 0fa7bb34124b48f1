import type { CatalogCall } from '../catalog-call.js';

/**
 * Repository storage moves of projects, groups and snippets against the seeded sandbox: one finished move of
 * group/project (42), group `group` (10) and root's snippet 64 each, from `default` to `storage2`. The three families come
 * from one factory, so the rows are built the same way for each.
 */
function movesOf(moved: 'project' | 'group' | 'snippet', id: number, shows: string): CatalogCall[] {
  const owner = { [`${moved}_id`]: id };
  const title = `${moved[0]!.toUpperCase()}${moved.slice(1)}`;
  return [
    { action: `storage_move.retrieve_all_${moved}`, params: {}, expect: '## Repository Storage Moves (1)' },
    { action: `storage_move.retrieve_${moved}`, params: owner, expect: shows },
    { action: `storage_move.get_${moved}`, params: { id: 1 }, expect: 'Storage Move #1' },
    { action: `storage_move.get_${moved}`, params: { id: 99 }, expect: 'storage move 99', isError: true },
    { action: `storage_move.get_${moved}_for_${moved}`, params: { ...owner, id: 1 }, expect: shows },
    // The repository is on storage2 since the seeded move, so the next one goes back to default.
    { action: `storage_move.schedule_${moved}`, params: owner, expect: '`storage2` -> default' },
    {
      action: `storage_move.schedule_all_${moved}`,
      params: { source_storage_name: 'default', destination_storage_name: 'storage2' },
      expect: `${title} repository storage moves scheduled.`,
    },
  ];
}

export const storageMoveCalls: CatalogCall[] = [
  ...movesOf('project', 42, 'group/project'),
  ...movesOf('group', 10, 'Group'),
  ...movesOf('snippet', 64, 'Back up the instance'),
];
