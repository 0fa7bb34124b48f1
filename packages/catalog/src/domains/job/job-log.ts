/**
 * A job log as a person reads it in GitLab's job page: the runner's colour codes removed, a line redrawn with `\r`
 * (a progress bar) shown as it ended, and GitLab's collapsible sections
 * (`section_start:<time>:<name>[options]\r\e[0K<header>` … `section_end:<time>:<name>\r\e[0K`,
 * https://docs.gitlab.com/ci/jobs/job_logs/#custom-collapsible-sections) shown as a heading line.
 */
import { ANSI } from '@gitlab-mcp/result';

const SECTION = /section_(start|end):\d+:([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?\r?/g;

/** One raw log line made readable; null when nothing is left to show (a section's end marker). */
function readableLine(raw: string): string | null {
  let heading: string | null = null;
  let ended = false;
  const unmarked = raw.replace(SECTION, (_match, kind: string, name: string) => {
    if (kind === 'end') ended = true;
    else heading = name;
    return '\r';
  });
  // What a terminal would show: the text after the last carriage return that has any.
  const parts = unmarked.split('\r').map((part) => part.replace(ANSI, ''));
  const shown = [...parts].reverse().find((part) => part.trim() !== '') ?? '';
  if (heading !== null) return `── ${shown.trim() || String(heading)} ──`;
  if (ended && shown.trim() === '') return null;
  return shown;
}

/** The readable lines of a raw job log. */
export function readableLog(raw: string): string[] {
  const lines = raw.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map(readableLine).filter((line): line is string => line !== null);
}

/**
 * The runner's own sections around the job's script (https://docs.gitlab.com/ci/jobs/job_logs/#expand-and-collapse-job-log-sections):
 * a failure is in the script or a section the job defines, not in the cleanup that follows it.
 */
const RUNNER_SECTIONS = new Set([
  'resolve_secrets',
  'prepare_executor',
  'prepare_script',
  'get_sources',
  'restore_cache',
  'download_artifacts',
  'archive_cache',
  'archive_cache_on_failure',
  'upload_artifacts_on_success',
  'upload_artifacts_on_failure',
  'cleanup_file_variables',
]);

/** The heading of the last section the job's own script opened: where a failed job failed. */
export function lastScriptSection(raw: string): string | null {
  let found: string | null = null;
  for (const line of raw.split('\n')) {
    const start = /section_start:\d+:([A-Za-z0-9_.-]+)/.exec(line);
    if (start && !RUNNER_SECTIONS.has(start[1] ?? ''))
      found = readableLine(line)?.replace(/^── | ──$/g, '') ?? null;
  }
  return found;
}

/** A readable log in the order a person looking for the failure reads it, each part once. */
export interface LogParts {
  /** The lines of the section the job failed in, before the last lines. */
  failingSection: string[];
  /** The log's last lines, where the error is. */
  lastLines: string[];
  /** The other lines of the window, in their order. */
  earlierLines: string[];
}

/** A section heading as readableLog writes it. */
const HEADING = /^── .* ──$/;

/**
 * Splits the last `window` readable lines into the failing section, the last `last` lines and the rest, so the
 * answer shows where it failed first and keeps everything else of the window after it.
 */
export function logParts(
  lines: readonly string[],
  section: string | null,
  window: number,
  last: number,
): LogParts {
  const from = Math.max(0, lines.length - window);
  const lastFrom = Math.max(from, lines.length - last);
  const start = section === null ? -1 : lines.lastIndexOf(`── ${section} ──`);
  const next = start < 0 ? -1 : lines.findIndex((line, index) => index > start && HEADING.test(line));
  const end = start < 0 ? -1 : next < 0 ? lines.length : next;
  const inSection = (index: number) => index >= Math.max(start, from) && index < Math.min(end, lastFrom);
  const indexes = [...lines.keys()].slice(from, lastFrom);
  return {
    failingSection: indexes.filter(inSection).map((index) => lines[index]!),
    lastLines: lines.slice(lastFrom),
    earlierLines: indexes.filter((index) => !inSection(index)).map((index) => lines[index]!),
  };
}
