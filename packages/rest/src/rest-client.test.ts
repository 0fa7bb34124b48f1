import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { apiPath } from './api-path.js';
import { fakeClient } from './test-support/fake-client.js';
import { json, never } from './test-support/fake-fetch.js';

const PAGE_HEADERS = {
  'x-page': '2',
  'x-per-page': '3',
  'x-total': '8',
  'x-total-pages': '3',
  'x-next-page': '3',
  'x-prev-page': '1',
  link: '<https://gitlab.test/api/v4/projects/42/repository/branches?page=3&per_page=3>; rel="next"',
};

describe('credentials and URLs', () => {
  it.each([
    ['private', 'private-token', 'tok'],
    ['oauth', 'authorization', 'Bearer tok'],
    ['job', 'job-token', 'tok'],
  ] as const)('a %s credential is sent as %s', async (kind, header, value) => {
    const { rest, seen } = fakeClient(() => json({ id: 1 }), { credential: { kind, token: 'tok' } });
    await rest.request('GET', 'user');
    expect(seen[0]?.headers.get(header)).toBe(value);
  });

  it('reaches an instance under a sub-path and encodes project paths once', async () => {
    const { rest, seen } = fakeClient(() => json({ name: 'feature/login' }), {
      url: 'https://host.test/gitlab/',
    });
    await rest.request('GET', apiPath`projects/${'group/project'}/repository/branches/${'feature/login'}`);
    expect(seen[0]?.url.href).toBe(
      'https://host.test/gitlab/api/v4/projects/group%2Fproject/repository/branches/feature%2Flogin',
    );
  });

  it('sends Sudo when a request asks for it, and only then', async () => {
    const { rest, seen } = fakeClient(() => json([]));
    await rest.request('GET', 'projects/42', { sudo: 'alice' });
    await rest.request('GET', apiPath`projects/${'group/project'}/languages`, { sudo: 3 });
    await rest.list('projects/42/issues', { sudo: 'bob' });
    await rest.request('GET', 'projects/42');
    expect(seen.map((r) => r.headers.get('sudo'))).toEqual(['alice', '3', 'bob', null]);
    expect(seen[1]?.url.pathname).toBe('/api/v4/projects/group%2Fproject/languages');
  });

  it('a path that would leave /api/v4 is refused before anything is sent', async () => {
    const { rest, seen } = fakeClient(() => json({}));
    await expect(rest.request('GET', '/projects')).rejects.toThrow(/not a path relative to the API base/);
    await expect(rest.list('projects/../../admin')).rejects.toThrow(/not a path relative to the API base/);
    await expect(rest.download('//evil.test/file')).rejects.toThrow(/not a path relative to the API base/);
    expect(seen).toHaveLength(0);
  });

  it('a request sends the query and a JSON body, keys in snake_case and arrays in brackets', async () => {
    const { rest, seen } = fakeClient(() => json({ ok: true }, 201));
    const answer = await rest.request('POST', 'projects/42/statuses/abc', {
      query: { state: 'success', labels: ['a', 'b'] },
      body: { name: 'lint', targetUrl: 'https://ci.test' },
    });
    expect(answer).toMatchObject({ data: { ok: true }, status: 201 });
    expect(seen[0]?.url.search).toBe('?state=success&labels%5B%5D=a&labels%5B%5D=b');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'lint', target_url: 'https://ci.test' });
  });
});

describe('per-call state', () => {
  it('every option travels with its request: no request enters an AsyncLocalStorage', async () => {
    // Node 20 runs the hooks of every AsyncLocalStorage ever entered on each promise of the process, for its life.
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enter = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const { rest, seen } = fakeClient(() => json([{ id: 42 }]));
      const cancel = new AbortController();
      await rest.request('GET', 'projects/42', { sudo: 'alice', signal: cancel.signal });
      await rest.list('projects', { page: 2 });
      await rest.listKeyset('projects', { orderBy: 'id', sort: 'asc' });
      await rest.request('PUT', 'projects/42/packages/generic/tool/1.0.0/tool.bin', {
        body: new Blob(['x']),
      });
      await (await rest.download('projects/42/export/download')).body.cancel();
      expect(seen.map((r) => r.headers.get('sudo'))).toEqual(['alice', null, null, null, null]);
      expect(run).not.toHaveBeenCalled();
      expect(enter).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enter.mockRestore();
    }
  });

  it('a cancelled call sends nothing more', async () => {
    const { rest, seen } = fakeClient(() => json({ id: 42 }));
    const cancel = new AbortController();
    cancel.abort();
    await expect(rest.request('GET', 'projects/42', { signal: cancel.signal })).rejects.toMatchObject({
      code: 'call_cancelled',
    });
    await expect(rest.list('projects', { signal: cancel.signal })).rejects.toMatchObject({
      code: 'call_cancelled',
    });
    expect(seen).toHaveLength(0);
  });
});

describe('list', () => {
  it('OF-51 reads one page and its seven fields, never following Link', async () => {
    const { rest, seen } = fakeClient(() =>
      json([{ name: 'a' }, { name: 'b' }, { name: 'c' }], 200, PAGE_HEADERS),
    );
    const page = await rest.list('projects/42/repository/branches', {
      query: { search: 'feat' },
      page: 2,
      perPage: 3,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.search).toBe('?search=feat&page=2&per_page=3');
    expect(page.items.map((b) => b.name)).toEqual(['a', 'b', 'c']);
    expect(page.pageInfo).toEqual({
      style: 'offset',
      totals: 'exact',
      block: {
        page: 2,
        per_page: 3,
        total_items: 8,
        total_pages: 3,
        next_page: 3,
        prev_page: 1,
        has_more: true,
      },
    });
  });

  it('OF-51 per_page is capped at 100 and page starts at 1', async () => {
    const { rest, seen } = fakeClient(() => json([]));
    await rest.list('projects/42/issues', { perPage: 500, page: -3 });
    expect(seen[0]?.url.searchParams.get('per_page')).toBe('100');
    expect(seen[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('OF-51 missing totals (over 10,000 items) become 0, never NaN', async () => {
    const headers = { 'x-page': '1', 'x-per-page': '20', 'x-next-page': '2', 'x-prev-page': '' };
    const { rest } = fakeClient(() => json([{ iid: 1 }], 200, headers));
    const { pageInfo } = await rest.list('projects/43/issues');
    expect(pageInfo).toEqual({
      style: 'offset',
      totals: 'absent',
      block: {
        page: 1,
        per_page: 20,
        total_items: 0,
        total_pages: 0,
        next_page: 2,
        prev_page: 0,
        has_more: true,
      },
    });
  });

  it('OF-52 search totals are lower bounds from what arrived', async () => {
    const headers = { 'x-page': '2', 'x-per-page': '2', 'x-next-page': '', 'x-prev-page': '1' };
    const { rest } = fakeClient(() => json([{ id: 1 }], 200, headers));
    const { pageInfo } = await rest.list('search', {
      query: { scope: 'projects', search: 'gitlab' },
      page: 2,
      perPage: 2,
      search: true,
    });
    expect(pageInfo).toMatchObject({
      totals: 'lower_bound',
      block: { page: 2, total_items: 1, total_pages: 2, next_page: 0, has_more: false },
    });
  });

  it('OF-53 keyset lists carry a cursor that continues from GitLab’s Link', async () => {
    const next = (after: number) => ({
      link: `<https://gitlab.test/api/v4/projects?id_after=${after}&order_by=id&pagination=keyset&per_page=2&sort=asc>; rel="next"`,
    });
    const pages = [
      json([{ id: 1 }, { id: 2 }], 200, next(2)),
      json([{ id: 3 }, { id: 4 }], 200, next(4)),
      json([{ id: 5 }]),
    ];
    const { rest, seen } = fakeClient((_, index) => pages[index] ?? json([]));
    const keyset = { query: { visibility: 'public' }, orderBy: 'id', sort: 'asc', perPage: 2 } as const;
    const first = await rest.listKeyset('projects', keyset);
    expect(first.pageInfo).toMatchObject({
      style: 'keyset',
      block: { page: 1, next_page: 2, has_more: true },
    });
    const cursor = first.pageInfo.style === 'keyset' ? first.pageInfo.nextCursor : null;
    const second = await rest.listKeyset('projects', { ...keyset, cursor });
    const cursor2 = second.pageInfo.style === 'keyset' ? second.pageInfo.nextCursor : null;
    const third = await rest.listKeyset('projects', { ...keyset, cursor: cursor2 });
    expect(seen.map((r) => r.url.searchParams.get('id_after'))).toEqual([null, '2', '4']);
    expect(seen[2]?.url.search).toBe(
      '?visibility=public&id_after=4&pagination=keyset&sort=asc&order_by=id&per_page=2',
    );
    expect(third.items).toEqual([{ id: 5 }]);
    expect(third.pageInfo).toEqual({
      style: 'keyset',
      nextCursor: null,
      block: {
        page: 3,
        per_page: 2,
        total_items: 0,
        total_pages: 0,
        next_page: 0,
        prev_page: 2,
        has_more: false,
      },
    });
  });
});

describe('errors', () => {
  it('422 nested field messages become sentences; X-Request-Id is kept', async () => {
    const body = { message: { name: ['has already been taken'], base: ['Project limit reached'] } };
    const { rest } = fakeClient(() => json(body, 422, { 'x-request-id': 'req-9' }));
    const error = await rest.request('POST', 'projects', { body: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'gitlab_api',
      status: 422,
      details: {
        method: 'POST',
        path: '/projects',
        gitlabMessage: 'name has already been taken. Project limit reached.',
        requestId: 'req-9',
      },
    });
  });

  it('403 insufficient_scope keeps the code and names the scope', async () => {
    const body = {
      error: 'insufficient_scope',
      error_description: 'The request requires higher privileges than provided by the access token.',
      scope: 'api',
    };
    const { rest } = fakeClient(() => json(body, 403));
    await expect(rest.request('GET', 'projects/42')).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 403,
      details: {
        errorCode: 'insufficient_scope',
        gitlabMessage:
          'The request requires higher privileges than provided by the access token. Required scope: api.',
      },
    });
  });

  it('an HTML 502 page becomes its title', async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad</h1></body></html>';
    const { rest } = fakeClient(
      () => new Response(page, { status: 502, headers: { 'content-type': 'text/html' } }),
      {
        retry: { maxAttempts: 1 },
      },
    );
    await expect(rest.request('GET', 'projects/42')).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 502,
      details: {
        gitlabMessage: '502 Bad Gateway',
      },
    });
  });

  it('a 200 with a truncated JSON body is a malformed response', async () => {
    const { rest } = fakeClient(
      () => new Response('{"id": 4', { headers: { 'content-type': 'application/json' } }),
    );
    const error = await rest.request('GET', 'projects/42').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'gitlab_transport' });
    expect(error).toMatchObject({ details: { failure: 'malformed_response', path: '/projects/42' } });
  });

  it.each([
    ['ECONNREFUSED', 'connection', /Check GITLAB_URL/],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls', /NODE_EXTRA_CA_CERTS.*GITLAB_MCP_SKIP_TLS_VERIFY/],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout', /did not answer/],
  ])('a network failure %s is a %s transport error', async (code, failure, message) => {
    const { rest } = fakeClient(
      () => {
        throw new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
      },
      { retry: { maxAttempts: 1 } },
    );
    const error = await rest.request('GET', 'projects/42').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'gitlab_transport' });
    expect(error).toMatchObject({ details: { failure, method: 'GET', path: '/projects/42' } });
    expect((error as Error).message).toMatch(message);
  });

  it('one deadline ends a hung call with a timeout', async () => {
    const { rest } = fakeClient(never, { timeoutMs: 50 });
    const started = Date.now();
    const error = await rest.request('GET', 'projects/42').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'gitlab_transport', details: { failure: 'timeout' } });
    expect((error as Error).message).toMatch(/within 50ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('retries', () => {
  it('a read is retried after 502 and 503, within the attempt bound', async () => {
    const { rest, seen } = fakeClient((_, index) =>
      index < 2 ? json({ message: 'down' }, 502 + index) : json({ id: 42 }),
    );
    await expect(rest.request('GET', 'projects/42')).resolves.toMatchObject({ data: { id: 42 } });
    expect(seen).toHaveLength(3);
  });

  it('a read that keeps failing stops after maxAttempts with the last error', async () => {
    const { rest, seen } = fakeClient(() => json({ message: 'down' }, 500));
    await expect(rest.request('GET', 'projects/42')).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(3);
  });

  it('a POST answered 502 is never repeated', async () => {
    const { rest, seen } = fakeClient(() => json({ message: 'bad gateway' }, 502));
    const create = rest.request('POST', 'projects/42/repository/branches', {
      body: { branch: 'x', ref: 'main' },
    });
    await expect(create).rejects.toMatchObject({ status: 502 });
    expect(seen).toHaveLength(1);
  });

  it('a write the action marks idempotent is retried like a read', async () => {
    const { rest, seen } = fakeClient((_, index) => (index === 0 ? json({}, 503) : json({ id: 1 })));
    await rest.request('PUT', 'projects/42/issues/1', { body: { title: 't' }, idempotent: true });
    expect(seen.map((r) => r.method)).toEqual(['PUT', 'PUT']);
  });

  it('a 429 whose Retry-After exceeds the bound is not waited for', async () => {
    const { rest, seen } = fakeClient(() => json({ message: 'Retry later' }, 429, { 'retry-after': '60' }));
    await expect(rest.request('GET', 'projects/42')).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 429,
      details: {
        retryAfter: 60,
      },
    });
    expect(seen).toHaveLength(1);
  });

  it('a 429 is retried after its Retry-After', async () => {
    const { rest, seen } = fakeClient((_, index) =>
      index === 0 ? json({ message: 'Retry later' }, 429, { 'retry-after': '1' }) : json({ id: 42 }),
    );
    await rest.request('GET', 'projects/42');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(990);
  });

  it('a dropped connection on a read is retried', async () => {
    const { rest, seen } = fakeClient((_, index) => {
      if (index === 0) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
      return json({ id: 42 });
    });
    await expect(rest.request('GET', 'projects/42')).resolves.toMatchObject({ data: { id: 42 } });
    expect(seen).toHaveLength(2);
  });
});
