import type { PlainRow } from '../../store/rows.js';
import type { Collection } from '../collection.js';
import { without } from '../shapes.js';

/** A group's epic boards (https://docs.gitlab.com/api/group_epic_boards/): read-only over REST, Premium. */
export const epicBoards: Collection<PlainRow> = {
  path: 'epic_boards',
  scopes: ['group'],
  key: { param: 'board_id', get: (row) => Number(row.id) },
  notFound: 'Board',
  table: (state) => (state.plain.epic_boards ??= []),
  inScope: (row, scope) => scope.kind === 'group' && row.group_id === scope.group.id,
  serialize: (row) => without(row, 'group_id'),
  list: { orderBy: { id: (row) => Number(row.id), name: (row) => String(row.name) } },
  tier: 'premium',
};
