import { PROJECT_OWNER } from '../owner.js';
import { wikiActions } from './pages.js';

/** A project's wiki (https://docs.gitlab.com/api/wikis/): the `wiki` domain. */
export const projectWikiActions = wikiActions(
  PROJECT_OWNER,
  {
    list: {
      id: 'wiki.list',
      description: 'List the pages of a project’s wiki: titles, slugs and formats, content on request.',
      aliases: ['wiki pages', 'wiki', 'documentation pages'],
    },
    get: {
      id: 'wiki.get',
      description: 'Read one page of a project’s wiki by its slug, as source or rendered HTML.',
      aliases: ['wiki page', 'read wiki'],
    },
    create: {
      id: 'wiki.create',
      description: 'Add a page to a project’s wiki from a title and its content.',
      aliases: ['write wiki page'],
    },
    update: {
      id: 'wiki.update',
      description: 'Edit a page of a project’s wiki: its content, title or format.',
      aliases: ['edit wiki page'],
    },
    delete: {
      id: 'wiki.delete',
      description: 'Delete a page of a project’s wiki.',
      aliases: ['remove wiki page'],
    },
  },
  { resource: 'gitlab://project/{project_id}/wiki/{slug}' },
);
