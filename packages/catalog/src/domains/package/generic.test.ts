import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gitlabTransportError } from '@gitlab-mcp/result';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RestDownload } from '@gitlab-mcp/rest';
import type { ActionContext, LocalFiles } from '../../action.js';
import { genericPackageActions } from './generic.js';

type Local = (context: ActionContext, args: Record<string, unknown>) => Promise<unknown>;

function local(id: string): Local {
  const action = genericPackageActions.find((entry) => entry.id === id)!;
  if (!('local' in action.gitlab)) throw new Error(`${id} is not a local call`);
  return action.gitlab.local as Local;
}

/** A download of these chunks; `failure` ends the stream with it after the chunks instead of closing it. */
function downloadOf(chunks: string[], failure?: Error): RestDownload {
  const bytes = chunks.map((chunk) => Buffer.from(chunk));
  return {
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of bytes) controller.enqueue(chunk);
        if (failure) controller.error(failure);
        else controller.close();
      },
    }),
    contentType: 'application/octet-stream',
    size: failure ? null : bytes.reduce((sum, chunk) => sum + chunk.length, 0),
  };
}

/**
 * A context with these file rules that records the requests it is asked to send (and their bodies), answers
 * `answer`, and serves `download` to a download.
 */
function contextWith(files: Partial<LocalFiles>, answer: unknown = {}, download = downloadOf([])) {
  const sent: string[] = [];
  const bodies: unknown[] = [];
  const context: ActionContext = {
    rest: (method, path, options) => {
      sent.push(`${method} ${path}`);
      bodies.push(options?.body);
      return Promise.resolve(answer);
    },
    list: () => Promise.reject(new Error('no lists here')),
    download: (path) => {
      sent.push(`GET ${path}`);
      return Promise.resolve(download);
    },
    graphql: () => Promise.reject(new Error('no GraphQL here')),
    files: {
      maxUploadBytes: 2e9,
      pathsAllowed: true,
      allowedDirectories: () => Promise.resolve([tmpdir()]),
      ...files,
    },
    instance: { url: 'https://gitlab.example.com' },
    progress: () => undefined,
    // The user approves replacing a file (the server asks through confirm or elicitation).
    approve: () => Promise.resolve(),
  };
  return { context, sent, bodies };
}

const coordinates = { project_id: 'group/project', package_name: 'tool', package_version: '1.0.0' };

describe('generic packages', () => {
  it('refuses an upload above GITLAB_MCP_UPLOAD_MAX_FILE_SIZE and sends nothing', async () => {
    const { context, sent } = contextWith({ maxUploadBytes: 4 });
    const content_base64 = Buffer.from('12345').toString('base64');
    const publish = local('package.publish')(context, { ...coordinates, file_name: 'a.bin', content_base64 });
    await expect(publish).rejects.toMatchObject({ code: 'action_outcome' });
    await expect(publish).rejects.toThrow('a.bin is 5 bytes, above the upload limit of 4 bytes');
    expect(sent).toEqual([]);
  });

  it('uploads a file at the limit, describing it by size and SHA-256', async () => {
    const { context, sent } = contextWith({ maxUploadBytes: 4 });
    const answer = (await local('package.publish')(context, {
      ...coordinates,
      file_name: 'a.txt',
      content_base64: Buffer.from('abcd').toString('base64'),
    })) as Record<string, unknown>;
    expect(sent).toEqual(['PUT /projects/group%2Fproject/packages/generic/tool/1.0.0/a.txt']);
    expect(answer).toMatchObject({ size: 4, content_type: 'text/plain', file_name: 'a.txt' });
    expect(answer.sha256).toBe('88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589');
  });

  it('checks every file of a directory before the first upload', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    writeFileSync(join(directory, 'small.txt'), 'ok');
    writeFileSync(join(directory, 'large.txt'), 'far too large');
    const { context, sent } = contextWith({ maxUploadBytes: 5 });
    await expect(
      local('package.publish_directory')(context, { ...coordinates, directory_path: directory }),
    ).rejects.toThrow('large.txt is 13 bytes');
    expect(sent).toEqual([]);
  });

  it('over HTTP, never reads, lists or writes a path of the server: the caller is elsewhere', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    writeFileSync(join(directory, 'a.txt'), 'data');
    const { context, sent } = contextWith({ pathsAllowed: false }, new Blob(['downloaded']));
    const refused = 'a shared (HTTP) server does not open for its callers';
    await expect(
      local('package.publish')(context, {
        ...coordinates,
        file_name: 'a.txt',
        file_path: join(directory, 'a.txt'),
      }),
    ).rejects.toThrow(refused);
    await expect(
      local('package.publish_directory')(context, { ...coordinates, directory_path: directory }),
    ).rejects.toThrow(refused);
    await expect(
      local('package.download')(context, { ...coordinates, file_name: 'b.txt', output_path: directory }),
    ).rejects.toThrow(refused);
    expect(sent).toEqual([]);
    expect(readdirSync(directory)).toEqual(['a.txt']);
  });

  it('sends the file as the PUT body itself, not a multipart form GitLab would store whole', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    writeFileSync(join(directory, 'tool.bin'), 'binary build');
    const { context, bodies } = contextWith({});
    const answer = (await local('package.publish')(context, {
      ...coordinates,
      file_name: 'tool.bin',
      file_path: join(directory, 'tool.bin'),
    })) as Record<string, unknown>;
    const body = bodies[0];
    expect(body).toBeInstanceOf(Blob);
    expect(body).not.toBeInstanceOf(FormData);
    expect(await (body as Blob).text()).toBe('binary build');
    expect(answer).toMatchObject({ size: 12, file_name: 'tool.bin' });
  });

  it('saves a download to the output path and answers its description, not its bytes', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    const { context } = contextWith({}, {}, downloadOf(['secret ', 'bytes']));
    const answer = (await local('package.download')(context, {
      ...coordinates,
      file_name: 'notes.txt',
      output_path: directory,
    })) as Record<string, unknown>;
    expect(readFileSync(join(directory, 'notes.txt'), 'utf8')).toBe('secret bytes');
    expect(answer).toMatchObject({ size: 12, output_path: join(directory, 'notes.txt') });
    expect(JSON.stringify(answer)).not.toContain('secret bytes');
  });

  it('a download cut off mid-way leaves the existing target as it was and no temporary file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    writeFileSync(join(directory, 'notes.txt'), 'the old notes');
    const dropped = gitlabTransportError('connection', 'GET', '/x', 'GitLab closed the connection.');
    const { context } = contextWith({}, {}, downloadOf(['half of the new'], dropped));
    await expect(
      local('package.download')(context, { ...coordinates, file_name: 'notes.txt', output_path: directory }),
    ).rejects.toBe(dropped);
    expect(readdirSync(directory)).toEqual(['notes.txt']);
    expect(readFileSync(join(directory, 'notes.txt'), 'utf8')).toBe('the old notes');
  });

  it('refuses a target that is a directory before reading a byte of the download', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    mkdirSync(join(directory, 'notes.txt'));
    let pulled = 0;
    const download: RestDownload = {
      body: new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += 1;
            controller.enqueue(Buffer.from('bytes'));
          },
        },
        { highWaterMark: 0 },
      ),
      contentType: 'application/octet-stream',
      size: null,
    };
    const { context } = contextWith({}, {}, download);
    await expect(
      local('package.download')(context, { ...coordinates, file_name: 'notes.txt', output_path: directory }),
    ).rejects.toThrow(`${join(directory, 'notes.txt')} is a directory; nothing was written.`);
    expect(pulled).toBe(0);
    expect(readdirSync(directory)).toEqual(['notes.txt']);
  });

  it('never replaces a file without a way to approve it, and leaves it as it was', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    const target = join(directory, 'saved.txt');
    writeFileSync(target, 'the old notes');
    const { context, sent } = contextWith({}, {}, downloadOf(['new']));
    delete context.approve;
    await expect(
      local('package.download')(context, { ...coordinates, file_name: 'notes.txt', output_path: target }),
    ).rejects.toThrow(`output_path ${target} already exists and this call cannot be confirmed`);
    expect(sent).toEqual([]);
    expect(readFileSync(target, 'utf8')).toBe('the old notes');
  });

  it('a complete download replaces the target whole', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'generic-test-'));
    const target = join(directory, 'saved.txt');
    writeFileSync(target, 'the old notes, longer than the new');
    const { context } = contextWith({}, {}, downloadOf(['new ', 'notes']));
    await local('package.download')(context, { ...coordinates, file_name: 'notes.txt', output_path: target });
    expect(readdirSync(directory)).toEqual(['saved.txt']);
    expect(readFileSync(target, 'utf8')).toBe('new notes');
  });
});
