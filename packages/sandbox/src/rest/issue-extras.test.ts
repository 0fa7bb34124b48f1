import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanDuration, parseDuration } from './actions/issue-tracking.js';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const issue41 = '/projects/42/issues/41';

describe('issue endpoints beyond the collection', () => {
  it('emoji reactions: list, award, refuse a repeat, read, remove', async () => {
    expect(records(await api(sandbox, `${issue41}/award_emoji`)).map((row) => row.name)).toEqual([
      'thumbsup',
      'eyes',
    ]);
    const awarded = await api(sandbox, `${issue41}/award_emoji`, {
      method: 'POST',
      body: { name: 'rocket' },
    });
    expect(awarded.status).toBe(201);
    expect(record(awarded)).toMatchObject({ name: 'rocket', awardable_type: 'Issue', awardable_id: 541 });
    const again = await api(sandbox, `${issue41}/award_emoji`, { method: 'POST', body: { name: 'rocket' } });
    expect(again.status).toBe(404);
    const id = String(record(awarded).id);
    expect(record(await api(sandbox, `${issue41}/award_emoji/${id}`)).name).toBe('rocket');
    expect((await api(sandbox, `${issue41}/award_emoji/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, `${issue41}/award_emoji/${id}`)).status).toBe(404);
  });

  it('emoji reactions on a comment; a note of another issue is 404 Note Not Found', async () => {
    expect(records(await api(sandbox, `${issue41}/notes/3006/award_emoji`))[0]).toMatchObject({
      name: 'thumbsup',
      awardable_type: 'Note',
      awardable_id: 3006,
    });
    expect(record(await api(sandbox, `${issue41}/notes/3008/award_emoji`))).toEqual({
      message: '404 Note Not Found',
    });
  });

  it('links show on both issues, blocks reads is_blocked_by from the target, a repeat is 409', async () => {
    const created = await api(sandbox, `${issue41}/links`, {
      method: 'POST',
      body: { target_project_id: 'group/project', target_issue_iid: '40', link_type: 'blocks' },
    });
    expect(created.status).toBe(201);
    expect(record(created).link_type).toBe('blocks');
    const fromTarget = records(await api(sandbox, '/projects/42/issues/40/links'));
    expect(fromTarget[0]).toMatchObject({ iid: 41, link_type: 'is_blocked_by' });
    const linkId = String(fromTarget[0]!.issue_link_id);
    const repeat = await api(sandbox, `${issue41}/links`, {
      method: 'POST',
      body: { target_project_id: 42, target_issue_iid: 40 },
    });
    expect(repeat.status).toBe(409);
    expect(record(await api(sandbox, `${issue41}/links/${linkId}`))).toMatchObject({ link_type: 'blocks' });
    expect((await api(sandbox, `${issue41}/links/${linkId}`, { method: 'DELETE' })).status).toBe(200);
    expect(record(await api(sandbox, `${issue41}/links/${linkId}`))).toEqual({ message: '404 Not found' });
  });

  it('time tracking in GitLab units: a day is 8h, a week 5d', async () => {
    expect(parseDuration('1w 2d 3h 30m')).toBe((5 * 8 + 2 * 8 + 3) * 3600 + 1800);
    expect(parseDuration('soon')).toBeUndefined();
    expect(parseDuration('-30m')).toBe(-1800);
    expect(parseDuration('3h30m')).toBe(12_600);
    expect(humanDuration(3 * 3600 + 1800)).toBe('3h 30m');
    expect(record(await api(sandbox, `${issue41}/time_stats`))).toMatchObject({
      time_estimate: 10_800,
      human_time_estimate: '3h',
      human_total_time_spent: '30m',
    });
    const spent = await api(sandbox, `${issue41}/add_spent_time`, {
      method: 'POST',
      body: { duration: '1d' },
    });
    expect(spent.status).toBe(201);
    expect(record(spent).human_total_time_spent).toBe('1d 30m');
    const bad = await api(sandbox, `${issue41}/time_estimate`, {
      method: 'POST',
      body: { duration: 'soon' },
    });
    expect(bad.status).toBe(400);
    const reset = await api(sandbox, `${issue41}/reset_spent_time`, { method: 'POST' });
    expect(record(reset)).toMatchObject({ total_time_spent: 0, human_total_time_spent: null });
  });

  it('subscribe answers the issue, and 304 when nothing changes; a to-do is created once', async () => {
    const first = await api(sandbox, '/projects/42/issues/1/subscribe', { method: 'POST' });
    expect(first.status).toBe(201);
    expect(record(first)).toMatchObject({ iid: 1, subscribed: true });
    expect((await api(sandbox, '/projects/42/issues/1/subscribe', { method: 'POST' })).status).toBe(304);
    expect((await api(sandbox, '/projects/42/issues/1/unsubscribe', { method: 'POST' })).status).toBe(201);
    const todo = await api(sandbox, '/projects/42/issues/1/todo', { method: 'POST' });
    expect(record(todo)).toMatchObject({ action_name: 'marked', target_type: 'Issue', state: 'pending' });
    expect((await api(sandbox, '/projects/42/issues/1/todo', { method: 'POST' })).status).toBe(304);
  });

  it('related and closing merge requests come from the descriptions that name the issue', async () => {
    expect(records(await api(sandbox, '/projects/42/issues/31/closed_by')).map((mr) => mr.iid)).toEqual([
      236,
    ]);
    expect(records(await api(sandbox, '/projects/42/issues/31/related_merge_requests')).length).toBe(1);
    expect(records(await api(sandbox, '/projects/42/issues/2/closed_by'))).toEqual([]);
  });

  it('participants: author, assignees and commenters', async () => {
    const names = records(await api(sandbox, `${issue41}/participants`)).map((user) => user.username);
    expect(names).toEqual(expect.arrayContaining(['bob', 'alice']));
  });

  it('statistics count opened and closed with the list filters', async () => {
    const all = record(await api(sandbox, '/projects/42/issues_statistics'));
    expect(all).toEqual({ statistics: { counts: { all: 41, closed: 18, opened: 23 } } });
    const bugs = record(await api(sandbox, '/projects/42/issues_statistics?labels=bug'));
    expect((bugs.statistics as { counts: { all: number } }).counts.all).toBeLessThan(41);
    expect(record(await api(sandbox, '/groups/10/issues_statistics?scope=all'))).toMatchObject({
      statistics: { counts: { all: expect.any(Number) } },
    });
  });

  it('move closes the issue and opens it in the other project; moving home is refused', async () => {
    const moved = await api(sandbox, '/projects/42/issues/2/move', {
      method: 'POST',
      body: { to_project_id: 45 },
    });
    expect(moved.status).toBe(201);
    expect(record(moved)).toMatchObject({ project_id: 45, title: 'Add a login page' });
    expect(record(await api(sandbox, '/projects/42/issues/2')).state).toBe('closed');
    const home = await api(sandbox, '/projects/42/issues/3/move', {
      method: 'POST',
      body: { to_project_id: 42 },
    });
    expect(home.status).toBe(400);
  });

  it('reorder answers the issue; an unknown neighbour is 422', async () => {
    const ok = await api(sandbox, '/projects/42/issues/3/reorder', {
      method: 'PUT',
      body: { move_after_id: 504 },
    });
    expect(record(ok).iid).toBe(3);
    const bad = await api(sandbox, '/projects/42/issues/3/reorder', {
      method: 'PUT',
      body: { move_after_id: 1 },
    });
    expect(bad.status).toBe(422);
  });

  it('an issue by global id is admin-only', async () => {
    expect(record(await api(sandbox, '/issues/541')).iid).toBe(41);
    expect((await api(sandbox, '/issues/541', { token: sandbox.tokens.alice })).status).toBe(403);
  });

  it('resource events of each type; iteration and weight events need Premium', async () => {
    expect(records(await api(sandbox, `${issue41}/resource_label_events`))[0]).toMatchObject({
      action: 'add',
      resource_type: 'Issue',
      label: { name: 'bug' },
    });
    expect(record(await api(sandbox, `${issue41}/resource_milestone_events/7202`))).toMatchObject({
      milestone: { title: 'v2.0' },
    });
    expect(records(await api(sandbox, '/projects/42/issues/1/resource_state_events'))[0]!.state).toBe(
      'closed',
    );
    expect(records(await api(sandbox, `${issue41}/resource_weight_events`))[0]).toMatchObject({ weight: 3 });
    expect(records(await api(sandbox, `${issue41}/resource_iteration_events`))[0]).toMatchObject({
      iteration: { title: 'Sprint 2' },
    });
    expect(record(await api(sandbox, `${issue41}/resource_label_events/1`))).toEqual({
      message: '404 Not found',
    });
    const free = await startSandbox({ tier: 'free' });
    try {
      expect((await api(free, `${issue41}/resource_weight_events`)).status).toBe(404);
    } finally {
      await free.close();
    }
  });

  it('iterations of a group and of a project, filtered by state', async () => {
    expect(records(await api(sandbox, '/groups/10/iterations')).map((row) => row.title)).toEqual([
      'Sprint 1',
      'Sprint 2',
      'Sprint 3',
    ]);
    expect(
      records(await api(sandbox, '/projects/42/iterations?state=current')).map((row) => row.title),
    ).toEqual(['Sprint 2']);
    expect(records(await api(sandbox, '/groups/11/iterations?include_ancestors=false'))).toEqual([]);
  });

  it('a discussion note is edited and deleted through its discussion', async () => {
    const started = await api(sandbox, `${issue41}/discussions`, {
      method: 'POST',
      body: { body: 'Thread' },
    });
    const discussion = record(started);
    const noteId = String((discussion.notes as { id: number }[])[0]!.id);
    const path = `${issue41}/discussions/${String(discussion.id)}/notes/${noteId}`;
    const edited = await api(sandbox, path, { method: 'PUT', body: { body: 'Edited' } });
    expect(record(edited).body).toBe('Edited');
    expect((await api(sandbox, path, { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, path, { method: 'PUT', body: { body: 'x' } })).status).toBe(404);
  });
});
