import { GROUP_OWNER } from '../owner.js';
import { hookActions } from '../hooks/hooks.js';

// Group webhooks are a Premium feature (https://docs.gitlab.com/api/group_webhooks/).
export const groupHookActions = hookActions({
  owner: GROUP_OWNER,
  tier: 'premium',
  ownEvents: ['member_events', 'project_events', 'subgroup_events'],
  ownTestEvents: [],
  testParam: 'trigger',
  urlRequired: false,
  ids: {
    list: 'group.hook_list',
    get: 'group.hook_get',
    add: 'group.hook_add',
    edit: 'group.hook_edit',
    delete: 'group.hook_delete',
    set_custom_header: 'group.hook_set_custom_header',
    delete_custom_header: 'group.hook_delete_custom_header',
    set_url_variable: 'group.hook_set_url_variable',
    delete_url_variable: 'group.hook_delete_url_variable',
    test: 'group.hook_test',
    resend_event: 'group.hook_resend_event',
  },
});
