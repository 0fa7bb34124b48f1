/** Snippets (https://docs.gitlab.com/api/snippets/, https://docs.gitlab.com/api/project_snippets/). */
import { AUTHOR_FIELD, CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

const SNIPPET_NOT_FOUND = {
  subject: 'snippet',
  suggestions: [
    { action: 'snippet.list', text: 'list your snippets' },
    { action: 'snippet.project_list', text: "list a project's snippets" },
  ],
};

/** A personal or project snippet: its files are listed, their content is read with the content actions. */
export const snippetKind = defineKind({
  name: 'snippet',
  plural: { key: 'snippets', title: 'Snippets' },
  empty: 'No snippets found.',
  heading: { template: 'Snippet ${id}: {title}' },
  fields: [
    { label: 'File', path: 'file_name', format: 'code' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    AUTHOR_FIELD,
    { label: 'Project ID', path: 'project_id', format: 'count' },
    CREATED_FIELD,
    { label: 'Updated', path: 'updated_at', format: 'date' },
    { label: 'Raw URL', path: 'raw_url', format: 'link' },
    URL_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count', prefix: '$', link: 'web_url' },
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'File', path: 'file_name', format: 'code' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    AUTHOR_FIELD,
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [{ label: 'Files', path: 'files', kind: 'snippet_file' }],
  notFound: SNIPPET_NOT_FOUND,
});

/** One file of a snippet as the snippet lists it: its path and where its raw content is. */
export const snippetFileKind = defineKind({
  name: 'snippet_file',
  plural: { key: 'files', title: 'Files' },
  empty: 'No files found.',
  heading: { template: 'File: {path}' },
  fields: [{ label: 'Raw URL', path: 'raw_url', format: 'link' }],
  columns: [
    { label: 'Path', path: 'path', format: 'code' },
    { label: 'Raw URL', path: 'raw_url', format: 'link' },
  ],
  longText: [],
  nested: [],
  notFound: SNIPPET_NOT_FOUND,
});

/** A snippet file's content as an answer carries it: bounded text, or a binary file's size only. */
export const snippetContentKind = defineKind({
  name: 'snippet_content',
  plural: { key: 'contents', title: 'Snippet Contents' },
  empty: 'No content found.',
  heading: { template: 'Snippet ${snippet_id}: {file_name|snippet_id}' },
  fields: [
    { label: 'Ref', path: 'ref', format: 'code' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
    { label: 'Content Type', path: 'content_type', format: 'text' },
    { label: 'Binary', path: 'binary', format: 'warning' },
    { label: 'Lines', path: 'total_lines', format: 'count' },
    { label: 'Truncated', path: 'truncated', format: 'warning' },
    { label: 'Omitted', path: 'omitted', format: 'text' },
  ],
  columns: [
    { label: 'Snippet', path: 'snippet_id', format: 'count', prefix: '$' },
    { label: 'File', path: 'file_name', format: 'code' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
  ],
  longText: [{ label: 'Content', path: 'content', style: 'code' }],
  nested: [],
  notFound: SNIPPET_NOT_FOUND,
});
