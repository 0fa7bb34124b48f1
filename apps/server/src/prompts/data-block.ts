import type { RenderedResult } from '@gitlab-mcp/result';

/**
 * Where a rendered answer's next steps begin (OF-20). Only the server writes this heading with an ASCII colon
 * (OF-23), so text written by project users cannot fake the cut. Next steps name tools to call; inside a prompt's
 * data they would read as instructions, so they are dropped.
 */
const NEXT_STEPS = '\n\n---\n💡 **Next steps:**\n';

/** The Markdown of an action's answer, without its next steps. */
export function answerMarkdown(result: RenderedResult): string {
  const text = result.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n\n');
  const at = text.lastIndexOf(NEXT_STEPS);
  return (at < 0 ? text : text.slice(0, at)).trim();
}

/** Text cut to `limit` characters at a line end where one is near, saying how much was left out. */
export function bound(text: string, limit: number): { text: string; cut: string | null } {
  if (text.length <= limit) return { text, cut: null };
  const lineEnd = text.lastIndexOf('\n', limit);
  const end = lineEnd > limit * 0.8 ? lineEnd : limit;
  return {
    text: text.slice(0, end),
    cut: `Cut: the first ${end} of ${text.length} characters of this answer are shown.`,
  };
}

/**
 * A fenced block of data written by project users. The fence is longer than any run of backticks inside (as
 * CommonMark closes a fence only with one at least as long), so nothing in a title, diff or comment can end it
 * early and speak outside it.
 */
export function dataFence(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(4, longest + 1));
  return `${fence}gitlab-data\n${text}\n${fence}`;
}

/** Whether a list answer has more pages than the one read. */
export function hasMorePages(result: RenderedResult): boolean {
  const pagination = result.structuredContent?.pagination as Record<string, unknown> | undefined;
  return pagination?.has_more === true || pagination?.has_next_page === true;
}
