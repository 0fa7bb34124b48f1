import type { NotFoundSpec } from './kind-spec.js';
import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** The not-found card of every object that hangs off one project (its languages, export, settings). */
export const PROJECT_NOT_FOUND: NotFoundSpec = {
  subject: 'project',
  suggestions: [
    { action: 'project.list', text: 'list the projects you can see' },
    { text: 'Check the project ID, or the full path such as group/project' },
  ],
};

export const projectKind = defineKind({
  name: 'project',
  plural: { key: 'projects', title: 'Projects' },
  empty: 'No projects found.',
  heading: { template: 'Project: {path_with_namespace|name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'Default Branch', path: 'default_branch', format: 'text' },
    { label: 'Archived', path: 'archived', format: 'warning' },
    { label: 'Marked for Deletion', path: 'marked_for_deletion_on', format: 'date' },
    { label: 'Forked From', path: 'forked_from_project.path_with_namespace', format: 'text' },
    { label: 'Topics', path: 'topics', format: 'list' },
    { label: 'Stars', path: 'star_count', format: 'count' },
    { label: 'Forks', path: 'forks_count', format: 'count' },
    { label: 'Open Issues', path: 'open_issues_count', format: 'count' },
    CREATED_FIELD,
    { label: 'Last Activity', path: 'last_activity_at', format: 'date' },
    URL_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Project', path: 'path_with_namespace', format: 'text', link: 'web_url' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'Default Branch', path: 'default_branch', format: 'text' },
    { label: 'Stars', path: 'star_count', format: 'count' },
    { label: 'Last Activity', path: 'last_activity_at', format: 'date' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** One entry of GET /projects/:id/starrers: `{ starred_since, user }`. */
export const projectStarrerKind = defineKind({
  name: 'project_starrer',
  plural: { key: 'starrers', title: 'Starrers' },
  empty: 'No starrers found.',
  heading: { template: 'Starred by @{user.username}' },
  fields: [
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Starred Since', path: 'starred_since', format: 'date' },
  ],
  columns: [
    { label: 'User', path: 'user', format: 'user', link: 'user.web_url' },
    { label: 'Starred Since', path: 'starred_since', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** GET /projects/:id/languages, reshaped by the catalog into `{ languages: ['TypeScript 66.7%', …] }`. */
export const projectLanguagesKind = defineKind({
  name: 'project_languages',
  plural: { key: 'languages', title: 'Languages' },
  empty: 'No languages found.',
  heading: { template: 'Languages' },
  fields: [{ label: 'Languages', path: 'languages', format: 'list' }],
  columns: [{ label: 'Languages', path: 'languages', format: 'list' }],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** GET /projects/:id/statistics: the fetches of the last 30 days. */
export const projectStatisticsKind = defineKind({
  name: 'project_statistics',
  plural: { key: 'statistics', title: 'Project Statistics' },
  empty: 'No statistics found.',
  heading: { template: 'Project Statistics' },
  fields: [{ label: 'Fetches (30 days)', path: 'fetches.total', format: 'count' }],
  columns: [{ label: 'Fetches (30 days)', path: 'fetches.total', format: 'count' }],
  longText: [],
  nested: [{ label: 'Fetches by Day', path: 'fetches.days', kind: 'project_fetch_day' }],
  notFound: PROJECT_NOT_FOUND,
});

export const projectFetchDayKind = defineKind({
  name: 'project_fetch_day',
  plural: { key: 'days', title: 'Days' },
  empty: 'No fetches found.',
  heading: { template: 'Fetches on {date}' },
  fields: [
    { label: 'Date', path: 'date', format: 'text' },
    { label: 'Fetches', path: 'count', format: 'count' },
  ],
  columns: [
    { label: 'Date', path: 'date', format: 'text' },
    { label: 'Fetches', path: 'count', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** GET /projects/:id/storage (administrators): where the repository lives. */
export const projectStorageKind = defineKind({
  name: 'project_storage',
  plural: { key: 'storages', title: 'Repository Storage' },
  empty: 'No storage found.',
  heading: { template: 'Repository Storage of Project {project_id}' },
  fields: [
    { label: 'Storage', path: 'repository_storage', format: 'text' },
    { label: 'Disk Path', path: 'disk_path', format: 'code' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'Project', path: 'project_id', format: 'count' },
    { label: 'Storage', path: 'repository_storage', format: 'text' },
    { label: 'Disk Path', path: 'disk_path', format: 'code' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** GET /projects/:id/export: the export's state and, once finished, its links. */
export const projectExportKind = defineKind({
  name: 'project_export',
  plural: { key: 'exports', title: 'Project Exports' },
  empty: 'No exports found.',
  heading: { template: 'Export of {path_with_namespace|name}' },
  fields: [
    { label: 'Status', path: 'export_status', format: 'text' },
    CREATED_FIELD,
    { label: 'Download', path: '_links.web_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Project', path: 'path_with_namespace', format: 'text' },
    { label: 'Status', path: 'export_status', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** A downloaded export archive, described (size, type, address) rather than shown. */
export const projectExportFileKind = defineKind({
  name: 'project_export_file',
  plural: { key: 'export_files', title: 'Export Files' },
  empty: 'No export files found.',
  heading: { template: 'Export Archive of Project {project_id}' },
  fields: [
    { label: 'Size (bytes)', path: 'size', format: 'count' },
    { label: 'Content Type', path: 'content_type', format: 'text' },
    { label: 'Download Path', path: 'download_path', format: 'code' },
  ],
  columns: [
    { label: 'Project', path: 'project_id', format: 'text' },
    { label: 'Size (bytes)', path: 'size', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'project export',
    suggestions: [{ action: 'project.export_status', text: 'check that the export has finished' }],
  },
});

/** GET /projects/:id/import: the import's state, error and failed relations. */
export const projectImportKind = defineKind({
  name: 'project_import',
  plural: { key: 'imports', title: 'Project Imports' },
  empty: 'No imports found.',
  heading: { template: 'Import of {path_with_namespace|name}' },
  fields: [
    { label: 'Status', path: 'import_status', format: 'text' },
    { label: 'Type', path: 'import_type', format: 'text' },
    { label: 'Error', path: 'import_error', format: 'text' },
    { label: 'Failed Relations', path: 'failed_relations', format: 'count' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Project', path: 'path_with_namespace', format: 'text' },
    { label: 'Status', path: 'import_status', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** GET /projects/:id/security_settings (Ultimate). */
export const projectSecuritySettingsKind = defineKind({
  name: 'project_security_settings',
  plural: { key: 'security_settings', title: 'Security Settings' },
  empty: 'No security settings found.',
  heading: { template: 'Security Settings of Project {project_id}' },
  fields: [
    { label: 'Secret Push Protection', path: 'secret_push_protection_enabled', format: 'bool' },
    {
      label: 'Continuous Vulnerability Scans',
      path: 'continuous_vulnerability_scans_enabled',
      format: 'bool',
    },
    { label: 'Registry Container Scanning', path: 'container_scanning_for_registry_enabled', format: 'bool' },
    { label: 'Auto-fix Dependency Scanning', path: 'auto_fix_dependency_scanning', format: 'bool' },
    { label: 'Auto-fix Container Scanning', path: 'auto_fix_container_scanning', format: 'bool' },
    { label: 'Auto-fix SAST', path: 'auto_fix_sast', format: 'bool' },
    { label: 'Auto-fix DAST', path: 'auto_fix_dast', format: 'bool' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'Project', path: 'project_id', format: 'count' },
    { label: 'Secret Push Protection', path: 'secret_push_protection_enabled', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

/** POST /projects/:id/dependency_firewall/evaluate, with the package the catalog asked about. */
export const dependencyFirewallEvaluationKind = defineKind({
  name: 'dependency_firewall_evaluation',
  plural: { key: 'evaluations', title: 'Dependency Firewall Evaluations' },
  empty: 'No evaluations found.',
  heading: { template: 'Dependency Firewall: {package}' },
  fields: [
    { label: 'Outcome', path: 'outcome', format: 'text' },
    { label: 'Reason', path: 'reason', format: 'text' },
  ],
  columns: [
    { label: 'Package', path: 'package', format: 'text' },
    { label: 'Outcome', path: 'outcome', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});
