/** The subset of `fetch` the clients call: what http-fetch.ts implements and transport.ts wraps; tests pass their own. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;
