import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, integerList, oneOf, text, textList } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { oneProject, projectNamed } from './params.js';

const oneRule = { ...oneProject, rule_id: integer('Approval rule ID, from project.approval_rule_list') };
const ruleNamed = (args: { project_id: string; rule_id: number }) =>
  `${args.rule_id} in project ${args.project_id}`;

/** Who a rule asks and where it applies; the same for creating and changing one. */
const ruleScope = {
  user_ids: integerList('User IDs who may approve under this rule').optional(),
  usernames: textList('Usernames who may approve under this rule').optional(),
  group_ids: integerList('Group IDs whose members may approve under this rule').optional(),
  protected_branch_ids: integerList(
    'Protected branch IDs the rule applies to; default all branches',
  ).optional(),
  applies_to_all_protected_branches: flag('Apply the rule to every protected branch').optional(),
};

const SEE_RULES = { action: 'project.approval_rule_list', text: "see the project's approval rules" } as const;

/** A project's merge request approval configuration and its approval rules (Premium). */
export const projectApprovalActions = [
  defineAction({
    id: 'project.approval_config_get',
    description:
      "See a project's approval configuration: approvals required, resets on push, author and committer approval.",
    input: z.object(oneProject).strict(),
    answer: { object: 'project_approval_config', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.approval_config_change', text: 'change it' }, SEE_RULES],
    tier: 'premium',
    aliases: ['approval configuration', 'merge request approvals'],
  }),
  defineAction({
    id: 'project.approval_config_change',
    description: "Change a project's approval configuration for its merge requests.",
    input: z
      .object({
        ...oneProject,
        approvals_before_merge: integer('Approvals required before merge (deprecated: use rules)').optional(),
        reset_approvals_on_push: flag('Remove approvals when new commits are pushed').optional(),
        selective_code_owner_removals: flag(
          'On push, remove only code owner approvals of changed files',
        ).optional(),
        disable_overriding_approvers_per_merge_request: flag(
          'Forbid changing rules per merge request',
        ).optional(),
        merge_requests_author_approval: flag('Let the author approve their own merge request').optional(),
        merge_requests_disable_committers_approval: flag('Forbid committers from approving').optional(),
        require_password_to_approve: flag('Ask approvers for their password (deprecated)').optional(),
        require_reauthentication_to_approve: flag('Ask approvers to authenticate again').optional(),
      })
      .strict(),
    answer: { object: 'project_approval_config', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'project.approval_config_get', text: 'see the whole configuration' }],
    tier: 'premium',
    aliases: ['approval settings'],
  }),
  defineAction({
    id: 'project.approval_rule_list',
    description:
      "List a project's approval rules: who may approve merge requests, how many approvals, which branches.",
    input: z.object({ ...oneProject, ...unorderedPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'project_approval_rule' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'project.approval_rule_get', text: 'see one rule' },
      { action: 'project.approval_rule_create', text: 'add a rule' },
    ],
    tier: 'premium',
    aliases: ['approval rules', 'required approvers'],
  }),
  defineAction({
    id: 'project.approval_rule_get',
    description:
      'Get one approval rule of a project: its approvers, groups, branches and approvals required.',
    input: z.object(oneRule).strict(),
    answer: { object: 'project_approval_rule', notFound: ruleNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.approval_rule_update', text: 'change it' }],
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'project.approval_rule_create',
    description: 'Add an approval rule to a project: a name, how many approvals, from which users or groups.',
    input: z
      .object({
        ...oneProject,
        name: text('Rule name'),
        approvals_required: integer('Approvals this rule needs'),
        rule_type: oneOf(
          ['any_approver', 'regular', 'report_approver'],
          'Kind of rule (default regular)',
        ).optional(),
        report_type: text('Security report the rule covers, for report_approver rules').optional(),
        ...ruleScope,
      })
      .strict(),
    answer: { object: 'project_approval_rule', notFound: projectNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_RULES],
    tier: 'premium',
    aliases: ['require approval from'],
  }),
  defineAction({
    id: 'project.approval_rule_update',
    description: 'Change an approval rule of a project: its name, approval count, approvers or branches.',
    input: z
      .object({
        ...oneRule,
        name: text('New rule name').optional(),
        approvals_required: integer('Approvals this rule needs').optional(),
        ...ruleScope,
      })
      .strict(),
    answer: { object: 'project_approval_rule', notFound: ruleNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_RULES],
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'project.approval_rule_delete',
    description: 'Delete an approval rule of a project.',
    input: z.object(oneRule).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_RULES],
    tier: 'premium',
    aliases: [],
  }),
];
