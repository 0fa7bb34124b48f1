import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import {
  flag,
  integer,
  objectList,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
  textList,
} from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { boundedText, projectSegment } from './content.js';

const commitSha = text('Commit SHA (full or short), or a branch or tag name');
const onCommit = (args: { sha?: string; project_id: string }) =>
  `${args.sha ?? ''} in project ${args.project_id}`;

/** The commit statuses' order (doc/api/commits.md, "List the statuses of a commit": id or pipeline_id). */
const ordering = { order_by: text('Field to order by').optional(), sort: sortDirection.optional() };

/**
 * GitLab's commit list (doc/api/commits.md) is newest first, or in topological order with `order=topo`; it takes no
 * field to order by and no direction. order_by names GitLab's two orders and is sent as `order`; sort is refused.
 */
const commitOrder = {
  order_by: oneOf(
    ['default', 'topo'],
    "Sent as GitLab's order: default (newest first) or topo (git log --topo-order)",
  ).optional(),
  sort: sortDirection.optional(),
};

/** Why the commit list refuses sort, as the refusal names it. */
const COMMIT_LIST_UNSUPPORTED = {
  params: { sort: 'GitLab lists commits newest first' },
  endpoint: "GitLab's commit list (GET /projects/:id/repository/commits)",
};

function commitListSend({ order_by, ...rest }: { order_by?: string }) {
  return order_by ? { ...rest, order: order_by } : rest;
}

/** commit_list and file_history take the same filters: catalog.json gives both GitLab's commits list. */
const commitListInput = z
  .object({
    project_id: projectId,
    ref_name: text('Branch, tag or range (a..b) to list (default: the default branch)').optional(),
    since: text('Only commits after this time (ISO 8601)').optional(),
    until: text('Only commits before this time (ISO 8601)').optional(),
    path: text('Only commits that changed this file or directory').optional(),
    author: text('Only commits whose author name or email contains this').optional(),
    all: flag('List the commits of every branch').optional(),
    with_stats: flag('Include additions and deletions per commit').optional(),
    first_parent: flag('Follow only the first parent of merge commits').optional(),
    trailers: flag('Include Git trailers of each commit').optional(),
    ...commitOrder,
    ...offsetPaging,
  })
  .strict();

/** At most this many files of a comparison are shown, each diff bounded like a file (CONTENT_LIMIT). */
const COMPARE_MAX_DIFFS = 50;

/** A comparison with its diffs bounded: the first files, each cut like a file, and how many were left out. */
function boundedCompare(data: unknown, args: { from: string; to: string }) {
  const compare = (data ?? {}) as Record<string, unknown>;
  const diffs = Array.isArray(compare.diffs) ? (compare.diffs as Record<string, unknown>[]) : [];
  const commits = Array.isArray(compare.commits) ? compare.commits : [];
  return {
    from: args.from,
    to: args.to,
    ...compare,
    commits_count: commits.length,
    files_changed: diffs.length,
    diffs: diffs.slice(0, COMPARE_MAX_DIFFS).map((diff) => {
      const { content, truncated, omitted } = boundedText(String(diff.diff ?? ''));
      return { ...diff, diff: content, ...(truncated ? { diff_truncated: true, omitted } : {}) };
    }),
    ...(diffs.length > COMPARE_MAX_DIFFS
      ? { diffs_omitted: `${diffs.length - COMPARE_MAX_DIFFS} of ${diffs.length} files not shown` }
      : {}),
  };
}

/**
 * Cherry-pick and revert address the commit in the path, but catalog.json keeps `sha` optional (its template was
 * recorded without one), so the call is sent as written: without a sha GitLab answers 404, as it does there.
 */
function commitOperation(operation: 'cherry_pick' | 'revert') {
  return (context: ActionContext, args: { project_id: string; sha?: string } & Record<string, unknown>) => {
    const { project_id, sha, ...body } = args;
    return context.rest(
      'POST',
      `${projectSegment(project_id)}/repository/commits/${encodeURIComponent(sha ?? '')}/${operation}`,
      { body },
    );
  };
}

export const repositoryCommitActions = [
  defineAction({
    id: 'repository.commit_list',
    description:
      'List the commits of a branch or tag, newest first, filtered by path, author, or date range.',
    input: commitListInput,
    gitlab: { send: commitListSend },
    unsupported: COMMIT_LIST_UNSUPPORTED,
    answer: { list: 'commit' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.commit_get', text: 'see one commit in full' },
      { action: 'repository.commit_diff', text: 'see what one commit changed' },
      { action: 'repository.compare', text: 'compare two branches or tags' },
    ],
    aliases: ['commits', 'git log', 'history', 'recent changes'],
  }),
  defineAction({
    id: 'repository.file_history',
    description: 'History of a file or directory: the commits that changed a path, newest first.',
    input: commitListInput,
    gitlab: { send: commitListSend },
    unsupported: COMMIT_LIST_UNSUPPORTED,
    answer: { list: 'commit' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.file_blame', text: 'see who changed each line' },
      { action: 'repository.commit_diff', text: 'see what one commit changed' },
    ],
    aliases: ['file history', 'who changed this file', 'git log of a path'],
  }),
  defineAction({
    id: 'repository.commit_get',
    description: 'Get one commit: message, author, dates, parents, stats and its last pipeline.',
    input: z
      .object({
        project_id: projectId,
        sha: commitSha,
        stats: flag('Include additions and deletions (default true)').optional(),
      })
      .strict(),
    answer: { object: 'commit', notFound: onCommit },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/commit/{sha}',
    nextSteps: [
      { action: 'repository.commit_diff', text: 'see what it changed' },
      { action: 'repository.commit_refs', text: 'see the branches and tags that contain it' },
      { action: 'repository.commit_merge_requests', text: 'find the merge requests that brought it' },
      { action: 'repository.commit_statuses', text: 'see its CI statuses' },
    ],
    aliases: ['show commit', 'commit details'],
  }),
  defineAction({
    id: 'repository.commit_create',
    description:
      'Make one commit that creates, updates, moves, deletes or chmods several files at once on a branch.',
    input: z
      .object({
        project_id: projectId,
        branch: text('Branch to commit to; created from start_branch or start_sha when new'),
        commit_message: text('Commit message'),
        actions: objectList(
          'File actions: {action: create|update|move|delete|chmod, file_path, content, previous_path, encoding, last_commit_id, execute_filemode}',
        ),
        start_branch: text('Branch to start a new branch from').optional(),
        start_sha: text('Commit SHA to start a new branch from').optional(),
        start_project: text('Project (ID or path) to start from, for a fork').optional(),
        author_email: text('Commit author email (default: the token user)').optional(),
        author_name: text('Commit author name (default: the token user)').optional(),
        stats: flag('Include additions and deletions in the answer (default true)').optional(),
        force: flag('Overwrite the branch with a commit on start_branch or start_sha').optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/repository/commits' },
    answer: { object: 'commit' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'repository.commit_diff', text: 'check what the commit changed' },
      { action: 'merge_request.create', text: 'open a merge request from the branch' },
    ],
    aliases: ['commit files', 'commit several files', 'push changes'],
  }),
  defineAction({
    id: 'repository.commit_diff',
    description: 'List the files a commit changed, with their diffs.',
    input: z
      .object({
        project_id: projectId,
        sha: commitSha,
        unidiff: flag('Diffs in unified format').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's commit diff (GET /projects/:id/repository/commits/:sha/diff)",
    },
    answer: { list: 'diff' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'repository.file_get', text: 'read one of the changed files' },
      { action: 'repository.commit_comment_create', text: 'comment on the commit' },
    ],
    aliases: ['commit changes', 'show diff', 'patch'],
  }),
  defineAction({
    id: 'repository.commit_refs',
    description: 'List the branches and tags that contain a commit.',
    input: z
      .object({
        project_id: projectId,
        sha: commitSha,
        type: oneOf(['branch', 'tag', 'all'], 'Which refs (default all)').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's commit refs (GET /projects/:id/repository/commits/:sha/refs)",
    },
    answer: { list: 'commit_ref' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'branch.get', text: 'see one of these branches' },
      { action: 'tag.get', text: 'see one of these tags' },
    ],
    aliases: ['branches containing', 'tags containing', 'is commit released'],
  }),
  defineAction({
    id: 'repository.commit_merge_requests',
    description: 'List the merge requests that contain or introduced a commit.',
    input: z.object({ project_id: projectId, sha: commitSha }).strict(),
    answer: { list: 'merge_request' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'merge_request.get', text: 'see one merge request in full' }],
    aliases: ['which mr introduced this commit', 'commit mrs'],
  }),
  defineAction({
    id: 'repository.commit_signature',
    description: 'Get the GPG, SSH or X.509 signature of a commit and whether it verifies.',
    input: z.object({ project_id: projectId, sha: commitSha }).strict(),
    answer: { object: 'commit_signature', notFound: onCommit },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.commit_get', text: 'see the commit itself' }],
    aliases: ['verify commit', 'signed commit', 'gpg signature'],
  }),
  defineAction({
    id: 'repository.commit_cherry_pick',
    description: 'Cherry-pick a commit onto a branch; dry_run only checks that it applies.',
    input: z
      .object({
        project_id: projectId,
        sha: text('SHA of the commit to cherry-pick').optional(),
        branch: text('Branch to cherry-pick onto'),
        dry_run: flag('Only check that it applies; commit nothing').optional(),
        message: text('Commit message (default: the original with a cherry-pick line)').optional(),
      })
      .strict(),
    gitlab: { local: commitOperation('cherry_pick') },
    answer: { object: 'commit' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_list', text: 'see the branch with the new commit' }],
    aliases: ['cherry pick', 'backport commit'],
  }),
  defineAction({
    id: 'repository.commit_revert',
    description: 'Revert a commit on a branch with a new commit that undoes it.',
    input: z
      .object({
        project_id: projectId,
        sha: text('SHA of the commit to revert').optional(),
        branch: text('Branch to commit the revert to'),
      })
      .strict(),
    gitlab: { local: commitOperation('revert') },
    answer: { object: 'commit' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_list', text: 'see the branch with the revert commit' }],
    aliases: ['undo commit', 'revert change'],
  }),
  defineAction({
    id: 'repository.commit_statuses',
    description: 'List the CI and external statuses of a commit (jobs and reported checks).',
    input: z
      .object({
        project_id: projectId,
        sha: commitSha,
        ...common('ref', 'name'),
        stage: text('Only statuses of this stage').optional(),
        pipeline_id: integer('Only statuses of this pipeline').optional(),
        all: flag('Include retried statuses').optional(),
        ...ordering,
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'commit_status' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'pipeline.get', text: 'see the pipeline of a status' }],
    aliases: ['commit checks', 'build status', 'ci status of commit'],
  }),
  defineAction({
    id: 'repository.commit_status_set',
    description:
      "Report an external check's state on a commit (pending, running, success, failed…), as CI tools do.",
    input: z
      .object({
        project_id: projectId,
        sha: text('Full SHA of the commit'),
        state: oneOf(
          ['pending', 'running', 'success', 'failed', 'canceled', 'skipped'],
          'State of the check',
        ),
        ...common('ref', 'name'),
        context: text('Older name of name: the check to set').optional(),
        target_url: text('Where the check can be seen').optional(),
        description: text('Short description of the state').optional(),
        coverage: z.number().describe('Coverage percentage').optional(),
        pipeline_id: integer('Pipeline to attach the status to').optional(),
      })
      .strict(),
    answer: { object: 'commit_status' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'repository.commit_statuses', text: "see the commit's statuses" }],
    aliases: ['report build status', 'external ci status'],
  }),
  defineAction({
    id: 'repository.compare',
    description:
      'Compare two branches, tags or commits: the commits between them and the changed files (long diffs cut).',
    input: z
      .object({
        project_id: projectId,
        from: text('Branch, tag or SHA to compare from'),
        to: text('Branch, tag or SHA to compare to'),
        from_project_id: integer('Project ID of `from`, for a fork').optional(),
        straight: flag('Diff from..to directly instead of from the merge base (from...to)').optional(),
        unidiff: flag('Diffs in unified format').optional(),
      })
      .strict(),
    gitlab: {
      reshape: (data, args) => boundedCompare(data, args),
    },
    answer: { object: 'compare' },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'merge_request.create', text: 'open a merge request for these changes' },
      { action: 'repository.commit_get', text: 'see one of the commits' },
    ],
    aliases: ['diff branches', 'compare branches', 'what changed between', 'changes since tag'],
  }),
  defineAction({
    id: 'repository.merge_base',
    description: 'Find the common ancestor commit (merge base) of two or more branches, tags or commits.',
    input: z.object({ project_id: projectId, refs: textList('Two or more branches, tags or SHAs') }).strict(),
    gitlab: { rest: 'GET /projects/{project_id}/repository/merge_base' },
    answer: { object: 'commit', notFound: (args) => `merge base of ${args.refs.join(', ')}` },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'repository.compare', text: 'compare the refs from their merge base' }],
    aliases: ['common ancestor', 'fork point'],
  }),
];
