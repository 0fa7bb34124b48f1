/** Contract: the REST client's page facts against the sandbox (OF-51..53). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.js';
import { useSandbox } from './test-support/sandbox.js';

const gitlab = useSandbox();

describe('offset pagination over 45 branches of group/project', () => {
  const branches = (page: number) => {
    const rest = gitlab.client();
    return rest.list(apiPath`projects/${'group/project'}/repository/branches`, {
      query: { sort: 'updated_desc' },
      page,
      perPage: 20,
    });
  };

  it('OF-51 first page', async () => {
    const { items, pageInfo } = await branches(1);
    expect(items.slice(0, 3).map((branch) => branch.name)).toEqual(['main', 'develop', 'feature/login']);
    expect(pageInfo).toEqual({
      style: 'offset',
      totals: 'exact',
      block: {
        page: 1,
        per_page: 20,
        total_items: 45,
        total_pages: 3,
        next_page: 2,
        prev_page: 0,
        has_more: true,
      },
    });
  });

  it('OF-51 middle page', async () => {
    const { items, pageInfo } = await branches(2);
    expect(items).toHaveLength(20);
    expect(pageInfo.block).toMatchObject({ page: 2, next_page: 3, prev_page: 1, has_more: true });
  });

  it('OF-51 last page', async () => {
    const { items, pageInfo } = await branches(3);
    expect(items).toHaveLength(5);
    expect(pageInfo.block).toEqual({
      page: 3,
      per_page: 20,
      total_items: 45,
      total_pages: 3,
      next_page: 0,
      prev_page: 2,
      has_more: false,
    });
  });

  it('OF-51 one request per page: Link is never followed', async () => {
    await branches(1);
    expect(gitlab.sandbox.requests.all()).toHaveLength(1);
  });
});

describe('missing totals', () => {
  it('OF-51 a list over 10,000 items has no totals: 0, never NaN, and has_more from the next page', async () => {
    const rest = gitlab.client();
    const { items, pageInfo } = await rest.list(apiPath`projects/${'group/big'}/issues`, { perPage: 100 });
    expect(items).toHaveLength(100);
    expect(pageInfo).toEqual({
      style: 'offset',
      totals: 'absent',
      block: {
        page: 1,
        per_page: 100,
        total_items: 0,
        total_pages: 0,
        next_page: 2,
        prev_page: 0,
        has_more: true,
      },
    });
  });
});

describe('search', () => {
  it('OF-52 search totals are lower bounds from the page that arrived', async () => {
    const rest = gitlab.client();
    const first = await rest.list('projects/42/search', {
      query: { scope: 'issues', search: 'login' },
      perPage: 1,
      search: true,
    });
    expect(first.items).toHaveLength(1);
    expect(first.pageInfo).toMatchObject({
      totals: 'lower_bound',
      block: { page: 1, per_page: 1, total_items: 1, total_pages: 2, next_page: 2, has_more: true },
    });
    const request = gitlab.sandbox.requests.all()[0];
    expect(request?.path).toBe('/projects/42/search');
    expect(request?.query).toMatchObject({ scope: 'issues', search: 'login' });
  });
});

describe('keyset pagination', () => {
  it('OF-53 is followed across three pages by the cursor', async () => {
    const rest = gitlab.client();
    const read = (cursor: string | null) =>
      rest.listKeyset('projects', { orderBy: 'id', sort: 'asc', perPage: 1, cursor });
    const cursorOf = (page: Awaited<ReturnType<typeof read>>) =>
      page.pageInfo.style === 'keyset' ? page.pageInfo.nextCursor : null;
    const first = await read(null);
    const second = await read(cursorOf(first));
    const third = await read(cursorOf(second));
    const pages = [first, second, third];
    expect(pages.map((page) => page.items.map((project) => project.id))).toEqual([[42], [43], [44]]);
    expect(pages.map((page) => page.pageInfo.block)).toMatchObject([
      { page: 1, next_page: 2, prev_page: 0, has_more: true },
      { page: 2, next_page: 3, prev_page: 1, has_more: true },
      { page: 3, next_page: 4, prev_page: 2, has_more: true, total_items: 0, total_pages: 0 },
    ]);
    const sent = gitlab.sandbox.requests.all().map((request) => request.query.id_after);
    expect(sent).toEqual([undefined, '42', '43']);
  });

  it('OF-53 the last page has no cursor', async () => {
    const rest = gitlab.client();
    const page = await rest.listKeyset('projects', { orderBy: 'id', sort: 'asc', perPage: 100 });
    expect(page.pageInfo).toMatchObject({ style: 'keyset', nextCursor: null, block: { has_more: false } });
  });
});

describe('credentials, Sudo and sub-paths', () => {
  it('OAuth tokens are sent as Bearer, job tokens as JOB-TOKEN', async () => {
    const { tokens } = gitlab.sandbox;
    const oauth = gitlab.client({ credential: gitlab.credential('oauth', tokens.oauth) });
    await expect(oauth.request('GET', 'user')).resolves.toMatchObject({
      data: { id: 1 },
    });
    const job = gitlab.client({ credential: gitlab.credential('job', tokens.job) });
    await expect(job.request('GET', 'projects/42')).resolves.toMatchObject({
      data: { id: 42 },
    });
    const headers = gitlab.sandbox.requests.all().map((request) => request.headers);
    expect(headers[0]?.authorization).toBe('[REDACTED]');
    expect(headers[1]?.['job-token']).toBe('[REDACTED]');
  });

  it('Sudo acts as another user', async () => {
    const rest = gitlab.client();
    const { data } = await rest.request('GET', 'user', { sudo: 'alice' });
    expect(data).toMatchObject({ id: 2, username: 'alice' });
    expect(gitlab.sandbox.requests.all()[0]?.headers.sudo).toBe('alice');
  });

  it('an instance under a sub-path (https://host/gitlab) works', async () => {
    // A reverse proxy that serves the sandbox under /gitlab, as a self-hosted instance with a relative URL root.
    const target = new URL(gitlab.sandbox.url);
    const proxy = createServer((req, res) => {
      if (!req.url?.startsWith('/gitlab/')) {
        res.writeHead(404).end();
        return;
      }
      const headers = { ...req.headers, host: target.host };
      const upstream = fetch(`${target.origin}${req.url.slice('/gitlab'.length)}`, {
        method: req.method,
        headers,
      });
      void upstream.then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const rest = gitlab.client({ url: `http://127.0.0.1:${port}/gitlab` });
      const page = await rest.list(apiPath`projects/${'group/project'}/repository/branches`, { perPage: 5 });
      expect(page.items).toHaveLength(5);
      expect(page.pageInfo.block).toMatchObject({ total_items: 45, next_page: 2 });
      expect(gitlab.sandbox.requests.all()[0]?.path).toBe('/projects/group%2Fproject/repository/branches');
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
