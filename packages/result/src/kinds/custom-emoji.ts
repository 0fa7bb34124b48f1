import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/**
 * A group's custom emoji (https://docs.gitlab.com/api/graphql/reference/#customemoji), with the numeric `id` the
 * catalog takes from its global ID; `createdAt` as GraphQL names it.
 */
export const customEmojiKind = defineKind({
  name: 'custom_emoji',
  plural: { key: 'custom_emoji', title: 'Custom Emoji' },
  empty: 'No custom emoji found.',
  heading: { template: 'Custom Emoji #{id}: :{name}:' },
  fields: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Image', path: 'url', format: 'link' },
    { label: 'External', path: 'external', format: 'bool' },
    { ...CREATED_FIELD, path: 'createdAt' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Image', path: 'url', format: 'link' },
    { ...CREATED_FIELD, path: 'createdAt' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'custom emoji',
    suggestions: [{ action: 'custom_emoji.list', text: "list the group's custom emoji to find its ID" }],
  },
});
