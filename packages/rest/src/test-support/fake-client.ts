import { createRestClient } from '../rest-client.js';
import type { RestClient, RestClientOptions } from '../rest-client.js';
import type { FetchLike } from '../fetch-like.js';
import { fakeFetch } from './fake-fetch.js';
import type { Handler, SeenRequest } from './fake-fetch.js';

/** A REST client of https://gitlab.test whose requests go to `fetch`, retrying after 1 ms unless told otherwise. */
export function clientOver(fetch: FetchLike, options: Partial<RestClientOptions> = {}): RestClient {
  return createRestClient({
    url: 'https://gitlab.test',
    credential: { kind: 'private', token: 'glpat-x' },
    fetch,
    retry: { backoffMs: 1 },
    ...options,
  });
}

/** A client answered by `handler`, and the requests it sent. */
export function fakeClient(
  handler: Handler,
  options: Partial<RestClientOptions> = {},
): { rest: RestClient; seen: SeenRequest[] } {
  const fake = fakeFetch(handler);
  return { rest: clientOver(fake.fetch, options), seen: fake.seen };
}
