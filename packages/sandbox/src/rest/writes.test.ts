import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

describe('writes change state and later reads see them', () => {
  it('creating the next issue gives iid 42, authored by the token user at the sandbox time', async () => {
    const created = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      token: sandbox.tokens.alice,
      body: { title: 'Fix the login page' },
    });
    expect(created.status).toBe(201);
    expect(record(created)).toMatchObject({
      iid: 42,
      title: 'Fix the login page',
      created_at: '2025-03-21T09:00:00.000Z',
      state: 'opened',
    });
    expect((record(created).author as { username: string }).username).toBe('alice');
    expect(record(created).web_url).toBe('https://gitlab.example.com/group/project/-/issues/42');
    const read = await api(sandbox, '/projects/42/issues/42');
    expect(record(read).title).toBe('Fix the login page');
    expect((await api(sandbox, '/projects/42/issues?per_page=1')).headers.get('x-total')).toBe('42');
  });

  it('an admin may backdate created_at; a form-encoded body works too', async () => {
    const response = await fetch(`${sandbox.url}/api/v4/projects/42/issues`, {
      method: 'POST',
      headers: { 'private-token': sandbox.tokens.api, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=Backdated&created_at=2025-01-01T00:00:00Z&labels=bug,feature',
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Backdated',
      created_at: '2025-01-01T00:00:00.000Z',
      labels: ['bug', 'feature'],
    });
  });

  it('only owners and admins backdate: alice’s created_at is ignored in group/project, kept in her own project', async () => {
    const create = async (path: string) =>
      record(
        await api(sandbox, `/projects/${path}/issues`, {
          method: 'POST',
          token: sandbox.tokens.alice,
          body: { title: 'Backdated?', created_at: '2025-01-01T00:00:00Z' },
        }),
      ).created_at;
    expect(await create('42')).toBe('2025-03-21T09:00:00.000Z');
    expect(await create('alice%2Fscratch')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('closing an issue is seen by the list filter', async () => {
    await api(sandbox, '/projects/42/issues/40', { method: 'PUT', body: { state_event: 'close' } });
    const closed = records(await api(sandbox, '/projects/42/issues?state=closed&per_page=100'));
    expect(closed.map((issue) => issue.iid)).toContain(40);
  });

  it('a write to a generated issue of group/big persists', async () => {
    await api(sandbox, '/projects/43/issues/7', {
      method: 'PUT',
      body: { title: 'Renamed generated issue' },
    });
    expect(record(await api(sandbox, '/projects/43/issues/7')).title).toBe('Renamed generated issue');
  });

  it('merging !243 merges it and moves main', async () => {
    const before = record(await api(sandbox, '/projects/42/repository/branches/main'));
    const merged = await api(sandbox, '/projects/42/merge_requests/243/merge', {
      method: 'PUT',
      body: { should_remove_source_branch: true },
    });
    expect(merged.status).toBe(200);
    expect(record(merged)).toMatchObject({ state: 'merged', merged_at: '2025-03-21T09:00:00.000Z' });
    const after = record(await api(sandbox, '/projects/42/repository/branches/main'));
    const commit = after.commit as { id: string; parent_ids: string[]; title: string };
    expect(commit.id).toBe(record(merged).merge_commit_sha);
    expect(commit.parent_ids[0]).toBe((before.commit as { id: string }).id);
    expect((await api(sandbox, '/projects/42/repository/branches/feature%2Ffix-login')).status).toBe(404);
    expect((await api(sandbox, '/projects/42/merge_requests/243/merge', { method: 'PUT' })).status).toBe(405);
    expect(
      records(await api(sandbox, '/projects/42/merge_requests?state=merged&per_page=100')).map(
        (mr) => mr.iid,
      ),
    ).toContain(243);
  });

  it('branches: create, read, refuse a duplicate, delete', async () => {
    const created = await api(sandbox, '/projects/42/repository/branches', {
      method: 'POST',
      body: { branch: 'feature/new', ref: 'main' },
    });
    expect(created.status).toBe(201);
    expect(record(created)).toMatchObject({ name: 'feature/new', merged: false, protected: false });
    const duplicate = await api(sandbox, '/projects/42/repository/branches', {
      method: 'POST',
      body: { branch: 'feature/new', ref: 'main' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({ message: 'Branch already exists' });
    expect((await api(sandbox, '/projects/42/repository/branches?per_page=1')).headers.get('x-total')).toBe(
      '45',
    );
    expect(
      (await api(sandbox, '/projects/42/repository/branches/feature%2Fnew', { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await api(sandbox, '/projects/42/repository/branches/feature%2Fnew')).status).toBe(404);
  });

  it('protect and unprotect a branch', async () => {
    await api(sandbox, '/projects/42/protected_branches', {
      method: 'POST',
      body: { name: 'release/1.2', push_access_level: 30 },
    });
    expect(record(await api(sandbox, '/projects/42/repository/branches/release%2F1.2'))).toMatchObject({
      protected: true,
      developers_can_push: true,
    });
    const again = await api(sandbox, '/projects/42/protected_branches', {
      method: 'POST',
      body: { name: 'release/1.2' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "Protected branch 'release/1.2' already exists" });
    expect(
      (await api(sandbox, '/projects/42/protected_branches/release%2F1.2', { method: 'DELETE' })).status,
    ).toBe(204);
    expect(record(await api(sandbox, '/projects/42/repository/branches/release%2F1.2')).protected).toBe(
      false,
    );
    const legacy = await api(sandbox, '/projects/42/repository/branches/release%2F1.1/protect', {
      method: 'PUT',
      body: { developers_can_merge: true },
    });
    expect(record(legacy)).toMatchObject({
      name: 'release/1.1',
      protected: true,
      developers_can_merge: true,
    });
  });

  it('files: create on a branch, read raw, update, delete', async () => {
    const path = encodeURIComponent('docs/new page.md');
    const created = await api(sandbox, `/projects/42/repository/files/${path}`, {
      method: 'POST',
      body: { branch: 'develop', content: '# New\n', commit_message: 'Add a page' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ file_path: 'docs/new page.md', branch: 'develop' });
    const raw = await api(sandbox, `/projects/42/repository/files/${path}/raw?ref=develop`);
    expect(raw.headers.get('content-type')).toContain('text/plain');
    expect(raw.text).toBe('# New\n');
    expect((await api(sandbox, `/projects/42/repository/files/${path}?ref=main`)).status).toBe(404);
    const file = record(await api(sandbox, `/projects/42/repository/files/${path}?ref=develop`));
    expect(Buffer.from(String(file.content), 'base64').toString('utf8')).toBe('# New\n');
    const develop = record(await api(sandbox, '/projects/42/repository/branches/develop'));
    expect((develop.commit as { title: string }).title).toBe('Add a page');
    await api(sandbox, `/projects/42/repository/files/${path}`, {
      method: 'PUT',
      body: { branch: 'develop', content: 'v2', commit_message: 'Edit' },
    });
    expect((await api(sandbox, `/projects/42/repository/files/${path}/raw?ref=develop`)).text).toBe('v2');
    expect(
      (
        await api(sandbox, `/projects/42/repository/files/${path}`, {
          method: 'DELETE',
          body: { branch: 'develop', commit_message: 'Drop' },
        })
      ).status,
    ).toBe(204);
    expect((await api(sandbox, `/projects/42/repository/files/${path}/raw?ref=develop`)).status).toBe(404);
  });

  it('notes and discussions: a reply counts, a thread resolves', async () => {
    await api(sandbox, '/projects/42/merge_requests/244/notes', {
      method: 'POST',
      body: { body: 'Looks good' },
    });
    expect(record(await api(sandbox, '/projects/42/merge_requests/244')).user_notes_count).toBe(2);
    const started = record(
      await api(sandbox, '/projects/42/merge_requests/244/discussions', {
        method: 'POST',
        body: { body: 'One question' },
      }),
    );
    const id = String(started.id);
    await api(sandbox, `/projects/42/merge_requests/244/discussions/${id}/notes`, {
      method: 'POST',
      body: { body: 'An answer' },
    });
    const resolved = record(
      await api(sandbox, `/projects/42/merge_requests/244/discussions/${id}`, {
        method: 'PUT',
        body: { resolved: true },
      }),
    );
    const notes = resolved.notes as { body: string; resolved: boolean }[];
    expect(notes.map((note) => [note.body, note.resolved])).toEqual([
      ['One question', true],
      ['An answer', true],
    ]);
  });

  it('approving records the approver once', async () => {
    const approved = await api(sandbox, '/projects/42/merge_requests/244/approve', {
      method: 'POST',
      token: sandbox.tokens.api,
    });
    expect(approved.status).toBe(201);
    expect(
      (record(approved).approved_by as { user: { username: string } }[]).map((entry) => entry.user.username),
    ).toEqual(['root']);
    expect((await api(sandbox, '/projects/42/merge_requests/244/approve', { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('pipelines: create, cancel; retry a failed pipeline', async () => {
    const created = record(
      await api(sandbox, '/projects/42/pipeline', { method: 'POST', body: { ref: 'main' } }),
    );
    expect(created).toMatchObject({ status: 'pending', ref: 'main', source: 'api' });
    const jobs = records(await api(sandbox, `/projects/42/pipelines/${String(created.id)}/jobs`));
    expect(jobs.map((job) => job.name)).toEqual(['build', 'test', 'lint']);
    expect(
      record(await api(sandbox, `/projects/42/pipelines/${String(created.id)}/cancel`, { method: 'POST' }))
        .status,
    ).toBe('canceled');
    const retried = record(await api(sandbox, '/projects/42/pipelines/1203/retry', { method: 'POST' }));
    expect(retried.status).toBe('pending');
    expect(
      (await api(sandbox, '/projects/42/pipeline', { method: 'POST', body: { ref: 'nope' } })).body,
    ).toEqual({ message: { base: ['Reference not found'] } });
  });

  it('jobs: retry makes a new job; a running job is not retryable; the trace is text', async () => {
    const retried = await api(sandbox, '/projects/42/jobs/12031/retry', { method: 'POST' });
    expect(retried.status).toBe(201);
    expect(record(retried)).toMatchObject({ name: 'test', status: 'pending' });
    const running = await api(sandbox, '/projects/42/jobs/12081/retry', { method: 'POST' });
    expect(running.status).toBe(403);
    const trace = await api(sandbox, '/projects/42/jobs/12071/trace');
    expect(trace.headers.get('content-type')).toContain('text/plain');
    expect(trace.text).toContain('Job succeeded');
  });

  it('labels, milestones, members and releases accept writes', async () => {
    await api(sandbox, '/projects/42/labels', { method: 'POST', body: { name: 'ux', color: '#123456' } });
    expect(
      records(await api(sandbox, '/projects/42/labels?per_page=100')).map((label) => label.name),
    ).toContain('ux');
    const milestone = record(
      await api(sandbox, '/projects/42/milestones', { method: 'POST', body: { title: 'v3.0' } }),
    );
    expect(milestone).toMatchObject({ iid: 5, state: 'active' });
    await api(sandbox, '/projects/42/members', { method: 'POST', body: { user_id: 6, access_level: 30 } });
    expect(records(await api(sandbox, '/projects/42/members')).map((member) => member.username)).toContain(
      'erin',
    );
    const release = await api(sandbox, '/projects/42/releases', {
      method: 'POST',
      body: { tag_name: 'v1.3.0', ref: 'main', name: 'Release 1.3.0' },
    });
    expect(release.status).toBe(201);
    expect(record(await api(sandbox, '/projects/42/repository/tags/v1.3.0')).name).toBe('v1.3.0');
    expect(record(await api(sandbox, '/projects/42/releases/v1.3.0')).name).toBe('Release 1.3.0');
  });

  it('deleting removes the item', async () => {
    expect((await api(sandbox, '/projects/42/feature_flags/dark_mode', { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await api(sandbox, '/projects/42/feature_flags/dark_mode')).body).toEqual({
      message: '404 Feature Flag Not Found',
    });
  });
});

describe('parameters GitLab does not declare are ignored, never stored', () => {
  it('a protected tag created with a misspelt access level keeps none of it, as GitLab would', async () => {
    const created = await api(sandbox, '/projects/42/protected_tags', {
      method: 'POST',
      body: { name: 'v9.*', create_acces_level: 40, colour: 'red' },
    });
    expect(created.status).toBe(201);
    expect(record(created)).not.toHaveProperty('create_acces_level');
    expect(record(created)).not.toHaveProperty('colour');
    const read = await api(sandbox, '/projects/42/protected_tags/v9.*');
    expect(record(read)).not.toHaveProperty('colour');
  });

  it('a freeze period updated with an unknown name keeps its fields and stores nothing new', async () => {
    const created = await api(sandbox, '/projects/42/freeze_periods', {
      method: 'POST',
      body: { freeze_start: '0 23 * * 5', freeze_end: '0 7 * * 1', cron_timezone: 'UTC' },
    });
    const id = String(record(created).id);
    const updated = await api(sandbox, `/projects/42/freeze_periods/${id}`, {
      method: 'PUT',
      body: { freeze_ends: '0 8 * * 1', cron_timezone: 'Europe/Paris' },
    });
    expect(record(updated)).toMatchObject({ freeze_end: '0 7 * * 1', cron_timezone: 'Europe/Paris' });
    expect(record(updated)).not.toHaveProperty('freeze_ends');
  });
});
