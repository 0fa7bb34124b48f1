import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImageBlock } from '@gitlab-mcp/result';
import type { ActionContext } from '../../action.js';
import { ActionOutcomeError } from '../../action-outcome-error.js';
import { text } from '../../params.js';

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

/** A file about to be sent: its bytes, the name GitLab keeps, and its MIME type. */
export interface OutgoingFile {
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

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

/** The image block for the user (OF-2), when the bytes are an image a client can show. */
export function imageOf(bytes: Buffer, mimeType: string): ImageBlock | null {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return SHOWABLE.has(type) && bytes.length > 0 ? { data: bytes.toString('base64'), mimeType: type } : null;
}

/**
 * A path of the server's machine that a parameter names, once the session allows it: never in HTTP mode, where
 * the caller is somewhere else and a path would reach the server's own disk.
 */
export function localPath(context: ActionContext, path: string, parameter: string): string {
  if (!context.files.pathsAllowed) {
    throw new ActionOutcomeError(
      `${parameter} names a file of the machine the server runs on, which a shared (HTTP) server does not ` +
        'open for its callers; send the file as content_base64 instead.',
    );
  }
  return path;
}

/** Refuses a file above GITLAB_MCP_UPLOAD_MAX_FILE_SIZE before it is read or sent, saying what to change. */
export function checkUploadSize(context: ActionContext, filename: string, size: number): void {
  const limit = context.files.maxUploadBytes;
  if (size > limit) {
    throw new ActionOutcomeError(
      `${filename} is ${size} bytes, above the upload limit of ${limit} bytes ` +
        '(GITLAB_MCP_UPLOAD_MAX_FILE_SIZE); nothing was uploaded.',
    );
  }
}

/** A file on the server's machine, by path (`file_path` of an upload, `file` of a group import), size-checked. */
export async function readLocalFile(
  context: ActionContext,
  path: string,
  { filename = basename(path), parameter = 'file_path' } = {},
): Promise<OutgoingFile> {
  localPath(context, path, parameter);
  checkUploadSize(context, filename, (await stat(path)).size);
  return { bytes: await readFile(path), filename, mimeType: mimeTypeOf(filename) };
}

/** The file an upload names: exactly one of content_base64 and file_path, within the upload limit. */
export async function fileOf(context: ActionContext, args: FileArgs): Promise<OutgoingFile> {
  if ((args.content_base64 === undefined) === (args.file_path === undefined)) {
    throw new ActionOutcomeError(
      'Give the file either as content_base64 or as file_path (one of them, not both).',
    );
  }
  if (args.file_path !== undefined)
    return readLocalFile(context, args.file_path, { filename: args.filename });
  const bytes = Buffer.from(args.content_base64 ?? '', 'base64');
  checkUploadSize(context, args.filename, bytes.length);
  return { bytes, filename: args.filename, mimeType: mimeTypeOf(args.filename) };
}

/** A multipart form with the file under `field` and the other fields as text (how GitLab takes uploads). */
export function formWith(field: string, file: OutgoingFile, fields: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.filename);
  return form;
}

/** What the answer says about a file it sent, instead of its bytes. */
export function describeFile(file: OutgoingFile) {
  return { filename: file.filename, content_type: file.mimeType, size: file.bytes.length };
}
