import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, hashList, oneOf, required, string } from './spec.js';

/*
 * doc/api/snippets.md, doc/api/project_snippets.md, doc/api/wikis.md, doc/api/group_wikis.md; declared in GitLab's
 * lib/api/snippets.rb, project_snippets.rb (with lib/api/helpers/snippets_helpers.rb) and wikis.rb (with
 * lib/api/helpers/wikis_helpers.rb), shared by project and group wikis.
 */

const visibility = oneOf('private', 'internal', 'public');

/** A snippet's content: one file by `file_name`/`content`, or several by `files` (hashes of path and content). */
const snippetContent: ParamContract = {
  title: string,
  description: string,
  visibility,
  file_name: string,
  content: string,
  files: hashList,
};

const snippetCreation: ParamContract = { ...snippetContent, title: required(string) };

// "List all snippets for current user", "List all public snippets", "List all snippets" (administrators).
const snippetDates: ParamContract = { created_after: datetime, created_before: datetime };

const wikiFormat = oneOf('markdown', 'rdoc', 'asciidoc', 'org');

const wikiList: ParamContract = { with_content: boolean };
const wikiPage: ParamContract = { version: string, render_html: boolean };
const wikiCreation: ParamContract = {
  title: required(string),
  content: required(string),
  format: wikiFormat,
};
const wikiUpdate: ParamContract = { title: string, content: string, format: wikiFormat };

export const snippetWikiContracts: Record<string, ParamContract> = {
  'GET /snippets': snippetDates,
  'GET /snippets/public': snippetDates,
  'GET /snippets/all': { ...snippetDates, repository_storage: string },
  'POST /snippets': snippetCreation,
  'PUT /snippets/:snippet_id': snippetContent,
  'POST /projects/:id/snippets': snippetCreation,
  'PUT /projects/:id/snippets/:snippet_id': snippetContent,
  'GET /projects/:id/wikis': wikiList,
  'GET /projects/:id/wikis/:slug': wikiPage,
  'POST /projects/:id/wikis': wikiCreation,
  'PUT /projects/:id/wikis/:slug': wikiUpdate,
  'GET /groups/:id/wikis': wikiList,
  'GET /groups/:id/wikis/:slug': wikiPage,
  'POST /groups/:id/wikis': wikiCreation,
  'PUT /groups/:id/wikis/:slug': wikiUpdate,
};
