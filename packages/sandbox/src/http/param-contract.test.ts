import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkParams, declaredOnly, undeclaredNames } from './param-contract.js';
import type { ParamContract } from './param-contract.js';
import { paramContracts } from '../rest/param-contracts/index.js';
import { restRoutes } from '../rest/routes.js';
import { startSandbox } from '../start-sandbox.js';
import { api, record } from '../testing/client.js';
import type { Sandbox } from '../types.js';

const contract: ParamContract = {
  title: { type: 'string', required: true },
  state: { type: 'string', values: ['opened', 'closed'] },
  iids: { type: 'integer list' },
  confidential: { type: 'boolean' },
  due_date: { type: 'date' },
  created_after: { type: 'datetime' },
  labels: { type: 'list', values: ['bug', 'ui'] },
  assignee_id: { type: 'id or None/Any' },
  not: { type: 'hash' },
  variables: { type: 'hash list' },
  coverage: { type: 'number' },
  avatar: { type: 'file' },
};

const errorOf = (params: Record<string, unknown>) => checkParams(contract, params)?.body;

describe('Grape-style parameter validation (checkParams)', () => {
  it('passes a request that meets the declaration, strings from a query as well as JSON values', () => {
    expect(
      errorOf({
        title: 'x',
        state: 'closed',
        iids: ['1', 2],
        confidential: 'yes',
        due_date: '2025-03-21',
        created_after: '2025-03-21T09:00:00Z',
        labels: 'bug,ui',
        assignee_id: 'None',
        not: { labels: 'bug' },
        variables: [{ key: 'A', value: '1' }],
        coverage: '97.5',
        avatar: { filename: 'logo.png', content_type: 'image/png', size: 3, data: 'AAAA' },
      }),
    ).toBeUndefined();
    expect(errorOf({ title: 'x', iids: '1,2', confidential: false, assignee_id: 7 })).toBeUndefined();
  });

  it('names a missing required parameter with "is missing", as GitLab does', () => {
    expect(errorOf({})).toEqual({ error: 'title is missing' });
    expect(errorOf({ title: null })).toEqual({ error: 'title is missing' });
  });

  it('names a value of the wrong type with "is invalid", one per parameter', () => {
    for (const [name, value] of Object.entries({
      iids: 'one',
      confidential: 'maybe',
      due_date: '21/03/2025',
      created_after: 'yesterday',
      assignee_id: 'somebody',
      not: 'labels',
      variables: ['A=1'],
      coverage: 'high',
      avatar: 'logo.png',
      title: { nested: true },
    })) {
      expect(errorOf({ title: 'x', [name]: value }), name).toEqual({ error: `${name} is invalid` });
    }
  });

  it('names a value outside the declared values with GitLab\'s "does not have a valid value"', () => {
    expect(errorOf({ title: 'x', state: 'open' })).toEqual({ error: 'state does not have a valid value' });
    expect(errorOf({ title: 'x', labels: ['bug', 'feature'] })).toEqual({
      error: 'labels does not have a valid value',
    });
  });

  it('reports every failing parameter at once, joined as Grape joins them', () => {
    expect(errorOf({ state: 'open', iids: 'x' })).toEqual({
      error: 'title is missing, state does not have a valid value, iids is invalid',
    });
  });

  it('keeps only declared parameters (and Sudo and pagination), so nothing undeclared is stored or echoed', () => {
    expect(
      declaredOnly(contract, { title: 'x', tittle: 'typo', page: '2', sudo: 'alice', constructor: 1 }),
    ).toEqual({
      title: 'x',
      page: '2',
      sudo: 'alice',
    });
  });

  it("reads Rack's nested keys as the hash they name: `not[labels]` is part of `not`, checked and kept", () => {
    const nested = { title: 'x', 'not[labels]': 'bug', 'nott[labels]': 'bug' };
    expect(errorOf(nested)).toBeUndefined();
    expect(errorOf({ title: 'x', 'coverage[value]': '1' })).toEqual({ error: 'coverage is invalid' });
    expect(declaredOnly(contract, nested)).toEqual({ title: 'x', 'not[labels]': 'bug' });
    expect(undeclaredNames(contract, nested)).toEqual(['nott[labels]']);
  });

  it("checks a hash's declared keys as Grape names them, sent as JSON or as Rack's nested keys", () => {
    const nested: ParamContract = {
      platform: { type: 'hash', required: true, keys: { api_url: { type: 'string', required: true } } },
      options: { type: 'hash', keys: { size: { type: 'integer', required: true } } },
    };
    const failures = (params: Record<string, unknown>) => checkParams(nested, params)?.body;
    expect(failures({})).toEqual({ error: 'platform is missing, platform[api_url] is missing' });
    expect(failures({ platform: {} })).toEqual({ error: 'platform[api_url] is missing' });
    expect(failures({ 'platform[api_url]': 'https://k8s.example.com' })).toBeUndefined();
    expect(failures({ platform: { api_url: 'x' }, options: { size: 'big' } })).toEqual({
      error: 'options[size] is invalid',
    });
  });

  it('names the undeclared parameters it drops', () => {
    expect(undeclaredNames(contract, { title: 'x', tittle: 'typo', page: '2', sudo: 'alice' })).toEqual([
      'tittle',
    ]);
  });
});

describe('the contract tables', () => {
  it('name only endpoints the sandbox serves (a key that matches no route is a typo that checks nothing)', () => {
    const served = new Set(restRoutes().map((route) => `${route.method} ${route.pattern}`));
    expect(Object.keys(paramContracts).filter((key) => !served.has(key))).toEqual([]);
  });

  it('cover every served route, so no route accepts a parameter GitLab would refuse (an empty table: none)', () => {
    const untabled = restRoutes()
      .map((route) => `${route.method} ${route.pattern}`)
      .filter((key) => paramContracts[key] === undefined);
    expect([...new Set(untabled)]).toEqual([]);
  });
});

describe('the sandbox refuses what GitLab refuses, before the endpoint runs', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2025-03-21T09:00:00Z' });
  });
  afterAll(() => sandbox.close());

  it('a list filter outside its values, a wrong type and a missing title answer 400 in Grape wording', async () => {
    const bad = await api(sandbox, '/projects/42/issues?state=open');
    expect([bad.status, bad.body]).toEqual([400, { error: 'state does not have a valid value' }]);
    const iids = await api(sandbox, '/projects/42/issues?iids[]=first');
    expect([iids.status, iids.body]).toEqual([400, { error: 'iids is invalid' }]);
    const missing = await api(sandbox, '/projects/42/issues', { method: 'POST', body: { description: 'x' } });
    expect([missing.status, missing.body]).toEqual([400, { error: 'title is missing' }]);
  });

  it('validates before looking the project up, as Grape does', async () => {
    const response = await api(sandbox, '/projects/999999/merge_requests?state=open');
    expect([response.status, response.body]).toEqual([400, { error: 'state does not have a valid value' }]);
  });

  it('answers 404 for group/project unencoded in a path segment, as GitLab routes it', async () => {
    for (const [method, path] of [
      ['GET', '/projects/group/project'],
      ['GET', '/projects/group/project/issues'],
      ['POST', '/projects/group/project/issues'],
      ['GET', '/projects/group/project/repository/branches/main'],
      ['GET', '/groups/group/subgroup'],
    ] as const) {
      const response = await api(sandbox, path, {
        method,
        ...(method === 'POST' ? { body: { title: 'x' } } : {}),
      });
      expect([path, response.status, response.body]).toEqual([path, 404, { error: '404 Not Found' }]);
    }
    expect((await api(sandbox, '/projects/group%2Fproject/issues')).status).toBe(200);
  });

  it('stores and echoes no undeclared parameter: a misspelt name has no effect', async () => {
    const created = await api(sandbox, '/projects/42/issues', {
      method: 'POST',
      body: { title: 'Typo', descripton: 'never stored', confidential: true },
    });
    expect(created.status).toBe(201);
    expect(record(created)).toMatchObject({ title: 'Typo', description: null, confidential: true });
    expect(JSON.stringify(created.body)).not.toContain('never stored');
  });

  it('logs the names an endpoint with a table does not declare, so a client that loses a parameter is found', async () => {
    sandbox.requests.clear();
    await api(sandbox, '/projects/42/issues?stat=opened&state=opened&page=1');
    await api(sandbox, '/projects/42/issues', { method: 'POST', body: { title: 'Typo', descripton: 'x' } });
    await api(sandbox, '/projects/42/issues?state=opened');
    expect(sandbox.requests.all().map((request) => request.undeclared)).toEqual([
      ['stat'],
      ['descripton'],
      undefined,
    ]);
  });
});
