import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** Labels, milestones, boards and badges beyond list/get/create/update/delete, for projects and groups. */

let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([startSandbox(), startSandbox({ tier: 'free' })]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

describe('labels', () => {
  it('subscribe answers 201 with subscribed true, then 304 with no body; per user', async () => {
    const first = await api(sandbox, '/groups/10/labels/26/subscribe', { method: 'POST' });
    expect(first.status).toBe(201);
    expect(record(first).subscribed).toBe(true);
    const again = await api(sandbox, '/groups/10/labels/26/subscribe', { method: 'POST' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const alice = await api(sandbox, '/groups/10/labels/26', { token: sandbox.tokens.alice });
    expect(record(alice).subscribed).toBe(false);
    expect((await api(sandbox, '/groups/10/labels/26/unsubscribe', { method: 'POST' })).status).toBe(201);
    expect((await api(sandbox, '/groups/10/labels/26/unsubscribe', { method: 'POST' })).status).toBe(304);
  });

  it('promote moves a project label to its group, or merges it into a same-named group label', async () => {
    await api(sandbox, '/projects/42/labels', { method: 'POST', body: { name: 'moving', color: '#111111' } });
    const moved = record(await api(sandbox, '/projects/42/labels/moving/promote', { method: 'PUT' }));
    expect(moved).toMatchObject({ name: 'moving', is_project_label: false });
    expect(records(await api(sandbox, '/groups/10/labels')).map((label) => label.name)).toContain('moving');
    await api(sandbox, '/projects/42/labels', {
      method: 'POST',
      body: { name: 'priority::low', color: '#222222' },
    });
    const merged = record(
      await api(sandbox, '/projects/42/labels/priority%3A%3Alow/promote', { method: 'PUT' }),
    );
    expect(merged.id).toBe(27);
    const projectOwn = records(await api(sandbox, '/projects/42/labels?include_ancestor_groups=false'));
    expect(projectOwn.map((label) => label.name)).not.toContain('priority::low');
  });

  it('archived is kept per label on create and update', async () => {
    const created = record(
      await api(sandbox, '/groups/10/labels', {
        method: 'POST',
        body: { name: 'old', color: '#333333', archived: true },
      }),
    );
    expect(created.archived).toBe(true);
    const updated = await api(sandbox, `/groups/10/labels/${String(created.id)}`, {
      method: 'PUT',
      body: { archived: false },
    });
    expect(record(updated).archived).toBe(false);
  });
});

describe('milestones', () => {
  it('list the issues and merge requests of a project milestone, paginated', async () => {
    const issues = await api(sandbox, '/projects/42/milestones/31/issues?per_page=4');
    expect(records(issues)).toHaveLength(4);
    expect(issues.headers.get('x-total')).toBe('10');
    const mrs = records(await api(sandbox, '/projects/42/milestones/32/merge_requests'));
    expect(mrs.every((mr) => (mr.milestone as { id: number }).id === 32)).toBe(true);
    expect(mrs.length).toBeGreaterThan(0);
  });

  it("a group milestone gathers the issues of the group's projects, and its burndown needs Premium", async () => {
    await api(sandbox, '/projects/42/issues/41', { method: 'PUT', body: { milestone_id: 35 } });
    expect(records(await api(sandbox, '/groups/10/milestones/35/issues')).map((issue) => issue.iid)).toEqual([
      41,
    ]);
    const events = records(await api(sandbox, '/groups/10/milestones/35/burndown_events'));
    expect(events[0]).toMatchObject({ action: 'created' });
    expect((await api(free, '/groups/10/milestones/35/burndown_events')).status).toBe(404);
  });
});

describe('boards', () => {
  it('lists keep positions 0..n-1 through create, move and delete', async () => {
    const created = record(
      await api(sandbox, '/projects/42/boards/81/lists', { method: 'POST', body: { label_id: 24 } }),
    );
    expect(created.position).toBe(3);
    await api(sandbox, `/projects/42/boards/81/lists/${String(created.id)}`, {
      method: 'PUT',
      body: { position: 0 },
    });
    const order = () =>
      api(sandbox, '/projects/42/boards/81/lists').then((answer) =>
        records(answer).map((item) => [item.id, item.position]),
      );
    expect(await order()).toEqual([
      [created.id, 0],
      [811, 1],
      [812, 2],
      [813, 3],
    ]);
    await api(sandbox, '/projects/42/boards/81/lists/811', { method: 'DELETE' });
    expect(await order()).toEqual([
      [created.id, 0],
      [812, 1],
      [813, 2],
    ]);
  });

  it('a milestone list (Premium) answers its milestone and a null label; one of label_id and milestone_id only', async () => {
    const path = '/groups/10/boards/82/lists';
    const created = await api(sandbox, path, { method: 'POST', body: { milestone_id: 35 } });
    expect(created.status).toBe(201);
    expect(record(created)).toMatchObject({ label: null, milestone: { id: 35, title: 'Q1 2025' } });
    expect('milestone' in records(await api(sandbox, path))[0]!).toBe(false);
    const again = await api(sandbox, path, { method: 'POST', body: { milestone_id: 35 } });
    expect([again.status, record(again).message]).toEqual([400, { milestone: ['has already been taken'] }]);
    const both = await api(sandbox, path, { method: 'POST', body: { milestone_id: 35, label_id: 27 } });
    expect(both.status).toBe(400);
    expect((await api(sandbox, path, { method: 'POST', body: { milestone_id: 34 } })).status).toBe(404);
    const unlicensed = await api(free, path, { method: 'POST', body: { milestone_id: 35 } });
    expect([unlicensed.status, record(unlicensed).message]).toEqual([
      400,
      'Milestone lists not available with your current license',
    ]);
  });

  it('refuses a list for a label the board cannot see, or a second list of one label', async () => {
    const foreign = await api(sandbox, '/projects/42/boards/81/lists', {
      method: 'POST',
      body: { label_id: 28 },
    });
    expect(foreign.status).toBe(404);
    const twice = await api(sandbox, '/projects/42/boards/81/lists', {
      method: 'POST',
      body: { label_id: 22 },
    });
    expect(twice.status).toBe(400);
  });

  it('epic boards are a Premium read', async () => {
    expect(record(await api(sandbox, '/groups/10/epic_boards/91')).name).toBe('Roadmap epics');
    expect((await api(free, '/groups/10/epic_boards')).status).toBe(404);
  });
});

describe('badges', () => {
  it("a project lists its group's badges too, rendered for the project, but edits only its own", async () => {
    const listed = records(await api(sandbox, '/projects/42/badges'));
    expect(listed.map((badge) => [badge.id, badge.kind])).toEqual([
      [1401, 'project'],
      [1402, 'group'],
    ]);
    expect((await api(sandbox, '/projects/42/badges/1402')).status).toBe(404);
  });

  it('renders placeholders for a project and leaves them for a group', async () => {
    const query =
      'link_url=https://x.test/%25%7Bproject_path%7D&image_url=https://x.test/%25%7Bdefault_branch%7D.svg';
    expect(record(await api(sandbox, `/projects/42/badges/render?${query}`))).toMatchObject({
      rendered_link_url: 'https://x.test/group/project',
      rendered_image_url: 'https://x.test/main.svg',
    });
    expect(record(await api(sandbox, `/groups/10/badges/render?${query}`)).rendered_link_url).toBe(
      'https://x.test/%{project_path}',
    );
    expect((await api(sandbox, '/projects/42/badges/render')).body).toEqual({
      error: 'link_url is missing, image_url is missing',
    });
  });
});
