import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };

/** group/project's feature flags (new_login_flow on at 25 %, dark_mode off) and its user list beta-testers (IID 1). */
export const featureFlagCalls: CatalogCall[] = [
  { action: 'feature_flags.feature_flag_list', params: project, expect: '## Feature Flags (2)' },
  {
    action: 'feature_flags.feature_flag_list',
    params: { ...project, scope: 'disabled' },
    expect: '## Feature Flags (1)',
  },
  {
    action: 'feature_flags.feature_flag_get',
    params: { ...project, name: 'new_login_flow' },
    expect: '25%',
  },
  {
    action: 'feature_flags.feature_flag_get',
    params: { ...project, name: 'no_such_flag' },
    expect: 'Feature Flag Not Found',
    isError: true,
  },
  {
    action: 'feature_flags.feature_flag_create',
    params: {
      ...project,
      name: 'beta_banner',
      active: false,
      strategies: [
        { name: 'userWithId', parameters: { userIds: 'user1' }, scopes: [{ environment_scope: '*' }] },
      ],
    },
    expect: '**Active**: ❌',
  },
  {
    action: 'feature_flags.feature_flag_update',
    params: { ...project, name: 'beta_banner', new_name: 'beta_banner_v2', active: true },
    expect: '**Active**: ✅',
  },
  {
    action: 'feature_flags.feature_flag_delete',
    params: { ...project, name: 'beta_banner_v2' },
    expect: '✅ Action completed successfully.',
  },
  { action: 'feature_flags.ff_user_list_list', params: project, expect: '## Feature Flag User Lists (1)' },
  {
    action: 'feature_flags.ff_user_list_get',
    params: { ...project, user_list_iid: 1 },
    expect: '`user1,user2,user3`',
  },
  {
    action: 'feature_flags.ff_user_list_create',
    params: { ...project, name: 'staff', user_xids: 'u1,u2' },
    expect: '## Feature Flag User List: staff',
  },
  {
    action: 'feature_flags.ff_user_list_update',
    params: { ...project, user_list_iid: 2, user_xids: 'u1,u2,u3' },
    expect: '`u1,u2,u3`',
  },
  {
    action: 'feature_flags.ff_user_list_delete',
    params: { ...project, user_list_iid: 2 },
    expect: '✅ Action completed successfully.',
  },
];
