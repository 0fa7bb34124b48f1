/**
 * Diffs shaped to fit a model's context: a merge request can change thousands of files and a generated file can be
 * a million lines, so an answer carries a few files, each cut to its first lines, and says what it left out.
 * Binary files are described by their paths and kind of change, never dumped.
 */

/** Lines of one file's diff an answer shows; the rest is counted, not sent. */
export const DIFF_LINES_PER_FILE = 120;
/** Files per page of `mr_review.changes_get` when the caller names no per_page, and the most it may ask for. */
export const CHANGED_FILES_PER_PAGE = 10;
export const MAX_CHANGED_FILES_PER_PAGE = 20;
/** Diff lines one answer shows over all its files; files past it get only their stats. */
export const DIFF_LINES_PER_ANSWER = 600;
/** Lines of a raw `git diff` an answer shows. */
export const RAW_DIFF_LINES = 400;

/** One file of a diff as GitLab sends it in `/diffs`, `/changes` and diff versions. */
interface GitLabDiff {
  old_path?: string;
  new_path?: string;
  diff?: string;
  new_file?: boolean;
  renamed_file?: boolean;
  deleted_file?: boolean;
  too_large?: boolean;
  collapsed?: boolean;
  generated_file?: boolean;
}

/** What an answer says about one changed file. */
export interface FileSummary {
  path: string;
  old_path: string | null;
  status: 'added' | 'deleted' | 'renamed' | 'modified';
  binary: boolean;
  lines_added: number;
  lines_removed: number;
  diff_lines: number;
  lines_shown: number;
  lines_omitted: number;
}

/** Git's marker for a file it will not diff as text; GitLab passes it on as the file's whole diff. */
const BINARY = /^Binary files .* differ\s*$/;

function isBinary(diff: string): boolean {
  // A NUL byte or git's binary marker: either way the text would be noise to a reader.
  return BINARY.test(diff.trim()) || diff.includes('\u0000');
}

function statusOf(file: GitLabDiff): FileSummary['status'] {
  if (file.new_file) return 'added';
  if (file.deleted_file) return 'deleted';
  if (file.renamed_file) return 'renamed';
  return 'modified';
}

function linesOf(diff: string): string[] {
  const lines = diff.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * One file's summary and the block of text the answer shows for it: a header, then at most `allowance` of its first
 * lines, or a note saying why none are shown.
 */
function shapeFile(file: GitLabDiff, allowance: number): { summary: FileSummary; text: string } {
  const path = file.new_path ?? file.old_path ?? '';
  const status = statusOf(file);
  const diff = file.diff ?? '';
  const binary = isBinary(diff);
  const lines = binary ? [] : linesOf(diff);
  const shown = lines.slice(0, Math.min(DIFF_LINES_PER_FILE, allowance));
  const summary: FileSummary = {
    path,
    old_path: file.old_path !== undefined && file.old_path !== path ? file.old_path : null,
    status,
    binary,
    lines_added: lines.filter((line) => line.startsWith('+')).length,
    lines_removed: lines.filter((line) => line.startsWith('-')).length,
    diff_lines: lines.length,
    lines_shown: shown.length,
    lines_omitted: lines.length - shown.length,
  };
  const renamed = summary.old_path === null ? '' : ` (from ${summary.old_path})`;
  const header = `=== ${path}${renamed}: ${status}`;
  let body: string[];
  if (binary) body = ['(binary file: content not shown)'];
  else if (lines.length === 0 && (file.too_large || file.collapsed))
    body = ['(GitLab sent no diff for this file: it is too large or collapsed)'];
  else if (lines.length === 0)
    body = ['(no text changes: a mode change, an empty file, or content GitLab does not diff)'];
  else if (shown.length === 0)
    body = [
      `(${lines.length} diff lines not shown: this answer's ${DIFF_LINES_PER_ANSWER}-line budget is spent)`,
    ];
  else if (summary.lines_omitted > 0)
    body = [...shown, `… ${summary.lines_omitted} more lines of this file not shown`];
  else body = shown;
  return { summary, text: [header, ...body].join('\n') };
}

/** Files with their summaries and one combined text, files in order sharing the answer's line budget. */
export function shapeDiffs(files: readonly unknown[]) {
  let budget = DIFF_LINES_PER_ANSWER;
  const shaped = files.map((file) => {
    const one = shapeFile(file as GitLabDiff, budget);
    budget -= one.summary.lines_shown;
    return one;
  });
  const summaries = shaped.map((file) => file.summary);
  return {
    files: summaries,
    files_with_text: summaries.filter((file) => file.lines_shown > 0).length,
    lines_omitted: summaries.reduce((sum, file) => sum + file.lines_omitted, 0),
    diff: shaped.map((file) => file.text).join('\n\n'),
  };
}

/**
 * A page of an MR's changed files (`GET …/diffs`). GitLab's answer is a bare array, so whether more files follow
 * is read from a full page: the next page may then be empty, which a call to it shows.
 */
export function changesPage(data: unknown, iid: number, page: number, perPage: number) {
  const files = Array.isArray(data) ? data : [];
  return {
    merge_request_iid: iid,
    page,
    per_page: perPage,
    files_shown: files.length,
    next_page: files.length >= perPage ? page + 1 : null,
    ...shapeDiffs(files),
  };
}

/** A diff version with its files shaped; GitLab sends every file of a version at once. */
export function versionWithDiffs(data: unknown) {
  const version = (data ?? {}) as Record<string, unknown>;
  const { diffs, ...rest } = version;
  const files = Array.isArray(diffs) ? diffs : [];
  return { ...rest, files_changed: files.length, ...shapeDiffs(files) };
}

/** The first lines of an MR's raw `git diff`, and how many were left out. */
export function rawDiffHead(raw: unknown, iid: number) {
  const lines = linesOf(String(raw ?? ''));
  const shown = lines.slice(0, RAW_DIFF_LINES);
  return {
    merge_request_iid: iid,
    files_changed: lines.filter((line) => line.startsWith('diff --git ')).length,
    total_lines: lines.length,
    lines_shown: shown.length,
    lines_omitted: lines.length - shown.length,
    truncated: shown.length < lines.length,
    diff: shown.join('\n'),
  };
}
