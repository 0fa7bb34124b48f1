import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const DONE = '✅ Action completed successfully.';

/** Project and group wikis: the seeded pages (home, installation, faq; the group's home), then a page's lifecycle. */
export const wikiCalls: CatalogCall[] = [
  { action: 'wiki.list', params: project, expect: '## Wiki Pages (3)' },
  {
    action: 'wiki.list',
    params: { ...project, with_content: true },
    expect: '| Installation | `installation` |',
  },
  { action: 'wiki.get', params: { ...project, slug: 'installation' }, expect: 'Run `npm ci`.' },
  {
    action: 'wiki.get',
    params: { ...project, slug: 'installation', render_html: true },
    expect: '<h1>Installation</h1>',
  },
  {
    action: 'wiki.get',
    params: { ...project, slug: 'nope' },
    expect: 'Wiki Page Not Found',
    isError: true,
  },
  {
    action: 'wiki.create',
    params: { ...project, title: 'Catalog page', content: '# Catalog\n\nWritten by the catalog.' },
    expect: 'Wiki Page: Catalog page',
  },
  {
    action: 'wiki.update',
    params: { ...project, slug: 'Catalog-page', content: 'Edited by the catalog.' },
    expect: 'Edited by the catalog.',
  },
  {
    action: 'wiki.upload_attachment',
    params: { ...project, filename: 'notes.txt', content_base64: Buffer.from('hello').toString('base64') },
    expect: 'Wiki Attachment: notes.txt',
  },
  { action: 'wiki.delete', params: { ...project, slug: 'Catalog-page' }, expect: DONE },
  { action: 'group.wiki_list', params: group, expect: '## Wiki Pages (1)' },
  { action: 'group.wiki_get', params: { ...group, slug: 'home' }, expect: 'Conventions for every project.' },
  {
    action: 'group.wiki_create',
    params: { ...group, title: 'Group page', content: 'For every team.', format: 'markdown' },
    expect: 'Wiki Page: Group page',
  },
  {
    action: 'group.wiki_edit',
    params: { ...group, slug: 'Group-page', content: 'For every team, edited.' },
    expect: 'For every team, edited.',
  },
  { action: 'group.wiki_delete', params: { ...group, slug: 'Group-page' }, expect: DONE },
];
