import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { ImageBlock } from '@gitlab-mcp/result';
import type { ActionContext } from '../../action.js';
import { text } from '../../params.js';
import { readablePath } from './local-paths.js';

/** The parameters of an action that sends a file to GitLab: its name, and its bytes inline or from a local path. */
export const fileParams = {
  filename: text('File name with its extension, e.g. logo.png: GitLab keeps it and derives the type from it'),
  content_base64: text('The file content, base64-encoded').optional(),
  file_path: text(
    'Path of the file on the machine running this server, instead of content_base64',
  ).optional(),
};

export interface FileArgs {
  filename: string;
  content_base64?: string;
  file_path?: string;
}

/**
 * A file about to be sent: its bytes, the name GitLab keeps, and its MIME type. A local file's Blob is backed by
 * the file (read as it is sent, never held whole); base64 content is already in memory.
 */
export interface OutgoingFile {
  blob: Blob;
  filename: string;
  mimeType: string;
}

/** The most an answer reads into memory to show inline (an image block, a text preview); larger files are described. */
export const INLINE_LIMIT_BYTES = 8 * 1024 * 1024;

const MIME_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  gz: 'application/gzip',
  tgz: 'application/gzip',
};

/** The MIME type a file name suggests; GitLab itself decides by the name too. */
export function mimeTypeOf(filename: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return MIME_TYPES[extension] ?? 'application/octet-stream';
}

/** Raster images an MCP client can show; an SVG is markup (it can carry script), so it is only described. */
const SHOWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Whether a file of this type and size is an image the answer shows (OF-2): a raster type, within the inline limit. */
export function isShowableImage(mimeType: string, size: number): boolean {
  return SHOWABLE.has(mimeTypeOnly(mimeType)) && size > 0 && size <= INLINE_LIMIT_BYTES;
}

function mimeTypeOnly(mimeType: string): string {
  return mimeType.split(';')[0]!.trim().toLowerCase();
}

/** The image block for the user (OF-2), when the bytes are an image a client can show. */
export function imageOf(bytes: Buffer, mimeType: string): ImageBlock | null {
  return isShowableImage(mimeType, bytes.length)
    ? { data: bytes.toString('base64'), mimeType: mimeTypeOnly(mimeType) }
    : null;
}

/** The image block of a file just sent; only a showable image is read back, from its Blob. */
export async function imageOfFile(file: OutgoingFile): Promise<ImageBlock | null> {
  if (!isShowableImage(file.mimeType, file.blob.size)) return null;
  try {
    return imageOf(Buffer.from(await file.blob.arrayBuffer()), file.mimeType);
  } catch (error) {
    // The file changed on disk after GitLab received it whole: the upload stands, only its preview is lost.
    if (changedOnDisk(error)) return null;
    throw error;
  }
}

/** Refuses a file above GITLAB_MCP_UPLOAD_MAX_FILE_SIZE before it is read or sent, saying what to change. */
export function checkUploadSize(context: ActionContext, filename: string, size: number): void {
  const limit = context.files.maxUploadBytes;
  if (size > limit) {
    throw new GitLabMcpError(
      'action_outcome',
      `${filename} is ${size} bytes, above the upload limit of ${limit} bytes ` +
        '(GITLAB_MCP_UPLOAD_MAX_FILE_SIZE); nothing was uploaded.',
    );
  }
}

/**
 * A file on the server's machine, by path (`file_path` of an upload, `file` of a group import), confined to the
 * allowed directories (local-paths.ts) and size-checked before a byte is read. Its Blob reads the file as the request is sent, so memory stays flat at any size.
 */
export async function readLocalFile(
  context: ActionContext,
  path: string,
  { filename = basename(path), parameter = 'file_path' } = {},
): Promise<OutgoingFile> {
  const local = await readablePath(context, path, parameter);
  checkUploadSize(context, filename, local.size);
  const mimeType = mimeTypeOf(filename);
  const blob = await openAsBlob(local.path, { type: mimeType });
  // Again with the Blob's own size, which is what will be sent, should the file have grown since the stat.
  checkUploadSize(context, filename, blob.size);
  return { blob, filename, mimeType };
}

/**
 * Sends a request whose body carries a file or files (a form, or the Blob itself). A local file that changes while
 * it is sent cannot be read on (Node refuses a file-backed Blob whose file changed), so the request is cut short and
 * GitLab keeps nothing; the caller hears that, instead of a half file or an unexplained error.
 */
export async function sendFile(
  context: ActionContext,
  method: string,
  path: string,
  file: OutgoingFile | readonly OutgoingFile[],
  options: { query?: Record<string, unknown>; body: FormData | Blob },
): Promise<unknown> {
  try {
    return await context.rest(method, path, options);
  } catch (error) {
    throw explained(Array.isArray(file) ? file : [file], error);
  }
}

/** The SHA-256 of a file about to be sent, read as a stream (a local file is never held whole). */
export async function sha256OfFile(file: OutgoingFile): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of file.blob.stream()) hash.update(chunk);
  } catch (error) {
    throw explained([file], error);
  }
  return hash.digest('hex');
}

/**
 * Whether a failure is Node refusing to read a file-backed Blob whose file changed since it was opened: the
 * transport passes it on as it is, a fetch wraps it as its cause.
 */
function changedOnDisk(error: unknown): boolean {
  const named = (value: unknown) => value instanceof Error && value.name === 'NotReadableError';
  return named(error) || (error instanceof Error && named(error.cause));
}

/**
 * A failure while files were read for sending, with a change on disk said plainly when that was it (Node does not
 * say which of several files changed, so all are named).
 */
function explained(files: readonly OutgoingFile[], error: unknown): unknown {
  if (!changedOnDisk(error)) return error;
  const names = files.map((file) => file.filename).join(' or ');
  return new GitLabMcpError(
    'action_outcome',
    `${names} changed on disk while it was being uploaded, so the upload was stopped and GitLab kept ` +
      'nothing; upload it again once the file is complete.',
    { cause: error },
  );
}

/** The file an upload names: exactly one of content_base64 and file_path, within the upload limit. */
export async function fileOf(context: ActionContext, args: FileArgs): Promise<OutgoingFile> {
  if ((args.content_base64 === undefined) === (args.file_path === undefined)) {
    throw new GitLabMcpError(
      'action_outcome',
      'Give the file either as content_base64 or as file_path (one of them, not both).',
    );
  }
  if (args.file_path !== undefined)
    return readLocalFile(context, args.file_path, { filename: args.filename });
  const bytes = Buffer.from(args.content_base64 ?? '', 'base64');
  checkUploadSize(context, args.filename, bytes.length);
  const mimeType = mimeTypeOf(args.filename);
  return { blob: new Blob([bytes], { type: mimeType }), filename: args.filename, mimeType };
}

/** A multipart form with the file under `field` and the other fields as text (how GitLab takes uploads). */
export function formWith(field: string, file: OutgoingFile, fields: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  // FormData keeps a reference to the Blob: a file-backed one is read only when the form is sent.
  form.append(field, file.blob, file.filename);
  return form;
}

/** What the answer says about a file it sent, instead of its bytes. */
export function describeFile(file: OutgoingFile) {
  return { filename: file.filename, content_type: file.mimeType, size: file.blob.size };
}
