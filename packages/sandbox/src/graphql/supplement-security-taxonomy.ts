/**
 * Security attributes, categories and scan profiles (Ultimate; GitLab 18.x, after the 2022 baseline): the part of the
 * supplement (see supplement.ts) for the security inventory's taxonomy. Each definition cites its section of
 * https://docs.gitlab.com/api/graphql/reference/.
 */
export const SECURITY_TAXONOMY_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#securitycategoryid
  scalar SecurityCategoryID

  # https://docs.gitlab.com/api/graphql/reference/#securityattributeid
  scalar SecurityAttributeID

  # https://docs.gitlab.com/api/graphql/reference/#securityscanprofileid
  scalar SecurityScanProfileID

  # https://docs.gitlab.com/api/graphql/reference/#securitycategoryeditablestate
  enum SecurityCategoryEditableState {
    LOCKED
    EDITABLE_ATTRIBUTES
    EDITABLE
  }

  # https://docs.gitlab.com/api/graphql/reference/#securitycategory
  type SecurityCategory {
    description: String
    editableState: SecurityCategoryEditableState!
    id: SecurityCategoryID!
    multipleSelection: Boolean!
    name: String!
    securityAttributes: [SecurityAttribute!]
  }

  # https://docs.gitlab.com/api/graphql/reference/#securityattribute
  type SecurityAttribute {
    color: Color!
    description: String
    editableState: SecurityCategoryEditableState!
    id: SecurityAttributeID!
    name: String!
    securityCategory: SecurityCategory!
  }

  # https://docs.gitlab.com/api/graphql/reference/#securityattributeinput
  input SecurityAttributeInput {
    color: Color!
    description: String!
    name: String!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributecreate
  input SecurityAttributeCreateInput {
    attributes: [SecurityAttributeInput!]!
    categoryId: SecurityCategoryID!
    clientMutationId: String
    namespaceId: NamespaceID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributecreate
  type SecurityAttributeCreatePayload {
    clientMutationId: String
    errors: [String!]!
    securityAttributes: [SecurityAttribute!]
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributeupdate
  input SecurityAttributeUpdateInput {
    clientMutationId: String
    color: Color
    description: String
    id: SecurityAttributeID!
    name: String
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributeupdate
  type SecurityAttributeUpdatePayload {
    clientMutationId: String
    errors: [String!]!
    securityAttribute: SecurityAttribute
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributedestroy
  input SecurityAttributeDestroyInput {
    clientMutationId: String
    id: SecurityAttributeID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributedestroy
  type SecurityAttributeDestroyPayload {
    clientMutationId: String
    deletedAttributeGid: SecurityAttributeID
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributeprojectupdate
  input SecurityAttributeProjectUpdateInput {
    addAttributeIds: [SecurityAttributeID!]
    clientMutationId: String
    projectId: ProjectID!
    removeAttributeIds: [SecurityAttributeID!]
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributeprojectupdate
  type SecurityAttributeProjectUpdatePayload {
    addedCount: Int
    clientMutationId: String
    errors: [String!]!
    project: Project
    removedCount: Int
  }

  # https://docs.gitlab.com/api/graphql/reference/#securityattributebulkupdatemode
  enum SecurityAttributeBulkUpdateMode {
    ADD
    REMOVE
    REPLACE
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationbulkupdatesecurityattributes
  input BulkUpdateSecurityAttributesInput {
    attributes: [SecurityAttributeID!]!
    clientMutationId: String
    items: [ID!]!
    mode: SecurityAttributeBulkUpdateMode!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationbulkupdatesecurityattributes
  type BulkUpdateSecurityAttributesPayload {
    clientMutationId: String
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategorycreate
  input SecurityCategoryCreateInput {
    clientMutationId: String
    description: String
    multipleSelection: Boolean
    name: String!
    namespaceId: NamespaceID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategorycreate
  type SecurityCategoryCreatePayload {
    clientMutationId: String
    errors: [String!]!
    securityCategory: SecurityCategory
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategoryupdate
  input SecurityCategoryUpdateInput {
    clientMutationId: String
    description: String
    id: SecurityCategoryID!
    name: String
    namespaceId: NamespaceID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategoryupdate
  type SecurityCategoryUpdatePayload {
    clientMutationId: String
    errors: [String!]!
    securityCategory: SecurityCategory
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategorydestroy
  input SecurityCategoryDestroyInput {
    clientMutationId: String
    id: SecurityCategoryID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategorydestroy
  type SecurityCategoryDestroyPayload {
    clientMutationId: String
    deletedAttributesGid: [SecurityAttributeID!]
    deletedCategoryGid: SecurityCategoryID
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#securityscanprofiletype (the scan types the sandbox serves)
  enum SecurityScanProfileType {
    SAST
    SECRET_DETECTION
    DEPENDENCY_SCANNING
  }

  # https://docs.gitlab.com/api/graphql/reference/#scanprofiletype (createdAt left out: the sandbox does not serve it)
  type ScanProfileType {
    description: String!
    gitlabRecommended: Boolean!
    id: SecurityScanProfileID
    name: String!
    scanType: SecurityScanProfileType!
  }

  # https://docs.gitlab.com/api/graphql/reference/#scanprofilestatus
  enum ScanProfileStatus {
    NOT_CONFIGURED
    ACTIVE
    WARNING
    FAILED
    STALE
  }

  # https://docs.gitlab.com/api/graphql/reference/#scanprofileprojectstatus
  type ScanProfileProjectStatus {
    consecutiveFailureCount: Int!
    consecutiveSuccessCount: Int!
    lastScanAt: Time
    scanProfile: ScanProfileType!
    status: ScanProfileStatus!
  }

  extend type Project {
    # https://docs.gitlab.com/api/graphql/reference/#project-scanprofilestatuses
    scanProfileStatuses: [ScanProfileProjectStatus!]
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofileattach
  input SecurityScanProfileAttachInput {
    clientMutationId: String
    groupIds: [GroupID!]
    projectIds: [ProjectID!]
    securityScanProfileId: SecurityScanProfileID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofileattach
  type SecurityScanProfileAttachPayload {
    clientMutationId: String
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofiledetach
  input SecurityScanProfileDetachInput {
    clientMutationId: String
    groupIds: [GroupID!]
    projectIds: [ProjectID!]
    securityScanProfileId: SecurityScanProfileID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofiledetach
  type SecurityScanProfileDetachPayload {
    clientMutationId: String
    errors: [String!]!
  }

  extend type Mutation {
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributecreate
    securityAttributeCreate(input: SecurityAttributeCreateInput!): SecurityAttributeCreatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributeupdate
    securityAttributeUpdate(input: SecurityAttributeUpdateInput!): SecurityAttributeUpdatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributedestroy
    securityAttributeDestroy(input: SecurityAttributeDestroyInput!): SecurityAttributeDestroyPayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityattributeprojectupdate
    securityAttributeProjectUpdate(
      input: SecurityAttributeProjectUpdateInput!
    ): SecurityAttributeProjectUpdatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationbulkupdatesecurityattributes
    bulkUpdateSecurityAttributes(
      input: BulkUpdateSecurityAttributesInput!
    ): BulkUpdateSecurityAttributesPayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategorycreate
    securityCategoryCreate(input: SecurityCategoryCreateInput!): SecurityCategoryCreatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategoryupdate
    securityCategoryUpdate(input: SecurityCategoryUpdateInput!): SecurityCategoryUpdatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecuritycategorydestroy
    securityCategoryDestroy(input: SecurityCategoryDestroyInput!): SecurityCategoryDestroyPayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofileattach
    securityScanProfileAttach(input: SecurityScanProfileAttachInput!): SecurityScanProfileAttachPayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationsecurityscanprofiledetach
    securityScanProfileDetach(input: SecurityScanProfileDetachInput!): SecurityScanProfileDetachPayload
  }
`;
