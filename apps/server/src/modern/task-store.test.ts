import { describe, expect, it } from 'vitest';
import { inputNeeded } from '../execute/input-needed.js';
import { confirmationForm } from '../user-questions.js';
import type { FormAnswer } from '../user-questions.js';
import { MAX_TASKS_PER_CREDENTIAL, TASK_TTL_MS, TaskStore } from './task-store.js';
import type { TaskOutcome, TaskWork } from './task-store.js';

/** Work that ends when the test says so, recording each round's answers and signal. */
function controlledWork() {
  const rounds: Array<{ answers: Readonly<Record<string, FormAnswer>>; signal: AbortSignal }> = [];
  let settle: { resolve: (outcome: TaskOutcome) => void; reject: (error: unknown) => void } | undefined;
  let report: ((message: string) => void) | undefined;
  const work: TaskWork = (answers, signal, reporter) => {
    rounds.push({ answers, signal });
    report = reporter;
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  };
  return {
    work,
    rounds,
    report: (message: string) => report!(message),
    finish: async (outcome: TaskOutcome) => {
      settle!.resolve(outcome);
      await Promise.resolve();
    },
    fail: async (error: unknown) => {
      settle!.reject(error);
      await Promise.resolve();
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const DONE: TaskOutcome = { kind: 'result', result: { content: [{ type: 'text', text: 'done' }] } };

describe('TaskStore', () => {
  it('starts working, shows the work’s report as its status, and ends with the work’s answer', async () => {
    const store = new TaskStore();
    const run = controlledWork();
    const created = store.start(run.work)!;
    expect(created).toMatchObject({ status: 'working', ttlMs: TASK_TTL_MS, pollIntervalMs: 2000 });
    const taskId = created.taskId as string;
    run.report('Pipeline #12 is running after 4 s');
    expect(store.get(taskId)).toMatchObject({
      status: 'working',
      statusMessage: 'Pipeline #12 is running after 4 s',
    });
    await run.finish(DONE);
    await settled();
    expect(store.get(taskId)).toMatchObject({ status: 'completed', result: DONE.result });
    expect(store.get(taskId)).not.toHaveProperty('statusMessage');
  });

  it('a thrown protocol error fails the task with its code; any other error is -32603', async () => {
    const store = new TaskStore();
    const coded = controlledWork();
    const first = store.start(coded.work)!.taskId as string;
    await coded.fail(Object.assign(new Error('Unknown tool: x'), { code: -32602 }));
    const plain = controlledWork();
    const second = store.start(plain.work)!.taskId as string;
    await plain.fail(new Error('boom'));
    await settled();
    expect(store.get(first)).toMatchObject({
      status: 'failed',
      error: { code: -32602, message: 'Unknown tool: x' },
    });
    expect(store.get(second)).toMatchObject({ status: 'failed', error: { code: -32603, message: 'boom' } });
  });

  it('a question ends the round as input_required; the answer runs the work again with it', async () => {
    const store = new TaskStore();
    const run = controlledWork();
    const taskId = store.start(run.work)!.taskId as string;
    const form = confirmationForm('Overwrite /tmp/x?');
    await run.fail(inputNeeded('confirm:abc', form, {}));
    await settled();
    expect(store.get(taskId)).toMatchObject({
      status: 'input_required',
      statusMessage: 'Overwrite /tmp/x?',
      inputRequests: { 'confirm:abc': { method: 'elicitation/create', params: { mode: 'form', ...form } } },
    });
    // An answer to a key not asked is ignored: the task still waits.
    expect(store.update(taskId, { other: { action: 'accept' } })).toBe(true);
    expect(store.get(taskId)).toMatchObject({ status: 'input_required' });
    expect(run.rounds).toHaveLength(1);

    const answer: FormAnswer = { action: 'accept', content: { confirmed: true } };
    store.update(taskId, { 'confirm:abc': answer });
    expect(store.get(taskId)).toMatchObject({ status: 'working' });
    expect(store.get(taskId)).not.toHaveProperty('inputRequests');
    expect(run.rounds.map((round) => round.answers)).toEqual([{}, { 'confirm:abc': answer }]);
    await run.finish(DONE);
    await settled();
    expect(store.get(taskId)).toMatchObject({ status: 'completed' });
  });

  it('cancel aborts the work’s signal; what the work ends with afterwards is not recorded', async () => {
    const store = new TaskStore();
    const run = controlledWork();
    const taskId = store.start(run.work)!.taskId as string;
    expect(store.cancel(taskId)).toBe(true);
    expect(run.rounds[0]!.signal.aborted).toBe(true);
    await run.finish(DONE);
    await settled();
    expect(store.get(taskId)).toMatchObject({ status: 'cancelled' });
    expect(store.get(taskId)).not.toHaveProperty('result');
    expect(store.cancel('unknown')).toBe(false);
    expect(store.update('unknown', {})).toBe(false);
  });

  it('a task is gone after its time-to-live, cancelled if it still runs', () => {
    let now = 1_000_000;
    const store = new TaskStore(() => now);
    const run = controlledWork();
    const taskId = store.start(run.work)!.taskId as string;
    now += TASK_TTL_MS - 1;
    expect(store.get(taskId)).toBeDefined();
    now += 1;
    expect(store.get(taskId)).toBeUndefined();
    expect(run.rounds[0]!.signal.aborted).toBe(true);
    expect(store.size).toBe(0);
  });

  it('holds at most its cap: a finished task makes room, running ones do not', async () => {
    const store = new TaskStore();
    const runs = Array.from({ length: MAX_TASKS_PER_CREDENTIAL }, () => controlledWork());
    const ids = runs.map((run) => store.start(run.work)!.taskId as string);
    expect(store.start(controlledWork().work)).toBeNull();
    await runs[3]!.finish(DONE);
    await settled();
    expect(store.start(controlledWork().work)).not.toBeNull();
    expect(store.get(ids[3]!)).toBeUndefined();
    expect(store.size).toBe(MAX_TASKS_PER_CREDENTIAL);
  });
});
