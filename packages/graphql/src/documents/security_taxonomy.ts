import { graphqlDocument } from './graphql-document.js';

/*
 * The security inventory's taxonomy (Ultimate, GitLab 18.x): categories and the attributes in them
 * (https://docs.gitlab.com/api/graphql/reference/#securitycategory, #securityattribute), attached to projects, and
 * security scan profiles (#scanprofiletype) attached to projects and groups. GraphQL only.
 */

/** A security attribute, with the category it belongs to. */
export interface SecurityAttributeNode {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  color?: string | null;
  editableState?: string | null;
  securityCategory?: { id?: string | null; name?: string | null } | null;
}

const ATTRIBUTE_FIELDS = 'id name description color editableState securityCategory { id name }';

/** A security category, with its attributes. */
export interface SecurityCategoryNode {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  multipleSelection?: boolean | null;
  editableState?: string | null;
  securityAttributes?: { id?: string | null; name?: string | null }[] | null;
}

const CATEGORY_FIELDS = 'id name description multipleSelection editableState securityAttributes { id name }';

/** Every payload of these mutations; each fills the fields of its own. */
export interface SecurityTaxonomyPayload {
  securityAttribute?: SecurityAttributeNode | null;
  securityAttributes?: SecurityAttributeNode[] | null;
  securityCategory?: SecurityCategoryNode | null;
  project?: { fullPath?: string | null } | null;
  addedCount?: number | null;
  removedCount?: number | null;
  errors?: string[] | null;
}

type Input = { input: Record<string, unknown> };

function mutation(field: string, input: string, selection: string) {
  return graphqlDocument<Record<string, SecurityTaxonomyPayload | null | undefined>, Input>(/* GraphQL */ `
    mutation ${field}($input: ${input}!) {
      ${field}(input: $input) {
        ${selection}
        errors
      }
    }
  `);
}

/** `security_attribute.create`: attributes added to a category. */
export const SECURITY_ATTRIBUTE_CREATE = mutation(
  'securityAttributeCreate',
  'SecurityAttributeCreateInput',
  `securityAttributes { ${ATTRIBUTE_FIELDS} }`,
);
/** `security_attribute.update`. */
export const SECURITY_ATTRIBUTE_UPDATE = mutation(
  'securityAttributeUpdate',
  'SecurityAttributeUpdateInput',
  `securityAttribute { ${ATTRIBUTE_FIELDS} }`,
);
/** `security_attribute.delete`. */
export const SECURITY_ATTRIBUTE_DESTROY = mutation(
  'securityAttributeDestroy',
  'SecurityAttributeDestroyInput',
  'deletedAttributeGid',
);
/** `security_attribute.project_update`: attributes added to and removed from one project. */
export const SECURITY_ATTRIBUTE_PROJECT_UPDATE = mutation(
  'securityAttributeProjectUpdate',
  'SecurityAttributeProjectUpdateInput',
  'project { fullPath } addedCount removedCount',
);
/** `security_attribute.bulk_update`: GitLab applies it to the groups and projects in the background. */
export const SECURITY_ATTRIBUTES_BULK_UPDATE = mutation(
  'bulkUpdateSecurityAttributes',
  'BulkUpdateSecurityAttributesInput',
  '',
);
/** `security_category.create`. */
export const SECURITY_CATEGORY_CREATE = mutation(
  'securityCategoryCreate',
  'SecurityCategoryCreateInput',
  `securityCategory { ${CATEGORY_FIELDS} }`,
);
/** `security_category.update`. */
export const SECURITY_CATEGORY_UPDATE = mutation(
  'securityCategoryUpdate',
  'SecurityCategoryUpdateInput',
  `securityCategory { ${CATEGORY_FIELDS} }`,
);
/** `security_category.delete`: the category and the attributes in it. */
export const SECURITY_CATEGORY_DESTROY = mutation(
  'securityCategoryDestroy',
  'SecurityCategoryDestroyInput',
  'deletedCategoryGid deletedAttributesGid',
);
/** `security_scan_profile.attach`. */
export const SCAN_PROFILE_ATTACH = mutation(
  'securityScanProfileAttach',
  'SecurityScanProfileAttachInput',
  '',
);
/** `security_scan_profile.detach`. */
export const SCAN_PROFILE_DETACH = mutation(
  'securityScanProfileDetach',
  'SecurityScanProfileDetachInput',
  '',
);

/** One scan type's profile status in a project. */
export interface ScanProfileStatusNode {
  status?: string | null;
  consecutiveFailureCount?: number | null;
  consecutiveSuccessCount?: number | null;
  lastScanAt?: string | null;
  scanProfile?: { id?: string | null; name?: string | null; scanType?: string | null } | null;
}

/** `security_scan_profile.list_project_statuses`: a plain list in GitLab, not a connection. */
export const PROJECT_SCAN_PROFILE_STATUSES = graphqlDocument<
  { project?: { scanProfileStatuses?: ScanProfileStatusNode[] | null } | null },
  { fullPath: string }
>(/* GraphQL */ `
  query projectScanProfileStatuses($fullPath: ID!) {
    project(fullPath: $fullPath) {
      scanProfileStatuses {
        status
        consecutiveFailureCount
        consecutiveSuccessCount
        lastScanAt
        scanProfile {
          id
          name
          scanType
        }
      }
    }
  }
`);
