import type { GraphqlPageInfo } from '../cursor-pagination.js';

/** The pageInfo selection every paged document asks for (OF-54 needs all four fields). */
export const PAGE_INFO_FIELDS = 'pageInfo { hasNextPage hasPreviousPage endCursor startCursor }';

/** The answer shape of a connection selected with `nodes` and PAGE_INFO_FIELDS. */
export interface NodesConnection<T> {
  nodes?: Array<T | null> | null;
  pageInfo?: GraphqlPageInfo | null;
}

/** A user as the documents select it. */
export interface UserRef {
  id?: string | null;
  username?: string | null;
  name?: string | null;
  webUrl?: string | null;
}

export const USER_FIELDS = 'id username name webUrl';
