import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const assets = { ...project, package_name: 'release-assets', package_version: '1.2.0' };
const work = mkdtempSync(join(tmpdir(), 'package-calls-'));
const directory = mkdtempSync(join(tmpdir(), 'package-dir-'));
writeFileSync(join(directory, 'tool-linux.tar.gz'), 'linux build');
writeFileSync(join(directory, 'tool-mac.tar.gz'), 'mac build');
writeFileSync(join(directory, 'README.txt'), 'not matched');
const base64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * Packages of group/project (npm @group/ui 501, maven login-service 502, generic release-assets 503 with notes.txt
 * and checksums.txt), library's pypi package (504 in group/subgroup/library), container repositories 701 (group/project)
 * and 702 (group/project/app, tags v1.0.0 v1.1.0 v1.2.0 latest), and one protection rule per family (801, 811, 821).
 */
export const packageCalls: CatalogCall[] = [
  { action: 'package.list', params: project, expect: '@group/ui' },
  { action: 'package.list', params: { ...project, package_type: 'generic' }, expect: '## Packages (1)' },
  { action: 'package.group_list', params: { group_id: 'group' }, expect: 'group/subgroup/library' },
  {
    action: 'package.group_list',
    params: { group_id: 'group', exclude_subgroups: true },
    expect: '## Packages (3)',
  },
  { action: 'package.file_list', params: { ...project, package_id: '503' }, expect: 'checksums.txt' },
  {
    action: 'package.download',
    params: { ...assets, file_name: 'notes.txt', output_path: work },
    expect: `**Saved To**: \`${join(work, 'notes.txt')}\``,
  },
  {
    action: 'package.download',
    params: { ...assets, file_name: 'missing.txt', output_path: work },
    expect: 'Package Not Found',
    isError: true,
  },
  {
    action: 'package.publish',
    params: { ...assets, file_name: 'build.log', content_base64: base64('built ok\n') },
    expect: '**Size**: 9 bytes',
  },
  {
    action: 'package.publish',
    params: { ...assets, file_name: 'build.log' },
    expect: 'either as content_base64 or as file_path',
    isError: true,
  },
  {
    action: 'package.publish_directory',
    params: {
      ...project,
      package_name: 'tool',
      package_version: '0.1.0',
      directory_path: directory,
      include_pattern: '*.tar.gz',
    },
    expect: '## Package Transfers (2)',
  },
  {
    action: 'package.publish_and_link',
    params: {
      ...project,
      package_name: 'tool',
      package_version: '0.1.0',
      file_name: 'tool.sha256',
      content_base64: base64('abc'),
      tag_name: 'v1.2.0',
    },
    expect: '/api/v4/projects/group%2Fproject/packages/generic/tool/0.1.0/tool.sha256',
  },
  { action: 'package.file_list', params: { ...project, package_id: '503' }, expect: 'build.log' },
  {
    action: 'package.file_delete',
    params: { ...project, package_id: '503', package_file_id: '604' },
    expect: '✅ Action completed',
  },
  { action: 'package.delete', params: { ...project, package_id: '502' }, expect: '✅ Action completed' },
  { action: 'package.list', params: { ...project, package_name: 'login' }, expect: 'No packages found.' },
  { action: 'package.protection_rule_list', params: project, expect: '@group/*' },
  {
    action: 'package.protection_rule_create',
    params: {
      ...project,
      package_name_pattern: 'login-*',
      package_type: 'maven',
      minimum_access_level_for_push: 'owner',
    },
    expect: '## Protection Rule: login-\\*',
  },
  {
    action: 'package.protection_rule_update',
    params: { ...project, rule_id: 801, minimum_access_level_for_delete: 'admin' },
    expect: '**Minimum Access to Delete**: `admin`',
  },
  {
    action: 'package.protection_rule_delete',
    params: { ...project, rule_id: 801 },
    expect: '✅ Action completed',
  },
  {
    action: 'package.registry_list_project',
    params: { ...project, tags_count: true },
    expect: 'group/project/app',
  },
  { action: 'package.registry_list_group', params: { group_id: 'group' }, expect: 'group/subgroup/library' },
  {
    action: 'package.registry_get',
    params: { repository_id: 702, tags: true },
    expect: 'registry.gitlab.example.com/group/project/app:v1.2.0',
  },
  {
    action: 'package.registry_get',
    params: { repository_id: 9999 },
    expect: 'Repository Not Found',
    isError: true,
  },
  { action: 'package.registry_tag_list', params: { ...project, repository_id: 702 }, expect: 'v1.1.0' },
  {
    action: 'package.registry_tag_get',
    params: { ...project, repository_id: 702, tag_name: 'v1.2.0' },
    expect: '**Digest**: `sha256:',
  },
  {
    action: 'package.registry_tag_delete',
    params: { ...project, repository_id: 702, tag_name: 'latest' },
    expect: '✅ Action completed',
  },
  {
    action: 'package.registry_tag_delete_bulk',
    params: { ...project, repository_id: 702, name_regex_delete: 'v.*', keep_n: 1 },
    expect: '✅ Action completed',
  },
  {
    action: 'package.registry_tag_list',
    params: { ...project, repository_id: 702 },
    expect: '## Container Tags (1)',
  },
  {
    action: 'package.registry_delete',
    params: { ...project, repository_id: 701 },
    expect: '✅ Action completed',
  },
  { action: 'package.registry_rule_list', params: project, expect: 'group/project/app*' },
  {
    action: 'package.registry_rule_create',
    params: {
      ...project,
      repository_path_pattern: 'group/project/cache*',
      minimum_access_level_for_delete: 'owner',
    },
    expect: '## Protection Rule: group/project/cache\\*',
  },
  {
    action: 'package.registry_rule_update',
    params: { ...project, rule_id: 811, repository_path_pattern: 'group/project/app-*' },
    expect: '## Protection Rule: group/project/app-\\*',
  },
  {
    action: 'package.registry_rule_delete',
    params: { ...project, rule_id: 811 },
    expect: '✅ Action completed',
  },
  { action: 'package.registry_tag_rule_list', params: project, expect: '^v.*' },
  {
    action: 'package.registry_tag_rule_create',
    // GitLab requires both levels of a tag rule.
    params: {
      ...project,
      tag_name_pattern: '^release-.*',
      minimum_access_level_for_push: 'maintainer',
      minimum_access_level_for_delete: 'owner',
    },
    expect: '## Protection Rule: ^release-.\\*',
  },
  {
    action: 'package.registry_tag_rule_update',
    params: { ...project, rule_id: 821, minimum_access_level_for_push: 'owner' },
    expect: '**Minimum Access to Push**: `owner`',
  },
  {
    action: 'package.registry_tag_rule_delete',
    params: { ...project, rule_id: 821 },
    expect: '✅ Action completed',
  },
];
