/**
 * The one place that turns text written by others (GitLab titles, descriptions, notes, logs, file contents) into
 * Markdown that cannot break a table, open a link, forge a heading or forge our next-steps section (OF-16, OF-23).
 * Everything the writer emits is `Md`: our own words marked `trusted`, or GitLab text that went through a function here.
 */

/** Markdown safe to emit as is. The brand keeps raw GitLab text out of the writer's parameters. */
export type Md = string & { readonly __markdown: true };

/** Our own text (labels, markers, joiners, server sentences): never GitLab data. */
export function trusted(text: string): Md {
  return text as Md;
}

/** Joins Markdown pieces; the result is as safe as its parts. */
export function concat(...parts: readonly Md[]): Md {
  return parts.join('') as Md;
}

// Characters that reorder text (Trojan Source), hide it (zero-width, Unicode tag "ASCII smuggling"), or drive a
// terminal. ZWNJ and ZWJ are hidden too, except between the characters that need them: letters of the scripts
// that join (Arabic, Indic, …) and the parts of an emoji sequence.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const HIDDEN =
  /[\u00AD\u115F\u1160\u180E\u200B\u2060-\u2064\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
const JOINER = /[\u200C\u200D]/gu;
const JOINS =
  /^[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Nko}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Mongolian}\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;

/** Whether the joiner at `offset` sits between two characters that need it. */
function joins(text: string, offset: number): boolean {
  const before = [...text.slice(Math.max(0, offset - 2), offset)].pop() ?? '';
  const next = text.codePointAt(offset + 1);
  return JOINS.test(before) && next !== undefined && JOINS.test(String.fromCodePoint(next));
}

/** Every invisible or reordering character replaced by `by(char)`; a joiner kept where it joins. */
function replaceInvisible(text: string, by: (char: string) => string): string {
  return text
    .replace(BIDI, by)
    .replace(HIDDEN, by)
    .replace(JOINER, (char: string, offset: number, whole: string) =>
      joins(whole, offset) ? char : by(char),
    );
}
// eslint-disable-next-line no-control-regex -- matching terminal escape sequences is the point
export const ANSI = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)|[@-Z\\-_])/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;

/** Line breaks made `\n`, terminal escapes and control characters removed. */
function normalise(raw: string): string {
  return raw.replace(LINE_BREAK, '\n').replace(ANSI, '').replace(CONTROL, '');
}

/** Invisible and reordering characters removed: what the model reads is what a person sees. */
function dropInvisible(text: string): string {
  return replaceInvisible(text, () => '');
}

/** In code, where every character matters, an invisible one is shown by its code point instead of removed. */
function showInvisible(text: string): string {
  return replaceInvisible(
    text,
    (char) => `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}

// OF-23: any "Next steps:" written by others gets a look-alike colon (U+A789), so it reads the same to a person
// but can never match our section heading, whatever sits between the words (markup, spaces, joiners).
const FORGED_NEXT_STEPS = /(next[^\p{L}\p{N}\n:]{0,8}steps?[^\p{L}\p{N}\n:]{0,8}):/giu;
const LOOKALIKE_COLON = '\uA789';

/**
 * GitLab text as a JSON string value (structuredContent, an embedded or read resource): the same policy as the
 * Markdown's, without Markdown escaping. Terminal escapes, control characters other than tab and line breaks,
 * invisible and reordering characters are removed, and a forged "Next steps:" gets the look-alike colon.
 */
export function plainText(raw: string): string {
  // Most of GitLab's strings (names, dates, URLs, SHAs) are this; one scan instead of five replaces per string.
  if (PRINTABLE_ASCII.test(raw)) return defuseNextSteps(raw);
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
  return defuseNextSteps(dropInvisible(raw.replace(ANSI, '').replace(controls, '')));
}

/** Text none of plainText's removals can touch: terminal escapes, controls and invisibles are all outside it. */
const PRINTABLE_ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** OF-23 look-alike rewrite, applied to every piece of GitLab text that reaches the Markdown. */
export function defuseNextSteps(text: string): string {
  // The forged heading needs its colon: text without one is returned without running the pattern.
  return text.includes(':') ? text.replace(FORGED_NEXT_STEPS, `$1${LOOKALIKE_COLON}`) : text;
}

/** One line: line breaks shown as ⏎ (or `joiner`) so a multi-line value keeps its shape in a table cell. */
function flatten(text: string, joiner = ' ⏎ '): string {
  return text
    .replace(/\t/g, ' ')
    .replace(/[ ]*\n\s*/g, joiner)
    .trim();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const INLINE_SPECIAL = /[\\`*[\]<|~_]/g;

/** Backslash-escapes what could open markup; `_` only where it can start or end emphasis (intraword is inert in GFM). */
function escapePunctuation(text: string): string {
  return text.replace(INLINE_SPECIAL, (char, offset: number) => {
    if (char !== '_') return `\\${char}`;
    const inWord =
      LETTER_OR_DIGIT.test(text[offset - 1] ?? '') && LETTER_OR_DIGIT.test(text[offset + 1] ?? '');
    return inWord ? char : '\\_';
  });
}

/** GitLab text on one line (a table cell, a card value, link text, a heading), escaped. */
export function text(raw: string): Md {
  return escapePunctuation(defuseNextSteps(flatten(dropInvisible(normalise(raw))))) as Md;
}

/** At most `max` characters of GitLab text on one line, with … when cut: long text in a table cell. */
export function excerpt(raw: string, max: number): Md {
  const flat = [...flatten(dropInvisible(normalise(raw)))];
  const cut =
    flat.length > max
      ? `${flat
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : flat.join('');
  return escapePunctuation(defuseNextSteps(cut)) as Md;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * Inline code for a GitLab value (a SHA, a cursor, an address that is not http(s)). The fence is longer than any
 * backtick run inside; in a table cell `|` is escaped, which GFM undoes inside code spans.
 */
export function code(raw: string, inTable: boolean): Md {
  let content = defuseNextSteps(flatten(showInvisible(normalise(raw)), ' '));
  // GFM splits cells before reading code spans and takes `\\|` as a backslash then a cell border: every pipe
  // needs an odd run of backslashes before it, so a run GitLab sent right before a pipe is made even first.
  if (inTable)
    content = content.replace(/(\\*)\|/g, (_match, run: string) => `${run}${run.length % 2 ? '\\' : ''}\\|`);
  if (content === '') return trusted('');
  const fence = '`'.repeat(longestBacktickRun(content) + 1);
  const pad = /^[` ]|[` ]$/.test(content) && content.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}` as Md;
}

/** A fenced block for GitLab text kept verbatim (a job log, a file): nothing inside a fence is markup. */
export function codeBlock(raw: string, language = ''): Md {
  const content = defuseNextSteps(showInvisible(normalise(raw))).replace(/\n+$/, '');
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(content) + 1));
  return `${fence}${language}\n${content}\n${fence}` as Md;
}

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;
// A heading marker at the start of a line, also after list markers or quote markers ("- ## x" is a heading too).
const HEADING_START = /^((?:\s*(?:[-+*]|\d{1,9}[.)]|>)\s+)*\s*)(#{1,6})(?=\s|$)/;
// Setext underlines and thematic breaks: they would turn the line above into a heading or draw our `---` rule.
const RULE_LINE = /^( {0,3})(?=(?:[-=*_]\s*)+$)(=+\s*$|-+\s*$|([-*_])(?:\s*\3){2,}\s*$)/;

/** One line of Markdown written by others: its inline code kept, links, HTML, headings and rules neutralised. */
function escapeQuotedLine(line: string): string {
  let out = '';
  let rest = line;
  for (let open = /`+/.exec(rest); open; open = /`+/.exec(rest)) {
    const after = rest.slice(open.index + open[0].length);
    const close = new RegExp(`(?<!\`)${open[0]}(?!\`)`).exec(after);
    out += escapeQuotedPlain(rest.slice(0, open.index));
    if (close) {
      out += rest.slice(open.index, open.index + open[0].length + close.index + close[0].length);
      rest = after.slice(close.index + close[0].length);
    } else {
      // An unmatched run would pair with one on a later line: escaped, it stays a backtick.
      out += open[0].replace(/`/g, '\\`');
      rest = after;
    }
  }
  out += escapeQuotedPlain(rest);
  return out.replace(HEADING_START, '$1\\$2').replace(RULE_LINE, '$1\\$2');
}

function escapeQuotedPlain(text: string): string {
  return text.replace(/[\\[\]<]/g, '\\$&');
}

/**
 * Markdown written by others (a description, a comment) as a blockquote: every line starts with `> `, so a forged
 * heading or a forged `💡 **Next steps:**` can never be read back as ours (OF-23). Formatting and code survive;
 * links, images, HTML, headings and horizontal rules do not.
 */
export function quote(raw: string): Md {
  const lines = defuseNextSteps(dropInvisible(normalise(raw)).replace(/\s+$/, '')).split('\n');
  let fence: { char: string; length: number } | null = null;
  const out = lines.map((line) => {
    if (fence) {
      const closing = new RegExp(`^ {0,3}${fence.char === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (closing.test(line)) fence = null;
      return line;
    }
    const open = FENCE_OPEN.exec(line);
    if (open?.[2] && !(open[2].startsWith('`') && open[3]?.includes('`'))) {
      fence = { char: open[2].charAt(0), length: open[2].length };
      return line;
    }
    return escapeQuotedLine(line);
  });
  return out.map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join('\n') as Md;
}
