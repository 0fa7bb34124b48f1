import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const userKind = defineKind({
  name: 'user',
  plural: { key: 'users', title: 'Users' },
  empty: 'No users found.',
  heading: { template: 'User: {name|username} (@{username})' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Locked', path: 'locked', format: 'warning' },
    { label: 'Bot', path: 'bot', format: 'bool' },
    { label: 'Public Email', path: 'public_email', format: 'text' },
    CREATED_FIELD,
    URL_FIELD,
  ],
  columns: [
    { label: 'Username', path: 'username', format: 'user', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'State', path: 'state', format: 'text' },
  ],
  longText: [{ label: 'Bio', path: 'bio', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'user',
    suggestions: [{ action: 'user.list', text: 'find the user by name or username' }],
  },
});
