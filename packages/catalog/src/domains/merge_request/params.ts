import type { Issuable } from '../issuable/issuable.js';
import { assigneeFilter, common } from '../../common-params.js';
import {
  flag,
  idFilter,
  idList,
  integer,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
  textList,
} from '../../params.js';

/** Parameters every merge request action shares. */
export const mergeRequestIid = integer('Merge request IID, the !number within the project');
export const oneMergeRequest = { project_id: projectId, merge_request_iid: mergeRequestIid };

/** `!243 in project group/project`: what a not-found card says was asked for. */
export const inProject = (args: { merge_request_iid: number; project_id: string }) =>
  `!${args.merge_request_iid} in project ${args.project_id}`;

/** The filters GitLab's three merge request lists (project, group, everywhere) have in common. */
export const listFilters = {
  state: oneOf(['opened', 'closed', 'locked', 'merged', 'all'], 'State (default all)').optional(),
  ...common(
    'search',
    'labels',
    'not_labels',
    'milestone',
    'author_id',
    'author_username',
    'not_author_username',
  ),
  ...assigneeFilter,
  ...common('my_reaction_emoji', 'scope', 'with_labels_details'),
  ...common('created_after', 'created_before', 'updated_after', 'updated_before'),
  reviewer_id: idFilter('Only merge requests this user ID reviews').optional(),
  reviewer_username: text('Only merge requests this username reviews').optional(),
  approved_by_ids: idList('Only merge requests approved by all these user IDs (Premium)').optional(),
  approved_by_usernames: textList('Only merge requests approved by all these usernames (Premium)').optional(),
  approver_ids: idList('Only merge requests with these approvers (Premium)').optional(),
  source_branch: text('Only merge requests from this branch').optional(),
  target_branch: text('Only merge requests into this branch').optional(),
  draft: flag('Only drafts (true) or only ready ones (false)').optional(),
  wip: oneOf(['yes', 'no'], 'Older form of draft').optional(),
  non_archived: flag('Only from projects that are not archived (default true)').optional(),
  view: oneOf(['simple'], 'simple returns fewer fields').optional(),
  with_merge_status_recheck: flag('Ask GitLab to recheck merge status').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** The group and instance lists: `in` narrows `search`, and they cannot order by title. */
export const crossProjectFilters = {
  ...listFilters,
  in: text('Where search looks: title, description, or title,description').optional(),
  order_by: oneOf(['created_at', 'updated_at'], 'Field to order by').optional(),
};

/** What GitLab's single merge request read takes; several writes that answer the merge request take it too. */
export const mergeRequestViewOptions = {
  include_diverged_commits_count: flag('Include how many commits the source is behind').optional(),
  include_rebase_in_progress: flag('Include whether a rebase is running').optional(),
  render_html: flag('Include the description rendered as HTML').optional(),
};

/** Where the sub-resources merge requests share with issues live (see ../issuable/). */
export const mergeRequestTarget = {
  domain: 'merge_request',
  iid: 'merge_request_iid',
  path: 'merge_requests',
  one: oneMergeRequest,
  inProject,
} satisfies Issuable;
