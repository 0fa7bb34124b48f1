import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** A to-do item of the current user (https://docs.gitlab.com/api/todos/). */
export const todoKind = defineKind({
  name: 'todo',
  plural: { key: 'todos', title: 'To-Do Items' },
  empty: 'No todo items found.',
  heading: { template: 'To-Do #{id}: {target.title|body}' },
  fields: [
    { label: 'Action', path: 'action_name', format: 'text' },
    { label: 'Target', path: 'target_type', format: 'text' },
    { label: 'Target URL', path: 'target_url', format: 'link' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Author', path: 'author', format: 'user' },
    { label: 'Project', path: 'project.path_with_namespace', format: 'text' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Action', path: 'action_name', format: 'text' },
    { label: 'Target', path: 'target.title', format: 'text', link: 'target_url' },
    { label: 'State', path: 'state', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [{ label: 'Body', path: 'body', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'to-do item',
    suggestions: [{ action: 'user.todo_list', text: 'list your to-do items' }],
  },
});
