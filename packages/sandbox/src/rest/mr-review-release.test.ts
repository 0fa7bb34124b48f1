import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const mr = '/projects/42/merge_requests';
const thread = (name: string) => createHash('sha1').update(`discussion:${name}`).digest('hex');

describe('merge request review', () => {
  it("!243's review thread is on a diff line of its one version, and its note count stays 2", async () => {
    const [version] = records(await api(sandbox, `${mr}/243/versions`));
    const discussion = record(await api(sandbox, `${mr}/243/discussions/${thread('mr243-thread')}`));
    const notes = discussion.notes as Record<string, unknown>[];
    expect(notes.map((note) => note.type)).toEqual(['DiffNote', 'DiffNote']);
    expect(notes[0]!.position).toMatchObject({
      new_path: 'src/login.ts',
      new_line: 2,
      head_sha: version!.head_commit_sha,
      base_sha: version!.base_commit_sha,
    });
    expect(record(await api(sandbox, `${mr}/243`)).user_notes_count).toBe(2);
    const full = record(await api(sandbox, `${mr}/243/versions/${String(version!.id)}`));
    expect((full.diffs as unknown[]).length).toBe(3);
    expect((await api(sandbox, `${mr}/243/versions/1`)).status).toBe(404);
  });

  it('serves the raw diff as git prints it, binary files as one line', async () => {
    const raw = await api(sandbox, `${mr}/244/raw_diffs`);
    expect(raw.headers.get('content-type')).toContain('text/plain');
    expect(raw.text).toContain(
      'diff --git a/public/remember-me.png b/public/remember-me.png\nnew file mode 100644\nBinary files',
    );
    expect(raw.text).toContain('--- /dev/null\n+++ b/src/remember-me/constants.ts\n@@ -0,0 +1,400 @@');
  });

  it('edits a thread note with body or resolved, never both', async () => {
    const path = `${mr}/244/discussions/${thread('mr244-thread')}/notes/3004`;
    const both = await api(sandbox, path, { method: 'PUT', body: { body: 'x', resolved: true } });
    expect(both.status).toBe(400);
    const resolved = await api(sandbox, path, { method: 'PUT', body: { resolved: true } });
    expect(record(resolved)).toMatchObject({ resolved: true, body: 'Should remember-me be opt-in?' });
    expect((await api(sandbox, `${mr}/244/discussions/${thread('mr235-thread')}/notes/3004`)).status).toBe(
      404,
    );
  });

  it('keeps draft notes private to their author and publishes them as threads', async () => {
    expect(records(await api(sandbox, `${mr}/243/draft_notes`))).toHaveLength(2);
    expect(records(await api(sandbox, `${mr}/243/draft_notes`, { token: sandbox.tokens.alice }))).toEqual([]);
    expect((await api(sandbox, `${mr}/243/draft_notes/4001`, { token: sandbox.tokens.alice })).status).toBe(
      404,
    );
    const before = records(await api(sandbox, `${mr}/243/discussions`)).length;
    const published = await api(sandbox, `${mr}/243/draft_notes/4002/publish`, { method: 'PUT' });
    expect(published.status).toBe(204);
    const discussions = records(await api(sandbox, `${mr}/243/discussions`));
    expect(discussions).toHaveLength(before + 1);
    const newest = (discussions.at(-1)!.notes as Record<string, unknown>[])[0]!;
    expect(newest).toMatchObject({
      type: 'DiffNote',
      resolvable: true,
      position: { new_path: 'docs/guide.md' },
    });
    expect(records(await api(sandbox, `${mr}/243/draft_notes`)).map((row) => row.id)).toEqual([4001]);
  });

  it('bulk publishing replies in the thread a draft answers and resolves it when asked', async () => {
    const created = await api(sandbox, `${mr}/244/draft_notes`, {
      method: 'POST',
      body: { note: 'Done.', in_reply_to_discussion_id: thread('mr235-thread'), resolve_discussion: true },
    });
    expect(created.status).toBe(201);
    expect((await api(sandbox, `${mr}/244/draft_notes`, { method: 'POST', body: {} })).status).toBe(400);
    expect((await api(sandbox, `${mr}/244/draft_notes/bulk_publish`, { method: 'POST' })).status).toBe(204);
    expect(records(await api(sandbox, `${mr}/244/draft_notes`))).toEqual([]);
  });
});

describe('release links and the latest release', () => {
  it('redirects the latest-release permalink to the newest release', async () => {
    const response = await fetch(`${sandbox.url}/api/v4/projects/42/releases/permalink/latest`, {
      headers: { 'private-token': sandbox.tokens.api },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${sandbox.url}/api/v4/projects/42/releases/v1.2.0`);
    expect(record(await api(sandbox, '/projects/42/releases/permalink/latest')).tag_name).toBe('v1.2.0');
  });

  it('creates links with a permanent download path and refuses a duplicate name', async () => {
    const links = '/projects/42/releases/v1.1.0/assets/links';
    const created = await api(sandbox, links, {
      method: 'POST',
      body: { name: 'app', url: 'https://downloads.example.com/app', direct_asset_path: 'bin/app' },
    });
    expect(created.status).toBe(201);
    expect(record(created)).toMatchObject({
      link_type: 'other',
      direct_asset_url: 'https://gitlab.example.com/group/project/-/releases/v1.1.0/downloads/bin/app',
    });
    const again = await api(sandbox, links, {
      method: 'POST',
      body: { name: 'app', url: 'https://downloads.example.com/app2' },
    });
    expect(again.status).toBe(400);
    const release = record(await api(sandbox, '/projects/42/releases/v1.1.0'));
    expect((release.assets as { links: unknown[] }).links).toHaveLength(2);
    const removed = await api(sandbox, `${links}/${String(record(created).id)}`, { method: 'DELETE' });
    expect(record(removed).name).toBe('app');
    expect(records(await api(sandbox, links))).toHaveLength(1);
  });

  it('takes asset links and milestones on create and update', async () => {
    const created = await api(sandbox, '/projects/42/releases', {
      method: 'POST',
      body: {
        tag_name: 'v2.0.0',
        ref: 'main',
        assets: { links: [{ name: 'notes', url: 'https://docs.example.com/2.0', link_type: 'runbook' }] },
      },
    });
    expect(created.status).toBe(201);
    expect((record(created).assets as { links: unknown[] }).links).toMatchObject([{ link_type: 'runbook' }]);
    const updated = await api(sandbox, '/projects/42/releases/v2.0.0', {
      method: 'PUT',
      body: { milestones: ['v2.0'] },
    });
    expect(record(updated).milestones).toMatchObject([{ id: 34, title: 'v2.0' }]);
  });
});
