import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS, USER_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection, UserRef } from './shared.js';

/** A project's Terraform state (GitLab's HTTP backend), with its lock and latest version. */
export interface TerraformStateNode {
  id?: string | null;
  name?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  lockedAt?: string | null;
  lockedByUser?: UserRef | null;
  latestVersion?: {
    serial?: number | null;
    createdAt?: string | null;
    downloadPath?: string | null;
    createdByUser?: UserRef | null;
    job?: { name?: string | null } | null;
  } | null;
}

const STATE_FIELDS = `id name createdAt updatedAt lockedAt lockedByUser { ${USER_FIELDS} }
  latestVersion { serial createdAt downloadPath createdByUser { ${USER_FIELDS} } job { name } }`;

/** `admin.terraform_state_list`: the Terraform states of a project (GitLab offers no REST list); pages forwards. */
export const PROJECT_TERRAFORM_STATES = graphqlDocument<
  { project?: { terraformStates?: NodesConnection<TerraformStateNode> | null } | null },
  Pick<CursorVariables, 'first' | 'after'> & { fullPath: string }
>(/* GraphQL */ `
  query projectTerraformStates($fullPath: ID!, $first: Int, $after: String) {
    project(fullPath: $fullPath) {
      terraformStates(first: $first, after: $after) {
        nodes { ${STATE_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/** `admin.terraform_state_get`: one Terraform state of a project, by name. */
export const PROJECT_TERRAFORM_STATE = graphqlDocument<
  { project?: { terraformState?: TerraformStateNode | null } | null },
  { fullPath: string; name: string }
>(/* GraphQL */ `
  query projectTerraformState($fullPath: ID!, $name: String!) {
    project(fullPath: $fullPath) {
      terraformState(name: $name) { ${STATE_FIELDS} }
    }
  }
`);
