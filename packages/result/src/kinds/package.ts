/**
 * The package registry and the container registry (https://docs.gitlab.com/api/packages/,
 * https://docs.gitlab.com/api/container_registry/, https://docs.gitlab.com/api/project_packages_protection_rules/,
 * https://docs.gitlab.com/api/container_repository_protection_rules/).
 */
import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

/** A file's size in bytes, as package files and transfers show it. */
const SIZE_FIELD: FieldSpec = { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' };

/** A package of any format (npm, maven, generic…) in a project. */
export const packageKind = defineKind({
  name: 'package',
  plural: { key: 'packages', title: 'Packages' },
  empty: 'No packages found.',
  heading: { template: 'Package: {name} {version}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Type', path: 'package_type', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Project', path: 'project_path', format: 'text' },
    { label: 'Pipeline', path: 'pipeline.id', format: 'count', prefix: '#' },
    CREATED_FIELD,
    { label: 'Last Downloaded', path: 'last_downloaded_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Version', path: 'version', format: 'code' },
    { label: 'Type', path: 'package_type', format: 'code' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Project', path: 'project_path', format: 'text' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'package',
    suggestions: [{ action: 'package.list', text: "list the project's packages" }],
  },
});

/** One file of a package; its bytes are never shown. */
export const packageFileKind = defineKind({
  name: 'package_file',
  plural: { key: 'package_files', title: 'Package Files' },
  empty: 'No package files found.',
  heading: { template: 'Package File: {file_name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Package ID', path: 'package_id', format: 'count' },
    SIZE_FIELD,
    { label: 'SHA-256', path: 'file_sha256', format: 'code' },
    { label: 'MD5', path: 'file_md5', format: 'code' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'File', path: 'file_name', format: 'text' },
    SIZE_FIELD,
    { label: 'SHA-256', path: 'file_sha256', format: 'code' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'package file',
    suggestions: [{ action: 'package.file_list', text: 'list the files of the package' }],
  },
});

/**
 * A file moved between this server's machine and a generic package (publish, download): described by name, size
 * and checksum and where it went, never by its bytes.
 */
export const packageTransferKind = defineKind({
  name: 'package_transfer',
  plural: { key: 'package_transfers', title: 'Package Transfers' },
  empty: 'No transferred files found.',
  heading: { template: 'Package File: {file_name}' },
  fields: [
    { label: 'Package', path: 'package_name', format: 'text' },
    { label: 'Version', path: 'package_version', format: 'code' },
    SIZE_FIELD,
    { label: 'Content Type', path: 'content_type', format: 'code' },
    { label: 'SHA-256', path: 'sha256', format: 'code' },
    { label: 'Saved To', path: 'output_path', format: 'code' },
    { label: 'Package ID', path: 'package_id', format: 'count' },
    { label: 'Release Link', path: 'link_url', format: 'link' },
  ],
  columns: [
    { label: 'File', path: 'file_name', format: 'text' },
    SIZE_FIELD,
    { label: 'SHA-256', path: 'sha256', format: 'code' },
    { label: 'Package ID', path: 'package_id', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'package file',
    suggestions: [{ action: 'package.list', text: "list the project's packages" }],
  },
});

/** A container image repository of a project. */
export const containerRepositoryKind = defineKind({
  name: 'container_repository',
  plural: { key: 'container_repositories', title: 'Container Repositories' },
  empty: 'No container repositories found.',
  heading: { template: 'Container Repository: {path|name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Location', path: 'location', format: 'code' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Tags', path: 'tags_count', format: 'count' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Cleanup Started', path: 'cleanup_policy_started_at', format: 'date' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Path', path: 'path', format: 'text' },
    { label: 'Location', path: 'location', format: 'code' },
    { label: 'Tags', path: 'tags_count', format: 'count' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [{ label: 'Tags', path: 'tags', kind: 'container_tag' }],
  notFound: {
    subject: 'container repository',
    suggestions: [
      { action: 'package.registry_list_project', text: "list the project's container repositories" },
    ],
  },
});

/** An image tag of a container repository. */
export const containerTagKind = defineKind({
  name: 'container_tag',
  plural: { key: 'container_tags', title: 'Container Tags' },
  empty: 'No tags found.',
  heading: { template: 'Container Tag: {name}' },
  fields: [
    { label: 'Location', path: 'location', format: 'code' },
    { label: 'Digest', path: 'digest', format: 'code' },
    { label: 'Revision', path: 'short_revision', format: 'code' },
    { label: 'Size', path: 'total_size', format: 'count', suffix: ' bytes' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Location', path: 'location', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'container tag',
    suggestions: [{ action: 'package.registry_tag_list', text: 'list the tags of the repository' }],
  },
});

const MINIMUM_ACCESS: readonly FieldSpec[] = [
  { label: 'Minimum Access to Push', path: 'minimum_access_level_for_push', format: 'code' },
  { label: 'Minimum Access to Delete', path: 'minimum_access_level_for_delete', format: 'code' },
];

/**
 * A protection rule of the package registry, of container repositories or of container tags: the same entity
 * with a different pattern field, so one kind shows whichever pattern GitLab sent (OF-10).
 */
export const registryProtectionRuleKind = defineKind({
  name: 'registry_protection_rule',
  plural: { key: 'protection_rules', title: 'Protection Rules' },
  empty: 'No protection rules found.',
  heading: {
    template: 'Protection Rule: {package_name_pattern|repository_path_pattern|tag_name_pattern|id}',
  },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Package Type', path: 'package_type', format: 'code' },
    ...MINIMUM_ACCESS,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Package Pattern', path: 'package_name_pattern', format: 'code' },
    { label: 'Repository Pattern', path: 'repository_path_pattern', format: 'code' },
    { label: 'Tag Pattern', path: 'tag_name_pattern', format: 'code' },
    { label: 'Package Type', path: 'package_type', format: 'code' },
    ...MINIMUM_ACCESS,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'protection rule',
    suggestions: [
      { action: 'package.protection_rule_list', text: 'list the package protection rules' },
      { action: 'package.registry_rule_list', text: 'list the container repository protection rules' },
    ],
  },
});
