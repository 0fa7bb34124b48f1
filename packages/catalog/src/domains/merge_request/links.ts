import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { fillTemplate } from '../../run-action.js';
import { integer, textList } from '../../params.js';
import { inProject, oneMergeRequest } from './params.js';

const BLOCKS = 'GET /projects/{project_id}/merge_requests/{merge_request_iid}/blocks' as const;

const blockingMergeRequestId = integer(
  'Global ID (not the !IID) of the merge request that must be merged first',
).optional();
const dependencyInput = z
  .object({ ...oneMergeRequest, blocking_merge_request_id: blockingMergeRequestId })
  .strict();

/**
 * GitLab deletes a dependency by the block's own ID (`DELETE …/blocks/:block_id`), while the call shape names the
 * blocking merge request, as the reference server's does. The blocks are read first to find the one that merge
 * request forms; an ID that matches none is taken as a block ID, which is what the reference server sends.
 */
async function deleteDependency(
  context: ActionContext,
  args: z.infer<typeof dependencyInput>,
): Promise<unknown> {
  const { path } = fillTemplate(BLOCKS, args);
  const blocks = (await context.rest('GET', path)) as {
    id?: unknown;
    blocking_merge_request?: { id?: unknown };
  }[];
  const wanted = args.blocking_merge_request_id ?? 0;
  const block = (Array.isArray(blocks) ? blocks : []).find(
    (item) => item.blocking_merge_request?.id === wanted,
  );
  return context.rest('DELETE', `${path}/${encodeURIComponent(String(block?.id ?? wanted))}`);
}

const contextCommits = textList('Commit SHAs');

/** Dependencies between merge requests (Premium) and the context commits shown with one. */
export const mergeRequestLinkActions = [
  defineAction({
    id: 'merge_request.dependencies_list',
    description: 'List the merge requests that must be merged before this one (its blocking dependencies).',
    input: z.object(oneMergeRequest).strict(),
    answer: { list: 'merge_request_dependency' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'merge_request.get', text: 'see a blocking merge request' },
      { action: 'merge_request.dependency_create', text: 'add a dependency' },
    ],
    tier: 'premium',
    aliases: ['blocked by', 'mr dependencies'],
  }),
  defineAction({
    id: 'merge_request.dependency_create',
    description: 'Make a merge request depend on another: it cannot be merged until the blocking one is.',
    input: dependencyInput,
    // doc/api/merge_request_dependencies.md, "Create a merge request dependency": the blocking MR is required.
    requires: {
      params: ['blocking_merge_request_id'],
      endpoint:
        "GitLab's merge request dependency creation (POST /projects/:id/merge_requests/:merge_request_iid/blocks)",
    },
    answer: { object: 'merge_request_dependency', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'merge_request.dependencies_list', text: 'see all its dependencies' }],
    tier: 'premium',
    aliases: ['block merge request', 'depends on'],
  }),
  defineAction({
    id: 'merge_request.dependency_delete',
    description: 'Remove a dependency, so a merge request no longer waits for the blocking one.',
    input: dependencyInput,
    gitlab: { local: deleteDependency },
    // A local call asks for no permission by default; removing a block is a DELETE below the merge request.
    permission: 'delete_merge_request',
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'merge_request.dependencies_list', text: 'see the dependencies that remain' }],
    tier: 'premium',
    aliases: ['unblock merge request'],
  }),
  defineAction({
    id: 'merge_request.context_commits_list',
    description:
      'List the context commits of a merge request: commits shown for review that are not part of its diff.',
    input: z.object(oneMergeRequest).strict(),
    answer: { list: 'commit' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_request.context_commits_create', text: 'add context commits' }],
    aliases: [],
  }),
  defineAction({
    id: 'merge_request.context_commits_create',
    description: 'Add commits to a merge request as context, so reviewers see them beside its own changes.',
    input: z.object({ ...oneMergeRequest, commits: contextCommits }).strict(),
    gitlab: {
      // GitLab answers the added commits as a bare array; the card lists them under the merge request.
      reshape: (data, args) => ({ merge_request_iid: args.merge_request_iid, commits: data }),
    },
    answer: { object: 'merge_request_context_commits', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'merge_request.context_commits_list', text: 'see all its context commits' }],
    aliases: [],
  }),
  defineAction({
    id: 'merge_request.context_commits_delete',
    description: 'Remove context commits from a merge request.',
    input: z.object({ ...oneMergeRequest, commits: contextCommits }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [
      { action: 'merge_request.context_commits_list', text: 'see the context commits that remain' },
    ],
    aliases: [],
  }),
];
