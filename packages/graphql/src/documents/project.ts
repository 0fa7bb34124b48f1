import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

/** A target branch rule: new merge requests from branches matching `name` target `targetBranch`. */
export interface TargetBranchRuleNode {
  id?: string | null;
  name?: string | null;
  targetBranch?: string | null;
  createdAt?: string | null;
}

const RULE_FIELDS = 'id name targetBranch createdAt';

/** `project.target_branch_rule_list` (Premium, GitLab 16.x+; in the sandbox's supplement SDL); pages forwards. */
export const PROJECT_TARGET_BRANCH_RULES = graphqlDocument<
  { project?: { targetBranchRules?: NodesConnection<TargetBranchRuleNode> | null } | null },
  Pick<CursorVariables, 'first' | 'after'> & { fullPath: string }
>(/* GraphQL */ `
  query projectTargetBranchRules($fullPath: ID!, $first: Int, $after: String) {
    project(fullPath: $fullPath) {
      targetBranchRules(first: $first, after: $after) {
        nodes { ${RULE_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/** `project.target_branch_rule_create`: the project is named by its global ID (`gid://gitlab/Project/42`). */
export const TARGET_BRANCH_RULE_CREATE = graphqlDocument<
  {
    projectTargetBranchRuleCreate?: {
      targetBranchRule?: TargetBranchRuleNode | null;
      errors?: string[] | null;
    } | null;
  },
  { input: { projectId: string; name: string; targetBranch: string } }
>(/* GraphQL */ `
  mutation targetBranchRuleCreate($input: ProjectTargetBranchRuleCreateInput!) {
    projectTargetBranchRuleCreate(input: $input) {
      targetBranchRule { ${RULE_FIELDS} }
      errors
    }
  }
`);

/** `project.target_branch_rule_delete`: the rule is named by its global ID (`gid://gitlab/Projects::TargetBranchRule/7`). */
export const TARGET_BRANCH_RULE_DESTROY = graphqlDocument<
  { projectTargetBranchRuleDestroy?: { errors?: string[] | null } | null },
  { input: { id: string } }
>(/* GraphQL */ `
  mutation targetBranchRuleDestroy($input: ProjectTargetBranchRuleDestroyInput!) {
    projectTargetBranchRuleDestroy(input: $input) {
      errors
    }
  }
`);
