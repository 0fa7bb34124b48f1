import { describe, expect, it } from 'vitest';
import type { ActionContext } from './action.js';
import { waitForFinalStatus } from './wait-for-status.js';

/** A context whose GitLab answers the given statuses in turn, recording requests and progress. */
function contextAnswering(statuses: string[]) {
  const requests: string[] = [];
  const progress: [number, number | null, string][] = [];
  const context: ActionContext = {
    files: { maxUploadBytes: 2e9, pathsAllowed: true },
    instance: {},
    graphql: () => Promise.reject(new Error('these calls never use GraphQL')),
    download: () => Promise.reject(new Error('no downloads here')),
    list: () => Promise.reject(new Error('no lists here')),
    rest: async (method, path) => {
      requests.push(`${method} ${path}`);
      return { id: 7, status: statuses[Math.min(requests.length - 1, statuses.length - 1)] };
    },
    progress: (done, total, message) => progress.push([done, total, message]),
  };
  return { context, requests, progress };
}

describe('waitForFinalStatus (pipeline.wait, job.wait)', () => {
  it('polls until a final status and reports progress after every poll', async () => {
    const { context, requests, progress } = contextAnswering(['pending', 'running', 'success']);
    const result = await waitForFinalStatus(context, '/projects/42/pipelines/7', 'Pipeline #7', {
      interval_seconds: 0,
      timeout_seconds: 60,
    });
    expect(requests).toEqual(Array(3).fill('GET /projects/42/pipelines/7'));
    expect(result).toMatchObject({ status: 'success', polls: 3, timed_out: false });
    expect(progress.map(([, total, message]) => [total, message.split(' after')[0]])).toEqual([
      [60, 'Pipeline #7 is pending'],
      [60, 'Pipeline #7 is running'],
      [60, 'Pipeline #7 is success'],
    ]);
  });

  it('stops at the timeout with the last status, checking once more on the deadline', async () => {
    const { context, requests } = contextAnswering(['running']);
    const result = await waitForFinalStatus(context, '/projects/42/jobs/7', 'Job 7', {
      interval_seconds: 5,
      timeout_seconds: 1,
    });
    expect(result).toMatchObject({ status: 'running', polls: 2, timed_out: true, waited_seconds: 1 });
    expect(requests).toHaveLength(2);
  });

  it('fail_on_error turns a failed end into an error, and leaves a success alone', async () => {
    const failed = contextAnswering(['failed']);
    await expect(
      waitForFinalStatus(failed.context, '/p', 'Pipeline #7', { fail_on_error: true }),
    ).rejects.toThrow('Pipeline #7 finished with status failed');
    const passed = contextAnswering(['success']);
    await expect(
      waitForFinalStatus(passed.context, '/p', 'Pipeline #7', { fail_on_error: true }),
    ).resolves.toMatchObject({ status: 'success' });
  });

  it('treats a manual (blocked) pipeline as finished: nothing happens until someone plays it', async () => {
    const { context } = contextAnswering(['manual']);
    await expect(waitForFinalStatus(context, '/p', 'Pipeline #7', {})).resolves.toMatchObject({
      polls: 1,
      timed_out: false,
    });
  });
});
