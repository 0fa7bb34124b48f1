import { graphqlDocument } from './graphql-document.js';
import { USER_FIELDS } from './shared.js';
import type { UserRef } from './shared.js';

/** The token's own user. */
export const CURRENT_USER = graphqlDocument<{
  currentUser?: (UserRef & { state?: string | null; avatarUrl?: string | null }) | null;
}>(/* GraphQL */ `
  query currentUser {
    currentUser { ${USER_FIELDS} state avatarUrl }
  }
`);
