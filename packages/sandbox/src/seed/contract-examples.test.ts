import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/*
 * The contract's examples (output-format, "Ejemplos de respuesta") rendered from what the sandbox serves. The renderer
 * writes one card row per field GitLab sent that is not null or empty (OF-10), so these tests pin the value of every
 * field a card or table reads: the facts it shows and, as null or empty, the fields it must not show.
 */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
});
afterAll(() => sandbox.close());

const PROJECT_URL = 'https://gitlab.example.com/group/project';

describe('the contract examples, as the seeded objects give them', () => {
  it('OF-60 branch.list: main, develop and feature/login first, 45 branches in 15 pages of 3', async () => {
    const answer = await api(sandbox, '/projects/42/repository/branches?sort=updated_desc&per_page=3');
    expect(answer.status).toBe(200);
    const headers = Object.fromEntries(
      ['x-total', 'x-total-pages', 'x-page', 'x-per-page', 'x-next-page', 'x-prev-page'].map((name) => [
        name,
        answer.headers.get(name),
      ]),
    );
    expect(headers).toEqual({
      'x-total': '45',
      'x-total-pages': '15',
      'x-page': '1',
      'x-per-page': '3',
      'x-next-page': '2',
      'x-prev-page': '',
    });
    const branches = records(answer).map(({ commit: _commit, ...branch }) => branch);
    const expected = (
      name: string,
      flags: { protected: boolean; default: boolean; push: boolean; merge: boolean },
    ) => ({
      name,
      merged: false,
      protected: flags.protected,
      default: flags.default,
      web_url: `${PROJECT_URL}/-/tree/${name}`,
      can_push: true,
      developers_can_push: flags.push,
      developers_can_merge: flags.merge,
    });
    expect(branches).toEqual([
      expected('main', { protected: true, default: true, push: false, merge: true }),
      expected('develop', { protected: true, default: false, push: true, merge: true }),
      expected('feature/login', { protected: false, default: false, push: false, merge: false }),
    ]);
  });

  it('OF-61 merge_request.get: !243 sends the card’s facts and nothing else a row would show', async () => {
    const mr = record(await api(sandbox, '/projects/42/merge_requests/243'));
    expect(mr).toMatchObject({
      iid: 243,
      title: 'Fix login bug',
      state: 'opened',
      draft: false,
      references: { full: 'group/project!243' },
      source_branch: 'feature/fix-login',
      target_branch: 'main',
      detailed_merge_status: 'mergeable',
      merge_status: 'can_be_merged',
      has_conflicts: false,
      discussion_locked: null,
      author: { username: 'alice' },
      assignees: [],
      assignee: null,
      reviewers: [{ username: 'bob' }],
      labels: ['bug'],
      milestone: null,
      head_pipeline: { id: 1207, status: 'success', web_url: `${PROJECT_URL}/-/pipelines/1207` },
      changes_count: '3',
      created_at: '2025-03-15T10:30:00.000Z',
      merged_by: null,
      merged_at: null,
      closed_by: null,
      closed_at: null,
      user_notes_count: 2,
      web_url: `${PROJECT_URL}/-/merge_requests/243`,
    });
    expect(mr.reviewers).toHaveLength(1);
    // No description: the card's long text would follow the URL row.
    expect(mr.description ?? '').toBe('');
  });

  it('OF-61 issue.create: #42 by alice at the frozen clock, with nothing assigned, labelled or planned', async () => {
    const created = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      token: sandbox.tokens.alice,
      body: { title: 'Fix the login page' },
    });
    expect(created.status).toBe(201);
    const issue = record(created);
    expect(issue).toMatchObject({
      iid: 42,
      title: 'Fix the login page',
      state: 'opened',
      confidential: false,
      references: { full: 'group/project#42' },
      author: { username: 'alice' },
      assignees: [],
      assignee: null,
      labels: [],
      milestone: null,
      due_date: null,
      created_at: '2025-03-21T09:00:00.000Z',
      closed_by: null,
      closed_at: null,
      discussion_locked: null,
      description: null,
      web_url: `${PROJECT_URL}/-/issues/42`,
    });
    // issue.get answers the same card as the write.
    expect(record(await api(sandbox, '/projects/42/issues/42', { token: sandbox.tokens.alice }))).toEqual(
      issue,
    );
  });
});
