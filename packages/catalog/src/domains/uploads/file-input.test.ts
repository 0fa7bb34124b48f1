import { appendFile, mkdtemp, open, writeFile } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '../../action.js';
import { formWith, imageOfFile, readLocalFile, sendFile } from './file-input.js';

/** Every whole-file read the module could make: none is allowed for a file given by path. */
const wholeReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    readFile: (...args: Parameters<typeof actual.readFile>) => {
      wholeReads.count += 1;
      return actual.readFile(...args);
    },
  };
});

beforeEach(() => {
  wholeReads.count = 0;
});

const MiB = 1024 * 1024;

function contextWith(maxUploadBytes: number, rest: ActionContext['rest'] = () => Promise.resolve({})) {
  return {
    rest,
    download: () => Promise.reject(new Error('no downloads here')),
    list: () => Promise.reject(new Error('no lists here')),
    graphql: () => Promise.reject(new Error('no GraphQL here')),
    files: { maxUploadBytes, pathsAllowed: true, allowedDirectories: () => Promise.resolve([tmpdir()]) },
    instance: {},
    progress: () => undefined,
  } satisfies ActionContext;
}

async function fileOfSize(name: string, size: number): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'file-input-')), name);
  // Sparse: the test needs the size, not the disk space.
  const handle = await open(path, 'w');
  await handle.truncate(size);
  await handle.close();
  return path;
}

/** A collector of garbage on demand, so a memory measure counts what is held, not what is merely uncollected. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('readLocalFile', () => {
  it('refuses a file above GITLAB_MCP_UPLOAD_MAX_FILE_SIZE before reading any of it', async () => {
    const path = await fileOfSize('big.bin', 64 * MiB);
    const before = process.memoryUsage().arrayBuffers;
    const reading = readLocalFile(contextWith(MiB), path);
    await expect(reading).rejects.toMatchObject({ code: 'action_outcome' });
    await expect(reading).rejects.toThrow(
      `big.bin is ${64 * MiB} bytes, above the upload limit of ${MiB} bytes`,
    );
    expect(wholeReads.count).toBe(0);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MiB);
  });

  it('gives a Blob backed by the file, not a copy of its bytes', async () => {
    const path = await fileOfSize('notes.txt', 0);
    await writeFile(path, 'first version');
    const file = await readLocalFile(contextWith(MiB), path);
    expect(file).toMatchObject({ filename: 'notes.txt', mimeType: 'text/plain' });
    expect(file.blob.size).toBe(13);
    expect(Buffer.isBuffer(file.blob)).toBe(false);
    expect(wholeReads.count).toBe(0);
    // A copy would still read; the file itself is read only when sent, and Node refuses a changed file.
    await appendFile(path, ', then more');
    await expect(file.blob.text()).rejects.toMatchObject({ name: 'NotReadableError' });
  });

  it('streams a 64 MiB upload through its multipart form with memory far below its size', async () => {
    const gc = collector();
    const size = 64 * MiB;
    const path = await fileOfSize('disk.img', size);
    gc();
    // Measured from before the file is opened: a copy of its bytes would be held from there to the end.
    const before = process.memoryUsage().arrayBuffers;
    const file = await readLocalFile(contextWith(2 * size), path);
    // The transport encodes a FormData body exactly so (packages/rest http-fetch: `new Response(body)`).
    const reader = new Response(formWith('file', file)).body!.getReader();
    let sent = 0;
    let peak = 0;
    for (let chunks = 0; ; chunks += 1) {
      const { done, value } = await reader.read();
      if (done) break;
      sent += value.byteLength;
      if (chunks % 64 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
      }
    }
    expect(sent).toBeGreaterThan(size);
    expect(peak).toBeLessThan(size / 4);
    expect(wholeReads.count).toBe(0);
  });

  it('names what is wrong with a path that is missing or not a file', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'file-input-'));
    await expect(readLocalFile(contextWith(MiB), join(directory, 'none.txt'))).rejects.toThrow(
      /^file_path .*none\.txt cannot be read \(ENOENT/,
    );
    await expect(readLocalFile(contextWith(MiB), directory, { parameter: 'file' })).rejects.toThrow(
      `file ${directory} is not a regular file.`,
    );
  });
});

describe('sendFile', () => {
  it('a file that changes while it is sent stops the upload with a clear message', async () => {
    const path = await fileOfSize('build.zip', 0);
    await writeFile(path, 'complete archive');
    // Reads the body as the transport would.
    const context = contextWith(MiB, async (_method, _path, options) => {
      await new Response(options?.body as FormData).arrayBuffer();
      return {};
    });
    const file = await readLocalFile(context, path);
    await appendFile(path, ' and a later write');
    const sending = sendFile(context, 'POST', '/projects/1/uploads', file, { body: formWith('file', file) });
    await expect(sending).rejects.toMatchObject({ code: 'action_outcome' });
    await expect(sending).rejects.toThrow(
      'build.zip changed on disk while it was being uploaded, so the upload was stopped and GitLab kept nothing',
    );
  });

  it('passes any other failure on unchanged', async () => {
    const failure = new Error('GitLab said no');
    const context = contextWith(MiB, () => Promise.reject(failure));
    const file = await readLocalFile(context, await fileOfSize('a.txt', 3));
    await expect(sendFile(context, 'POST', '/x', file, { body: file.blob })).rejects.toBe(failure);
  });
});

describe('imageOfFile', () => {
  it('OF-2 shows an uploaded image, but never reads one above the inline limit', async () => {
    const small = await readLocalFile(contextWith(64 * MiB), await fileOfSize('a.png', 10));
    expect(await imageOfFile(small)).toEqual({
      data: Buffer.alloc(10).toString('base64'),
      mimeType: 'image/png',
    });
    const large = await readLocalFile(contextWith(64 * MiB), await fileOfSize('b.png', 32 * MiB));
    const before = process.memoryUsage().arrayBuffers;
    expect(await imageOfFile(large)).toBeNull();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MiB);
  });
});
