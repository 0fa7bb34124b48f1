import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const DONE = '✅ Action completed successfully.';

/**
 * CI/CD variables of group/project (NODE_ENV, masked DEPLOY_TOKEN), of group (REGISTRY) and of the instance
 * (GLOBAL_REGISTRY, masked GLOBAL_DEPLOY_PASSWORD). A card shows the value of a plain variable; that tables and
 * masked or hidden variables never do is test/catalog/access-secrets.test.ts.
 */
export const ciVariableCalls: CatalogCall[] = [
  { action: 'ci_variable.list', params: project, expect: '## CI/CD Variables (2)' },
  { action: 'ci_variable.get', params: { ...project, key: 'NODE_ENV' }, expect: '**Value**: `production`' },
  {
    action: 'ci_variable.get',
    params: { ...project, key: 'DEPLOY_TOKEN', environment_scope: 'production' },
    expect: '**Masked**: ✅',
  },
  {
    action: 'ci_variable.create',
    params: { ...project, key: 'CATALOG_VAR', value: 'catalog-value', environment_scope: 'review/*' },
    expect: '**Value**: `catalog-value`',
  },
  {
    action: 'ci_variable.create',
    params: { ...project, key: 'CATALOG_HIDDEN', value: 'hidden-value', masked_and_hidden: true },
    expect: '**Hidden**: ✅',
  },
  {
    action: 'ci_variable.update',
    params: {
      ...project,
      key: 'CATALOG_VAR',
      value: 'changed-value',
      filter: { environment_scope: 'review/*' },
    },
    expect: '**Value**: `changed-value`',
  },
  { action: 'ci_variable.delete', params: { ...project, key: 'CATALOG_VAR' }, expect: DONE },
  { action: 'ci_variable.group_list', params: group, expect: 'REGISTRY' },
  { action: 'ci_variable.group_get', params: { ...group, key: 'REGISTRY' }, expect: 'registry.example.com' },
  {
    action: 'ci_variable.group_create',
    params: { ...group, key: 'GROUP_VAR', value: 'group-value', protected: true },
    expect: '**Protected**: ✅',
  },
  {
    action: 'ci_variable.group_update',
    params: { ...group, key: 'GROUP_VAR', description: 'Set by the catalog test' },
    expect: 'Set by the catalog test',
  },
  { action: 'ci_variable.group_delete', params: { ...group, key: 'GROUP_VAR' }, expect: DONE },
  { action: 'ci_variable.instance_list', params: {}, expect: '## CI/CD Variables (2)' },
  {
    action: 'ci_variable.instance_get',
    params: { key: 'GLOBAL_REGISTRY' },
    expect: '**Value**: `registry.example.com`',
  },
  {
    action: 'ci_variable.instance_create',
    params: { key: 'INSTANCE_VAR', value: 'instance-value', variable_type: 'file' },
    expect: '**Type**: file',
  },
  {
    action: 'ci_variable.instance_update',
    params: { key: 'INSTANCE_VAR', value: 'instance-changed' },
    expect: '**Value**: `instance-changed`',
  },
  { action: 'ci_variable.instance_delete', params: { key: 'INSTANCE_VAR' }, expect: DONE },
];
