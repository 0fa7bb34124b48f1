import { describe, expect, it } from 'vitest';
import { clientOver, fakeClient } from './test-support/fake-client.js';
import { json } from './test-support/fake-fetch.js';
import type { FetchLike } from './fetch-like.js';

/** A body that sends `chunks` and then fails with `failure` (or ends, without one). */
function streamOf(chunks: string[], failure?: unknown): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (failure === undefined) controller.close();
      else controller.error(failure);
    },
  });
}

async function textOf(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe('download', () => {
  it('hands the answer over as a stream with its type and announced size, sending the query', async () => {
    const { rest, seen } = fakeClient(
      () =>
        new Response(streamOf(['PK', '\u0003\u0004']), {
          headers: { 'content-type': 'application/zip', 'content-length': '4' },
        }),
    );
    const download = await rest.download('projects/42/jobs/7/artifacts', { query: { job: 'build' } });
    expect(download).toMatchObject({ contentType: 'application/zip', size: 4 });
    expect(await textOf(download.body)).toBe('PK\u0003\u0004');
    expect(seen[0]?.url.href).toBe('https://gitlab.test/api/v4/projects/42/jobs/7/artifacts?job=build');
  });

  it('has no size when GitLab announced none, or announced the compressed one', async () => {
    const { rest } = fakeClient((_, index) =>
      index === 0
        ? new Response(streamOf(['data']))
        : new Response(streamOf(['data']), {
            headers: { 'content-length': '20', 'content-encoding': 'gzip' },
          }),
    );
    expect((await rest.download('a')).size).toBeNull();
    expect((await rest.download('b')).size).toBeNull();
  });

  it('a 404 is the same GitLabApiError a request gets, so the action answers its not-found card', async () => {
    const { rest } = fakeClient(() => json({ message: '404 Not found' }, 404));
    const failure = rest.download('projects/42/packages/generic/tool/1.0.0/missing.bin');
    await expect(failure).rejects.toMatchObject({ code: 'gitlab_api' });
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('is retried like a read while GitLab has not started answering', async () => {
    const { rest, seen } = fakeClient((_, index) =>
      index === 0 ? json({ message: '502 Bad Gateway' }, 502) : new Response(streamOf(['ok'])),
    );
    expect(await textOf((await rest.download('file')).body)).toBe('ok');
    expect(seen).toHaveLength(2);
  });

  it('a connection dropped mid-way fails the stream with a typed transport error', async () => {
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const { rest } = fakeClient(() => new Response(streamOf(['half of'], reset)));
    const download = await rest.download('projects/42/export/download');
    const failure = textOf(download.body);
    await expect(failure).rejects.toMatchObject({ code: 'gitlab_transport' });
    await expect(failure).rejects.toMatchObject({ details: { failure: 'connection' } });
  });

  it('the deadline keeps running while the body is read, and ends it as a timeout', async () => {
    // As our fetch does: the request's signal ends a body still arriving.
    const fetch: FetchLike = async (_input, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('first chunk'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
      );
    const rest = clientOver(fetch, { timeoutMs: 50 });
    const download = await rest.download('slow');
    await expect(textOf(download.body)).rejects.toMatchObject({ details: { failure: 'timeout' } });
  });

  it('a body that keeps arriving is never cut for taking longer than the deadline: the deadline counts silence', async () => {
    // Eight chunks 25 ms apart: 200 ms in all, against a 60 ms deadline that no gap reaches.
    const fetch: FetchLike = async (_input, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            for (let chunk = 0; chunk < 8; chunk += 1) {
              await new Promise((resolve) => setTimeout(resolve, 25));
              if (init?.signal?.aborted) return;
              controller.enqueue(new TextEncoder().encode(String(chunk)));
            }
            controller.close();
          },
        }),
      );
    const rest = clientOver(fetch, { timeoutMs: 60 });
    const download = await rest.download('steady');
    await expect(textOf(download.body)).resolves.toBe('01234567');
  });
});

describe('a Blob body', () => {
  it('is sent as the body itself, with its type and length, never as JSON', async () => {
    const sent: { body: unknown; headers: Headers }[] = [];
    const fetch: FetchLike = async (_input, init) => {
      sent.push({ body: init?.body, headers: new Headers(init?.headers) });
      return json({ message: '201 Created' }, 201);
    };
    const rest = clientOver(fetch);
    const file = new Blob(['binary build'], { type: 'application/octet-stream' });
    const answer = await rest.request('PUT', 'projects/42/packages/generic/tool/1.0.0/tool.bin', {
      query: { status: 'hidden' },
      body: file,
    });
    expect(answer.status).toBe(201);
    expect(sent[0]?.body).toBe(file);
    expect(sent[0]?.headers.get('content-type')).toBe('application/octet-stream');
    expect(sent[0]?.headers.get('content-length')).toBe('12');
    expect(sent[0]?.headers.get('private-token')).toBe('glpat-x');
  });

  it("has the call's deadline plus a second per MiB: a large upload is not cut at the deadline of a small call", async () => {
    // GitLab takes 300 ms to answer; the call's own deadline is 100 ms.
    const fetch: FetchLike = (_input, init) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(json({ message: '201 Created' }, 201)), 300);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      });
    const rest = clientOver(fetch, { timeoutMs: 100, retry: { maxAttempts: 1 } });
    const upload = (bytes: number) =>
      rest.request('PUT', 'projects/42/packages/generic/tool/1.0.0/tool.bin', {
        body: new Blob([new Uint8Array(bytes)]),
      });
    await expect(upload(1024 * 1024)).resolves.toMatchObject({ status: 201 });
    await expect(upload(10)).rejects.toMatchObject({ details: { failure: 'timeout' } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024 * 1024)]), 'big.bin');
    await expect(rest.request('POST', 'projects/42/uploads', { body: form })).resolves.toMatchObject({
      status: 201,
    });
  });
});
