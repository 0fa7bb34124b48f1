import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** An emoji reaction on an issue, a merge request, a snippet or one of their comments (https://docs.gitlab.com/api/emoji_reactions/). */
export const awardEmojiKind = defineKind({
  name: 'award_emoji',
  plural: { key: 'award_emoji', title: 'Emoji Reactions' },
  empty: 'No emoji reactions found.',
  heading: { template: 'Emoji Reaction #{id}: :{name}:' },
  fields: [
    { label: 'Emoji', path: 'name', format: 'code' },
    { label: 'User', path: 'user', format: 'user' },
    { label: 'On', path: 'awardable_type', format: 'text' },
    { label: 'On ID', path: 'awardable_id', format: 'count' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Emoji', path: 'name', format: 'code' },
    { label: 'User', path: 'user', format: 'user' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'emoji reaction',
    suggestions: [{ text: 'List the emoji reactions of the item to find the award ID' }],
  },
});
