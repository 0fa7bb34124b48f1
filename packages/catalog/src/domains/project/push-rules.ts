import { PROJECT_OWNER } from '../owner.js';
import { pushRuleActions } from '../push_rules/push-rules.js';

export const projectPushRuleActions = pushRuleActions(PROJECT_OWNER, {
  delete: 'project.push_rule_delete',
  add: 'project.push_rule_add',
  edit: 'project.push_rule_edit',
  get: 'project.push_rule_get',
});
