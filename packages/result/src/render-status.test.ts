import { describe, expect, it } from 'vitest';
import { notFoundResult } from './not-found.js';
import { renderResult } from './render-result.js';
import type { RenderedResult } from './rendered.js';
import type { ErrorResult, ListResult, VoidResult } from './result.js';
import { BRANCH_LIST, DYNAMIC } from './testing/fixtures.js';

const text = (rendered: RenderedResult) =>
  rendered.content[0]?.type === 'text' ? rendered.content[0].text : '';

const FAILURE: ErrorResult = {
  kind: 'error',
  operation: 'create merge request',
  status: 409,
  detail: 'Another open merge request already exists for this source branch: !12',
  requestId: '01JQ8Z7W3K',
  suggestion: 'Update the existing merge request instead',
  contentType: 'mutate',
  nextSteps: [{ action: 'merge_request.list', text: 'find the open merge request' }],
  notes: [],
};

describe('results without an object', () => {
  it('OF-4 an error renders its card, isError, and no structuredContent', () => {
    const rendered = renderResult(FAILURE, DYNAMIC);
    expect(text(rendered)).toBe(
      [
        '## ❌ Error: create merge request',
        '',
        '- **Status**: 409 Conflict',
        '- **Detail**: Another open merge request already exists for this source branch: !12',
        '- **Request ID**: `01JQ8Z7W3K`',
        '',
        '💡 Suggestion: Update the existing merge request instead',
        '',
        '---',
        '💡 **Next steps:**',
        "- Use action 'merge_request.list' to find the open merge request",
      ].join('\n'),
    );
    expect(rendered.isError).toBe(true);
    expect(rendered.structuredContent).toBeUndefined();
  });

  it("OF-4 a transport failure has no status line, and GitLab's message is escaped", () => {
    const rendered = renderResult(
      { ...FAILURE, status: null, requestId: null, suggestion: null, nextSteps: [], detail: 'x | y\n## z' },
      DYNAMIC,
    );
    expect(text(rendered)).toBe('## ❌ Error: create merge request\n\n- **Detail**: x \\| y ⏎ ## z');
  });

  it('OF-61 OF-22 a void result with next steps puts next_steps first', () => {
    const done: VoidResult = {
      kind: 'void',
      message: 'Action completed successfully.',
      contentType: 'mutate',
      nextSteps: [{ action: 'branch.list', text: 'see the branches that remain' }],
      notes: [],
    };
    const rendered = renderResult(done, DYNAMIC);
    expect(text(rendered)).toBe(
      "✅ Action completed successfully.\n\n---\n💡 **Next steps:**\n- Use action 'branch.list' to see the branches that remain",
    );
    expect(JSON.stringify(rendered.structuredContent)).toBe(
      '{"next_steps":["Use action \'branch.list\' to see the branches that remain"],"status":"success","message":"Action completed successfully."}',
    );
  });

  it('OF-14 an empty list is one sentence without a heading', () => {
    const empty: ListResult = { ...BRANCH_LIST, items: [], nextSteps: [] };
    expect(text(renderResult(empty, DYNAMIC))).toBe('No branches found.');
  });

  it("OF-21 suggestions are written in the surface's words for the canonical ID", () => {
    const meta = { ...DYNAMIC, describeAction: (id: string) => `gitlab_branch action '${id.split('.')[1]}'` };
    expect(text(renderResult(notFoundResult('branch', '"x" in project 1'), meta))).toContain(
      "- Use gitlab_branch action 'list' to list the project's branches",
    );
  });

  it('OF-62 the subject is title-cased in the heading and kept in the sentence', () => {
    const rendered = renderResult(notFoundResult('merge_request', '!404 in project 7'), DYNAMIC);
    expect(text(rendered).split('\n\n').slice(0, 2)).toEqual([
      '## ❓ Merge Request Not Found',
      'The merge request **!404 in project 7** does not exist or is not accessible with your current permissions.',
    ]);
  });

  it('OF-62 a kind without a template still gets a not-found card', () => {
    // A name no kind spec will ever take (deploy_key, its first example, now has a spec).
    const rendered = renderResult(notFoundResult('unregistered_widget', '3 in project 1'), DYNAMIC);
    expect(text(rendered)).toBe(
      '## ❓ Unregistered Widget Not Found\n\nThe unregistered widget **3 in project 1** does not exist or is not accessible with your current permissions.',
    );
  });
});
