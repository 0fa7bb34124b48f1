import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const branchKind = defineKind({
  name: 'branch',
  plural: { key: 'branches', title: 'Branches' },
  empty: 'No branches found.',
  heading: { template: 'Branch: {name}' },
  fields: [
    { label: 'Protected', path: 'protected', format: 'bool' },
    { label: 'Default', path: 'default', format: 'bool' },
    { label: 'Merged', path: 'merged', format: 'bool' },
    { label: 'Can Push', path: 'can_push', format: 'bool' },
    { label: 'Developers Can Push', path: 'developers_can_push', format: 'bool' },
    { label: 'Developers Can Merge', path: 'developers_can_merge', format: 'bool' },
    URL_FIELD,
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text', link: 'web_url' },
    { label: 'Protected', path: 'protected', format: 'bool' },
    { label: 'Default', path: 'default', format: 'bool' },
    { label: 'Merged', path: 'merged', format: 'bool' },
  ],
  longText: [],
  nested: [{ label: 'Commit', path: 'commit', kind: 'commit' }],
  notFound: {
    subject: 'branch',
    suggestions: [
      { action: 'branch.list', text: "list the project's branches" },
      { text: 'Verify the branch name is spelled correctly (case-sensitive)' },
    ],
  },
});
