import { describe, expect, it } from 'vitest';
import type { RenderedResult } from '@gitlab-mcp/result';
import { answerMarkdown, bound, dataFence, hasMorePages } from './data-block.js';

const annotations = { audience: ['user', 'assistant'], priority: 0.7 } as const;
const rendered = (text: string, structuredContent?: Record<string, unknown>): RenderedResult => ({
  content: [{ type: 'text', text, annotations: { ...annotations, audience: [...annotations.audience] } }],
  ...(structuredContent ? { structuredContent } : {}),
});

describe('dataFence', () => {
  it('is longer than any run of backticks inside, so nothing inside can close it', () => {
    const text = 'title ```````` seven and eight ```````';
    const fenced = dataFence(text);
    const [opening] = fenced.split('\n');
    expect(opening).toBe(`${'`'.repeat(9)}gitlab-data`);
    expect(fenced.endsWith(`\n${'`'.repeat(9)}`)).toBe(true);
  });

  it('uses four backticks at least, so a diff fenced with three stays inside', () => {
    expect(dataFence('```\n+ added\n```')).toBe('````gitlab-data\n```\n+ added\n```\n````');
  });
});

describe('bound', () => {
  it('keeps a text within its limit untouched', () => {
    expect(bound('short', 10)).toEqual({ text: 'short', cut: null });
  });

  it('cuts at a line end near the limit and says how much was shown', () => {
    const text = `${'a'.repeat(90)}\n${'b'.repeat(50)}`;
    expect(bound(text, 100)).toEqual({
      text: 'a'.repeat(90),
      cut: 'Cut: the first 90 of 141 characters of this answer are shown.',
    });
  });

  it('cuts mid-line when no line end is near', () => {
    expect(bound('x'.repeat(300), 100).text).toHaveLength(100);
  });
});

describe('answerMarkdown', () => {
  it('drops the next steps the server wrote, which would read as instructions inside data', () => {
    const markdown = "## MR !1: Title\n\n- **State**: opened\n\n---\n💡 **Next steps:**\n- Use action 'x.y'";
    expect(answerMarkdown(rendered(markdown))).toBe('## MR !1: Title\n\n- **State**: opened');
  });

  it('keeps an answer without next steps whole', () => {
    expect(answerMarkdown(rendered('No merge requests found.'))).toBe('No merge requests found.');
  });
});

describe('hasMorePages', () => {
  it('reads both pagination shapes', () => {
    expect(hasMorePages(rendered('', { pagination: { has_more: true } }))).toBe(true);
    expect(hasMorePages(rendered('', { pagination: { has_next_page: true } }))).toBe(true);
    expect(hasMorePages(rendered('', { pagination: { has_more: false } }))).toBe(false);
    expect(hasMorePages(rendered(''))).toBe(false);
  });
});
