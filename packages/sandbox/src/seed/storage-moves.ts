import type { PlainRow } from '../store/rows.js';

/*
 * Repository storage moves (https://docs.gitlab.com/api/project_repository_storage_moves/): one finished move of
 * group/project, of group `group` (its wiki) and of root's snippet 64, from `default` to `storage2`. The stored row names
 * the moved object by ID; the API answers it embedded.
 */

function move(id: number, owner: PlainRow): PlainRow {
  return {
    id,
    created_at: '2025-03-18T14:00:00.000Z',
    state: 'finished',
    source_storage_name: 'default',
    destination_storage_name: 'storage2',
    ...owner,
  };
}

export function seedStorageMoveTables(): Record<string, PlainRow[]> {
  return {
    project_repository_storage_moves: [move(1, { project_id: 42 })],
    group_repository_storage_moves: [move(1, { group_id: 10 })],
    snippet_repository_storage_moves: [move(1, { snippet_id: 64 })],
  };
}
