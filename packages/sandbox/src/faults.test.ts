import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox.js';
import { api } from './testing/client.js';
import type { Sandbox } from './types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    faults: [{ path: '/projects/44', times: 1, fault: { kind: 'status', status: 503 } }],
  });
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const branches = '/projects/42/repository/branches';

describe('fault injection', () => {
  it('an initial fault from the options hits once', async () => {
    expect((await api(sandbox, '/projects/44')).status).toBe(503);
    expect((await api(sandbox, '/projects/44')).status).toBe(200);
  });

  it('429 with Retry-After and GitLab\'s "Retry later" body', async () => {
    sandbox.faults.add({ path: branches, fault: { kind: 'status', status: 429, retryAfter: 7 } });
    const answer = await api(sandbox, branches);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toEqual({ message: 'Retry later' });
    expect(answer.headers.get('x-request-id')).not.toBeNull();
  });

  it('500, 502 and 503 with GitLab-style JSON bodies', async () => {
    for (const status of [500, 502, 503] as const) {
      sandbox.faults.clear();
      sandbox.faults.add({ path: branches, fault: { kind: 'status', status } });
      const answer = await api(sandbox, branches);
      expect(answer.status).toBe(status);
      expect(String((answer.body as { message: string }).message)).toMatch(new RegExp(`^${status} `));
    }
  });

  it('`times` limits a rule, then the normal answer returns', async () => {
    sandbox.faults.add({ path: branches, times: 2, fault: { kind: 'status', status: 502 } });
    expect((await api(sandbox, branches)).status).toBe(502);
    expect((await api(sandbox, branches)).status).toBe(502);
    expect((await api(sandbox, branches)).status).toBe(200);
  });

  it('matches by method and by RegExp path', async () => {
    sandbox.faults.add({ method: 'POST', path: /\/labels$/, fault: { kind: 'status', status: 500 } });
    expect((await api(sandbox, '/projects/42/labels')).status).toBe(200);
    expect(
      (await api(sandbox, '/projects/42/labels', { method: 'POST', body: { name: 'f', color: '#000000' } }))
        .status,
    ).toBe(500);
  });

  it('a delay answers normally after the delay', async () => {
    sandbox.faults.add({ path: '/version', fault: { kind: 'delay', ms: 150 } });
    const started = Date.now();
    const answer = await api(sandbox, '/version');
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a reset destroys the connection without an answer', async () => {
    sandbox.faults.add({ path: '/version', fault: { kind: 'reset' } });
    await expect(api(sandbox, '/version')).rejects.toThrow();
    sandbox.faults.clear();
    expect((await api(sandbox, '/version')).status).toBe(200);
  });

  it('malformed JSON: a 200 whose body does not parse', async () => {
    sandbox.faults.add({ path: branches, fault: { kind: 'malformed_json' } });
    const answer = await api(sandbox, branches);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(() => JSON.parse(answer.text) as unknown).toThrow();
    expect(answer.text.startsWith('[{"name":')).toBe(true);
  });

  it('an HTML error page, as nginx sends on 502', async () => {
    sandbox.faults.add({ path: branches, fault: { kind: 'html_error', status: 502 } });
    const answer = await api(sandbox, branches);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.text).toContain('<!DOCTYPE html>');
    expect(answer.text).toContain('502');
  });

  it('a request can carry its own fault in X-Sandbox-Fault', async () => {
    const answer = await api(sandbox, branches, {
      headers: { 'x-sandbox-fault': JSON.stringify({ kind: 'status', status: 429, retryAfter: 3 }) },
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('3');
    expect((await api(sandbox, branches)).status).toBe(200);
    const malformed = await api(sandbox, branches, { headers: { 'x-sandbox-fault': 'not json' } });
    expect(malformed.status).toBe(400);
  });

  it("echo_token quotes the request's own token back in its JSON error, from whichever header carried it", async () => {
    sandbox.faults.add({ path: branches, fault: { kind: 'echo_token', status: 422 } });
    const bearer = await api(sandbox, branches, { as: 'bearer', token: sandbox.tokens.oauth });
    expect(bearer.status).toBe(422);
    expect(bearer.body).toEqual({
      message: `422 Bad request - token ${sandbox.tokens.oauth} may not do this`,
    });
    const job = await api(sandbox, branches, { as: 'job', token: sandbox.tokens.job });
    expect(job.text).toContain(sandbox.tokens.job);
  });

  it('faults are logged with the status they produced', async () => {
    sandbox.requests.clear();
    sandbox.faults.add({ path: branches, times: 1, fault: { kind: 'status', status: 503 } });
    await api(sandbox, branches);
    sandbox.faults.add({ path: '/version', times: 1, fault: { kind: 'reset' } });
    await api(sandbox, '/version').catch(() => undefined);
    expect(sandbox.requests.all().map((entry) => entry.status)).toEqual([503, 0]);
  });
});
