import { URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A namespace: a group or a user's personal namespace (https://docs.gitlab.com/api/namespaces/). */
export const namespaceKind = defineKind({
  name: 'namespace',
  plural: { key: 'namespaces', title: 'Namespaces' },
  empty: 'No namespaces found.',
  heading: { template: 'Namespace: {full_path}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Kind', path: 'kind', format: 'text' },
    { label: 'Parent ID', path: 'parent_id', format: 'count' },
    { label: 'Plan', path: 'plan', format: 'text' },
    { label: 'Members', path: 'members_count_with_descendants', format: 'count' },
    URL_FIELD,
  ],
  columns: [
    { label: 'Path', path: 'full_path', format: 'text', link: 'web_url' },
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Kind', path: 'kind', format: 'text' },
    { label: 'Name', path: 'name', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'namespace',
    suggestions: [{ action: 'user.namespace_search', text: 'find the namespace by name' }],
  },
});

/** Whether a namespace path is taken, with GitLab's free alternatives (GET /namespaces/:id/exists). */
export const namespaceExistenceKind = defineKind({
  name: 'namespace_existence',
  plural: { key: 'namespace_checks', title: 'Namespace Checks' },
  empty: 'No namespace checks found.',
  heading: { template: 'Namespace Check' },
  fields: [
    { label: 'Exists', path: 'exists', format: 'bool' },
    { label: 'Suggestions', path: 'suggests', format: 'list' },
  ],
  columns: [],
  longText: [],
  nested: [],
  notFound: {
    subject: 'namespace',
    suggestions: [{ action: 'user.namespace_search', text: 'find the namespace by name' }],
  },
});
