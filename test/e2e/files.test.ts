/**
 * Issue 8: files move as streams. An upload from file_path reaches GitLab byte for byte, a download to
 * output_path lands byte for byte, and a download that fails mid-way leaves nothing behind: no partial file, no
 * temporary file, and an existing target as it was.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

const run = (action: string, params: Record<string, unknown>, confirm?: boolean) =>
  harness.call('gitlab_execute_action', { action, params, ...(confirm ? { confirm } : {}) });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const coordinates = { project_id: 'group/project', package_name: 'e2e-files', package_version: '1.0.0' };
const genericPath = (file: string) =>
  `/projects/group%2Fproject/packages/generic/${coordinates.package_name}/${coordinates.package_version}/${file}`;

/** What GitLab itself stores for a generic package file, read without the server under test. */
async function storedBytes(file: string): Promise<Buffer> {
  const { sandbox } = harness;
  const response = await fetch(`${sandbox.url}/api/v4${genericPath(file)}`, {
    headers: { 'PRIVATE-TOKEN': sandbox.tokens.api },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** package.download of payload.bin to `outputPath` while GitLab cuts the answer's body off half-way. */
async function downloadCutOff(outputPath: string, confirm?: boolean) {
  harness.sandbox.faults.add({
    method: 'GET',
    path: genericPath('payload.bin'),
    fault: { kind: 'cut_body' },
  });
  try {
    return await run(
      'package.download',
      {
        ...coordinates,
        file_name: 'payload.bin',
        output_path: outputPath,
      },
      confirm,
    );
  } finally {
    harness.sandbox.faults.clear();
  }
}

/** Binary content (every byte value, NUL included), large enough to arrive in many chunks. */
const payload = randomBytes(3 * 1024 * 1024);

describe('files', () => {
  it('package.publish sends a local file as the PUT body itself, and GitLab stores exactly its bytes', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    writeFileSync(join(directory, 'payload.bin'), payload);
    harness.sandbox.requests.clear();
    const result = await run('package.publish', {
      ...coordinates,
      file_name: 'payload.bin',
      file_path: join(directory, 'payload.bin'),
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toContain(sha256(payload));
    const [put] = harness.sandbox.requests.all();
    expect(put?.method).toBe('PUT');
    expect(put?.headers['content-type']).toBe('application/octet-stream');
    expect(sha256(await storedBytes('payload.bin'))).toBe(sha256(payload));
  });

  it('project.upload sends a local file as the multipart `file` part, byte for byte', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    writeFileSync(join(directory, 'trace.bin'), payload);
    harness.sandbox.requests.clear();
    const result = await run('project.upload', {
      project_id: 'group/project',
      filename: 'trace.bin',
      file_path: join(directory, 'trace.bin'),
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const [post] = harness.sandbox.requests.all();
    const part = (post?.body as { file?: { filename: string; data: string } }).file;
    expect(part?.filename).toBe('trace.bin');
    expect(sha256(Buffer.from(part?.data ?? '', 'base64'))).toBe(sha256(payload));
  });

  it('admin.appearance_update sends its images as multipart file parts, the other fields as text parts', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    const logo = randomBytes(2048);
    writeFileSync(join(directory, 'logo.png'), logo);
    writeFileSync(join(directory, 'favicon.ico'), 'icon');
    harness.sandbox.requests.clear();
    const result = await run('admin.appearance_update', {
      title: 'Example GitLab',
      logo: join(directory, 'logo.png'),
      favicon: join(directory, 'favicon.ico'),
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const [put] = harness.sandbox.requests.all();
    expect([put?.method, put?.path]).toEqual(['PUT', '/application/appearance']);
    expect(put?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = put?.body as Record<string, { filename: string; data: string } | string>;
    expect(Object.keys(body).sort()).toEqual(['favicon', 'logo', 'title']);
    expect(body.title).toBe('Example GitLab');
    const part = body.logo as { filename: string; data: string };
    expect(part.filename).toBe('logo.png');
    expect(sha256(Buffer.from(part.data, 'base64'))).toBe(sha256(logo));
    expect((body.favicon as { filename: string }).filename).toBe('favicon.ico');
    expect(textOf(result)).toContain('/uploads/-/system/appearance/logo/1/logo.png');
  });

  it('admin.appearance_update without an image is a plain JSON update', async () => {
    harness.sandbox.requests.clear();
    const result = await run('admin.appearance_update', { header_message: 'Read-only on Saturday' });
    expect(result.isError, textOf(result)).toBeFalsy();
    const [put] = harness.sandbox.requests.all();
    expect([put?.method, put?.path]).toEqual(['PUT', '/application/appearance']);
    expect(put?.headers['content-type']).toMatch(/^application\/json/);
    expect(put?.body).toEqual({ header_message: 'Read-only on Saturday' });
  });

  it('package.download streams into output_path: the same bytes, and no temporary file left', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    const result = await run('package.download', {
      ...coordinates,
      file_name: 'payload.bin',
      output_path: directory,
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(readdirSync(directory)).toEqual(['payload.bin']);
    expect(sha256(readFileSync(join(directory, 'payload.bin')))).toBe(sha256(payload));
    expect(textOf(result)).toContain(sha256(payload));
  });

  it('a download cut off mid-way leaves no temporary file and the existing target untouched', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    writeFileSync(join(directory, 'payload.bin'), 'the copy from yesterday');
    // Replacing the file is approved (confirm), so what is checked is the cut-off itself.
    const result = await downloadCutOff(directory, true);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^## ❌ Error: /);
    expect(textOf(result)).toContain('closed the connection');
    expect(readdirSync(directory)).toEqual(['payload.bin']);
    expect(readFileSync(join(directory, 'payload.bin'), 'utf8')).toBe('the copy from yesterday');
  });

  it('a new file cut off mid-way is not created at all', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'e2e-files-'));
    expect((await downloadCutOff(join(directory, 'fresh.bin'))).isError).toBe(true);
    expect(readdirSync(directory)).toEqual([]);
  });
});
