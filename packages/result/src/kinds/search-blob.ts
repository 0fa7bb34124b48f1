import { defineKind } from './kind-spec.js';

/**
 * A file or wiki page matched by GitLab's search API (`scope=blobs`, `scope=wiki_blobs`): the matching lines from
 * `startline`, in `data` (https://docs.gitlab.com/api/search/#scope-blobs).
 */
export const searchBlobKind = defineKind({
  name: 'search_blob',
  plural: { key: 'blobs', title: 'Search Results' },
  empty: 'No matching files found.',
  heading: { template: 'Match: {path}' },
  fields: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'Line', path: 'startline', format: 'count' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
  ],
  columns: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'Line', path: 'startline', format: 'count' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Match', path: 'data', format: 'excerpt' },
  ],
  longText: [{ label: 'Match', path: 'data', style: 'code' }],
  nested: [],
  notFound: {
    subject: 'search result',
    suggestions: [{ action: 'search.code', text: 'search again with other words' }],
  },
});

/** A snippet matched by title (`scope=snippet_titles`, https://docs.gitlab.com/api/search/#scope-snippet_titles). */
export const searchSnippetKind = defineKind({
  name: 'search_snippet',
  plural: { key: 'snippets', title: 'Snippets' },
  empty: 'No snippets found.',
  heading: { template: 'Snippet ${id}: {title}' },
  fields: [
    { label: 'File', path: 'file_name', format: 'code' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Created', path: 'created_at', format: 'date' },
    { label: 'URL', path: 'web_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count', prefix: '$', link: 'web_url' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'File', path: 'file_name', format: 'code' },
    { label: 'Author', path: 'author', format: 'user' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'snippet',
    suggestions: [{ action: 'search.snippets', text: 'search snippets by another title' }],
  },
});
