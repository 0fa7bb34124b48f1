/** Groups and what hangs off a group as a whole (https://docs.gitlab.com/api/groups/). */
import { CREATED_FIELD, URL_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

export const groupKind = defineKind({
  name: 'group',
  plural: { key: 'groups', title: 'Groups' },
  empty: 'No groups found.',
  heading: { template: 'Group: {full_path|name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Full Name', path: 'full_name', format: 'text' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'Parent ID', path: 'parent_id', format: 'count' },
    { label: 'Archived', path: 'archived', format: 'warning' },
    { label: 'Marked For Deletion', path: 'marked_for_deletion_on', format: 'date' },
    { label: 'Default Branch', path: 'default_branch', format: 'text' },
    { label: 'Project Creation', path: 'project_creation_level', format: 'text' },
    { label: 'Subgroup Creation', path: 'subgroup_creation_level', format: 'text' },
    { label: 'Requires 2FA', path: 'require_two_factor_authentication', format: 'bool' },
    { label: 'Avatar', path: 'avatar_url', format: 'link' },
    CREATED_FIELD,
    URL_FIELD,
  ],
  columns: [
    { label: 'Group', path: 'full_path', format: 'text', link: 'web_url' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Visibility', path: 'visibility', format: 'text' },
    { label: 'ID', path: 'id', format: 'count' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [
    { label: 'Shared With Groups', path: 'shared_with_groups', kind: 'shared_group' },
    { label: 'Projects', path: 'projects', kind: 'project' },
    { label: 'Shared Projects', path: 'shared_projects', kind: 'project' },
  ],
  notFound: {
    subject: 'group',
    suggestions: [
      { action: 'group.list', text: 'list the groups you can see' },
      { text: 'Check the group ID, or the full path such as group/subgroup' },
    ],
  },
});

/**
 * A group another group or a project is shared with: an entry of `shared_with_groups`, or the link GitLab answers
 * when a project is shared (`group_access` there, `group_access_level` in the list).
 */
export const sharedGroupKind = defineKind({
  name: 'shared_group',
  plural: { key: 'shared_groups', title: 'Shared With Groups' },
  empty: 'No shared groups found.',
  heading: { template: 'Shared With Group: {group_full_path|group_name|group_id}' },
  fields: [
    { label: 'Group ID', path: 'group_id', format: 'count' },
    { label: 'Group', path: 'group_name', format: 'text' },
    { label: 'Project ID', path: 'project_id', format: 'count' },
    { label: 'Access Level', path: 'group_access_level', format: 'access_level' },
    { label: 'Access Level', path: 'group_access', format: 'access_level' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
  ],
  columns: [
    { label: 'Group', path: 'group_full_path', format: 'text' },
    { label: 'Group ID', path: 'group_id', format: 'count' },
    { label: 'Access Level', path: 'group_access_level', format: 'access_level' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'shared group',
    suggestions: [{ action: 'group.get', text: 'see which groups the group is shared with' }],
  },
});

/** One top-level relation of a group relations export (https://docs.gitlab.com/api/group_relations_export/). */
export const exportRelationKind = defineKind({
  name: 'export_relation',
  plural: { key: 'relations', title: 'Export Relations' },
  empty: 'No relation exports found.',
  heading: { template: 'Export Relation: {relation}' },
  fields: [
    { label: 'Status', path: 'status', format: 'count' },
    { label: 'Error', path: 'error', format: 'text' },
    { label: 'Batched', path: 'batched', format: 'bool' },
    { label: 'Batches', path: 'batches_count', format: 'count' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  columns: [
    { label: 'Relation', path: 'relation', format: 'text' },
    // GitLab's status codes: 0 started, 1 finished, -1 failed.
    { label: 'Status (0 started, 1 finished, -1 failed)', path: 'status', format: 'count' },
    { label: 'Error', path: 'error', format: 'excerpt' },
    { label: 'Batches', path: 'batches_count', format: 'count' },
    { label: 'Updated', path: 'updated_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'relation export',
    suggestions: [{ action: 'group.group_relations_schedule', text: 'schedule a relations export' }],
  },
});

/** A downloaded archive, described rather than carried: its name, type and size (the bytes stay out of text). */
export const exportArchiveKind = defineKind({
  name: 'export_archive',
  plural: { key: 'archives', title: 'Export Archives' },
  empty: 'No export archives found.',
  heading: { template: 'Export Archive: {filename|group_id}' },
  fields: [
    { label: 'Group', path: 'group_id', format: 'text' },
    { label: 'File', path: 'filename', format: 'text' },
    { label: 'Content Type', path: 'content_type', format: 'code' },
    { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' },
  ],
  columns: [
    { label: 'File', path: 'filename', format: 'text' },
    { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'export archive',
    suggestions: [
      {
        action: 'group.group_export_schedule',
        text: 'schedule an export, then download it when it is ready',
      },
    ],
  },
});
