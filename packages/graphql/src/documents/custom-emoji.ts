import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

/*
 * A group's custom emoji (https://docs.gitlab.com/api/graphql/reference/#groupcustomemoji, #mutationcreatecustomemoji,
 * #mutationdestroycustomemoji): GitLab offers them only over GraphQL.
 */

export interface CustomEmojiNode {
  id?: string | null;
  name?: string | null;
  url?: string | null;
  external?: boolean | null;
  createdAt?: string | null;
}

const CUSTOM_EMOJI_FIELDS = 'id name url external createdAt';

/** `custom_emoji.list`. */
export const GROUP_CUSTOM_EMOJI = graphqlDocument<
  { group?: { customEmoji?: NodesConnection<CustomEmojiNode> | null } | null },
  CursorVariables & { fullPath: string }
>(/* GraphQL */ `
  query groupCustomEmoji($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    group(fullPath: $fullPath) {
      customEmoji(first: $first, after: $after, last: $last, before: $before) {
        nodes { ${CUSTOM_EMOJI_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/** `custom_emoji.create`. */
export const CREATE_CUSTOM_EMOJI = graphqlDocument<
  { createCustomEmoji?: { customEmoji?: CustomEmojiNode | null; errors?: string[] | null } | null },
  { input: { groupPath: string; name: string; url: string } }
>(/* GraphQL */ `
  mutation createCustomEmoji($input: CreateCustomEmojiInput!) {
    createCustomEmoji(input: $input) {
      customEmoji { ${CUSTOM_EMOJI_FIELDS} }
      errors
    }
  }
`);

/** `custom_emoji.delete`. */
export const DESTROY_CUSTOM_EMOJI = graphqlDocument<
  { destroyCustomEmoji?: { customEmoji?: CustomEmojiNode | null; errors?: string[] | null } | null },
  { input: { id: string } }
>(/* GraphQL */ `
  mutation destroyCustomEmoji($input: DestroyCustomEmojiInput!) {
    destroyCustomEmoji(input: $input) {
      customEmoji { ${CUSTOM_EMOJI_FIELDS} }
      errors
    }
  }
`);
