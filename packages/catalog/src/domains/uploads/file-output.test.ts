import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import type { RestDownload } from '@gitlab-mcp/rest';
import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../action.js';
import { findAction } from '../../catalog.js';
import { INLINE_LIMIT_BYTES } from './file-input.js';
import { digestDownload, readInline } from './file-output.js';

/** A download of these chunks, announcing `size`; `pulls` counts the chunks read from it. */
function downloadOf(chunks: Buffer[], contentType: string | null, size: number | null) {
  const read = { pulls: 0 };
  let index = 0;
  const download: RestDownload = {
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[index];
        index += 1;
        if (chunk === undefined) return controller.close();
        read.pulls += 1;
        controller.enqueue(chunk);
      },
    }),
    contentType,
    size,
  };
  return { download, read };
}

/** A download that must never be read: its first read fails the test. */
function unreadable(contentType: string, size: number): RestDownload {
  return {
    body: new ReadableStream<Uint8Array>({
      pull: () => Promise.reject(new Error('the body was read')),
    }),
    contentType,
    size,
  };
}

/** Runs an action's local call with a context whose downloads answer `download`, recording their paths. */
async function runLocal(id: string, args: Record<string, unknown>, download: RestDownload) {
  const paths: string[] = [];
  const context: ActionContext = {
    rest: () => Promise.reject(new Error('no plain requests here')),
    list: () => Promise.reject(new Error('no lists here')),
    download: (path, options) => {
      paths.push(`${path}${options?.query && Object.keys(options.query).length > 0 ? ' ?' : ''}`);
      return Promise.resolve(download);
    },
    graphql: () => Promise.reject(new Error('no GraphQL here')),
    files: { maxUploadBytes: 2e9, pathsAllowed: true, allowedDirectories: () => Promise.resolve([tmpdir()]) },
    instance: {},
    progress: () => undefined,
  };
  const gitlab = findAction(id)!.gitlab;
  if (!('local' in gitlab)) throw new Error(`${id} is not a local call`);
  return { answer: (await gitlab.local(context, args)) as Record<string, unknown>, paths };
}

const MiB = 1024 * 1024;
const chunksOf = (total: number, fill: string) =>
  Array.from({ length: Math.ceil(total / MiB) }, (_, index) =>
    Buffer.alloc(Math.min(MiB, total - index * MiB), fill),
  );

describe('inline content is bounded', () => {
  it('refuses an announced size above the limit without reading, naming what to use instead', async () => {
    await expect(
      readInline(unreadable('image/png', INLINE_LIMIT_BYTES + 1), 'The avatar', 'use avatar_url instead'),
    ).rejects.toThrow(
      `The avatar is ${INLINE_LIMIT_BYTES + 1} bytes, more than the ${INLINE_LIMIT_BYTES} bytes an answer shows; use avatar_url instead.`,
    );
  });

  it('stops reading an unannounced answer once it passes the limit', async () => {
    const { download, read } = downloadOf(chunksOf(4 * INLINE_LIMIT_BYTES, 'x'), 'text/yaml', null);
    await expect(readInline(download, 'The file', 'ask for less')).rejects.toThrow(
      `The file is over ${INLINE_LIMIT_BYTES} bytes`,
    );
    // The limit's chunks, the one past it, and the one a stream reads ahead.
    expect(read.pulls).toBeLessThanOrEqual(INLINE_LIMIT_BYTES / MiB + 2);
  });

  it('reads an answer within the limit whole', async () => {
    const { download } = downloadOf([Buffer.from('small')], 'image/png', 5);
    expect((await readInline(download, 'x', 'y')).toString()).toBe('small');
  });
});

describe('described downloads', () => {
  it('hashes a download as it arrives and refuses one cut short of its announced size', async () => {
    const chunks = [Buffer.from('model '), Buffer.from('weights')];
    const { download } = downloadOf(chunks, 'application/octet-stream', 13);
    expect(await digestDownload(download)).toEqual({
      size: 13,
      sha256: createHash('sha256').update('model weights').digest('hex'),
    });
    const short = downloadOf([Buffer.from('model ')], 'application/octet-stream', 13).download;
    await expect(digestDownload(short)).rejects.toThrow(
      'The download stopped after 6 of the 13 bytes GitLab announced',
    );
  });

  it('project.export_download describes the archive by its announced size, without fetching it', async () => {
    const { answer, paths } = await runLocal(
      'project.export_download',
      { project_id: 'group/project' },
      unreadable('application/gzip', 123_456_789),
    );
    expect(paths).toEqual(['/projects/group%2Fproject/export/download']);
    expect(answer).toEqual({
      project_id: 'group/project',
      size: 123_456_789,
      content_type: 'application/gzip',
      download_path: '/api/v4/projects/group%2Fproject/export/download',
    });
  });

  it('job.artifacts counts an archive GitLab sends without a size, keeping none of it', async () => {
    const { download } = downloadOf(chunksOf(3 * MiB + 5, 'z'), 'application/zip', null);
    const { answer } = await runLocal('job.artifacts', { project_id: '42', job_id: 7 }, download);
    expect(answer).toEqual({
      job_id: 7,
      artifact_path: 'artifacts.zip',
      size: 3 * MiB + 5,
      content_type: 'application/zip',
    });
  });

  it('job.download_single_artifact previews the start of a long text artifact and gives its whole size', async () => {
    const text = Array.from({ length: 100_000 }, (_, index) => `line ${index}`).join('\n');
    const chunks = [Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))];
    const { download } = downloadOf(chunks, 'text/plain; charset=utf-8', null);
    const { answer } = await runLocal(
      'job.download_single_artifact',
      { project_id: '42', job_id: 7, artifact_path: 'logs/test.log' },
      download,
    );
    expect(answer).toMatchObject({ size: Buffer.byteLength(text), content_type: 'text/plain' });
    expect(answer.preview).toBe(text.split('\n').slice(0, 40).join('\n'));
    expect(answer.preview_truncated).toBe(true);
  });

  it('repository.file_raw shows the start of a text file above the inline limit, with its size', async () => {
    const size = INLINE_LIMIT_BYTES + 3 * MiB;
    const { download } = downloadOf(chunksOf(size, 'a'), 'text/plain', size);
    const { answer } = await runLocal(
      'repository.file_raw',
      { project_id: '42', file_path: 'data/huge.csv' },
      download,
    );
    expect(answer).toMatchObject({ file_path: 'data/huge.csv', size, binary: false, truncated: true });
    expect(String(answer.content)).toMatch(/^a+$/);
    expect(answer.omitted).toBe(`the file is ${size} bytes; only its first 40000 characters are shown`);
  });

  it('admin.usage_data_metric_definitions counts every definition across chunk boundaries', async () => {
    const entry = (index: number) => `- key_path: counts.metric_${index}\n  status: active\n`;
    const yaml = `---\n${Array.from({ length: 250 }, (_, index) => entry(index)).join('')}`;
    // Cut every 7 bytes, so lines and entries straddle chunks.
    const chunks = Array.from({ length: Math.ceil(yaml.length / 7) }, (_, index) =>
      Buffer.from(yaml.slice(index * 7, index * 7 + 7)),
    );
    const { download } = downloadOf(chunks, 'application/yaml', null);
    const { answer } = await runLocal('admin.usage_data_metric_definitions', {}, download);
    expect(answer).toMatchObject({ total: 250, shown: 200 });
    const definitions = answer.definitions as { key_path: string; status: string }[];
    expect(definitions.at(-1)).toMatchObject({ key_path: 'counts.metric_199', status: 'active' });
  });
});
