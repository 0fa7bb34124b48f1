/**
 * A small reader of our Markdown for the hostile-text suite: it finds what a renderer (or a model) would take as
 * structure — headings, links, HTML, table rows, card rows — outside code spans and fenced blocks, where text is inert.
 */

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
function escapedAt(line: string, index: number): boolean {
  let slashes = 0;
  for (let at = index - 1; at >= 0 && line[at] === '\\'; at -= 1) slashes += 1;
  return slashes % 2 === 1;
}

/** The unescaped occurrences of one character in a line. */
export function unescapedCount(line: string, char: string): number {
  let count = 0;
  for (let index = line.indexOf(char); index >= 0; index = line.indexOf(char, index + 1)) {
    if (!escapedAt(line, index)) count += 1;
  }
  return count;
}

/** The line with matched code spans blanked out (their content is inert). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(?<![`\\])(`+)(?!`)([\s\S]*?)(?<!`)\1(?!`)/g, (span) => ' '.repeat(span.length));
}

export interface Audit {
  /** Heading lines at the top level or inside quotes. */
  headings: string[];
  /** Link destinations, in order. */
  links: string[];
  /** Unescaped `](` outside code: each one is a link a reader would follow. */
  linkOpeners: number;
  /** Raw HTML tags. */
  html: string[];
  /** Top-level lines that start a table row. */
  tableLines: string[];
  /** Top-level card rows' labels. */
  cardLabels: string[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function audit(markdown: string): Audit {
  const result: Audit = { headings: [], links: [], linkOpeners: 0, html: [], tableLines: [], cardLabels: [] };
  let fence: string | null = null;
  let quoted = false;
  for (const raw of markdown.split('\n')) {
    const isQuote = /^ {0,3}>/.test(raw);
    if (quoted && !isQuote) fence = null; // the end of a blockquote closes a fence opened inside it
    quoted = isQuote;
    const line = raw.replace(/^(?: {0,3}> ?)+/, '');
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    const plain = withoutCodeSpans(line);
    if (/^ {0,3}#{1,6}(\s|$)/.test(plain)) result.headings.push(raw);
    for (const match of plain.matchAll(/\]\(([^)\s]*)\)/g)) {
      if (!escapedAt(plain, match.index)) {
        result.linkOpeners += 1;
        result.links.push(match[1] ?? '');
      }
    }
    for (const match of plain.matchAll(/<[A-Za-z!/?][^>]*>?/g))
      if (!escapedAt(plain, match.index)) result.html.push(match[0]);
    if (!isQuote && raw.startsWith('|')) result.tableLines.push(raw);
    const row = /^- \*\*(.+?)\*\*: /.exec(raw);
    if (!isQuote && row?.[1]) result.cardLabels.push(row[1]);
  }
  return result;
}

/** Characters that must never reach the Markdown: reordering, zero-width, tags, controls other than line breaks. */
export const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u;
