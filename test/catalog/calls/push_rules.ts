import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/** Push rules: group/project's (prevent secrets, deny tag deletion) and group's (members only, 100 MB files). */
export const pushRuleCalls: CatalogCall[] = [
  { action: 'project.push_rule_get', params: project, expect: '**Prevent Secrets**: ✅' },
  {
    action: 'project.push_rule_edit',
    params: { ...project, commit_message_regex: '^(feat|fix):' },
    expect: '`^(feat|fix):`',
  },
  { action: 'project.push_rule_delete', params: project, expect: done },
  {
    action: 'project.push_rule_add',
    params: { ...project, deny_delete_tag: true, max_file_size: 50 },
    expect: '**Max File Size (MB)**: 50',
  },
  { action: 'group.push_rule_get', params: group, expect: '**Authors Must Be Members**: ✅' },
  {
    action: 'group.push_rule_edit',
    params: { ...group, branch_name_regex: '^release/' },
    expect: '`^release/`',
  },
  { action: 'group.push_rule_delete', params: group, expect: done },
  { action: 'group.push_rule_get', params: group, expect: 'Push Rule Not Found', isError: true },
  {
    action: 'group.push_rule_add',
    params: { ...group, prevent_secrets: true },
    expect: '**Prevent Secrets**: ✅',
  },
];
