import { z } from 'zod';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, groupId, integerOf, objectList, text } from '../../params.js';

/** Who may push, merge and unprotect when a rule is created: the same levels for a project's rules and a group's. */
export const branchAccessLevels = {
  push_access_level: integerOf(
    [0, 30, 40, 60],
    'Who may push: 0 no one, 30 developers, 40 maintainers, 60 admins',
  ).optional(),
  merge_access_level: integerOf(
    [0, 30, 40, 60],
    'Who may merge: 0 no one, 30 developers, 40 maintainers, 60 admins',
  ).optional(),
  unprotect_access_level: integerOf(
    [30, 40, 60],
    'Who may unprotect: 30 developers, 40 maintainers, 60 admins',
  ).optional(),
};

/** The finer rules of a protected branch, on creation and on update. */
export const branchAccessRules = {
  allowed_to_push: objectList('Extra push rules: {user_id}, {group_id} or {access_level}').optional(),
  allowed_to_merge: objectList('Extra merge rules: {user_id}, {group_id} or {access_level}').optional(),
  allowed_to_unprotect: objectList(
    'Extra unprotect rules: {user_id}, {group_id} or {access_level}',
  ).optional(),
  allow_force_push: flag('Allow force push').optional(),
  code_owner_approval_required: flag('Require code owner approval (Premium)').optional(),
};

const branch = text('Protected branch name or wildcard, e.g. main or release/*');
const oneRule = { group_id: groupId, branch };
const inGroup = (args: { branch: string; group_id: string }) => `"${args.branch}" in group ${args.group_id}`;

/**
 * Protected branch rules of a group, which apply to every project in it
 * (https://docs.gitlab.com/api/group_protected_branches/). The project's own rules are in the branch domain.
 */
export const groupProtectedBranchActions = [
  defineAction({
    id: 'group.protected_branch_list',
    description: "List a group's protected branch rules, which apply to every project in the group.",
    input: z
      .object({
        group_id: groupId,
        search: text('Only rules whose name contains this').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's group protected branches (GET /groups/{group_id}/protected_branches)",
    },
    answer: { list: 'group_protected_branch' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'group.protected_branch_get', text: 'see one rule in full' },
      { action: 'group.protected_branch_protect', text: 'protect another branch in every project' },
    ],
    tier: 'premium',
    aliases: ['group branch protection'],
  }),
  defineAction({
    id: 'group.protected_branch_get',
    description: "Get one of a group's protected branch rules: who may push, merge and unprotect.",
    input: z.object(oneRule).strict(),
    answer: { object: 'group_protected_branch', notFound: inGroup },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'group.protected_branch_update', text: 'change who may push or merge' },
      { action: 'group.protected_branch_unprotect', text: 'remove the rule' },
    ],
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'group.protected_branch_protect',
    description:
      'Protect a branch or wildcard in every project of a group: who may push, merge and unprotect.',
    input: z
      .object({
        group_id: groupId,
        name: text('Branch name or wildcard such as release/*'),
        ...branchAccessLevels,
        ...branchAccessRules,
      })
      .strict(),
    answer: { object: 'group_protected_branch' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'group.protected_branch_list', text: "see all of the group's rules" }],
    tier: 'premium',
    aliases: ['lock branch in group'],
  }),
  defineAction({
    id: 'group.protected_branch_update',
    description: "Change a group's protected branch rule: who may push, merge, unprotect or force push.",
    input: z
      .object({
        ...oneRule,
        name: text('New name').optional(),
        ...branchAccessRules,
      })
      .strict(),
    unsupported: {
      params: { name: 'a rule cannot be renamed; protect the new name and unprotect the old' },
      endpoint: "GitLab's group protected branch update (PATCH /groups/:id/protected_branches/:name)",
    },
    answer: { object: 'group_protected_branch', notFound: inGroup },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'group.protected_branch_get', text: 'see the rule as it is now' }],
    tier: 'premium',
    aliases: [],
  }),
  defineAction({
    id: 'group.protected_branch_unprotect',
    description: "Remove one of a group's protected branch rules; the projects' own rules stay.",
    input: z.object(oneRule).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'group.protected_branch_list', text: 'see the rules that remain' }],
    tier: 'premium',
    aliases: ['unlock branch in group'],
  }),
];
