import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { RestDownload } from '@gitlab-mcp/rest';
import type { ActionContext } from '../../action.js';
import { fillTemplate } from '../../run-action.js';
import { INLINE_LIMIT_BYTES } from './file-input.js';

/*
 * What a download does with GitLab's bytes. They arrive as a stream (ActionContext.download) and are written,
 * hashed or counted as they come; only content an answer shows inline is read into memory, up to a bound.
 */

/** The GET a `rest` entry of this template would send (path parameters filled, the rest as query), streamed. */
export function downloadFrom(
  context: ActionContext,
  template: `GET /${string}`,
  args: Record<string, unknown>,
): Promise<RestDownload> {
  const { path, rest } = fillTemplate(template, args);
  return context.download(path, { query: rest });
}

/** A file that came down: its byte count and SHA-256. */
export interface Received {
  size: number;
  sha256: string;
}

/** A downloaded file as the answer shows it: its size and SHA-256, hashed as it arrives and never held whole. */
export async function digestDownload(download: RestDownload): Promise<Received> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of download.body) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  checkComplete(download, size);
  return { size, sha256: hash.digest('hex') };
}

/**
 * The size of a download without keeping its bytes: what GitLab announced (the rest is not fetched), else counted
 * as it arrives.
 */
export async function sizeOfDownload(download: RestDownload): Promise<number> {
  if (download.size !== null) {
    await download.body.cancel();
    return download.size;
  }
  let size = 0;
  for await (const chunk of download.body) size += chunk.byteLength;
  return size;
}

/**
 * The first `limit` bytes of a download, for an answer that shows the start of a file, and the whole file's size:
 * the rest is counted as it arrives and dropped, or not fetched at all when GitLab announced the size.
 */
export async function readStart(download: RestDownload, limit: number) {
  const reader = download.body.getReader();
  const { bytes, complete, held } = await readUpTo(reader, limit);
  if (complete) {
    checkComplete(download, bytes.length);
    return { head: bytes, size: bytes.length };
  }
  if (download.size !== null) {
    await reader.cancel();
    return { head: bytes, size: download.size };
  }
  let size = held;
  for (let next = await reader.read(); !next.done; next = await reader.read()) size += next.value.byteLength;
  return { head: bytes, size };
}

/**
 * A download the answer shows whole (an image, a definitions file), read into memory only within
 * INLINE_LIMIT_BYTES; above it the answer says so and what to use instead, and the rest is not fetched.
 */
export async function readInline(download: RestDownload, what: string, instead: string): Promise<Buffer> {
  const tooLarge = (size: string) =>
    new GitLabMcpError(
      'action_outcome',
      `${what} is ${size} bytes, more than the ${INLINE_LIMIT_BYTES} bytes an answer shows; ${instead}.`,
    );
  if (download.size !== null && download.size > INLINE_LIMIT_BYTES) {
    await download.body.cancel();
    throw tooLarge(String(download.size));
  }
  const reader = download.body.getReader();
  const { bytes, complete } = await readUpTo(reader, INLINE_LIMIT_BYTES);
  if (!complete) {
    await reader.cancel();
    throw tooLarge(`over ${INLINE_LIMIT_BYTES}`);
  }
  checkComplete(download, bytes.length);
  return bytes;
}

/**
 * Reads until the body ends or holds more than `limit` bytes: then the first `limit` are answered, with how many
 * were read (up to one chunk more), and the caller decides what happens to the rest.
 */
async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let held = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), complete: true, held };
    chunks.push(value);
    held += value.byteLength;
    if (held > limit) return { bytes: Buffer.concat(chunks).subarray(0, limit), complete: false, held };
  }
}

/**
 * Writes a download to `target` as it arrives: into a temporary file beside it (same directory, so the final
 * rename stays on one file system), hashed on the way, renamed over the target only once complete. A failed or
 * interrupted download removes its temporary file and leaves an existing target as it was.
 */
export async function saveDownload(download: RestDownload, target: string): Promise<Received> {
  // A target that is a directory could not be renamed onto: refused before a byte is fetched.
  if (await isDirectory(target)) {
    await download.body.cancel();
    throw new GitLabMcpError('action_outcome', `${target} is a directory; nothing was written.`);
  }
  const partial = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const tally = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(download.body as NodeReadableStream<Uint8Array>),
      tally,
      createWriteStream(partial, { flags: 'wx' }),
    );
    checkComplete(download, size);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** A body that ended short of the size GitLab announced was cut off, even when no error said so. */
function checkComplete(download: RestDownload, received: number): void {
  if (download.size !== null && received !== download.size) {
    throw new GitLabMcpError(
      'action_outcome',
      `The download stopped after ${received} of the ${download.size} bytes GitLab announced; nothing was kept.`,
    );
  }
}

/** Whether a path names an existing directory (a missing path does not). */
export async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
