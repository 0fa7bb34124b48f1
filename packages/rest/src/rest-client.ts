/**
 * One REST client per (GitLab URL, credential). It gives gitbeaker's resources (their endpoint knowledge is
 * GitLab's) wired to our requester, and three helpers that run a resource call as one client call with one
 * deadline: `list` (one page plus its page facts), `get` and `mutate` (the data), and `request` for endpoints
 * gitbeaker lacks, and `download` for a file read as a stream. Nothing here renders or validates GitLab's answers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { BaseResource } from '@gitbeaker/requester-utils';
import type { BaseResourceOptions, RequesterType } from '@gitbeaker/requester-utils';
import type { GitLabObject, PageInfo } from '@gitlab-mcp/result';
import { CALL_SCOPES, newScope } from './call-scope.js';
import type { ScopeOptions } from './call-scope.js';
import { decodeCursor, keysetPageInfo, offsetPageInfo, requestedPage } from './pagination.js';
import { createGitLabRequesterFn } from './requester.js';
import { DEFAULT_RETRY_POLICY } from './retry-policy.js';
import type { RetryPolicy } from './retry-policy.js';
import type { Destinations } from './destinations.js';
import { createDispatchingFetch } from './transport.js';
import type { FetchLike } from './transport.js';
import { PlainHeaders } from './plain-headers.js';

/**
 * How the client authenticates: `private` sends PRIVATE-TOKEN (personal, project and group access tokens),
 * `oauth` sends `Authorization: Bearer`, `job` sends JOB-TOKEN (CI job tokens).
 */
export interface Credential {
  kind: 'private' | 'oauth' | 'job';
  token: string;
}

export interface RestClientOptions {
  /** The instance's base URL, sub-path included (`https://host/gitlab`); the API is under `/api/v4`. */
  url: string;
  credential: Credential;
  /** GITLAB_MCP_SKIP_TLS_VERIFY. A private CA goes through NODE_EXTRA_CA_CERTS instead. */
  skipTlsVerify?: boolean;
  /** Which addresses may be connected to: `public` for an instance a caller picked (any-URL mode). */
  destinations?: Destinations;
  /** Each call's one deadline, retries and waits included. Default 30 s. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  fetch?: FetchLike;
}

export interface CallOptions {
  /** Act as this user (admin tokens with the `sudo` scope): sent as the Sudo header. */
  sudo?: string | number;
  /**
   * Whether GitLab may receive the requests of this call twice. By default GET and HEAD may and every write may
   * not; an action that knows its write is idempotent can say so, and then it is retried like a read.
   */
  idempotent?: boolean;
  timeoutMs?: number;
  /** The MCP call's cancellation: once aborted, nothing more is sent and nothing retried. */
  signal?: AbortSignal;
}

export interface ListOptions extends CallOptions {
  page?: number;
  /** At most 100 (OF-51); default 20. */
  perPage?: number;
  /** A search endpoint: missing totals become OF-52's lower bounds. */
  search?: boolean;
}

export interface KeysetListOptions<O extends string> extends CallOptions {
  orderBy: O;
  sort: 'asc' | 'desc';
  /** At most 100 (OF-51); default 20. */
  perPage?: number;
  /** The previous page's `nextCursor`; none for the first page. */
  cursor?: string | null;
}

/** What `list` passes to the resource call: spread it into the gitbeaker method's options. */
export interface OffsetParams {
  page: number;
  perPage: number;
}

/** What `listKeyset` passes: GitLab's keyset parameters plus the continuation a cursor carries (`id_after`). */
export type KeysetParams<O extends string> = {
  pagination: 'keyset';
  orderBy: O;
  sort: 'asc' | 'desc';
  perPage: number;
} & { [continuation: string]: string | number };

export interface RestPage<T> {
  items: T[];
  pageInfo: PageInfo;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RawRequestOptions extends CallOptions {
  query?: Record<string, unknown>;
  /** JSON fields, a multipart form, or a Blob sent as the body itself (the generic package registry's PUT). */
  body?: Record<string, unknown> | FormData | Blob;
}

export interface DownloadOptions extends CallOptions {
  query?: Record<string, unknown>;
}

/** A file GitLab is sending: its bytes as they arrive, never held whole. */
export interface RestDownload {
  /** Fails with a GitLabTransportError when the connection drops or the call's deadline passes mid-way. */
  body: ReadableStream<Uint8Array>;
  contentType: string | null;
  /** The byte count GitLab announced (Content-Length); null when it did not, or sent the file compressed. */
  size: number | null;
}

export interface RawResponse {
  data: unknown;
  status: number;
  headers: Record<string, string>;
}

/** The item type of a resource call that returns an array; GitLab objects otherwise. */
type ItemOf<R> = R extends ReadonlyArray<infer I> ? I : GitLabObject;

export interface RestClient {
  /** What gitbeaker's resource classes take to send through this client (`resourcesOf`, `@gitlab-mcp/rest/resources`). */
  readonly resourceOptions: BaseResourceOptions<false>;
  /** The requester itself, for a request by path (`requester.get('projects/42/repository/branches')`). */
  readonly requester: RequesterType;
  /** One page of an offset-paginated list (OF-51, OF-52). */
  list<R>(call: (page: OffsetParams) => Promise<R>, options?: ListOptions): Promise<RestPage<ItemOf<R>>>;
  /** One page of a keyset-paginated list (OF-53), continued with the `nextCursor` of the page before. */
  listKeyset<O extends string, R>(
    call: (page: KeysetParams<O>) => Promise<R>,
    options: KeysetListOptions<O>,
  ): Promise<RestPage<ItemOf<R>>>;
  get<T>(call: () => Promise<T>, options?: CallOptions): Promise<{ data: T }>;
  /** A call that writes: nothing in it is repeated unless `idempotent` says it may be. */
  mutate<T>(call: () => Promise<T>, options?: CallOptions): Promise<{ data: T }>;
  /** An endpoint gitbeaker lacks. `path` is relative to `/api/v4` and built with `apiPath`. */
  request(method: HttpMethod, path: string, options?: RawRequestOptions): Promise<RawResponse>;
  /**
   * A GET whose answer is a file, handed over once its headers arrive: errors, retries and the deadline are those
   * of `request` (a 404 is a GitLabApiError); while the body is read, the deadline counts silence between chunks.
   */
  download(path: string, options?: DownloadOptions): Promise<RestDownload>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createRestClient(options: RestClientOptions): RestClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const requesterFn = createGitLabRequesterFn({
    fetch: withRawBody(createDispatchingFetch(options)),
    scopes: CALL_SCOPES,
    timeoutMs,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
  });
  const resourceOptions = {
    host: options.url.replace(/\/+$/, ''),
    ...tokenOption(options.credential),
    requesterFn,
    // The deadline is ours (one per call, across retries); gitbeaker's client-side rate limits would only add
    // waits that GitLab's own 429 and Retry-After already govern.
    queryTimeout: null,
    rateLimits: {},
  };
  // One bare resource carries the requester every call uses; gitbeaker's ~200 resource classes are resourcesOf's.
  const { requester } = new BaseResource(resourceOptions);

  function run<T>(call: () => Promise<T>, scope: Omit<ScopeOptions, 'timeoutMs'> & CallOptions) {
    const state = newScope({ ...scope, timeoutMs: scope.timeoutMs ?? timeoutMs });
    return { state, result: CALL_SCOPES.run(state, call) };
  }

  async function readPage(call: () => Promise<unknown>, callOptions: CallOptions) {
    const { state, result } = run(call, { ...callOptions, onePage: true });
    return { state, items: asItems(await result) };
  }

  return {
    resourceOptions,
    requester,

    async list(call, listOptions = {}) {
      const requested = requestedPage(listOptions.page, listOptions.perPage);
      const { state, items } = await readPage(() => call(requested), listOptions);
      const pageInfo = offsetPageInfo(
        state.last?.headers ?? {},
        requested,
        items.length,
        listOptions.search === true,
      );
      return { items: items as ItemOf<Awaited<ReturnType<typeof call>>>[], pageInfo };
    },

    async listKeyset(call, keyset) {
      const { perPage } = requestedPage(1, keyset.perPage);
      const cursor = decodeCursor(keyset.cursor);
      const params = {
        ...cursor.after,
        pagination: 'keyset',
        orderBy: keyset.orderBy,
        sort: keyset.sort,
        perPage,
      } as const;
      const { state, items } = await readPage(() => call(params), keyset);
      const sent = state.last?.url.searchParams ?? new URLSearchParams();
      const pageInfo = keysetPageInfo(state.last?.headers ?? {}, sent, cursor.page, perPage);
      return { items: items as ItemOf<Awaited<ReturnType<typeof call>>>[], pageInfo };
    },

    async get(call, callOptions = {}) {
      return { data: await run(call, callOptions).result };
    },

    async mutate(call, callOptions = {}) {
      return {
        data: await run(call, { ...callOptions, idempotent: callOptions.idempotent ?? false }).result,
      };
    },

    async request(method, path, raw = {}) {
      const verb = method.toLowerCase() as Lowercase<HttpMethod>;
      const { body } = raw;
      const send = () =>
        body instanceof Blob
          ? RAW_BODIES.run(body, () => requester[verb](path, { searchParams: raw.query, sudo: raw.sudo }))
          : requester[verb](path, { searchParams: raw.query, body, sudo: raw.sudo });
      const response = await run(send, {
        ...raw,
        timeoutMs: uploadTimeoutMs(body, raw.timeoutMs ?? timeoutMs),
      }).result;
      return { data: response.body ?? null, status: response.status, headers: response.headers };
    },

    async download(path, raw = {}) {
      const send = () => requester.get(path, { searchParams: raw.query, sudo: raw.sudo, asStream: true });
      const response = await run(send, raw).result;
      return {
        // The requester's stream: it types read failures and keeps the deadline (see requester.ts, streamed).
        body: response.body as unknown as ReadableStream<Uint8Array>,
        contentType: response.headers['content-type'] ?? null,
        size: announcedSize(response.headers),
      };
    },
  };
}

/** The slowest upload waited for: a file's bytes add a second per MiB to the call's deadline. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 1024 * 1024;

/**
 * A call's deadline with the time its files need at the slowest accepted rate: the default 30 s would cut any
 * upload above a few hundred MB, when GITLAB_MCP_UPLOAD_MAX_FILE_SIZE allows 2 GB.
 */
function uploadTimeoutMs(body: RawRequestOptions['body'], timeoutMs: number): number {
  // Not `instanceof FormData`: on Node 20 the first read of that global loads undici (~80 ms), and every call,
  // the start-up probe's included, comes through here.
  const form = Object.prototype.toString.call(body) === '[object FormData]';
  const files =
    body instanceof Blob
      ? [body]
      : form
        ? [...(body as FormData).values()].filter((value) => value instanceof Blob)
        : [];
  const bytes = files.reduce((total, file) => total + file.size, 0);
  return timeoutMs + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/** The Blob a raw-body request sends, for every client of the process (one store: see CALL_SCOPES). */
const RAW_BODIES = new AsyncLocalStorage<Blob>();

/**
 * gitbeaker's options handler JSON-encodes every body that is not a FormData, so a Blob sent as the body itself
 * travels beside the request (one per call, in async context) and replaces the empty body at the fetch. A Blob
 * is sent as it is read, and can be read again if the request is.
 */
function withRawBody(fetch: FetchLike): FetchLike {
  return (input, init) => {
    const body = RAW_BODIES.getStore();
    if (body === undefined) return fetch(input, init);
    const headers = new PlainHeaders(init?.headers);
    headers.set('content-type', body.type || 'application/octet-stream');
    headers.set('content-length', String(body.size));
    return fetch(input, { ...init, headers, body });
  };
}

/** Content-Length counts the bytes on the wire: after decompression the file is larger, so it is then unknown. */
function announcedSize(headers: Record<string, string>): number | null {
  const length = Number(headers['content-length']);
  const encoded = (headers['content-encoding'] ?? 'identity') !== 'identity';
  return headers['content-length'] !== undefined && Number.isSafeInteger(length) && !encoded ? length : null;
}

function tokenOption(credential: Credential) {
  switch (credential.kind) {
    case 'oauth':
      return { oauthToken: credential.token };
    case 'job':
      return { jobToken: credential.token };
    case 'private':
      return { token: credential.token };
  }
}

/** Lenient: an array is the page; nothing is an empty page; a lone object (an odd endpoint) is one item. */
function asItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}

/**
 * The client as one MCP call sees it: every call carries the call's cancellation. `requester` and
 * `resourceOptions` used directly are outside any call and are not cancelled.
 */
export function cancellableRest(client: RestClient, signal: AbortSignal): RestClient {
  return {
    ...client,
    list: (call, options = {}) => client.list(call, { ...options, signal }),
    listKeyset: (call, options) => client.listKeyset(call, { ...options, signal }),
    get: (call, options = {}) => client.get(call, { ...options, signal }),
    mutate: (call, options = {}) => client.mutate(call, { ...options, signal }),
    request: (method, path, options = {}) => client.request(method, path, { ...options, signal }),
    download: (path, options = {}) => client.download(path, { ...options, signal }),
  };
}
