import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

export interface BranchRuleNode {
  id?: string | null;
  name?: string | null;
  isDefault?: boolean | null;
  isProtected?: boolean | null;
  matchingBranchesCount?: number | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  branchProtection?: { allowForcePush?: boolean | null; codeOwnerApprovalRequired?: boolean | null } | null;
}

/** `branch.rule_list`: a project's branch rules (GitLab 16.x+, in the sandbox's supplement SDL); pages forwards. */
export const PROJECT_BRANCH_RULES = graphqlDocument<
  { project?: { branchRules?: NodesConnection<BranchRuleNode> | null } | null },
  Pick<CursorVariables, 'first' | 'after'> & { fullPath: string }
>(/* GraphQL */ `
  query projectBranchRules($fullPath: ID!, $first: Int, $after: String) {
    project(fullPath: $fullPath) {
      branchRules(first: $first, after: $after) {
        nodes {
          id
          name
          isDefault
          isProtected
          matchingBranchesCount
          createdAt
          updatedAt
          branchProtection { allowForcePush codeOwnerApprovalRequired }
        }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);
