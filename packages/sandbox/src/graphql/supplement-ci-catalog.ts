/**
 * The CI/CD Catalog part of the supplement (see supplement.ts), which GitLab added in 16.x: the resources, their
 * list and their lookup. Only the fields the sandbox answers are listed; each type cites its section of
 * https://docs.gitlab.com/api/graphql/reference/.
 */
export const CI_CATALOG_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresourceid
  scalar CiCatalogResourceID

  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresourcescope
  enum CiCatalogResourceScope {
    ALL
    NAMESPACES
  }

  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresourcesort
  enum CiCatalogResourceSort {
    NAME_ASC
    NAME_DESC
    LATEST_RELEASED_AT_ASC
    LATEST_RELEASED_AT_DESC
    STAR_COUNT_ASC
    STAR_COUNT_DESC
    CREATED_ASC
    CREATED_DESC
    USAGE_COUNT_ASC
    USAGE_COUNT_DESC
  }

  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresourceverificationlevel
  enum CiCatalogResourceVerificationLevel {
    GITLAB_MAINTAINED
    GITLAB_PARTNER_MAINTAINED
    VERIFIED_CREATOR_MAINTAINED
    VERIFIED_CREATOR_SELF_MANAGED
    UNVERIFIED
  }

  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresource
  type CiCatalogResource {
    id: ID!
    name: String
    description: String
    fullPath: ID
    webPath: String
    icon: String
    starCount: Int!
    last30DayUsageCount: Int!
    verificationLevel: CiCatalogResourceVerificationLevel
    latestReleasedAt: Time
  }

  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresourceconnection
  type CiCatalogResourceConnection {
    count: Int!
    edges: [CiCatalogResourceEdge]
    nodes: [CiCatalogResource]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#cicatalogresourceedge
  type CiCatalogResourceEdge {
    cursor: String!
    node: CiCatalogResource
  }

  extend type Query {
    # https://docs.gitlab.com/api/graphql/reference/#querycicatalogresource
    ciCatalogResource(fullPath: ID, id: CiCatalogResourceID): CiCatalogResource

    # https://docs.gitlab.com/api/graphql/reference/#querycicatalogresources
    ciCatalogResources(
      after: String
      before: String
      first: Int
      last: Int
      scope: CiCatalogResourceScope
      search: String
      sort: CiCatalogResourceSort
    ): CiCatalogResourceConnection
  }
`;
