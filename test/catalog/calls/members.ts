import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

/**
 * Members of group/project (bob 30, carol 20, dave 10; root and alice inherited from group) and of group (root 50,
 * alice 40) and group/subgroup (carol 30), and sharing a project with a group.
 */
export const membersCalls: CatalogCall[] = [
  { action: 'project.members', params: project, expect: '@carol' },
  { action: 'project.members', params: { ...project, query: 'ali' }, expect: '## Members (1)' },
  { action: 'project.member_get', params: { ...project, user_id: 3 }, expect: '## Member: Bob Brown (@bob)' },
  {
    action: 'project.member_get',
    params: { ...project, user_id: 1 },
    expect: 'Member Not Found',
    isError: true,
  },
  {
    action: 'project.member_inherited',
    params: { ...project, user_id: 1 },
    expect: '## Member: Administrator (@root)',
  },
  {
    action: 'project.member_add',
    params: { ...project, user_id: 6, access_level: 30 },
    expect: '## Member: Erin Evans (@erin)',
  },
  {
    action: 'project.member_edit',
    params: { ...project, user_id: 6, access_level: 40, expires_at: '2026-01-31' },
    expect: '**Access Level**: Maintainer (40)',
  },
  {
    action: 'project.member_delete',
    params: { ...project, user_id: 6 },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'project.share_with_group',
    params: { ...project, group_id: 11, group_access: 30 },
    expect: '**Access Level**: Developer (30)',
  },
  { action: 'project.get', params: project, expect: 'group/project' },
  {
    action: 'project.delete_shared_group',
    params: { ...project, group_id: 11 },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'project.delete_shared_group',
    params: { ...project, group_id: 11 },
    expect: 'Group Link Not Found',
    isError: true,
  },
  { action: 'group.members', params: { group_id: 'group/subgroup' }, expect: '@alice' },
  {
    action: 'group.group_member_get',
    params: { ...group, user_id: 2 },
    expect: '## Member: Alice Anderson (@alice)',
  },
  {
    action: 'group.group_member_get_inherited',
    params: { group_id: 'group/subgroup', user_id: 2 },
    expect: '**Access Level**: Maintainer (40)',
  },
  {
    action: 'group.group_member_add',
    params: { ...group, user_id: 5, access_level: 20 },
    expect: '## Member: Dave Davis (@dave)',
  },
  {
    action: 'group.group_member_edit',
    params: { ...group, user_id: 5, access_level: 30 },
    expect: '**Access Level**: Developer (30)',
  },
  {
    action: 'group.group_member_remove',
    params: { ...group, user_id: 5, skip_subresources: true },
    expect: '✅ Action completed successfully.',
  },
];
