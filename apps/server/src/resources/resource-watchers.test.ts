import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { WatchBudget } from './resource-host.js';
import { ResourceWatchers } from './resource-watchers.js';

const logger = createLogger({ level: 'error', secrets: [], write: () => undefined });

describe('ResourceWatchers', () => {
  let state: Record<string, string | Error>;
  let notified: string[];
  let reads: number;
  let budget: WatchBudget;
  let watchers: ResourceWatchers;

  beforeEach(() => {
    vi.useFakeTimers();
    state = { 'gitlab://a': '{"v":1}', 'gitlab://b': '{"v":1}' };
    notified = [];
    reads = 0;
    budget = new WatchBudget(2);
    watchers = new ResourceWatchers({
      read: async (uri) => {
        reads += 1;
        const value = state[uri];
        if (value instanceof Error || value === undefined) throw value ?? new Error('missing');
        return value;
      },
      notify: async (uri) => void notified.push(uri),
      budget,
      intervalMs: 1000,
      logger,
    });
  });
  afterEach(() => {
    watchers.close();
    vi.useRealTimers();
  });

  it('polls every interval and notifies only when the text changed', async () => {
    await watchers.subscribe('gitlab://a');
    await vi.advanceTimersByTimeAsync(3000);
    expect(reads).toBe(4);
    expect(notified).toEqual([]);
    state['gitlab://a'] = '{"v":2}';
    await vi.advanceTimersByTimeAsync(3000);
    expect(notified).toEqual(['gitlab://a']);
  });

  it('announces an object that starts failing once, and again when it comes back', async () => {
    await watchers.subscribe('gitlab://a');
    state['gitlab://a'] = new Error('404 Not Found');
    await vi.advanceTimersByTimeAsync(3000);
    expect(notified).toEqual(['gitlab://a']);
    state['gitlab://a'] = '{"v":1}';
    await vi.advanceTimersByTimeAsync(1000);
    expect(notified).toEqual(['gitlab://a', 'gitlab://a']);
  });

  it('takes one watcher of the budget per URI and gives it back on unsubscribe and close', async () => {
    await watchers.subscribe('gitlab://a');
    await watchers.subscribe('gitlab://a');
    await watchers.subscribe('gitlab://b');
    expect(watchers.size).toBe(2);
    await expect(watchers.subscribe('gitlab://c')).rejects.toMatchObject({ code: -32600 });
    watchers.unsubscribe('gitlab://a');
    expect(budget.take()).toBe(true);
    budget.give();
    watchers.close();
    expect(watchers.size).toBe(0);
    expect(budget.take() && budget.take()).toBe(true);
    const before = reads;
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(before);
  });

  it('a first read that fails refuses the subscription and keeps nothing', async () => {
    await expect(watchers.subscribe('gitlab://missing')).rejects.toThrow('missing');
    expect(watchers.size).toBe(0);
    expect(budget.take() && budget.take()).toBe(true);
  });
});
