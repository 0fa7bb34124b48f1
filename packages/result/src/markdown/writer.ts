/**
 * The one Markdown writer (OF-11): every heading, card row, table, labelled block and next-steps section of every
 * result is written here, from `Md` values that already went through escaping. A repository check fails on any
 * hand-built row outside this folder.
 */
import { text, trusted } from './escape.js';
import type { Md } from './escape.js';

/** What an empty table cell shows: GitLab sent nothing for it. */
export const EMPTY_CELL = '—';

/** The section heading that opens the next steps (OF-20). Only the server writes it with an ASCII colon (OF-23). */
export const NEXT_STEPS_HEADING = '💡 **Next steps:**';

/** `## title` (a card or a list) or `### title` (a nested object inside a card). */
export function heading(level: 2 | 3, title: Md): Md {
  return trusted(`${'#'.repeat(level)} ${title}`);
}

/** One card row per field GitLab sent (OF-10): `- **Label**: value`. */
export function cardRows(rows: ReadonlyArray<{ label: string; value: Md }>): Md | null {
  if (rows.length === 0) return null;
  return trusted(rows.map((row) => `- **${text(row.label)}**: ${row.value}`).join('\n'));
}

/** A GFM table; a null cell is one GitLab sent nothing for. */
export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<Md | null>>): Md {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return trusted(
    [
      line(headers.map((header) => text(header))),
      line(headers.map(() => '---')),
      ...rows.map((row) => line(headers.map((_header, index) => row[index] || EMPTY_CELL))),
    ].join('\n'),
  );
}

/** A block of text written by others under its label (`**Description:**`), already quoted or fenced. */
export function labelled(label: string, body: Md): Md {
  return trusted(`**${text(label)}:**\n\n${body}`);
}

/**
 * The next-steps section (OF-20): a rule, the heading, one bullet per line. The lines are the server's own
 * sentences (catalog suggestions, notes), kept on one line each.
 */
export function nextStepsSection(lines: readonly string[]): Md | null {
  if (lines.length === 0) return null;
  const bullets = lines.map((line) => `- ${line.replace(/\s*[\r\n]+\s*/g, ' ')}`);
  return trusted(['---', NEXT_STEPS_HEADING, ...bullets].join('\n'));
}

/** The whole Markdown answer: blocks separated by one blank line, absent blocks skipped. */
export function document(blocks: ReadonlyArray<Md | null>): string {
  return blocks.filter((block): block is Md => block !== null && block !== '').join('\n\n');
}

/**
 * The next steps as a client reading the Markdown gets them back (OF-23): only from the section that closes the
 * answer, never from text written by others inside it (their look-alike heading does not match).
 */
export function readNextSteps(markdown: string): string[] {
  const opening = `---\n${NEXT_STEPS_HEADING}\n`;
  const at = markdown.startsWith(opening) ? 0 : markdown.lastIndexOf(`\n\n${opening}`);
  if (at < 0) return [];
  const lines = markdown.slice(at).replace(/^\n*/, '').slice(opening.length).split('\n');
  return lines.every((line) => line.startsWith('- ')) ? lines.map((line) => line.slice(2)) : [];
}
