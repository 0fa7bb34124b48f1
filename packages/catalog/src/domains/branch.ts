import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { NO_ORDER, unorderedPaging } from '../unsupported-params.js';
import { PROJECT_BRANCH_RULES } from '@gitlab-mcp/graphql';
import { COMPLETED, defineAction, graphqlCall } from '../action.js';
import { CREATES, UPDATES } from '../classifications.js';
import { integer, offsetPaging, oneOf, projectId, text } from '../params.js';
import { branchAccessLevels, branchAccessRules } from './group/protected-branches.js';

const branchName = text('Branch name, e.g. main or feature/login');
const inProject = (args: { branch_name: string; project_id: string }) =>
  `"${args.branch_name}" in project ${args.project_id}`;

/**
 * GitLab's branch list takes one `sort` of name_asc, updated_asc or updated_desc (doc/api/branches.md); name_desc
 * gets its 400, so a descending name order is refused before the request, naming the argument.
 */
function branchSortSend({ order_by, sort, ...rest }: { order_by?: string; sort?: string }) {
  if (!order_by && !sort) return rest;
  const joined = `${order_by ?? 'name'}_${sort ?? 'asc'}`;
  if (joined === 'name_desc')
    throw new GitLabMcpError(
      'action_outcome',
      "sort: GitLab's branch list sorts names only ascending (its orders: name_asc, updated_asc, updated_desc); " +
        'nothing was sent. Call again with sort asc, or with order_by updated.',
    );
  return { ...rest, sort: joined };
}

export const branchActions = [
  defineAction({
    id: 'branch.list',
    description: 'List the branches of a project, filtered by name, with protection and merge state.',
    input: z
      .object({
        project_id: projectId,
        search: text('Only branches whose name contains this; ^ and $ anchor it').optional(),
        regex: text('Only branches whose name matches this RE2 expression').optional(),
        order_by: oneOf(['name', 'updated'], 'Order by name or by last commit').optional(),
        sort: oneOf(
          ['asc', 'desc'],
          'Sort direction (default asc); GitLab sorts names only ascending, so desc needs order_by updated',
        ).optional(),
        ...offsetPaging,
      })
      .strict(),
    gitlab: {
      send: branchSortSend,
    },
    answer: { list: 'branch' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'branch.get', text: 'see one branch in full' },
      { action: 'branch.create', text: 'create a new branch' },
      { action: 'branch.protect', text: 'protect a branch' },
    ],
    aliases: ['branches', 'refs', 'heads'],
  }),
  defineAction({
    id: 'branch.get',
    description: 'Get one branch: its tip commit, protection, and whether it is merged or the default.',
    input: z.object({ project_id: projectId, branch_name: branchName }).strict(),
    answer: { object: 'branch', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/branch/{branch_name}',
    nextSteps: [
      { action: 'repository.commit_list', text: "see this branch's commits" },
      { action: 'merge_request.create', text: 'open a merge request from this branch' },
      { action: 'branch.protect', text: 'protect this branch' },
    ],
    aliases: ['show branch'],
  }),
  defineAction({
    id: 'branch.create',
    description: 'Create a branch from a branch, tag or commit SHA.',
    input: z
      .object({
        project_id: projectId,
        branch_name: branchName,
        ref: text('Branch, tag or SHA to start from'),
      })
      .strict(),
    // GitLab names the new branch `branch`; the call shape says branch_name, as the reference server's does.
    gitlab: {
      send: ({ branch_name, ...rest }) => ({ branch: branch_name, ...rest }),
    },
    verifyWrite: { lookup: 'GET /projects/{project_id}/repository/branches/{branch_name}' },
    answer: { object: 'branch' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'repository.file_create', text: 'commit a file to the new branch' },
      { action: 'merge_request.create', text: 'open a merge request from it' },
    ],
    aliases: ['new branch', 'add branch'],
  }),
  defineAction({
    id: 'branch.delete',
    description: 'Delete a branch. The default branch and protected branches cannot be deleted.',
    input: z.object({ project_id: projectId, branch_name: branchName }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [],
    aliases: ['remove branch'],
  }),
  defineAction({
    id: 'branch.delete_merged',
    description: 'Delete every branch already merged into the default branch, protected ones excepted.',
    input: z.object({ project_id: projectId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'branch.list', text: 'see the branches that remain' }],
    aliases: ['clean up merged branches', 'prune branches'],
  }),
  defineAction({
    id: 'branch.list_protected',
    description: 'List the protected branch rules of a project, with who may push and merge.',
    input: z
      .object({
        project_id: projectId,
        search: text('Only rules whose name contains this').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's protected branches (GET /projects/{project_id}/protected_branches)",
    },
    answer: { list: 'protected_branch' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'branch.get_protected', text: 'see one rule in full' },
      { action: 'branch.protect', text: 'protect another branch' },
    ],
    aliases: ['branch protection rules'],
  }),
  defineAction({
    id: 'branch.get_protected',
    description: 'Get the protection rule of one branch or wildcard (release/*).',
    input: z
      .object({ project_id: projectId, branch_name: text('Protected branch name or wildcard') })
      .strict(),
    answer: { object: 'protected_branch', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'branch.update_protected', text: 'change who may push or merge' },
      { action: 'branch.unprotect', text: 'remove the protection' },
    ],
    aliases: ['protection rule', 'who can push', 'who can merge', 'who can push to main'],
  }),
  defineAction({
    id: 'branch.protect',
    description: 'Protect a branch or wildcard: who may push, merge and unprotect it.',
    input: z
      .object({
        project_id: projectId,
        branch_name: text('Branch name or wildcard such as release/*'),
        ...branchAccessLevels,
        ...branchAccessRules,
      })
      .strict(),
    gitlab: {
      send: ({ branch_name, ...rest }) => ({ name: branch_name, ...rest }),
    },
    answer: { object: 'protected_branch' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'branch.list_protected', text: 'see all protection rules' }],
    aliases: ['lock branch'],
  }),
  defineAction({
    id: 'branch.update_protected',
    description: 'Change a protected branch rule: who may push, merge or force push.',
    input: z
      .object({
        project_id: projectId,
        branch_name: text('Protected branch name or wildcard'),
        name: text('New name or wildcard for the rule').optional(),
        ...branchAccessRules,
      })
      .strict(),
    // doc/api/protected_branches.md, "Update a protected branch": the rule's access only, never its name.
    unsupported: {
      params: { name: 'a rule cannot be renamed; protect the new name and unprotect the old' },
      endpoint: "GitLab's protected branch update (PATCH /projects/:id/protected_branches/:name)",
    },
    answer: { object: 'protected_branch' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'branch.get_protected', text: 'see the rule as it is now' }],
    aliases: [],
  }),
  defineAction({
    id: 'branch.unprotect',
    description:
      'Remove the protection of a branch or wildcard, so anyone with push access may push or delete it.',
    input: z
      .object({ project_id: projectId, branch_name: text('Protected branch name or wildcard') })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'branch.list_protected', text: 'see the protection rules that remain' }],
    aliases: ['unlock branch'],
  }),
  defineAction({
    id: 'branch.rule_list',
    description:
      'List the branch rules of a project: which branches they match, protection and approval settings.',
    input: z
      .object({
        project_path: text('Full path of the project, e.g. group/project'),
        first: integer('Rules per page (default 20, max 100)').optional(),
        after: text('end_cursor of the previous page').optional(),
      })
      .strict(),
    gitlab: graphqlCall(
      PROJECT_BRANCH_RULES,
      (args: { project_path: string }) => ({ fullPath: args.project_path }),
      (data) => data.project?.branchRules,
    ),
    answer: { list: 'branch_rule' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'branch.get_protected', text: 'see the protection of one rule in full' },
      { action: 'branch.protect', text: 'add a protection rule' },
    ],
    aliases: ['branch rules', 'protection rules', 'branch policies'],
  }),
];
