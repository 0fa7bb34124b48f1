import { describe, expect, it } from 'vitest';
import {
  GRAPHQL_EMPTY_LIST_NOTE,
  GRAPHQL_NOT_FOUND_NOTE,
  notAvailableRefusal,
  notGrantedRefusal,
  partialEmptyNote,
} from './fine-grained.js';
import { renderResult } from './render-result.js';
import type { ListResult, RefusalResult } from './result.js';
import { BRANCH_NOT_FOUND, DYNAMIC, MR_GET } from './testing/fixtures.js';

describe('fine-grained personal access tokens', () => {
  it('OF-70 the not-granted refusal: the stable text after the action ID, permissions named', () => {
    const sentence = notGrantedRefusal('merge_request.approve', ['Approve merge request'], {
      dynamic: false,
    });
    expect(sentence).toBe(
      'action "merge_request.approve" exists but this fine-grained personal access token was not granted what it needs: Approve merge request. Do not report the capability as missing.',
    );
    expect(
      sentence
        .split('action "merge_request.approve" ')[1]
        ?.startsWith('exists but this fine-grained personal access token was not granted what it needs'),
    ).toBe(true);
  });

  it('OF-70 the not-available refusal names the GitLab version', () => {
    expect(notAvailableRefusal('runner.list', '18.2.0', { dynamic: false })).toBe(
      'action "runner.list" exists but is not available to a fine-grained personal access token in GitLab 18.2.0. Do not report the capability as missing.',
    );
  });

  it('OF-70 on the dynamic surface the sentence is prefixed with gitlab_execute_action', () => {
    expect(notAvailableRefusal('runner.list', '18.2.0', { dynamic: true })).toMatch(
      /^gitlab_execute_action: action "runner\.list" exists but is not available/,
    );
  });

  it('OF-70 OF-4 a held call renders as its one sentence, isError, without structuredContent', () => {
    const text = notGrantedRefusal('issue.update', ['Update issue'], { dynamic: true });
    const refusal: RefusalResult = { kind: 'refusal', text, contentType: 'mutate', nextSteps: [], notes: [] };
    const rendered = renderResult(refusal, DYNAMIC);
    expect(rendered).toEqual({
      content: [{ type: 'text', text, annotations: { audience: ['assistant'], priority: 0.8 } }],
      isError: true,
    });
  });

  it('OF-71 the partial-empty note names each part and ends as the contract says', () => {
    expect(partialEmptyNote('19.4.1', ['approvals', 'head pipeline'])).toBe(
      'GitLab 19.4.1 leaves part of this answer empty for a fine-grained personal access token, with no error: approvals, head pipeline. Empty there does not mean there is nothing.',
    );
  });

  it('OF-71 the GraphQL notes, verbatim', () => {
    expect(GRAPHQL_NOT_FOUND_NOTE).toBe(
      'Over GraphQL, GitLab answers null with no error for an object a fine-grained personal access token is not granted, or that sits in a project or group outside its grant, so not found may mean this token cannot see it rather than that it does not exist.',
    );
    expect(GRAPHQL_EMPTY_LIST_NOTE).toBe(
      'Over GraphQL, GitLab leaves out of a list, with no error, the items a fine-grained personal access token is not granted, so an empty answer may mean this token cannot see them rather than that there are none.',
    );
  });

  it('OF-71 a served answer carries its note in the next steps and in next_steps', () => {
    const note = partialEmptyNote('19.4.1', ['approvals']);
    const rendered = renderResult({ ...MR_GET, notes: [note] }, DYNAMIC);
    expect(rendered.content[0]?.type === 'text' && rendered.content[0].text.endsWith(`- ${note}`)).toBe(true);
    expect((rendered.structuredContent?.next_steps as string[]).at(-1)).toBe(note);
  });

  it('OF-71 a not-found answer carries its note in the Markdown next steps', () => {
    const rendered = renderResult({ ...BRANCH_NOT_FOUND, notes: [GRAPHQL_NOT_FOUND_NOTE] }, DYNAMIC);
    expect(
      rendered.content[0]?.type === 'text' &&
        rendered.content[0].text.endsWith(`- ${GRAPHQL_NOT_FOUND_NOTE}`),
    ).toBe(true);
    expect(rendered.structuredContent).toBeUndefined();
  });

  it('OF-71 OF-14 an empty GraphQL list: the empty sentence, then the note as a next step', () => {
    const empty: ListResult = {
      kind: 'list',
      objectKind: 'issue',
      key: 'issues',
      items: [],
      pagination: {
        style: 'cursor',
        block: { has_next_page: false, end_cursor: null },
        pagesBackward: false,
      },
      contentType: 'list',
      nextSteps: [],
      notes: [GRAPHQL_EMPTY_LIST_NOTE],
    };
    const rendered = renderResult(empty, DYNAMIC);
    expect(rendered.content[0]?.type === 'text' && rendered.content[0].text).toBe(
      `No issues found.\n\n---\n💡 **Next steps:**\n- ${GRAPHQL_EMPTY_LIST_NOTE}`,
    );
    expect(rendered.structuredContent).toEqual({
      next_steps: [GRAPHQL_EMPTY_LIST_NOTE],
      issues: [],
      pagination: { has_next_page: false, end_cursor: null },
    });
  });
});
