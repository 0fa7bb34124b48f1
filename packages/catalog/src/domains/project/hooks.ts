import { PROJECT_OWNER } from '../owner.js';
import { hookActions } from '../hooks/hooks.js';

export const projectHookActions = hookActions({
  owner: PROJECT_OWNER,
  ownEvents: ['resource_deploy_token_events'],
  ownTestEvents: ['resource_deploy_token_events'],
  testParam: 'event',
  urlRequired: true,
  ids: {
    list: 'project.hook_list',
    get: 'project.hook_get',
    add: 'project.hook_add',
    edit: 'project.hook_edit',
    delete: 'project.hook_delete',
    set_custom_header: 'project.hook_set_custom_header',
    delete_custom_header: 'project.hook_delete_custom_header',
    set_url_variable: 'project.hook_set_url_variable',
    delete_url_variable: 'project.hook_delete_url_variable',
    test: 'project.hook_test',
  },
});
