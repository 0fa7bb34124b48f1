import { defineKind } from './kind-spec.js';

/** A wiki page of a project or group (https://docs.gitlab.com/api/wikis/): lists carry content only on request. */
export const wikiPageKind = defineKind({
  name: 'wiki_page',
  plural: { key: 'wiki_pages', title: 'Wiki Pages' },
  empty: 'No wiki pages found.',
  heading: { template: 'Wiki Page: {title}' },
  fields: [
    { label: 'Slug', path: 'slug', format: 'code' },
    { label: 'Format', path: 'format', format: 'text' },
    { label: 'Encoding', path: 'encoding', format: 'text' },
  ],
  columns: [
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'Slug', path: 'slug', format: 'code' },
    { label: 'Format', path: 'format', format: 'text' },
  ],
  longText: [{ label: 'Content', path: 'content', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'wiki page',
    suggestions: [
      { action: 'wiki.list', text: 'list the pages of the project wiki' },
      { text: 'Use the page slug (the last part of its URL), not its title' },
    ],
  },
});

/** A file uploaded to a wiki repository, with the Markdown that links it from a page. */
export const wikiAttachmentKind = defineKind({
  name: 'wiki_attachment',
  plural: { key: 'wiki_attachments', title: 'Wiki Attachments' },
  empty: 'No wiki attachments found.',
  heading: { template: 'Wiki Attachment: {file_name}' },
  fields: [
    { label: 'Path', path: 'file_path', format: 'code' },
    { label: 'Branch', path: 'branch', format: 'text' },
    { label: 'Markdown', path: 'link.markdown', format: 'code' },
  ],
  columns: [
    { label: 'File', path: 'file_name', format: 'text' },
    { label: 'Path', path: 'file_path', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'wiki attachment',
    suggestions: [{ action: 'wiki.list', text: 'list the pages of the project wiki' }],
  },
});
