import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/** A few of the tables of project endpoints from access requests to labels, seen over HTTP. */
describe('parameter tables of project jobs, tokens, operations and records', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  const refusal = async (path: string, method: string, body?: unknown) => {
    const answer = await api(sandbox, path, { method, ...(body === undefined ? {} : { body }) });
    return [answer.status, answer.body];
  };

  it('refuses what the tables refuse, in Grape wording, before looking anything up', async () => {
    expect(await refusal('/projects/999999/job_token_scope', 'PATCH', {})).toEqual([
      400,
      { error: 'enabled is missing' },
    ]);
    expect(
      await refusal('/projects/999999/deploy_tokens', 'POST', { name: 'ci', scopes: ['read_everything'] }),
    ).toEqual([400, { error: 'scopes does not have a valid value' }]);
    expect(
      await refusal('/projects/999999/dependency_firewall/evaluate', 'POST', {
        ecosystem: 'rubygems',
        name: 'rails',
      }),
    ).toEqual([400, { error: 'ecosystem does not have a valid value, version is missing' }]);
    expect(await refusal('/projects/999999/freeze_periods', 'POST', { freeze_start: '0 23 * * 5' })).toEqual([
      400,
      { error: 'freeze_end is missing' },
    ]);
    expect(await refusal('/projects/999999/issues/1/discussions/abc', 'PUT', { resolved: 'maybe' })).toEqual([
      400,
      { error: 'resolved is invalid' },
    ]);
  });

  it('logs the names an endpoint documented by its path alone does not declare', async () => {
    sandbox.requests.clear();
    const answer = await api(sandbox, '/projects/42/deploy_keys?search=ci');
    expect(answer.status).toBe(200);
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([['search']]);
  });
});
