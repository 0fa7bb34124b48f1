import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpFetch } from './http-fetch.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** Two loopback origins (127.0.0.1 and localhost differ as origins), each answering by path. */
async function origin(routes: Record<string, Handler>) {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => (routes[request.url ?? ''] ?? notFound)(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
const notFound: Handler = (_request, _body, response) => response.writeHead(404).end();
const echo: Handler = (request, body, response) =>
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ method: request.method, headers: request.headers, body }));

describe('fetch over node:http', () => {
  let here: Awaited<ReturnType<typeof origin>>;
  let there: Awaited<ReturnType<typeof origin>>;
  const fetch = createHttpFetch();

  beforeAll(async () => {
    there = await origin({ '/echo': echo });
    here = await origin({
      '/echo': echo,
      '/gzip': (_request, _body, response) =>
        response
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
          .end(gzipSync(JSON.stringify({ compressed: true }))),
      '/same': (_request, _body, response) => response.writeHead(302, { location: '/echo' }).end(),
      '/away': (_request, _body, response) =>
        response.writeHead(302, { location: `http://localhost:${there.port}/echo` }).end(),
      '/keep': (_request, _body, response) => response.writeHead(307, { location: '/echo' }).end(),
      '/slow': () => undefined,
      '/empty': (_request, _body, response) => response.writeHead(204).end(),
      '/chunks': (_request, _body, response) => {
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).write('first,');
        setTimeout(() => response.end('second'), 20);
      },
      '/stalls': (_request, _body, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' }).write('half');
      },
      '/twice': (_request, _body, response) => {
        response.setHeader('X-Page', ' 2 ');
        response.setHeader('Vary', ['Origin', 'Accept']);
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      },
    });
  });
  afterAll(() => {
    here.server.close();
    there.server.close();
  });
  const at = (path: string) => `http://127.0.0.1:${here.port}${path}`;

  it('sends the method, headers and a JSON body, and reads the answer', async () => {
    const response = await fetch(at('/echo'), {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': 'secret', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as { method: string; headers: Record<string, string>; body: string };
    expect(seen).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(seen.headers['private-token']).toBe('secret');
    expect(seen.headers['content-length']).toBe('7');
  });

  it('decompresses a gzip answer', async () => {
    expect(await (await fetch(at('/gzip'))).json()).toEqual({ compressed: true });
  });

  it('encodes FormData as multipart with its boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const seen = (await (await fetch(at('/echo'), { method: 'POST', body: form })).json()) as {
      headers: Record<string, string>;
      body: string;
    };
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('filename="a.txt"');
    expect(seen.body).toContain('hello');
  });

  it('follows a redirect on the same origin with the credential', async () => {
    const seen = (await (await fetch(at('/same'), { headers: { 'PRIVATE-TOKEN': 't' } })).json()) as {
      headers: Record<string, string>;
    };
    expect(seen.headers['private-token']).toBe('t');
  });

  it('drops every credential when a redirect leaves the origin', async () => {
    const seen = (await (
      await fetch(at('/away'), {
        headers: { 'PRIVATE-TOKEN': 't', Authorization: 'Bearer t', 'JOB-TOKEN': 't' },
      })
    ).json()) as { headers: Record<string, string> };
    expect(seen.headers).not.toHaveProperty('private-token');
    expect(seen.headers).not.toHaveProperty('authorization');
    expect(seen.headers).not.toHaveProperty('job-token');
  });

  it('turns a POST into a GET on 302 and keeps it on 307', async () => {
    const moved = (await (await fetch(at('/same'), { method: 'POST', body: 'x' })).json()) as {
      method: string;
    };
    expect(moved.method).toBe('GET');
    const kept = (await (await fetch(at('/keep'), { method: 'POST', body: 'x' })).json()) as {
      method: string;
      body: string;
    };
    expect(kept).toMatchObject({ method: 'POST', body: 'x' });
  });

  it('rejects with the signal’s reason when the deadline passes', async () => {
    const failure = await fetch(at('/slow'), { signal: AbortSignal.timeout(50) }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).name).toBe('TimeoutError');
  });

  it('rejects with the network error code when nobody listens', async () => {
    const closed = await origin({});
    closed.server.close();
    const failure = await fetch(`http://127.0.0.1:${closed.port}/`).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('answers a 204 with no body', async () => {
    const response = await fetch(at('/empty'), { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('hands a body over as a stream that delivers every chunk', async () => {
    const response = await fetch(at('/chunks'));
    const reader = response.body!.getReader();
    let text = '';
    for (let read = await reader.read(); !read.done; read = await reader.read())
      text += Buffer.from(read.value).toString('utf8');
    expect(text).toBe('first,second');
    expect(response.bodyUsed).toBe(false);
  });

  it('rejects a body read with the signal’s reason when the deadline passes mid-body', async () => {
    const response = await fetch(at('/stalls'), { signal: AbortSignal.timeout(100) });
    expect(response.status).toBe(200);
    const failure = await response.text().catch((error: unknown) => error);
    expect((failure as Error).name).toBe('TimeoutError');
  });

  it('reads headers by any case, joins repeated ones and lists them sorted and trimmed', async () => {
    const response = await fetch(at('/twice'));
    expect(response.headers.get('VARY')).toBe('Origin, Accept');
    const names = [...response.headers.keys()];
    expect(names).toEqual([...names].sort());
    expect(Object.fromEntries(response.headers.entries())).toMatchObject({
      'content-type': 'text/plain',
      'x-page': '2',
    });
    expect(await response.text()).toBe('ok');
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('clones an answer into two bodies that read alike', async () => {
    const response = await fetch(at('/chunks'));
    const copy = response.clone();
    expect(await Promise.all([response.text(), copy.text()])).toEqual(['first,second', 'first,second']);
    expect(copy.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('gives a binary answer as a Blob of its content type', async () => {
    const blob = await (await fetch(at('/chunks'))).blob();
    expect(blob.type).toBe('application/octet-stream');
    expect(await blob.text()).toBe('first,second');
  });
});
