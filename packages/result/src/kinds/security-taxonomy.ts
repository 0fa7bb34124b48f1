/**
 * Kinds of the security inventory's taxonomy (GraphQL, Ultimate): categories, attributes, the attributes of a
 * project, and scan profile statuses (https://docs.gitlab.com/api/graphql/reference/#securitycategory …).
 */
import { defineKind } from './kind-spec.js';

const ATTRIBUTE_SUGGESTION = {
  action: 'security_attribute.create',
  text: 'create attributes in a category',
} as const;

/** A security attribute, in its category. */
export const securityAttributeKind = defineKind({
  name: 'security_attribute',
  plural: { key: 'security_attributes', title: 'Security Attributes' },
  empty: 'No security attributes found.',
  heading: { template: 'Security Attribute: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Category', path: 'securityCategory.name', format: 'text' },
    { label: 'Color', path: 'color', format: 'code' },
    { label: 'Editable State', path: 'editableState', format: 'text' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Category', path: 'securityCategory.name', format: 'text' },
    { label: 'Color', path: 'color', format: 'code' },
    { label: 'ID', path: 'id', format: 'code' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: { subject: 'security attribute', suggestions: [ATTRIBUTE_SUGGESTION] },
});

/** A security category and the names of its attributes. */
export const securityCategoryKind = defineKind({
  name: 'security_category',
  plural: { key: 'security_categories', title: 'Security Categories' },
  empty: 'No security categories found.',
  heading: { template: 'Security Category: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Multiple Selection', path: 'multipleSelection', format: 'bool' },
    { label: 'Editable State', path: 'editableState', format: 'text' },
    { label: 'Attributes', path: 'securityAttributes', format: 'list' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Multiple Selection', path: 'multipleSelection', format: 'bool' },
    { label: 'ID', path: 'id', format: 'code' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'security category',
    suggestions: [{ action: 'security_category.create', text: 'create a category' }],
  },
});

/** What changed on one project's security attributes. */
export const projectSecurityAttributesKind = defineKind({
  name: 'project_security_attributes',
  plural: { key: 'projects', title: 'Projects' },
  empty: 'No projects found.',
  heading: { template: 'Security Attributes of {project.fullPath}' },
  fields: [
    { label: 'Added', path: 'addedCount', format: 'count' },
    { label: 'Removed', path: 'removedCount', format: 'count' },
  ],
  columns: [
    { label: 'Project', path: 'project.fullPath', format: 'code' },
    { label: 'Added', path: 'addedCount', format: 'count' },
    { label: 'Removed', path: 'removedCount', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: { subject: 'project', suggestions: [ATTRIBUTE_SUGGESTION] },
});

/** One scan type's profile and how its scans go in a project. */
export const scanProfileStatusKind = defineKind({
  name: 'scan_profile_status',
  plural: { key: 'scan_profile_statuses', title: 'Scan Profile Statuses' },
  empty: 'No scan profile statuses found.',
  heading: { template: 'Scan Profile: {scanProfile.name}' },
  fields: [
    { label: 'Scan Type', path: 'scanProfile.scanType', format: 'text' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Consecutive Successes', path: 'consecutiveSuccessCount', format: 'count' },
    { label: 'Consecutive Failures', path: 'consecutiveFailureCount', format: 'count' },
    { label: 'Last Scan', path: 'lastScanAt', format: 'date' },
    { label: 'Profile ID', path: 'scanProfile.id', format: 'code' },
  ],
  columns: [
    { label: 'Profile', path: 'scanProfile.name', format: 'text' },
    { label: 'Scan Type', path: 'scanProfile.scanType', format: 'text' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Last Scan', path: 'lastScanAt', format: 'date' },
    { label: 'Profile ID', path: 'scanProfile.id', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'security_scan_profile.attach', text: 'attach a scan profile' }],
  },
});
