/** A scripted fetch for unit tests: it records every request and answers from a handler. */
import type { FetchLike } from '../fetch-like.js';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
  at: number;
}

export type Handler = (request: SeenRequest, index: number) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: FetchLike;
  seen: SeenRequest[];
}

export function fakeFetch(handler: Handler): FakeFetch {
  const seen: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
      at: Date.now(),
    };
    seen.push(request);
    const signal = init?.signal;
    const answer = Promise.resolve(handler(request, seen.length - 1));
    if (!signal) return answer;
    signal.throwIfAborted();
    return Promise.race([
      answer,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
  };
  return { fetch, seen };
}

/** A JSON answer with headers, as GitLab sends it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch that never answers until its signal aborts: a hung GitLab. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}
