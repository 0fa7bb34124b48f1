import { GROUP_OWNER } from '../owner.js';
import { pushRuleActions } from '../push_rules/push-rules.js';

export const groupPushRuleActions = pushRuleActions(GROUP_OWNER, {
  delete: 'group.push_rule_delete',
  add: 'group.push_rule_add',
  edit: 'group.push_rule_edit',
  get: 'group.push_rule_get',
});
