import { z } from 'zod';
import { defineAction } from '../../action.js';
import { flag, integer, oneOf, text } from '../../params.js';
import {
  CHANGED_FILES_PER_PAGE,
  DIFF_LINES_PER_ANSWER,
  DIFF_LINES_PER_FILE,
  MAX_CHANGED_FILES_PER_PAGE,
  RAW_DIFF_LINES,
  changesPage,
  rawDiffHead,
  versionWithDiffs,
} from './diff-budget.js';
import { oneMergeRequest, onMergeRequest, reviewListPaging } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

const unidiff = flag('Send diffs in unified format (GitLab 16.5+)').optional();
const mrNotFound = (args: { merge_request_iid: number; project_id: string }) =>
  `!${args.merge_request_iid} in project ${args.project_id}`;

export const diffActions = [
  defineAction({
    id: 'mr_review.changes_get',
    description: `Read the diff of a merge request, ${CHANGED_FILES_PER_PAGE} files per page (at most ${MAX_CHANGED_FILES_PER_PAGE}), each cut to its first ${DIFF_LINES_PER_FILE} lines and ${DIFF_LINES_PER_ANSWER} in all; binary files are named, not shown.`,
    input: z
      .object({
        ...oneMergeRequest,
        unidiff,
        ...reviewListPaging,
        per_page: integer(
          `Files per page (default ${CHANGED_FILES_PER_PAGE}, max ${MAX_CHANGED_FILES_PER_PAGE})`,
        )
          .min(1)
          .max(MAX_CHANGED_FILES_PER_PAGE)
          .optional(),
        pagination: oneOf(['offset'], 'Only offset paging: follow next_page').optional(),
        page_token: text('Not used: this list pages by page number').optional(),
      })
      .strict(),
    gitlab: {
      // GitLab pages the files; one page is one answer, so the per-file cut below keeps it bounded.
      send: ({ pagination: _pagination, page_token: _token, ...args }) => ({
        ...args,
        page: args.page ?? 1,
        per_page: args.per_page ?? CHANGED_FILES_PER_PAGE,
      }),
      reshape: (files, args) =>
        changesPage(files, args.merge_request_iid, args.page ?? 1, args.per_page ?? CHANGED_FILES_PER_PAGE),
    },
    unsupported: {
      params: NO_ORDER,
    },
    answer: { object: 'mr_changes', notFound: mrNotFound },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'mr_review.discussion_create', text: 'comment on a changed line' },
      { action: 'mr_review.draft_note_create', text: 'start a review with a draft comment' },
      { action: 'mr_review.diff_versions_list', text: 'get the shas a line comment needs' },
      { action: 'repository.file_get', text: 'read a whole file at the source branch' },
    ],
    aliases: ['mr diff', 'changes', 'changed files', 'review code', 'pull request diff'],
  }),
  defineAction({
    id: 'mr_review.diff_versions_list',
    description:
      'List the diff versions of a merge request (one per push), with the base, start and head shas a line comment needs.',
    input: z.object({ ...oneMergeRequest, ...reviewListPaging }).strict(),
    unsupported: {
      params: NO_ORDER,
    },
    answer: { list: 'mr_diff_version' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'mr_review.diff_version_get', text: 'see the files of one version' },
      { action: 'mr_review.discussion_create', text: 'comment on a line with these shas' },
    ],
    aliases: ['mr versions', 'pushes', 'diff history'],
  }),
  defineAction({
    id: 'mr_review.diff_version_get',
    description:
      'Get one diff version of a merge request: its shas, commits and changed files, each diff cut to its first lines.',
    input: z
      .object({
        ...oneMergeRequest,
        version_id: integer('Diff version ID, from mr_review.diff_versions_list'),
        unidiff,
      })
      .strict(),
    gitlab: {
      reshape: (version) => versionWithDiffs(version),
    },
    answer: { object: 'mr_diff_version', notFound: onMergeRequest('version_id') },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'mr_review.changes_get', text: 'page through the current diff' },
      { action: 'mr_review.discussion_create', text: 'comment on a line of this version' },
    ],
    aliases: ['mr version'],
  }),
  defineAction({
    id: 'mr_review.raw_diffs',
    description: `Read a merge request's diff as plain git diff text: its first ${RAW_DIFF_LINES} lines and how many were left out.`,
    input: z.object(oneMergeRequest).strict(),
    gitlab: {
      reshape: (raw, args) => rawDiffHead(raw, args.merge_request_iid),
    },
    answer: { object: 'mr_raw_diff', notFound: mrNotFound },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'mr_review.changes_get', text: 'read the diff file by file, page by page' }],
    aliases: ['patch', 'git diff', 'mr patch'],
  }),
];
