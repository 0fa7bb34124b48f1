import { anyObject, integer, offsetPaging, projectId, sortDirection, text } from '../../params.js';

/** Parameters every review action shares: the merge request, and the paging of its review lists. */
export const oneMergeRequest = {
  project_id: projectId,
  merge_request_iid: integer('Merge request IID, the !number within the project'),
};

export const reviewListPaging = {
  order_by: text('Field to order by').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

export const discussionId = text('Discussion (thread) ID, 40 hex characters, from mr_review.discussion_list');
export const noteId = integer('Note ID');
export const draftNoteId = integer('Draft note ID, from mr_review.draft_note_list');

export const diffPosition = anyObject(
  'Where on the diff: {position_type: "text", base_sha, start_sha, head_sha (from mr_review.diff_versions_list), ' +
    'new_path, new_line for an added or kept line, old_path, old_line for a removed one}',
);

/** What a not-found card says was asked for: `3002 on !243 in project group/project`. */
export const onMergeRequest = (key: string) => (args: Record<string, unknown>) =>
  `${String(args[key])} on !${String(args.merge_request_iid)} in project ${String(args.project_id)}`;
