import { fileURLToPath } from 'node:url';
import type { CatalogCall } from '../catalog-call.js';

const group = { group_id: 'group' };
const subgroup = { group_id: 'group/subgroup' };
const partners = { group_id: 'partners-team' };
/** The group the table creates first: the sandbox numbers new groups after the seeded 10 and 11. */
const PARTNERS_ID = 12;
/** Any file serves as an export archive for the sandbox, which takes the upload as it is. */
const archive = fileURLToPath(new URL('./group.ts', import.meta.url));

/**
 * The group domain's core against the seeded groups (group 10, group/subgroup 11): reads, a new group that is
 * shared, moved, archived and restored, listings, export and import.
 */
export const groupCalls: CatalogCall[] = [
  { action: 'group.list', params: {}, expect: 'group/subgroup' },
  { action: 'group.search', params: { query: 'sub' }, expect: '## Groups (1)' },
  { action: 'group.get', params: { ...group, with_projects: false }, expect: '## Group: group' },
  { action: 'group.get', params: { group_id: 'nope' }, expect: 'Group Not Found', isError: true },
  {
    action: 'group.create',
    params: { name: 'Partners Team', visibility: 'private' },
    expect: '## Group: partners-team',
  },
  { action: 'group.update', params: { ...partners, description: 'Our partners' }, expect: '> Our partners' },
  { action: 'group.subgroups', params: group, expect: 'group/subgroup' },
  { action: 'group.issues', params: { ...group, state: 'opened', per_page: 3 }, expect: '## Issues' },
  { action: 'group.projects', params: { ...group, include_subgroups: true }, expect: 'group/project' },
  { action: 'group.shared_projects', params: group, expect: 'alice/scratch' },
  {
    action: 'group.share_with_group',
    params: { ...subgroup, shared_group_id: PARTNERS_ID, group_access: 30 },
    expect: '### Shared With Groups',
  },
  { action: 'group.invited_groups', params: subgroup, expect: 'partners-team' },
  { action: 'group.shared_with', params: partners, expect: 'group/subgroup' },
  {
    action: 'group.unshare_from_group',
    params: { ...subgroup, shared_group_id: PARTNERS_ID },
    expect: '✅ Action completed successfully.',
  },
  { action: 'group.invited_groups', params: subgroup, expect: 'No groups found.' },
  {
    action: 'group.group_member_share',
    params: { ...subgroup, share_group_id: PARTNERS_ID, group_access: 20 },
    expect: 'partners-team',
  },
  {
    action: 'group.group_member_unshare',
    params: { ...subgroup, share_group_id: PARTNERS_ID },
    expect: '✅ Action completed successfully.',
  },
  { action: 'group.transfer_locations', params: subgroup, expect: 'partners-team' },
  {
    action: 'group.transfer',
    params: { ...partners, parent_id: 10 },
    expect: '## Group: group/partners-team',
  },
  {
    action: 'group.transfer',
    params: { group_id: 'group/partners-team' },
    expect: '## Group: partners-team',
  },
  {
    action: 'group.transfer_project',
    params: { ...partners, project_id: 'alice/scratch' },
    expect: '## Group: partners-team',
  },
  { action: 'group.projects', params: partners, expect: 'partners-team/scratch' },
  { action: 'group.archive', params: partners, expect: '**Archived**: ⚠️' },
  { action: 'group.unarchive', params: partners, expect: '## Group: partners-team' },
  { action: 'group.delete', params: partners, expect: 'Group deletion accepted' },
  { action: 'group.get', params: partners, expect: '**Marked For Deletion**: 21 Mar 2025' },
  { action: 'group.restore', params: partners, expect: '## Group: partners-team' },
  { action: 'group.release_list', params: group, expect: 'v1.2.0' },
  { action: 'group.list_provisioned_users', params: group, expect: '@erin' },
  { action: 'group.group_export_download', params: group, expect: 'Export Archive Not Found', isError: true },
  { action: 'group.group_export_schedule', params: group, expect: 'Group export scheduled' },
  { action: 'group.group_export_download', params: group, expect: '**Content Type**: `application/gzip`' },
  {
    action: 'group.group_relations_schedule',
    params: { ...group, batched: true },
    expect: 'Relations export scheduled',
  },
  { action: 'group.group_relations_list_status', params: group, expect: '## Export Relations (5)' },
  {
    action: 'group.group_import_file',
    params: { file: archive, name: 'Imported', path: 'imported' },
    expect: 'Group import started',
  },
  { action: 'group.search', params: { query: 'imported' }, expect: '## Groups (1)' },
];
