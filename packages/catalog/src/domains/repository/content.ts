import { gitlabApiError } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import type { RestDownload } from '@gitlab-mcp/rest';
import { text } from '../../params.js';
import { INLINE_LIMIT_BYTES } from '../uploads/file-input.js';
import { readStart, sizeOfDownload } from '../uploads/file-output.js';

/**
 * How much of a file one answer carries. Files reach megabytes; a model needs enough to read code, never a whole
 * generated bundle, so the text is cut at whichever limit comes first and the answer says what was left out.
 */
export const CONTENT_LIMIT = { lines: 500, characters: 40_000 };

/** How far into a file to look for a NUL byte, as git does to call a file binary. */
const BINARY_SNIFF_BYTES = 8000;

export const filePath = text('Path of the file in the repository, e.g. src/login.ts');

/** Text cut to CONTENT_LIMIT, with how much was shown and left out. */
export function boundedText(content: string) {
  const lines = content.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let shown = lines.slice(0, CONTENT_LIMIT.lines).join('\n');
  if (shown.length > CONTENT_LIMIT.characters) shown = shown.slice(0, CONTENT_LIMIT.characters);
  const shownLines = shown === '' ? 0 : shown.split('\n').length;
  const omittedCharacters = Math.max(0, content.length - shown.length - (content.endsWith('\n') ? 1 : 0));
  const truncated = shownLines < lines.length || omittedCharacters > 0;
  return {
    binary: false,
    total_lines: lines.length,
    truncated,
    ...(truncated
      ? {
          omitted: `${lines.length - shownLines} of ${lines.length} lines (${omittedCharacters} characters) not shown`,
        }
      : {}),
    content: shown,
  };
}

/** Whether bytes are a binary file: a NUL byte near the start, or not UTF-8. */
export function isBinary(bytes: Buffer): boolean {
  if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}

/** A file's bytes as the answer shows them: bounded text, or a binary file's size with no content. */
export function describeBytes(bytes: Buffer) {
  if (isBinary(bytes)) return { binary: true, size: bytes.length };
  return { size: bytes.length, ...boundedText(bytes.toString('utf8')) };
}

/** GitLab's base64 `content` field decoded and bounded; the other fields kept. */
export function decodedFile(data: unknown) {
  const { content, encoding, ...rest } = (data ?? {}) as Record<string, unknown>;
  const bytes = Buffer.from(String(content ?? ''), encoding === 'base64' ? 'base64' : 'utf8');
  return { ...rest, ...describeBytes(bytes) };
}

/**
 * A raw file streamed from GitLab, as the answer shows it: text (GitLab's `text/*` or JSON) read within
 * INLINE_LIMIT_BYTES and bounded as any file; a longer text shows its start; anything else is described by size
 * and type without keeping its bytes.
 */
export async function describeRawDownload(download: RestDownload, identity: Record<string, unknown>) {
  const type = (download.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('text/') && type !== 'application/json' && !type.endsWith('+json'))
    return { ...identity, binary: true, size: await sizeOfDownload(download), content_type: type || null };
  const { head, size } = await readStart(download, INLINE_LIMIT_BYTES);
  if (head.length === size) return { ...identity, ...describeBytes(head) };
  let start: string;
  try {
    // `stream` keeps a character cut at the limit out of the check: only invalid bytes make the file binary.
    start = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return { ...identity, binary: true, size };
  }
  if (head.subarray(0, BINARY_SNIFF_BYTES).includes(0)) return { ...identity, binary: true, size };
  const shown = boundedText(start);
  return {
    ...identity,
    size,
    binary: false,
    truncated: true,
    omitted: `the file is ${size} bytes; only its first ${shown.content.length} characters are shown`,
    content: shown.content,
  };
}

/** A 404 raised by a local call, so the action's not-found card answers as for a GitLab 404 (OF-62). */
export function notFoundError(method: string, path: string, message: string): GitLabApiError {
  return gitlabApiError(404, method, path, message, null, null, null);
}

/** A project path segment: an ID or a full path, URL-encoded once. */
export function projectSegment(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}`;
}
