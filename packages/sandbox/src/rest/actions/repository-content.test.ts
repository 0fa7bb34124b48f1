import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../start-sandbox.js';
import { sha } from '../../store/sha.js';
import { api } from '../../testing/client.js';
import type { Sandbox } from '../../types.js';

const repo = '/projects/42/repository';
const mainTip = sha('42:main-29');

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const send = (path: string, body: unknown, method = 'POST') => api(sandbox, path, { method, body });

describe('repository content (https://docs.gitlab.com/api/repositories/)', () => {
  it('lists a submodule as a tree entry of type commit, after directories and files', async () => {
    const root = (await api(sandbox, `${repo}/tree?recursive=true&per_page=100`)).body as {
      path: string;
      type: string;
      mode: string;
    }[];
    expect(root.at(-1)).toMatchObject({ path: 'vendor/library', type: 'commit', mode: '160000' });
    expect(root.findIndex((entry) => entry.type === 'blob')).toBeGreaterThan(
      root.findLastIndex((entry) => entry.type === 'tree'),
    );
  });

  it('serves a blob by its SHA as base64 JSON and raw text, found from the tree', async () => {
    const tree = (await api(sandbox, `${repo}/tree`)).body as { path: string; id: string }[];
    const readme = tree.find((entry) => entry.path === 'README.md')!;
    const blob = (await api(sandbox, `${repo}/blobs/${readme.id}`)).body as Record<string, unknown>;
    expect(blob).toMatchObject({ encoding: 'base64', sha: readme.id });
    expect(Buffer.from(String(blob.content), 'base64').toString()).toContain('# Project');
    const raw = await api(sandbox, `${repo}/blobs/${readme.id}/raw`);
    expect(raw.headers.get('content-type')).toContain('text/plain');
    expect(raw.text).toContain('# Project');
    expect((await api(sandbox, `${repo}/blobs/0000000`)).body).toEqual({ message: '404 Blob Not Found' });
  });

  it('blames a range of lines (range[start], range[end]) and resolves HEAD to the default branch', async () => {
    const blame = (
      await api(sandbox, `${repo}/files/src%2Flogin.ts/blame?ref=HEAD&range[start]=2&range[end]=3`)
    ).body as { commit: { id: string }; lines: string[] }[];
    expect(blame).toHaveLength(1);
    expect(blame[0]!.commit.id).toBe(mainTip);
    expect(blame[0]!.lines).toEqual([
      '  if (password.length === 0) return false;',
      '  return user.length > 0;',
    ]);
  });

  it('counts contributors of the default branch, ordered by commits unless asked otherwise', async () => {
    const byName = (await api(sandbox, `${repo}/contributors?order_by=name&sort=desc`)).body as {
      name: string;
      commits: number;
    }[];
    expect(byName.map((row) => row.name)).toEqual([
      'Carol Clark',
      'Bob Brown',
      'Alice Anderson',
      'Administrator',
    ]);
    expect(byName.reduce((sum, row) => sum + row.commits, 0)).toBe(30);
  });

  it('generates a changelog from Changelog trailers since the previous version tag, and commits it', async () => {
    const notes = ((await api(sandbox, `${repo}/changelog?version=1.3.0`)).body as { notes: string }).notes;
    expect(notes).toMatch(/^## 1\.3\.0 \(2025-03-21\)\n\n### added \(2 changes\)\n/);
    expect(notes).toContain('### fixed (1 change)');
    expect((await api(sandbox, `${repo}/changelog?version=1.3.0&from=main`)).body).toEqual({
      notes: '## 1.3.0 (2025-03-21)\n\nNo changes.\n',
    });
    expect((await send(`${repo}/changelog`, { version: '1.3.0' })).status).toBe(200);
    const file = await api(sandbox, `${repo}/files/CHANGELOG.md/raw?ref=main`);
    expect(file.text).toContain('## 1.3.0');
  });

  it('points a submodule at another commit with a commit on the branch', async () => {
    const target = sha('44:main-2');
    const updated = await send(
      `${repo}/submodules/vendor%2Flibrary`,
      { branch: 'main', commit_sha: target },
      'PUT',
    );
    expect(updated.body).toMatchObject({
      title: `Update submodule vendor/library with oid ${target}`,
      status: null,
    });
    const tree = (await api(sandbox, `${repo}/tree?path=vendor`)).body as { id: string }[];
    expect(tree[0]!.id).toBe(target);
    expect(
      (await send(`${repo}/submodules/vendor%2Flibrary`, { branch: 'main', commit_sha: target }, 'PUT')).body,
    ).toEqual({ message: 'The submodule is already at that commit' });
  });

  it('renders Markdown, linking references of the named project (https://docs.gitlab.com/api/markdown/)', async () => {
    const rendered = await send('/markdown', {
      text: '# Title\n\nSee #1 and <b>',
      gfm: true,
      project: 'group/project',
    });
    expect(rendered.status).toBe(201);
    expect((rendered.body as { html: string }).html).toBe(
      '<h1>Title</h1>\n<p dir="auto">See <a href="https://gitlab.example.com/group/project/-/issues/1" class="gfm gfm-issue">#1</a> and &lt;b&gt;</p>',
    );
    expect((await send('/markdown', {})).body).toEqual({ error: 'text is missing' });
  });
});

describe('comments and discussions on commits (https://docs.gitlab.com/api/discussions/#commits)', () => {
  it('adds a line comment that the comments API and the discussions API both show', async () => {
    const comment = await send(`${repo}/commits/${mainTip}/comments`, {
      note: 'Why?',
      path: 'README.md',
      line: 3,
      line_type: 'old',
    });
    expect(comment.body).toMatchObject({ note: 'Why?', path: 'README.md', line: 3, line_type: 'old' });
    const comments = (await api(sandbox, `${repo}/commits/${mainTip}/comments`)).body as { note: string }[];
    expect(comments.map((row) => row.note)).toEqual(['Nice merge.', 'Why?']);
    const threads = (await api(sandbox, `${repo}/commits/${mainTip}/discussions`)).body as {
      individual_note: boolean;
      notes: { body: string }[];
    }[];
    expect(threads.map((thread) => [thread.individual_note, thread.notes[0]!.body])).toEqual([
      [true, 'Nice merge.'],
      [false, 'Why?'],
    ]);
  });

  it('starts a thread, replies, edits and deletes a note', async () => {
    const base = `${repo}/commits/${mainTip}/discussions`;
    const thread = (await send(base, { body: 'Thread' })).body as { id: string };
    const reply = (await send(`${base}/${thread.id}/notes`, { body: 'Reply' })).body as { id: number };
    expect(
      (await send(`${base}/${thread.id}/notes/${reply.id}`, { body: 'Edited' }, 'PUT')).body,
    ).toMatchObject({
      body: 'Edited',
    });
    expect((await api(sandbox, `${base}/${thread.id}/notes/${reply.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const after = (await api(sandbox, `${base}/${thread.id}`)).body as { notes: unknown[] };
    expect(after.notes).toHaveLength(1);
    expect((await api(sandbox, `${base}/nope`)).body).toEqual({ message: '404 Discussion Not Found' });
  });
});
