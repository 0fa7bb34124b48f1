/**
 * The response examples of the output contract (output-format.es.txt, "Ejemplos de respuesta"), string for
 * string, as the dynamic surface writes them. Other surfaces translate only the next-step lines (OF-21).
 */

/** OF-60: `branch.list` of group/project, 45 branches, 3 per page, most recently updated first. */
export const BRANCH_LIST_PARAMS = {
  project_id: 'group/project',
  per_page: 3,
  order_by: 'updated',
  sort: 'desc',
} as const;

export const BRANCH_LIST_MARKDOWN = [
  '## Branches (45)',
  '',
  'Showing 3 of 45 results (page 1 of 15)',
  '',
  '| Name | Protected | Default | Merged |',
  '| --- | --- | --- | --- |',
  '| [main](https://gitlab.example.com/group/project/-/tree/main) | ✅ | ✅ | ❌ |',
  '| [develop](https://gitlab.example.com/group/project/-/tree/develop) | ✅ | ❌ | ❌ |',
  '| [feature/login](https://gitlab.example.com/group/project/-/tree/feature/login) | ❌ | ❌ | ❌ |',
  '',
  'Page 1 of 15 | 45 items total | 3 per page',
  '',
  '---',
  '💡 **Next steps:**',
  '- When presenting these results, always include the clickable [text](url) links from the table so the user can navigate to GitLab',
  "- Use action 'branch.get' to see one branch in full",
  "- Use action 'branch.create' to create a new branch",
  "- Use action 'branch.protect' to protect a branch",
].join('\n');

/** The contract's structuredContent of the same call; it leaves out each branch's `commit` "to abbreviate". */
export const BRANCH_LIST_STRUCTURED = {
  next_steps: [
    'When presenting these results, always include the clickable [text](url) links from the table so the user can navigate to GitLab',
    "Use action 'branch.get' to see one branch in full",
    "Use action 'branch.create' to create a new branch",
    "Use action 'branch.protect' to protect a branch",
  ],
  branches: [
    {
      name: 'main',
      merged: false,
      protected: true,
      default: true,
      web_url: 'https://gitlab.example.com/group/project/-/tree/main',
      can_push: true,
      developers_can_push: false,
      developers_can_merge: true,
    },
    {
      name: 'develop',
      merged: false,
      protected: true,
      default: false,
      web_url: 'https://gitlab.example.com/group/project/-/tree/develop',
      can_push: true,
      developers_can_push: true,
      developers_can_merge: true,
    },
    {
      name: 'feature/login',
      merged: false,
      protected: false,
      default: false,
      web_url: 'https://gitlab.example.com/group/project/-/tree/feature/login',
      can_push: true,
      developers_can_push: false,
      developers_can_merge: false,
    },
  ],
  pagination: {
    page: 1,
    per_page: 3,
    total_items: 45,
    total_pages: 15,
    next_page: 2,
    prev_page: 0,
    has_more: true,
  },
};

/** OF-61: `merge_request.get` of !243, an open merge request. */
export const MR_243_PARAMS = { project_id: 'group/project', merge_request_iid: 243 } as const;

export const MR_243_MARKDOWN = [
  '## 🟢 MR !243: Fix login bug',
  '',
  '- **Project**: group/project',
  '- **State**: 🟢 opened',
  '- **Source**: feature/fix-login',
  '- **Target**: main',
  '- **Merge Status**: mergeable',
  '- **Author**: @alice',
  '- **Reviewers**: @bob',
  '- **Labels**: bug',
  '- **Pipeline**: [#1207](https://gitlab.example.com/group/project/-/pipelines/1207) ✅ success',
  '- **Changes**: 3 files',
  '- **Created**: 15 Mar 2025 10:30 UTC',
  '- **Comments**: 2',
  '- **URL**: [https://gitlab.example.com/group/project/-/merge_requests/243](https://gitlab.example.com/group/project/-/merge_requests/243)',
  '',
  '---',
  '💡 **Next steps:**',
  "- Use action 'mr_review.changes_get' to see the diff of this merge request",
  "- Use action 'mr_review.discussion_list' to see its review threads",
  "- Use action 'merge_request.pipelines' to check its CI status",
  "- Use action 'merge_request.approve' to approve it",
  "- Use action 'merge_request.merge' to merge it",
].join('\n');

/** OF-80, OF-82: the resource !243 embeds when the call named the project as group/project. */
export const MR_243_URI = 'gitlab://project/group%2Fproject/mr/243';

/** OF-61: `issue.create` with alice's token while the sandbox clock reads 21 Mar 2025 09:00 UTC. */
export const ISSUE_CREATE_PARAMS = { project_id: 'group/project', title: 'Fix the login page' } as const;

export const ISSUE_CREATE_MARKDOWN = [
  '## 🟢 Issue #42: Fix the login page',
  '',
  '- **Reference**: group/project#42',
  '- **State**: 🟢 opened',
  '- **Author**: @alice',
  '- **Created**: 21 Mar 2025 09:00 UTC',
  '- **URL**: [https://gitlab.example.com/group/project/-/issues/42](https://gitlab.example.com/group/project/-/issues/42)',
  '',
  '---',
  '💡 **Next steps:**',
  "- Use action 'issue.note_list' to see comments on this issue",
  "- Use action 'issue.update' to change title, labels, assignees, or milestone",
  "- Use action 'issue.mrs_related' to find linked MRs",
].join('\n');

/** OF-61: an action that leaves nothing to show answers one line. */
export const DONE_MARKDOWN = '✅ Action completed successfully.';
export const DONE_STRUCTURED = { status: 'success', message: 'Action completed successfully.' };

/** OF-62: `branch.get` of a branch that does not exist. */
export const MISSING_BRANCH_PARAMS = { project_id: '42', branch_name: 'nonexistent' } as const;

export const BRANCH_NOT_FOUND_MARKDOWN = [
  '## ❓ Branch Not Found',
  '',
  'The branch **"nonexistent" in project 42** does not exist or is not accessible with your current permissions.',
  '',
  '---',
  '💡 **Next steps:**',
  "- Use action 'branch.list' to list the project's branches",
  '- Verify the branch name is spelled correctly (case-sensitive)',
].join('\n');
