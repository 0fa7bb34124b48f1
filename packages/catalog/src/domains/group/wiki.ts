import { GROUP_OWNER } from '../owner.js';
import { wikiActions } from '../wiki/pages.js';

/** A group's wiki (https://docs.gitlab.com/api/group_wikis/, Premium): the same pages, under the group. */
export const groupWikiActions = wikiActions(
  GROUP_OWNER,
  {
    list: {
      id: 'group.wiki_list',
      description: 'List the pages of a group’s wiki: titles, slugs and formats, content on request.',
      aliases: ['group wiki', 'group wiki pages'],
    },
    get: {
      id: 'group.wiki_get',
      description: 'Read one page of a group’s wiki by its slug, as source or rendered HTML.',
      aliases: ['group wiki page'],
    },
    create: {
      id: 'group.wiki_create',
      description: 'Add a page to a group’s wiki from a title and its content.',
      aliases: ['new group wiki page'],
    },
    update: {
      id: 'group.wiki_edit',
      description: 'Edit a page of a group’s wiki: its content, title or format.',
      aliases: ['edit group wiki page'],
    },
    delete: {
      id: 'group.wiki_delete',
      description: 'Delete a page of a group’s wiki.',
      aliases: ['remove group wiki page'],
    },
  },
  { tier: 'premium', resource: null },
);
