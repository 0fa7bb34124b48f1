import type { ParamContract } from '../../http/param-contract.js';

/*
 * A project snippet's reads and deletes, its notes, threads and emoji reactions, which take no parameter beyond
 * pagination: doc/api/project_snippets.md ("List all snippets in a project", "Retrieve a single snippet",
 * "Delete snippet", "Retrieve snippet contents"), doc/api/notes.md ("Get single snippet note", "Delete a snippet
 * note"), doc/api/discussions.md (snippet threads: list, get, delete a thread note), doc/api/emoji_reactions.md
 * (list, get, delete on a snippet and on its notes).
 */

const snippet = '/projects/:id/snippets/:snippet_id';

const emoji = [snippet, `${snippet}/notes/:note_id`].flatMap((on) => [
  `GET ${on}/award_emoji`,
  `GET ${on}/award_emoji/:award_id`,
  `DELETE ${on}/award_emoji/:award_id`,
]);

const plain = [
  'GET /projects/:id/snippets',
  `GET ${snippet}`,
  `DELETE ${snippet}`,
  `GET ${snippet}/raw`,
  `GET ${snippet}/notes/:note_id`,
  `DELETE ${snippet}/notes/:note_id`,
  `GET ${snippet}/discussions`,
  `GET ${snippet}/discussions/:discussion_id`,
  `DELETE ${snippet}/discussions/:discussion_id/notes/:note_id`,
  ...emoji,
];

export const snippetReadContracts: Record<string, ParamContract> = Object.fromEntries(
  plain.map((route) => [route, {}]),
);
