import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const tagKind = defineKind({
  name: 'tag',
  plural: { key: 'tags', title: 'Tags' },
  empty: 'No tags found.',
  heading: { template: 'Tag: {name}' },
  fields: [
    { label: 'Target', path: 'target', format: 'code' },
    { label: 'Protected', path: 'protected', format: 'bool' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Commit', path: 'commit.short_id', format: 'code', link: 'commit.web_url' },
    { label: 'Message', path: 'message', format: 'excerpt' },
    { label: 'Protected', path: 'protected', format: 'bool' },
    CREATED_FIELD,
  ],
  longText: [{ label: 'Message', path: 'message', style: 'quote' }],
  nested: [
    { label: 'Commit', path: 'commit', kind: 'commit' },
    { label: 'Release', path: 'release', kind: 'release' },
  ],
  notFound: {
    subject: 'tag',
    suggestions: [
      { action: 'tag.list', text: "list the project's tags" },
      { text: 'Verify the tag name is spelled correctly (case-sensitive)' },
    ],
  },
});
