import { describe, expect, it } from 'vitest';
import type { RenderedResult } from '@gitlab-mcp/result';
import type { ActionRunner } from '../prompts/prompt-spec.js';
import { createCompleter } from './completer.js';

const listOf = (key: string, items: object[], more = false): RenderedResult => ({
  content: [],
  structuredContent: { [key]: items, pagination: { has_more: more } },
});

function counting(
  answer: (action: string, params: Record<string, unknown>) => RenderedResult | Promise<RenderedResult>,
) {
  const calls: Array<{ action: string; params: Record<string, unknown> }> = [];
  const run: ActionRunner = async (action, params) => {
    calls.push({ action, params });
    return answer(action, params);
  };
  return { run, calls };
}

const query = (argument: string, value: string, chosen: Record<string, string> = {}) => ({
  argument,
  value,
  chosen,
  allowed: null,
});

describe('createCompleter', () => {
  it('offers open MR IIDs of the chosen project by prefix', async () => {
    const { run, calls } = counting(() =>
      listOf('merge_requests', [{ iid: 243 }, { iid: 24 }, { iid: 124 }]),
    );
    const complete = createCompleter(run);
    expect(await complete(query('merge_request_iid', '24', { project_id: 'g/p' }))).toEqual({
      values: ['243', '24'],
      total: 2,
      hasMore: false,
    });
    expect(calls[0]).toEqual({
      action: 'merge_request.list',
      params: { project_id: 'g/p', state: 'opened', order_by: 'updated_at', per_page: 100 },
    });
  });

  it('needs the project for project-scoped values', async () => {
    const { run, calls } = counting(() => listOf('branches', [{ name: 'main' }]));
    expect((await createCompleter(run)(query('branch', 'ma'))).values).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('reads the same list once within 30 s, again after', async () => {
    let now = 0;
    const { run, calls } = counting(() => listOf('branches', [{ name: 'main' }]));
    const complete = createCompleter(run, () => now);
    await complete(query('branch', 'ma', { project_id: 'g/p' }));
    now = 29_000;
    await complete(query('branch', 'ma', { project_id: 'g/p' }));
    expect(calls).toHaveLength(1);
    now = 31_000;
    await complete(query('branch', 'ma', { project_id: 'g/p' }));
    expect(calls).toHaveLength(2);
  });

  it('offers at most 100 values, with hasMore, and no total when GitLab holds more', async () => {
    const items = Array.from({ length: 150 }, (_, index) => ({ name: `b${index}` }));
    const { run } = counting(() => listOf('branches', items));
    const answer = await createCompleter(run)(query('branch', '', { project_id: 'g/p' }));
    expect(answer.values).toHaveLength(100);
    expect(answer).toMatchObject({ total: 150, hasMore: true });
    const { run: paged } = counting(() => listOf('branches', [{ name: 'a' }], true));
    expect(await createCompleter(paged)(query('branch', '', { project_id: 'g/p' }))).toEqual({
      values: ['a'],
      hasMore: true,
    });
  });

  it('answers nothing on a refusal, a thrown error, or an argument the prompt lacks', async () => {
    const refused = counting(() => ({ content: [], isError: true }));
    expect((await createCompleter(refused.run)(query('group_id', 'g'))).values).toEqual([]);
    const thrown = counting(() => Promise.reject(new Error('socket hang up')));
    expect((await createCompleter(thrown.run)(query('group_id', 'g'))).values).toEqual([]);
    const fine = counting(() => listOf('groups', [{ full_path: 'group' }]));
    const complete = createCompleter(fine.run);
    expect((await complete({ ...query('group_id', 'g'), allowed: ['project_id'] })).values).toEqual([]);
    expect((await complete(query('days', '1'))).values).toEqual([]);
    expect(fine.calls).toEqual([]);
  });
});
