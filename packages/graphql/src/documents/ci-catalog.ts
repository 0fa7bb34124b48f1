import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

/*
 * The CI/CD Catalog (https://docs.gitlab.com/api/graphql/reference/#querycicatalogresources,
 * #querycicatalogresource): the published component projects, which GitLab lists only over GraphQL.
 */

export interface CiCatalogResourceNode {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  fullPath?: string | null;
  webPath?: string | null;
  icon?: string | null;
  starCount?: number | null;
  last30DayUsageCount?: number | null;
  verificationLevel?: string | null;
  latestReleasedAt?: string | null;
}

const CI_CATALOG_RESOURCE_FIELDS =
  'id name description fullPath webPath icon starCount last30DayUsageCount verificationLevel latestReleasedAt';

/** `ci_catalog.list`: the resources the viewer can see, or those of its namespaces. */
export const CI_CATALOG_RESOURCES = graphqlDocument<
  { ciCatalogResources?: NodesConnection<CiCatalogResourceNode> | null },
  CursorVariables & { scope?: string; search?: string; sort?: string }
>(/* GraphQL */ `
  query ciCatalogResources(
    $scope: CiCatalogResourceScope
    $search: String
    $sort: CiCatalogResourceSort
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    ciCatalogResources(scope: $scope, search: $search, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
      nodes { ${CI_CATALOG_RESOURCE_FIELDS} }
      ${PAGE_INFO_FIELDS}
    }
  }
`);

/** `ci_catalog.get`: one resource by its global ID or its project's full path. */
export const CI_CATALOG_RESOURCE = graphqlDocument<
  { ciCatalogResource?: CiCatalogResourceNode | null },
  { id?: string; fullPath?: string }
>(/* GraphQL */ `
  query ciCatalogResource($id: CiCatalogResourceID, $fullPath: ID) {
    ciCatalogResource(id: $id, fullPath: $fullPath) { ${CI_CATALOG_RESOURCE_FIELDS} }
  }
`);
