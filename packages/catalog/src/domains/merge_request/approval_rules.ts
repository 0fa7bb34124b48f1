import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, groupId, integer, integerList, projectId, text } from '../../params.js';
import { inProject, oneMergeRequest } from './params.js';

const ruleMembers = {
  user_ids: integerList('User IDs who may approve under this rule').optional(),
  group_ids: integerList('Group IDs whose members may approve under this rule').optional(),
};
const approvalRuleId = integer('Approval rule ID, from merge_request.approval_rules');
const rulesNextSteps = [
  { action: 'merge_request.approval_rules', text: "see the merge request's rules" },
  { action: 'merge_request.approval_state', text: 'see which rules are satisfied' },
];

const settings = {
  allow_author_approval: flag('Let the author approve their own merge request').optional(),
  allow_committer_approval: flag('Let users who committed to it approve it').optional(),
  allow_overrides_to_approver_list_per_merge_request: flag(
    'Let each merge request change its approval rules',
  ).optional(),
  retain_approvals_on_push: flag('Keep approvals when new commits are pushed').optional(),
  require_reauthentication_to_approve: flag('Ask approvers to authenticate again').optional(),
};
const settingsNextSteps = [
  { action: 'merge_request.approval_rules', text: 'see the rules of a merge request' },
];

/** Approval rules of one merge request and the project and group approval settings (Premium). */
export const mergeRequestApprovalRuleActions = [
  defineAction({
    id: 'merge_request.approval_rules',
    description:
      'List the approval rules of a merge request: who may approve and how many approvals each needs.',
    input: z.object(oneMergeRequest).strict(),
    answer: { list: 'merge_request_approval_rule' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'merge_request.approval_rule_create', text: 'add a rule' },
      { action: 'merge_request.approval_state', text: 'see which rules are satisfied' },
    ],
    tier: 'premium',
    aliases: ['required approvers', 'approval rules'],
  }),
  defineAction({
    id: 'merge_request.approval_rule_create',
    description:
      'Add an approval rule to a merge request: a name, how many approvals, and from which users or groups.',
    input: z
      .object({
        ...oneMergeRequest,
        name: text('Rule name'),
        approvals_required: integer('Approvals this rule needs'),
        approval_project_rule_id: integer('Project rule to copy (its name, approvers and count)').optional(),
        ...ruleMembers,
      })
      .strict(),
    answer: { object: 'merge_request_approval_rule', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: rulesNextSteps,
    tier: 'premium',
    aliases: ['require approval from'],
  }),
  defineAction({
    id: 'merge_request.approval_rule_update',
    description: 'Change an approval rule of a merge request: its name, approval count, users or groups.',
    input: z
      .object({
        ...oneMergeRequest,
        approval_rule_id: approvalRuleId,
        name: text('New rule name').optional(),
        approvals_required: integer('Approvals this rule needs').optional(),
        ...ruleMembers,
      })
      .strict(),
    answer: { object: 'merge_request_approval_rule' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: rulesNextSteps,
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'merge_request.approval_rule_delete',
    description: 'Delete an approval rule of a merge request.',
    input: z.object({ ...oneMergeRequest, approval_rule_id: approvalRuleId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'merge_request.approval_rules', text: 'see the rules that remain' }],
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'merge_request.approval_settings_project_get',
    description:
      "See a project's merge request approval settings: author and committer approval, resets on push, overrides.",
    input: z.object({ project_id: projectId }).strict(),
    answer: { object: 'merge_request_approval_settings' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'merge_request.approval_settings_project_update', text: 'change them' }],
    tier: 'premium',
    aliases: ['project approval settings'],
  }),
  defineAction({
    id: 'merge_request.approval_settings_project_update',
    description: "Change a project's merge request approval settings.",
    input: z
      .object({
        project_id: projectId,
        ...settings,
        selective_code_owner_removals: flag(
          'On push, drop only code owner approvals of changed files',
        ).optional(),
      })
      .strict(),
    answer: { object: 'merge_request_approval_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: settingsNextSteps,
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'merge_request.approval_settings_group_get',
    description: "See a group's merge request approval settings, which its projects inherit.",
    input: z.object({ group_id: groupId }).strict(),
    answer: { object: 'merge_request_approval_settings' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'merge_request.approval_settings_group_update', text: 'change them' }],
    tier: 'premium',
    aliases: ['group approval settings'],
  }),
  defineAction({
    id: 'merge_request.approval_settings_group_update',
    description: "Change a group's merge request approval settings for all its projects.",
    input: z.object({ group_id: groupId, ...settings }).strict(),
    answer: { object: 'merge_request_approval_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: settingsNextSteps,
    tier: 'premium',
    aliases: [],
  }),
];
