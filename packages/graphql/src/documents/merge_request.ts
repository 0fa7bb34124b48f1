import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS, USER_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection, UserRef } from './shared.js';

export interface MergeRequestNode {
  id?: string | null;
  iid?: string | null;
  title?: string | null;
  state?: string | null;
  draft?: boolean | null;
  webUrl?: string | null;
  sourceBranch?: string | null;
  targetBranch?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  detailedMergeStatus?: string | null;
  author?: UserRef | null;
}

/** `merge_request` lists over GraphQL: a project's merge requests, paging both ways. */
export const PROJECT_MERGE_REQUESTS = graphqlDocument<
  { project?: { mergeRequests?: NodesConnection<MergeRequestNode> | null } | null },
  CursorVariables & { fullPath: string; state?: string; sort?: string }
>(/* GraphQL */ `
  query projectMergeRequests(
    $fullPath: ID!
    $state: MergeRequestState
    $sort: MergeRequestSort
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    project(fullPath: $fullPath) {
      mergeRequests(state: $state, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
        nodes {
          id
          iid
          title
          state
          draft
          webUrl
          sourceBranch
          targetBranch
          createdAt
          updatedAt
          detailedMergeStatus
          author { ${USER_FIELDS} }
        }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);
