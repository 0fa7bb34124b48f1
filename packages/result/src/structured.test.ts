import { describe, expect, it } from 'vitest';
import { renderResult } from './render-result.js';
import type { ListResult, ObjectResult } from './result.js';
import { paginationBlock } from './structured.js';
import { BRANCH_LIST, DYNAMIC, MERGE_REQUEST, MR_GET } from './testing/fixtures.js';

describe('structuredContent', () => {
  it('OF-50 OF-30 a get keeps GitLab field names and machine forms, next_steps first', () => {
    const { structuredContent } = renderResult(MR_GET, DYNAMIC);
    expect(Object.keys(structuredContent ?? {})[0]).toBe('next_steps');
    expect(structuredContent).toMatchObject({
      created_at: '2025-03-15T10:30:00Z',
      changes_count: '3',
      iid: 243,
    });
    expect(structuredContent?.head_pipeline).toEqual(MERGE_REQUEST.head_pipeline);
  });

  it('OF-22 OF-55 next steps go into next_steps too, the same lines as the Markdown bullets', () => {
    const rendered = renderResult(MR_GET, DYNAMIC);
    const markdown = rendered.content[0]?.type === 'text' ? rendered.content[0].text : '';
    const bullets = markdown
      .split('💡 **Next steps:**\n')[1]
      ?.split('\n')
      .map((line) => line.slice(2));
    expect(rendered.structuredContent?.next_steps).toEqual(bullets);
  });

  it('OF-22 when the output type does not declare next_steps they are only in the Markdown', () => {
    const rendered = renderResult({ ...MR_GET, declaresNextSteps: false }, DYNAMIC);
    expect(rendered.structuredContent).not.toHaveProperty('next_steps');
    expect(rendered.content[0]?.type === 'text' && rendered.content[0].text).toContain('💡 **Next steps:**');
  });

  it('OF-50 our next_steps replace a GitLab field of the same name', () => {
    const result: ObjectResult = { ...MR_GET, data: { next_steps: 'gitlab', id: 1 } };
    expect(renderResult(result, DYNAMIC).structuredContent).toEqual({
      next_steps: expect.arrayContaining([expect.stringContaining('mr_review.changes_get')]),
      id: 1,
    });
  });

  it('OF-51 a REST list carries all seven fields in order', () => {
    expect(Object.keys(renderResult(BRANCH_LIST, DYNAMIC).structuredContent?.pagination ?? {})).toEqual([
      'page',
      'per_page',
      'total_items',
      'total_pages',
      'next_page',
      'prev_page',
      'has_more',
    ]);
  });

  it('OF-51 the seven fields are present with zeros when GitLab sent no totals', () => {
    const block = {
      page: 3,
      per_page: 20,
      total_items: 0,
      total_pages: 0,
      next_page: 0,
      prev_page: 2,
      has_more: false,
    };
    expect(paginationBlock({ style: 'offset', block, totals: 'absent' })).toEqual(block);
  });

  it('OF-52 search keeps its lower bounds as the client computed them', () => {
    const block = {
      page: 2,
      per_page: 20,
      total_items: 20,
      total_pages: 3,
      next_page: 3,
      prev_page: 1,
      has_more: true,
    };
    expect(paginationBlock({ style: 'offset', block, totals: 'lower_bound' })).toEqual(block);
  });

  it('OF-53 a keyset list keeps the seven fields and carries its next cursor beside them', () => {
    const block = {
      page: 1,
      per_page: 20,
      total_items: 0,
      total_pages: 0,
      next_page: 2,
      prev_page: 0,
      has_more: true,
    };
    expect(paginationBlock({ style: 'keyset', block, nextCursor: 'abc' })).toEqual({
      ...block,
      next_cursor: 'abc',
    });
    expect(paginationBlock({ style: 'keyset', block, nextCursor: null })).toHaveProperty('next_cursor', null);
  });

  it('OF-54 a GraphQL list carries its cursor fields, backward ones only where it pages backwards', () => {
    const forward = paginationBlock({
      style: 'cursor',
      block: { has_next_page: true, end_cursor: 'e' },
      pagesBackward: false,
    });
    expect(forward).toEqual({ has_next_page: true, end_cursor: 'e' });
    const both = paginationBlock({
      style: 'cursor',
      block: { has_next_page: false, end_cursor: null, has_previous_page: true, start_cursor: 's' },
      pagesBackward: true,
    });
    expect(both).toEqual({
      has_next_page: false,
      end_cursor: null,
      has_previous_page: true,
      start_cursor: 's',
    });
  });

  it('OF-50 a list without pagination facts carries its items and no block', () => {
    const list: ListResult = { ...BRANCH_LIST, pagination: null, nextSteps: [] };
    const { structuredContent } = renderResult(list, DYNAMIC);
    expect(Object.keys(structuredContent ?? {})).toEqual(['next_steps', 'branches']);
  });
});
