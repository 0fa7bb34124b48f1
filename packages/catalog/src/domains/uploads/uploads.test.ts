import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderResult } from '@gitlab-mcp/result/render';
import type { RestClient, RestDownload } from '@gitlab-mcp/rest';
import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';
import { runAction } from '../../run-action.js';
import type { ActionRuntime } from '../../run-action.js';

/** A 1×1 PNG. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A runtime whose REST client answers every request with `answer` and records what was sent; a download streams
 * `answer`, a Blob.
 */
function fakeRuntime(answer: unknown) {
  const sent: Sent[] = [];
  const rest = {
    request: async (method: string, path: string, options: { body?: unknown } = {}) => {
      sent.push({ method, path, body: options.body });
      return { data: answer, status: 200, headers: {} };
    },
    download: async (path: string): Promise<RestDownload> => {
      sent.push({ method: 'GET', path, body: undefined });
      const blob = answer as Blob;
      return { body: blob.stream(), contentType: blob.type, size: blob.size };
    },
  } as unknown as RestClient;
  const files = {
    maxUploadBytes: 2e9,
    pathsAllowed: true,
    allowedDirectories: () => Promise.resolve([tmpdir()]),
  };
  const runtime = { rest, graphql: {}, instance: {}, files } as unknown as ActionRuntime;
  return { runtime, sent };
}

async function run(id: string, args: Record<string, unknown>, answer: unknown) {
  const { runtime, sent } = fakeRuntime(answer);
  const result = await runAction(findAction(id)!, args, runtime);
  const rendered = renderResult(result, {
    describeAction: (action) => `action '${action}'`,
    codexCompat: false,
    embedResources: true,
  });
  return { result, rendered, sent };
}

const uploaded = {
  id: 7,
  alt: 'diagram',
  url: '/uploads/abc/diagram.png',
  markdown: '![diagram](/uploads/abc/diagram.png)',
};

describe('project.upload', () => {
  it('OF-2 sends the file as the multipart `file` part and shows an image to the user, not in the text', async () => {
    const args = { project_id: 'group/project', filename: 'diagram.png', content_base64: PIXEL };
    const { result, rendered, sent } = await run('project.upload', args, uploaded);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.path).toBe('projects/group%2Fproject/uploads');
    const part = (sent[0]!.body as FormData).get('file') as File;
    expect(part.name).toBe('diagram.png');
    expect(Buffer.from(await part.arrayBuffer()).toString('base64')).toBe(PIXEL);
    expect(result.kind === 'object' && result.data).toMatchObject({
      ...uploaded,
      size: 70,
      content_type: 'image/png',
    });
    const image = rendered.content.find((block) => block.type === 'image');
    expect(image).toMatchObject({ data: PIXEL, mimeType: 'image/png', annotations: { audience: ['user'] } });
    const text = rendered.content.find((block) => block.type === 'text');
    expect(text && 'text' in text ? text.text : '').not.toContain(PIXEL);
    expect(JSON.stringify(rendered.structuredContent)).not.toContain(PIXEL);
  });

  it('OF-2 adds no image block for a file that is not an image a client can show', async () => {
    const args = {
      project_id: 42,
      filename: 'logo.svg',
      content_base64: Buffer.from('<svg/>').toString('base64'),
    };
    const { rendered } = await run('project.upload', args, uploaded);
    expect(rendered.content.map((block) => block.type)).toEqual(['text']);
  });

  it('reads file_path from the local disk, keeping the given file name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gitlab-mcp-upload-'));
    const path = join(dir, 'shot.bin');
    await writeFile(path, Buffer.from(PIXEL, 'base64'));
    const { sent } = await run(
      'project.upload',
      { project_id: 42, filename: 'shot.png', file_path: path },
      uploaded,
    );
    const part = (sent[0]!.body as FormData).get('file') as File;
    expect(part.name).toBe('shot.png');
    expect(part.type).toBe('image/png');
    expect(part.size).toBe(70);
  });

  it('refuses before sending anything unless exactly one of content_base64 and file_path is given', async () => {
    for (const extra of [{}, { content_base64: PIXEL, file_path: '/tmp/x.png' }]) {
      const { runtime, sent } = fakeRuntime(uploaded);
      await expect(
        runAction(findAction('project.upload')!, { project_id: 42, filename: 'x.png', ...extra }, runtime),
      ).rejects.toThrow('either as content_base64 or as file_path');
      expect(sent).toEqual([]);
    }
  });
});

describe('avatars', () => {
  it('OF-2 project.download_avatar describes the image in the card and gives the bytes as an image block', async () => {
    const blob = new Blob([Buffer.from(PIXEL, 'base64')], { type: 'image/png' });
    const { result, rendered, sent } = await run('project.download_avatar', { project_id: 42 }, blob);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET projects/42/avatar']);
    expect(result.kind === 'object' && result.data).toEqual({
      owner: 'project 42',
      content_type: 'image/png',
      size: 70,
      shown: true,
    });
    expect(rendered.content.map((block) => block.type)).toEqual(['text', 'image']);
  });

  it('group.upload_avatar sends the multipart `avatar` field of the group update and answers the group', async () => {
    const group = { id: 10, full_path: 'group', avatar_url: 'https://gitlab.example.com/uploads/a.png' };
    const args = { group_id: 'group', filename: 'a.png', content_base64: PIXEL };
    const { result, sent } = await run('group.upload_avatar', args, group);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.path).toBe('groups/group');
    expect(((sent[0]!.body as FormData).get('avatar') as File).name).toBe('a.png');
    expect(result.kind === 'object' && result.image?.mimeType).toBe('image/png');
  });
});
