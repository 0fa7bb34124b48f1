import { gzipSync } from 'node:zlib';
import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
/** Projects this table makes for its lifecycle writes, so group/project itself is never moved or deleted. */
const core = { project_id: 'group/catalog-core' };
const fork = { project_id: 'alice/project' };
/** The seeded push mirror of group/project, and the one this table adds (ids follow the seed's 301). */
const seededMirror = { ...project, mirror_id: 301 };
const addedMirror = { ...project, mirror_id: 302 };
/** The seeded approval rule of group/project, and the one this table adds. */
const seededRule = { ...project, rule_id: 501 };
const addedRule = { ...project, rule_id: 502 };
const newDomain = { ...project, domain: 'www.example.org' };
const DONE = '✅ Action completed successfully.';
/** An export archive to import: an empty tar, gzipped. */
const archive = gzipSync(Buffer.alloc(1024)).toString('base64');

/** The project domain's core (issue 7, H3), in an order where each write works on what the rows before it made. */
export const projectCalls: CatalogCall[] = [
  { action: 'project.languages', params: project, expect: 'TypeScript' },
  { action: 'project.statistics_get', params: project, expect: 'Fetches (30 days)**: 27' },
  { action: 'project.repository_storage_get', params: project, expect: 'Disk Path**: `@hashed/' },
  { action: 'project.start_housekeeping', params: project, expect: DONE },
  { action: 'project.security_settings_get', params: project, expect: 'Secret Push Protection**: ❌' },
  {
    action: 'project.security_settings_update',
    params: { ...project, secret_push_protection_enabled: true },
    expect: 'Secret Push Protection**: ✅',
  },
  {
    action: 'project.dependency_firewall_evaluate',
    params: { ...project, ecosystem: 'npm', name: 'event-stream', version: '3.3.6' },
    expect: 'Outcome**: blocked',
  },
  {
    action: 'project.dependency_firewall_evaluate',
    params: { ...project, ecosystem: 'npm', name: 'left-pad', version: '1.3.0' },
    expect: 'Outcome**: allowed',
  },
  { action: 'project.list_starrers', params: project, expect: '@alice' },
  { action: 'project.star', params: project, expect: 'Stars**: 13' },
  { action: 'project.list_user_starred', params: { user_id: 'root' }, expect: 'group/project' },
  { action: 'project.unstar', params: project, expect: 'Stars**: 12' },
  { action: 'project.list_user_contributed', params: { user_id: 'alice' }, expect: 'group/project' },
  { action: 'project.list_users', params: { ...project, search: 'bob' }, expect: '@bob' },
  {
    action: 'project.create',
    params: { name: 'Catalog Core', namespace_id: 10, description: 'Lifecycle rows' },
    expect: 'Project: group/catalog-core',
  },
  {
    action: 'project.create_for_user',
    params: { user_id: 3, name: 'Bob Tools' },
    expect: 'Project: bob/bob-tools',
  },
  { action: 'project.list_user_projects', params: { user_id: 'bob' }, expect: 'bob/bob-tools' },
  {
    action: 'project.update',
    params: { ...core, description: 'Changed by the catalog table' },
    expect: 'Changed by the catalog table',
  },
  { action: 'project.archive', params: core, expect: 'Archived**: ⚠️' },
  { action: 'project.unarchive', params: core, expect: 'Project: group/catalog-core' },
  {
    action: 'project.transfer',
    params: { project_id: 'bob/bob-tools', namespace: 'group/subgroup' },
    expect: 'Project: group/subgroup/bob-tools',
  },
  { action: 'project.delete', params: core, expect: DONE },
  { action: 'project.get', params: core, expect: 'Marked for Deletion' },
  { action: 'project.restore', params: core, expect: 'Project: group/catalog-core' },
  {
    action: 'project.fork',
    params: { ...project, namespace_path: 'alice' },
    expect: 'Forked From**: group/project',
  },
  { action: 'project.list_forks', params: project, expect: 'alice/project' },
  { action: 'project.delete_fork_relation', params: fork, expect: DONE },
  {
    action: 'project.create_fork_relation',
    params: { ...fork, forked_from_id: 42 },
    expect: 'Forked From**: group/project',
  },
  { action: 'project.export_status', params: project, expect: 'Status**: none' },
  { action: 'project.export_schedule', params: { ...project, description: 'Backup' }, expect: DONE },
  { action: 'project.export_status', params: project, expect: 'Status**: finished' },
  { action: 'project.export_download', params: project, expect: 'Size (bytes)**: ' },
  { action: 'project.import_status', params: project, expect: 'Status**: none' },
  {
    action: 'project.import_from_file',
    params: { content_base64: archive, path: 'imported', name: 'Imported', namespace: 'group' },
    expect: 'Import of group/imported',
  },
  { action: 'project.import_status', params: { project_id: 'group/imported' }, expect: 'Status**: finished' },
  {
    action: 'project.list_groups',
    params: { project_id: 'group/subgroup/library' },
    expect: '## Groups (2)',
  },
  { action: 'project.list_invited_groups', params: { project_id: 'alice/scratch' }, expect: '## Groups (1)' },
  { action: 'project.target_branch_rule_list', params: project, expect: 'develop' },
  {
    action: 'project.target_branch_rule_create',
    params: { ...project, name: 'release/*', target_branch: 'main' },
    expect: 'Target Branch Rule: release/\\*',
  },
  { action: 'project.target_branch_rule_delete', params: { rule_id: 602 }, expect: DONE },
  { action: 'project.mirror_list', params: project, expect: 'mirror.example.com/group/project.git' },
  { action: 'project.mirror_get', params: seededMirror, expect: 'Push Mirror 301' },
  {
    action: 'project.mirror_add',
    params: {
      ...project,
      url: 'ssh://git@backup.example.com/project.git',
      auth_method: 'ssh_public_key',
      enabled: true,
    },
    expect: 'backup.example.com/project.git',
  },
  { action: 'project.mirror_get_public_key', params: addedMirror, expect: 'ssh-ed25519' },
  {
    action: 'project.mirror_edit',
    params: { ...addedMirror, only_protected_branches: true },
    expect: 'Only Protected Branches**: ✅',
  },
  { action: 'project.mirror_force_push', params: addedMirror, expect: DONE },
  { action: 'project.mirror_delete', params: addedMirror, expect: DONE },
  {
    action: 'project.pull_mirror_configure',
    params: {
      ...project,
      url: 'https://upstream.example.com/group/project.git',
      auth_user: 'bot',
      auth_password: 'upstream-secret',
      enabled: true,
    },
    expect: 'upstream.example.com/group/project.git',
  },
  { action: 'project.pull_mirror_get', params: project, expect: 'Update Status**: none' },
  { action: 'project.start_mirroring', params: project, expect: DONE },
  { action: 'project.pages_get', params: project, expect: 'Force HTTPS**: ✅' },
  {
    action: 'project.pages_update',
    params: { ...project, pages_https_only: false },
    expect: 'Force HTTPS**: ❌',
  },
  { action: 'project.pages_domain_list', params: project, expect: 'docs.example.com' },
  { action: 'project.pages_domain_list_all', params: {}, expect: 'docs.example.com' },
  {
    action: 'project.pages_domain_create',
    params: { ...newDomain, auto_ssl_enabled: true },
    expect: 'Pages Domain: www.example.org',
  },
  { action: 'project.pages_domain_get', params: newDomain, expect: 'Verified**: ❌' },
  {
    action: 'project.pages_domain_update',
    params: { ...newDomain, certificate: 'PEM CERTIFICATE', key: 'PEM KEY' },
    expect: 'Certificate Subject**: /CN=www.example.org',
  },
  { action: 'project.pages_domain_delete', params: newDomain, expect: DONE },
  { action: 'project.pages_unpublish', params: project, expect: DONE },
  { action: 'project.approval_config_get', params: project, expect: 'Reset Approvals on Push**: ✅' },
  {
    action: 'project.approval_config_change',
    params: { ...project, merge_requests_author_approval: true },
    expect: 'Author Can Approve**: ✅',
  },
  { action: 'project.approval_rule_list', params: project, expect: 'Maintainers' },
  { action: 'project.approval_rule_get', params: seededRule, expect: 'Approval Rule: Maintainers' },
  {
    action: 'project.approval_rule_create',
    params: { ...project, name: 'Security', approvals_required: 2, usernames: ['carol'] },
    expect: 'Approval Rule: Security',
  },
  {
    action: 'project.approval_rule_update',
    params: { ...addedRule, approvals_required: 3 },
    expect: 'Approvals Required**: 3',
  },
  { action: 'project.approval_rule_delete', params: addedRule, expect: DONE },
];
