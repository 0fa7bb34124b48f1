import { describe, expect, it } from 'vitest';
import { annotationsFor, CONTENT_ANNOTATIONS, presetForContent } from './annotations.js';
import { renderResult } from './render-result.js';
import type { ErrorResult, ObjectResult, RefusalResult } from './result.js';
import { BRANCH_LIST, BRANCH_NOT_FOUND, DYNAMIC, MR_GET } from './testing/fixtures.js';

const CODEX = { ...DYNAMIC, codexCompat: true };
const IMAGE = { data: 'iVBORw0KGgo=', mimeType: 'image/png' };

describe('content annotations', () => {
  it('OF-57 the presets, exactly', () => {
    expect(CONTENT_ANNOTATIONS).toEqual({
      ContentList: { audience: ['assistant'], priority: 0.4 },
      ContentDetail: { audience: ['assistant'], priority: 0.6 },
      ContentMutate: { audience: ['assistant'], priority: 0.8 },
      ContentAssistant: { audience: ['assistant'], priority: 0.7 },
      ContentUser: { audience: ['user'], priority: 0.8 },
      ResourceMachineDetail: { audience: ['assistant'], priority: 0.6 },
    });
  });

  it('OF-57 the declared content type picks the preset of the text; image and assistant get ContentAssistant', () => {
    expect(
      ['list', 'detail', 'mutate', 'assistant', 'image'].map((type) => presetForContent(type as 'list')),
    ).toEqual(['ContentList', 'ContentDetail', 'ContentMutate', 'ContentAssistant', 'ContentAssistant']);
    expect(renderResult({ ...MR_GET, contentType: 'mutate' }, DYNAMIC).content[0]?.annotations.priority).toBe(
      0.8,
    );
    expect(renderResult(BRANCH_LIST, DYNAMIC).content[0]?.annotations.priority).toBe(0.4);
  });

  it('OF-57 not-found is ContentDetail and a refusal ContentMutate, whatever the action declares', () => {
    expect(
      renderResult({ ...BRANCH_NOT_FOUND, contentType: 'list' }, DYNAMIC).content[0]?.annotations.priority,
    ).toBe(0.6);
    const refusal: RefusalResult = {
      kind: 'refusal',
      text: 'held',
      contentType: 'list',
      nextSteps: [],
      notes: [],
    };
    expect(renderResult(refusal, DYNAMIC).content[0]?.annotations).toEqual({
      audience: ['assistant'],
      priority: 0.8,
    });
  });

  it('OF-57 an error keeps the preset of the action it was written for', () => {
    const error: ErrorResult = {
      kind: 'error',
      operation: 'list branches',
      status: 500,
      detail: 'boom',
      requestId: null,
      suggestion: null,
      contentType: 'list',
      nextSteps: [],
      notes: [],
    };
    expect(renderResult(error, DYNAMIC).content[0]?.annotations.priority).toBe(0.4);
  });

  it('OF-2 an image goes to the user as ContentUser', () => {
    const withImage: ObjectResult = { ...MR_GET, image: IMAGE, resourceUri: null };
    expect(renderResult(withImage, DYNAMIC).content[1]).toEqual({
      type: 'image',
      ...IMAGE,
      annotations: { audience: ['user'], priority: 0.8 },
    });
  });

  it('OF-56 a Codex session gets every priority rounded to 0 or 1', () => {
    const blocks = renderResult({ ...MR_GET, image: IMAGE }, CODEX).content;
    expect(blocks.map((block) => block.annotations.priority)).toEqual([1, 1, 1]);
    expect(renderResult(BRANCH_LIST, CODEX).content[0]?.annotations.priority).toBe(0);
    expect(annotationsFor('ContentAssistant', false).priority).toBe(0.7);
  });

  it('OF-57 each block gets its own annotations object', () => {
    const first = annotationsFor('ContentList', false);
    first.audience.push('user');
    expect(annotationsFor('ContentList', false).audience).toEqual(['assistant']);
  });
});
