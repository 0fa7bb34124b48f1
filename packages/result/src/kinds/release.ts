import { AUTHOR_FIELD, CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const releaseKind = defineKind({
  name: 'release',
  plural: { key: 'releases', title: 'Releases' },
  empty: 'No releases found.',
  heading: { template: 'Release: {name|tag_name}' },
  fields: [
    { label: 'Tag', path: 'tag_name', format: 'text' },
    AUTHOR_FIELD,
    { label: 'Released', path: 'released_at', format: 'date' },
    { label: 'Upcoming', path: 'upcoming_release', format: 'warning' },
    CREATED_FIELD,
    { label: 'Assets', path: 'assets.count', format: 'count' },
    { label: 'URL', path: '_links.self', format: 'link' },
  ],
  columns: [
    { label: 'Tag', path: 'tag_name', format: 'text' },
    { label: 'Name', path: 'name', format: 'text', link: '_links.self' },
    { label: 'Released', path: 'released_at', format: 'date' },
    AUTHOR_FIELD,
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [{ label: 'Commit', path: 'commit', kind: 'commit' }],
  notFound: {
    subject: 'release',
    suggestions: [{ action: 'release.list', text: "list the project's releases" }],
  },
});
