import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([startSandbox(), startSandbox({ tier: 'free' })]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

describe('group epics over REST', () => {
  it('lists newest first, filters by state and labels, and sends GitLab’s epic fields', async () => {
    const all = records(await api(sandbox, '/groups/group/epics'));
    expect(all.map((epic) => epic.iid)).toEqual([2, 1, 3]);
    const open = records(await api(sandbox, '/groups/10/epics?state=opened&labels=priority::high'));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      iid: 1,
      title: 'Login revamp',
      web_url: 'https://gitlab.example.com/groups/group/-/epics/1',
      references: { full: 'group&1' },
      labels: ['priority::high'],
      due_date: '2025-04-30',
    });
  });

  it('child epics and label events of an epic; an unknown epic is 404 Epic Not Found', async () => {
    const children = records(await api(sandbox, '/groups/10/epics/1/epics'));
    expect(children.map((epic) => epic.title)).toEqual(['Mobile login']);
    const events = records(await api(sandbox, '/groups/10/epics/1/resource_label_events'));
    expect(events.map((event) => event.action)).toEqual(['add', 'add', 'remove']);
    expect(record(await api(sandbox, '/groups/10/epics/1/resource_label_events/9101'))).toMatchObject({
      resource_type: 'Epic',
      label: { name: 'priority::high' },
    });
    const missing = await api(sandbox, '/groups/10/epics/99/epics');
    expect([missing.status, record(missing).message]).toEqual([404, '404 Epic Not Found']);
  });

  it('is Premium: a free instance answers 404', async () => {
    expect((await api(free, '/groups/10/epics', { token: free.tokens.api })).status).toBe(404);
  });

  it('creates an epic (title required) and updates, closes and reopens it; free tier has no epics', async () => {
    const missing = await api(sandbox, '/groups/10/epics', {
      method: 'POST',
      body: { description: 'no title' },
    });
    expect([missing.status, record(missing).error]).toEqual([400, 'title is missing']);
    const created = await api(sandbox, '/groups/10/epics', {
      method: 'POST',
      body: { title: 'Passkeys', labels: 'priority::low', due_date_fixed: '2025-06-30' },
    });
    expect(created.status).toBe(201);
    expect(record(created)).toMatchObject({
      iid: 4,
      group_id: 10,
      title: 'Passkeys',
      state: 'opened',
      labels: ['priority::low'],
      due_date: '2025-06-30',
      author: { username: 'root' },
    });
    const closed = await api(sandbox, '/groups/10/epics/4', {
      method: 'PUT',
      body: { title: 'Passkeys everywhere', state_event: 'close' },
    });
    expect(record(closed)).toMatchObject({ title: 'Passkeys everywhere', state: 'closed' });
    expect(record(closed).closed_at).not.toBeNull();
    const reopened = await api(sandbox, '/groups/10/epics/4', {
      method: 'PUT',
      body: { state_event: 'reopen' },
    });
    expect(record(reopened)).toMatchObject({ state: 'opened', closed_at: null });
    expect((await api(free, '/groups/10/epics', { method: 'POST', body: { title: 'x' } })).status).toBe(404);
  });

  it("lists, assigns (moving from another epic), reorders and removes an epic's issues", async () => {
    const iids = async (epic: number) =>
      records(await api(sandbox, `/groups/10/epics/${epic}/issues`)).map((issue) => [
        issue.iid,
        issue.epic_issue_id,
      ]);
    expect(await iids(1)).toEqual([
      [34, 951],
      [35, 952],
    ]);
    const assigned = await api(sandbox, '/groups/10/epics/1/issues/541', { method: 'POST' });
    expect(assigned.status).toBe(201);
    expect(record(assigned)).toMatchObject({ epic: { iid: 1, title: 'Login revamp' }, issue: { iid: 41 } });
    const linkId = Number(record(assigned).id);
    expect(await iids(2)).toEqual([]);
    expect((await api(sandbox, '/groups/10/epics/1/issues/541', { method: 'POST' })).status).toBe(409);
    expect((await api(sandbox, '/groups/10/epics/1/issues/99999', { method: 'POST' })).status).toBe(404);
    const reordered = await api(sandbox, `/groups/10/epics/1/issues/${linkId}`, {
      method: 'PUT',
      body: { move_after_id: 951 },
    });
    expect(records(reordered).map((issue) => issue.iid)).toEqual([41, 34, 35]);
    const removed = await api(sandbox, '/groups/10/epics/1/issues/952', { method: 'DELETE' });
    expect(record(removed)).toMatchObject({ id: 952, issue: { iid: 35 } });
    expect((await iids(1)).map(([iid]) => iid)).toEqual([41, 34]);
    expect((await api(free, '/groups/10/epics/1/issues')).status).toBe(404);
  });

  it("an epic's notes and threads: list, start, reply, edit and delete; none for another group's epic", async () => {
    const threads = records(await api(sandbox, '/groups/10/epics/1/discussions'));
    expect(threads.map((thread) => (thread.notes as unknown[]).length)).toEqual([1, 2]);
    const notes = records(await api(sandbox, '/groups/10/epics/1/notes'));
    expect(notes.map((note) => note.id)).toEqual([3713, 3712, 3711]);
    expect(notes[0]).toMatchObject({ noteable_type: 'Epic', noteable_id: 901, noteable_iid: 1 });
    const started = record(
      await api(sandbox, '/groups/10/epics/2/discussions', { method: 'POST', body: { body: 'Ship in Q2?' } }),
    );
    const threadId = String(started.id);
    const reply = await api(sandbox, `/groups/10/epics/2/discussions/${threadId}/notes`, {
      method: 'POST',
      body: { body: 'Yes.' },
    });
    expect(reply.status).toBe(201);
    const noteId = String(record(reply).id);
    const edited = await api(sandbox, `/groups/10/epics/2/discussions/${threadId}/notes/${noteId}`, {
      method: 'PUT',
      body: { body: 'Yes, in Q2.' },
    });
    expect(record(edited)).toMatchObject({ body: 'Yes, in Q2.', noteable_type: 'Epic' });
    const deleted = await api(sandbox, `/groups/10/epics/2/discussions/${threadId}/notes/${noteId}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await api(sandbox, '/groups/10/epics/99/discussions')).status).toBe(404);
    expect((await api(free, '/groups/10/epics/1/discussions')).status).toBe(404);
  });
});
