/** Contract: the retry policy as the sandbox's request log sees it (times from the log, not the wall clock). */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './test-support/sandbox.js';

const gitlab = useSandbox();

function gaps(): number[] {
  const times = gitlab.sandbox.requests.all().map((request) => request.startedAt);
  return times.slice(1).map((time, index) => time - (times[index] ?? time));
}

describe('retries', () => {
  it('a 429 with Retry-After is honoured: the second attempt comes after the wait', async () => {
    gitlab.sandbox.faults.add({
      path: '/projects/42',
      times: 1,
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    });
    const rest = gitlab.client();
    await expect(rest.request('GET', 'projects/42')).resolves.toMatchObject({
      data: { id: 42 },
    });
    expect(gitlab.sandbox.requests.all().map((request) => request.status)).toEqual([429, 200]);
    expect(gaps()[0]).toBeGreaterThanOrEqual(950);
  });

  it('a 429 that persists is attempted a bounded number of times, each after its Retry-After', async () => {
    gitlab.sandbox.faults.add({
      path: '/projects/42',
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    });
    const rest = gitlab.client();
    await expect(rest.request('GET', 'projects/42')).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 429,
      details: {
        retryAfter: 1,
      },
    });
    expect(gitlab.sandbox.requests.all()).toHaveLength(3);
    for (const gap of gaps()) expect(gap).toBeGreaterThanOrEqual(950);
  });

  it('a Retry-After beyond what the deadline allows is not waited for', async () => {
    gitlab.sandbox.faults.add({
      path: '/projects/42',
      fault: { kind: 'status', status: 429, retryAfter: 2 },
    });
    const rest = gitlab.client({ timeoutMs: 1_500 });
    await expect(rest.request('GET', 'projects/42')).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 429,
      details: {
        retryAfter: 2,
      },
    });
    expect(gitlab.sandbox.requests.all()).toHaveLength(1);
  });

  it('a read answered 502 is retried with backoff', async () => {
    gitlab.sandbox.faults.add({ path: '/projects/42', times: 2, fault: { kind: 'status', status: 502 } });
    const rest = gitlab.client();
    await expect(rest.request('GET', 'projects/42')).resolves.toMatchObject({
      data: { id: 42 },
    });
    expect(gitlab.sandbox.requests.all().map((request) => request.status)).toEqual([502, 502, 200]);
    const [first = 0, second = 0] = gaps();
    expect(second).toBeGreaterThan(first);
  });

  it('a POST answered 502 is not repeated', async () => {
    const path = '/projects/42/repository/branches';
    gitlab.sandbox.faults.add({ method: 'POST', path, fault: { kind: 'status', status: 502 } });
    const rest = gitlab.client();
    await expect(
      rest.request('POST', 'projects/42/repository/branches', { body: { branch: 'once', ref: 'main' } }),
    ).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 502,
      details: {
        method: 'POST',
      },
    });
    expect(gitlab.sandbox.requests.all().filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('a POST answered 429 is not repeated either', async () => {
    const path = '/projects/42/repository/branches';
    gitlab.sandbox.faults.add({
      method: 'POST',
      path,
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    });
    const rest = gitlab.client();
    await expect(
      rest.request('POST', 'projects/42/repository/branches', { body: { branch: 'once', ref: 'main' } }),
    ).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 429,
      details: {
        retryAfter: 1,
      },
    });
    expect(gitlab.sandbox.requests.all()).toHaveLength(1);
  });
});
