/**
 * The examples of output-format.es.txt, reproduced string for string. The expected texts are copied verbatim from
 * the contract (line numbers noted); the fixtures hold exactly the GitLab facts behind them.
 */
import { describe, expect, it } from 'vitest';
import { notFoundResult } from './not-found.js';
import { renderResult } from './render-result.js';
import type { RenderedResult } from './rendered.js';
import type { ListResult, ObjectResult } from './result.js';
import {
  BRANCH_DELETE,
  BRANCH_LIST,
  BRANCH_NOT_FOUND,
  DYNAMIC,
  ISSUE_CREATE,
  MERGE_REQUEST,
  MR_GET,
} from './testing/fixtures.js';

/** output-format.es.txt lines 178-195. */
const BRANCH_LIST_MARKDOWN = `## Branches (45)

Showing 3 of 45 results (page 1 of 15)

| Name | Protected | Default | Merged |
| --- | --- | --- | --- |
| [main](https://gitlab.example.com/group/project/-/tree/main) | ✅ | ✅ | ❌ |
| [develop](https://gitlab.example.com/group/project/-/tree/develop) | ✅ | ❌ | ❌ |
| [feature/login](https://gitlab.example.com/group/project/-/tree/feature/login) | ❌ | ❌ | ❌ |

Page 1 of 15 | 45 items total | 3 per page

---
💡 **Next steps:**
- When presenting these results, always include the clickable [text](url) links from the table so the user can navigate to GitLab
- Use action 'branch.get' to see one branch in full
- Use action 'branch.create' to create a new branch
- Use action 'branch.protect' to protect a branch`;

/** output-format.es.txt lines 199-212. */
const BRANCH_LIST_JSON = `{
  "next_steps": [
    "When presenting these results, always include the clickable [text](url) links from the table so the user can navigate to GitLab",
    "Use action 'branch.get' to see one branch in full",
    "Use action 'branch.create' to create a new branch",
    "Use action 'branch.protect' to protect a branch"
  ],
  "branches": [
    { "name": "main", "merged": false, "protected": true, "default": true, "web_url": "https://gitlab.example.com/group/project/-/tree/main", "can_push": true, "developers_can_push": false, "developers_can_merge": true },
    { "name": "develop", "merged": false, "protected": true, "default": false, "web_url": "https://gitlab.example.com/group/project/-/tree/develop", "can_push": true, "developers_can_push": true, "developers_can_merge": true },
    { "name": "feature/login", "merged": false, "protected": false, "default": false, "web_url": "https://gitlab.example.com/group/project/-/tree/feature/login", "can_push": true, "developers_can_push": false, "developers_can_merge": false }
  ],
  "pagination": { "page": 1, "per_page": 3, "total_items": 45, "total_pages": 15, "next_page": 2, "prev_page": 0, "has_more": true }
}`;

/** output-format.es.txt lines 218-240. */
const MR_CARD = `## 🟢 MR !243: Fix login bug

- **Project**: group/project
- **State**: 🟢 opened
- **Source**: feature/fix-login
- **Target**: main
- **Merge Status**: mergeable
- **Author**: @alice
- **Reviewers**: @bob
- **Labels**: bug
- **Pipeline**: [#1207](https://gitlab.example.com/group/project/-/pipelines/1207) ✅ success
- **Changes**: 3 files
- **Created**: 15 Mar 2025 10:30 UTC
- **Comments**: 2
- **URL**: [https://gitlab.example.com/group/project/-/merge_requests/243](https://gitlab.example.com/group/project/-/merge_requests/243)

---
💡 **Next steps:**
- Use action 'mr_review.changes_get' to see the diff of this merge request
- Use action 'mr_review.discussion_list' to see its review threads
- Use action 'merge_request.pipelines' to check its CI status
- Use action 'merge_request.approve' to approve it
- Use action 'merge_request.merge' to merge it`;

/** output-format.es.txt lines 248-260. */
const ISSUE_CARD = `## 🟢 Issue #42: Fix the login page

- **Reference**: group/project#42
- **State**: 🟢 opened
- **Author**: @alice
- **Created**: 21 Mar 2025 09:00 UTC
- **URL**: [https://gitlab.example.com/group/project/-/issues/42](https://gitlab.example.com/group/project/-/issues/42)

---
💡 **Next steps:**
- Use action 'issue.note_list' to see comments on this issue
- Use action 'issue.update' to change title, labels, assignees, or milestone
- Use action 'issue.mrs_related' to find linked MRs`;

/** output-format.es.txt lines 268-275. */
const NOT_FOUND_CARD = `## ❓ Branch Not Found

The branch **"nonexistent" in project 42** does not exist or is not accessible with your current permissions.

---
💡 **Next steps:**
- Use action 'branch.list' to list the project's branches
- Verify the branch name is spelled correctly (case-sensitive)`;

/** output-format.es.txt lines 33-35. */
const MR_TABLE = `| IID | Title | State | Author | Project | Source -> Target |
| --- | --- | --- | --- | --- | --- |
| [!243](https://gitlab.example.com/group/project/-/merge_requests/243) | Fix login bug | 🟢 opened | @alice | group/project | feature/fix-login -> main |`;

function markdownOf(rendered: RenderedResult): string {
  const block = rendered.content[0];
  if (block?.type !== 'text') throw new Error('the first block of a result is its Markdown');
  return block.text;
}

describe('the contract examples', () => {
  it('OF-60 OF-11 OF-12 OF-13 OF-17 OF-20 OF-21 OF-40 branch.list Markdown, string for string', () => {
    expect(markdownOf(renderResult(BRANCH_LIST, DYNAMIC))).toBe(BRANCH_LIST_MARKDOWN);
  });

  it('OF-60 OF-50 OF-51 OF-22 branch.list structuredContent: the contract JSON, next_steps first', () => {
    const { structuredContent } = renderResult(BRANCH_LIST, DYNAMIC);
    expect(JSON.stringify(structuredContent)).toBe(JSON.stringify(JSON.parse(BRANCH_LIST_JSON)));
  });

  it('OF-61 OF-10 OF-15 OF-30 OF-31 merge_request.get card, string for string', () => {
    expect(markdownOf(renderResult(MR_GET, DYNAMIC))).toBe(MR_CARD);
  });

  it('OF-61 issue.create answers with the same card as issue.get', () => {
    const created = markdownOf(renderResult(ISSUE_CREATE, DYNAMIC));
    const got = markdownOf(renderResult({ ...ISSUE_CREATE, contentType: 'detail' }, DYNAMIC));
    expect(created).toBe(ISSUE_CARD);
    expect(got).toBe(created);
  });

  it('OF-61 branch.delete: one line, and the contract structuredContent', () => {
    const rendered = renderResult(BRANCH_DELETE, DYNAMIC);
    expect(markdownOf(rendered)).toBe('✅ Action completed successfully.');
    expect(rendered.structuredContent).toEqual(
      JSON.parse('{"status": "success", "message": "Action completed successfully."}'),
    );
    expect(rendered.isError).toBeUndefined();
  });

  it('OF-62 OF-4 not-found card: isError, no structuredContent, ContentDetail', () => {
    const rendered = renderResult(BRANCH_NOT_FOUND, DYNAMIC);
    expect(markdownOf(rendered)).toBe(NOT_FOUND_CARD);
    expect(rendered.isError).toBe(true);
    expect(rendered.structuredContent).toBeUndefined();
    expect(rendered.content).toHaveLength(1);
    expect(rendered.content[0]?.annotations).toEqual({ audience: ['assistant'], priority: 0.6 });
  });

  it('OF-62 the branch kind template gives the same not-found card', () => {
    const result = notFoundResult('branch', '"nonexistent" in project 42');
    expect(markdownOf(renderResult(result, DYNAMIC))).toBe(NOT_FOUND_CARD);
  });

  it('OF-15 a merge request list links the IID, as the contract table shows', () => {
    const list: ListResult = {
      kind: 'list',
      objectKind: 'merge_request',
      key: 'merge_requests',
      items: [MERGE_REQUEST],
      pagination: null,
      contentType: 'list',
      nextSteps: [],
      notes: [],
    };
    const markdown = markdownOf(renderResult(list, DYNAMIC));
    expect(markdown).toBe(
      `## Merge Requests (1)\n\n${MR_TABLE}\n\n---\n💡 **Next steps:**\n- When presenting these results, always include the clickable [text](url) links from the table so the user can navigate to GitLab`,
    );
  });

  it('OF-1 OF-55 every successful result carries the Markdown block and structuredContent', () => {
    for (const result of [BRANCH_LIST, MR_GET, ISSUE_CREATE, BRANCH_DELETE]) {
      const rendered = renderResult(result, DYNAMIC);
      expect(rendered.content[0]?.type).toBe('text');
      expect(rendered.structuredContent).toBeTypeOf('object');
      expect(rendered.isError).toBeUndefined();
    }
  });

  it('OF-10 a merged merge request says who merged it and when; its description follows the URL row', () => {
    const merged: ObjectResult = {
      ...MR_GET,
      nextSteps: [],
      data: {
        ...MERGE_REQUEST,
        state: 'merged',
        description: 'Fixes the redirect loop.\n\nSee the logs.',
        merged_by: { username: 'bob' },
        merged_at: '2025-03-16T08:05:00Z',
        detailed_merge_status: 'not_open',
      },
    };
    const markdown = markdownOf(renderResult(merged, DYNAMIC));
    expect(markdown.startsWith('## 🟣 MR !243: Fix login bug\n')).toBe(true);
    expect(markdown).toContain(
      '- **Created**: 15 Mar 2025 10:30 UTC\n- **Merged By**: @bob\n- **Merged**: 16 Mar 2025 08:05 UTC\n',
    );
    expect(
      markdown.endsWith(
        '- **URL**: [https://gitlab.example.com/group/project/-/merge_requests/243](https://gitlab.example.com/group/project/-/merge_requests/243)\n\n' +
          '**Description:**\n\n> Fixes the redirect loop.\n>\n> See the logs.',
      ),
    ).toBe(true);
  });
});
