/** `gitlab://guides/merge-request-hygiene`: merge requests that are easy to review and safe to merge. */
export const MERGE_REQUEST_HYGIENE_GUIDE = String.raw`# Merge Request Hygiene Guide

A merge request is a message to reviewers and to whoever reads the history later. Make it easy for both.

## Size
- One purpose per merge request. Split refactoring from behaviour changes.
- Aim for a diff a reviewer can read in one sitting (a few hundred lines). Generated files do not count, but say they are generated.

## Title and description
- Title: what changes, in the imperative ("Rate-limit login attempts"). Prefix "Draft:" while it is not ready.
- Description: why the change is needed, what it does, how it was tested, what reviewers should look at first.
- Link the issue ("Closes #123") so it closes on merge; add screenshots for visible changes.

## Metadata
- Assign yourself, request one or two reviewers who know the area, add labels and the milestone.
- Keep labels current (workflow::in review, type::bug): boards and reports depend on them.

## While it is open
- Keep the pipeline green; a failing pipeline is the first thing to fix.
- Answer every discussion; resolve a thread only when its point is addressed or agreed.
- Push follow-up commits rather than force-pushing during review, so reviewers can see what changed since they looked.

## Before merging
- Rebase or merge the target branch if the merge request is behind and the project requires it.
- Re-read the description: does it still describe what is merged?
- Check for merge conflicts, unresolved threads and required approvals (merge_request.get shows the detailed merge status).

## Stale merge requests
- Close what nobody will finish, with a note saying why; a list of forgotten drafts hides the work that matters.
`;
