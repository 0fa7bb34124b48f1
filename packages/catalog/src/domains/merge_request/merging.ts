import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { fillTemplate } from '../../run-action.js';
import { flag, text } from '../../params.js';
import { inProject, mergeRequestViewOptions, oneMergeRequest } from './params.js';
import { explainedRefusal } from './refusal.js';

const MERGE_REQUEST = 'GET /projects/{project_id}/merge_requests/{merge_request_iid}' as const;

const mergeInput = z
  .object({
    ...oneMergeRequest,
    merge_commit_message: text('Message of the merge commit').optional(),
    squash_commit_message: text('Message of the squash commit').optional(),
    squash: flag('Squash the commits into one').optional(),
    should_remove_source_branch: flag('Delete the source branch after merging').optional(),
    auto_merge: flag('Merge when the pipeline succeeds instead of now').optional(),
    merge_when_pipeline_succeeds: flag('Older name of auto_merge').optional(),
    sha: text('Merge only if the source branch HEAD is still this SHA').optional(),
  })
  .strict();

/**
 * Reads the merge request first, as the reference server does (catalog.json records that GET as its first call):
 * one already merged is answered as it is, where GitLab's merge endpoint would refuse it with a bare 405, so
 * repeating a merge changes nothing and says so; and when GitLab refuses (405 not mergeable, 422 conflicts), the
 * refusal names the state GitLab reported, which its own message does not.
 */
async function merge(context: ActionContext, args: z.infer<typeof mergeInput>): Promise<unknown> {
  const read = fillTemplate(MERGE_REQUEST, args);
  const current = (await context.rest('GET', read.path)) as Record<string, unknown> | null;
  if (current?.state === 'merged') return current;
  try {
    return await context.rest('PUT', `${read.path}/merge`, { body: read.rest });
  } catch (error) {
    if (!hasErrorCode(error, 'gitlab_api') || ![405, 422].includes(error.status) || current === null)
      throw error;
    const why = `state ${String(current.state)}, detailed_merge_status ${String(current.detailed_merge_status)}`;
    throw explainedRefusal(error, `The merge request is not mergeable now (${why}).`);
  }
}

const APPROVALS = 'GET /projects/{project_id}/merge_requests/{merge_request_iid}/approvals' as const;
const approvalInput = z.object({ ...oneMergeRequest, ...common('sha') }).strict();

/**
 * GitLab refuses an approval the user already gave with 401, and withdrawing one they never gave with 404
 * (https://docs.gitlab.com/api/merge_request_approvals/). Then the approvals are read: when the user's approval
 * already is as asked, they are the answer (so repeating either changes nothing and says so); otherwise the
 * refusal is passed on, saying whether GitLab lets this user approve.
 */
function setApproval(verb: 'approve' | 'unapprove', refusal: number) {
  return async (context: ActionContext, args: z.infer<typeof approvalInput>): Promise<unknown> => {
    const { path, rest } = fillTemplate(APPROVALS, args);
    const mergeRequest = path.slice(0, -'/approvals'.length);
    try {
      return await context.rest('POST', `${mergeRequest}/${verb}`, { body: rest });
    } catch (error) {
      if (!hasErrorCode(error, 'gitlab_api') || error.status !== refusal) throw error;
      const approvals = (await context.rest('GET', path)) as Record<string, unknown> | null;
      if (approvals !== null && (approvals.user_has_approved === true) === (verb === 'approve'))
        return approvals;
      const why = `you have approved: ${String(approvals?.user_has_approved)}, you can approve: ${String(approvals?.user_can_approve)}`;
      throw explainedRefusal(error, `GitLab did not ${verb} (${why}).`);
    }
  };
}

const approvalNextSteps = [
  { action: 'merge_request.approval_config', text: 'see who approved and how many approvals are left' },
  { action: 'merge_request.merge', text: 'merge it' },
];

/** Getting a merge request in: merge, rebase, auto-merge, and approvals. */
export const mergeRequestMergingActions = [
  defineAction({
    id: 'merge_request.merge',
    description:
      'Merge a merge request now, or when its pipeline succeeds (auto_merge); optionally squash and delete the source branch.',
    input: mergeInput,
    gitlab: { local: merge },
    // A local call asks for no permission by default; GitLab checks merge_merge_request on PUT …/merge.
    permission: 'merge_merge_request',
    answer: { object: 'merge_request', notFound: inProject },
    content: 'mutate',
    resource: null,
    nextSteps: [
      { action: 'merge_request.get', text: 'see the merged merge request' },
      { action: 'merge_request.issues_closed', text: 'see the issues it closed' },
    ],
    aliases: [
      'merge mr',
      'accept merge request',
      'merge pull request',
      'ship it',
      'merge when pipeline succeeds',
      'auto-merge',
    ],
  }),
  defineAction({
    id: 'merge_request.rebase',
    description:
      'Rebase the source branch of a merge request onto its target branch; GitLab runs it in the background.',
    input: z
      .object({
        ...oneMergeRequest,
        skip_ci: flag('Do not start a pipeline for the rebased branch').optional(),
      })
      .strict(),
    answer: {
      done: 'Rebase started. GitLab rebases in the background; merge_request.get with include_rebase_in_progress shows when it is done.',
    },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'merge_request.get', text: 'check whether the rebase is done' }],
    aliases: ['rebase mr', 'update branch'],
  }),
  defineAction({
    id: 'merge_request.cancel_auto_merge',
    description: 'Cancel "merge when pipeline succeeds" (auto-merge) on a merge request.',
    input: z.object({ ...oneMergeRequest, ...mergeRequestViewOptions }).strict(),
    // GitLab's cancel takes no read options (doc/api/merge_requests.md, "Cancel Merge When Pipeline Succeeds").
    unsupported: {
      params: Object.fromEntries(
        Object.keys(mergeRequestViewOptions).map((name) => [name, 'only the merge request read takes it']),
      ),
      endpoint:
        "GitLab's auto-merge cancel (POST /projects/:id/merge_requests/:merge_request_iid/cancel_merge_when_pipeline_succeeds)",
    },
    answer: { object: 'merge_request', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'merge_request.merge', text: 'merge it now instead' }],
    aliases: ['cancel merge when pipeline succeeds', 'stop auto merge'],
  }),
  defineAction({
    id: 'merge_request.approve',
    description:
      'Approve a merge request as the current user; with sha, only if its HEAD is still that commit.',
    input: approvalInput,
    gitlab: { local: setApproval('approve', 401) },
    permission: 'approve_merge_request',
    answer: { object: 'merge_request_approvals', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: approvalNextSteps,
    aliases: ['approve mr', 'lgtm', 'sign off'],
  }),
  defineAction({
    id: 'merge_request.unapprove',
    description: "Withdraw the current user's approval of a merge request.",
    input: approvalInput,
    gitlab: { local: setApproval('unapprove', 404) },
    permission: 'approve_merge_request',
    answer: { object: 'merge_request_approvals', notFound: inProject },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'merge_request.approval_config', text: 'see the approvals that remain' }],
    aliases: ['revoke approval', 'remove approval'],
  }),
  defineAction({
    id: 'merge_request.approval_reset',
    description:
      'Clear every approval of a merge request (only bot users of project or group access tokens may).',
    input: z.object(oneMergeRequest).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'merge_request.approval_config', text: 'check that no approvals remain' }],
    aliases: ['reset approvals', 'clear approvals'],
  }),
  defineAction({
    id: 'merge_request.approval_config',
    description:
      'See the approvals of a merge request: whether it is approved, how many are required and left, and who approved.',
    input: z.object(oneMergeRequest).strict(),
    answer: { object: 'merge_request_approvals', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'merge_request.approve', text: 'approve it' },
      { action: 'merge_request.approval_state', text: 'see each approval rule and who satisfied it' },
    ],
    aliases: ['approvals', 'who approved', 'approval status'],
  }),
  defineAction({
    id: 'merge_request.approval_state',
    description:
      'See the approval rules of a merge request and, per rule, whether it is satisfied and by whom.',
    input: z.object(oneMergeRequest).strict(),
    answer: { object: 'merge_request_approval_state', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'merge_request.approval_rules', text: 'see the rules as configured' },
      { action: 'merge_request.approve', text: 'approve it' },
    ],
    tier: 'premium',
    aliases: ['approval rules status', 'code owner approvals'],
  }),
];
