import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };

/** The first slice: branch, tag and server, and the project, MR, issue, pipeline, job, user and search actions. */
export const sliceCalls: CatalogCall[] = [
  { action: 'branch.list', params: { ...project, per_page: 3 }, expect: '## Branches (45)' },
  { action: 'branch.get', params: { ...project, branch_name: 'develop' }, expect: 'Branch: develop' },
  {
    action: 'branch.create',
    params: { ...project, branch_name: 'catalog/new', ref: 'main' },
    expect: 'Branch: catalog/new',
  },
  {
    action: 'merge_request.create',
    params: { ...project, source_branch: 'catalog/new', target_branch: 'main', title: 'Catalog test MR' },
    expect: 'Catalog test MR',
  },
  {
    action: 'branch.delete',
    params: { ...project, branch_name: 'catalog/new' },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'branch.protect',
    params: { ...project, branch_name: 'release/*', push_access_level: 40 },
    expect: 'Protected Branch: release/\\*',
  },
  { action: 'branch.list_protected', params: project, expect: '## Protected Branches' },
  {
    action: 'branch.get_protected',
    params: { ...project, branch_name: 'release/*' },
    expect: 'Protected Branch: release/\\*',
  },
  {
    action: 'branch.update_protected',
    params: { ...project, branch_name: 'release/*', allow_force_push: true },
    expect: 'Allow Force Push**: ✅',
  },
  {
    action: 'branch.unprotect',
    params: { ...project, branch_name: 'release/*' },
    expect: '✅ Action completed successfully.',
  },
  { action: 'branch.delete_merged', params: project, expect: '✅ Action completed successfully.' },
  { action: 'branch.rule_list', params: { project_path: 'group/project' }, expect: '## Branch Rules' },
  { action: 'tag.list', params: project, expect: '## Tags (4)' },
  { action: 'tag.get', params: { ...project, tag_name: 'v1.2.0' }, expect: 'Tag: v1.2.0' },
  {
    action: 'tag.create',
    params: { ...project, tag_name: 'v9.9.9', ref: 'main', message: 'Catalog test' },
    expect: 'Tag: v9.9.9',
  },
  {
    action: 'tag.delete',
    params: { ...project, tag_name: 'v9.9.9' },
    expect: '✅ Action completed successfully.',
  },
  {
    action: 'tag.get_signature',
    params: { ...project, tag_name: 'v1.2.0' },
    expect: 'Tag Signature Not Found',
    isError: true,
  },
  {
    action: 'tag.protect',
    params: { ...project, tag_name: 'rc-*', create_access_level: 40 },
    expect: 'Protected Tag: rc-\\*',
  },
  { action: 'tag.list_protected', params: project, expect: '## Protected Tags' },
  { action: 'tag.get_protected', params: { ...project, tag_name: 'rc-*' }, expect: 'Protected Tag: rc-\\*' },
  {
    action: 'tag.unprotect',
    params: { ...project, tag_name: 'rc-*' },
    expect: '✅ Action completed successfully.',
  },
  { action: 'server.status', params: {}, expect: '**Version**: 19.4.1-ee' },
  { action: 'server.health_check', params: {}, expect: '**Status**: ok' },
  { action: 'project.get', params: project, expect: '## Project: group/project' },
  { action: 'project.list', params: { search: 'project' }, expect: 'group/project' },
  { action: 'merge_request.list', params: { ...project, state: 'opened' }, expect: '!243' },
  {
    action: 'merge_request.get',
    params: { ...project, merge_request_iid: 243 },
    expect: '## 🟢 MR !243: Fix login bug',
  },
  { action: 'issue.list', params: { ...project, state: 'opened', per_page: 5 }, expect: '## Issues' },
  { action: 'issue.get', params: { ...project, issue_iid: 1 }, expect: 'Issue #1' },
  {
    action: 'issue.create',
    params: { ...project, title: 'Catalog test issue' },
    expect: 'Catalog test issue',
  },
  {
    action: 'issue.update',
    params: { ...project, issue_iid: 1, add_labels: ['catalog'] },
    expect: 'catalog',
  },
  { action: 'pipeline.list', params: { ...project, status: 'failed' }, expect: '## Pipelines' },
  { action: 'pipeline.get', params: { ...project, pipeline_id: 1207 }, expect: '1207' },
  { action: 'job.trace', params: { ...project, job_id: 12070 }, expect: 'Job 12070 log' },
  { action: 'user.current', params: {}, expect: '@root' },
  { action: 'search.projects', params: { query: 'project' }, expect: 'group/project' },
];
