/**
 * One REST client per (GitLab URL, credential): `request` is the one way a request is sent (rest-request.ts), and
 * the other three read what a request answered as GitLab means it: `list` one page with its page facts, `listKeyset`
 * one keyset page with its cursor, `download` a file as a stream. Each takes its call's options (cancellation,
 * deadline, Sudo, idempotence) as arguments. Nothing here renders or validates GitLab's answers.
 */
import type { GitLabObject, PageInfo } from '@gitlab-mcp/result';
import { decodeCursor, keysetPageInfo, offsetPageInfo, requestedPage } from './pagination.js';
import { createRequestEncoder } from './request-encoding.js';
import type { Credential } from './request-encoding.js';
import { sendRequest } from './rest-request.js';
import type { CallOptions, HttpMethod, RequestOptions, RestResponse } from './rest-request.js';
import { DEFAULT_RETRY_POLICY } from './retry-policy.js';
import type { RetryPolicy } from './retry-policy.js';
import type { Destinations } from './destinations.js';
import { createDispatchingFetch } from './transport.js';
import type { FetchLike } from './fetch-like.js';

export interface RestClientOptions {
  /** The instance's base URL, sub-path included (`https://host/gitlab`); the API is under `/api/v4`. */
  url: string;
  credential: Credential;
  /** GITLAB_MCP_SKIP_TLS_VERIFY. A private CA goes through NODE_EXTRA_CA_CERTS instead. */
  skipTlsVerify?: boolean;
  /** Which addresses may be connected to: `public` for an instance a caller picked (any-URL mode). */
  destinations?: Destinations;
  /** Each request's one deadline, retries and waits included. Default 30 s. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  fetch?: FetchLike;
}

/** What a GET sends besides its path, with the options of its call. */
export interface ReadOptions extends CallOptions {
  query?: Record<string, unknown>;
  /** Act as this user (admin tokens with the `sudo` scope): sent as the Sudo header. */
  sudo?: string | number;
}

export interface ListOptions extends ReadOptions {
  page?: number;
  /** At most 100 (OF-51); default 20. */
  perPage?: number;
  /** A search endpoint: missing totals become OF-52's lower bounds. */
  search?: boolean;
}

export interface KeysetListOptions extends ReadOptions {
  orderBy: string;
  sort: 'asc' | 'desc';
  /** At most 100 (OF-51); default 20. */
  perPage?: number;
  /** The previous page's `nextCursor`; none for the first page. */
  cursor?: string | null;
}

export interface RestPage {
  items: GitLabObject[];
  pageInfo: PageInfo;
}

/** A file GitLab is sending: its bytes as they arrive, never held whole. */
export interface RestDownload {
  /** Fails with a `gitlab_transport` error when the connection drops or the call's deadline passes mid-way. */
  body: ReadableStream<Uint8Array>;
  contentType: string | null;
  /** The byte count GitLab announced (Content-Length); null when it did not, or sent the file compressed. */
  size: number | null;
}

/** Every `path` is relative to `/api/v4` and built with `apiPath` (or a catalog template). */
export interface RestClient {
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<RestResponse>;
  /** One page of an offset-paginated list (OF-51, OF-52): `page` and `per_page` are added to the query. */
  list(path: string, options?: ListOptions): Promise<RestPage>;
  /** One page of a keyset-paginated list (OF-53), continued with the `nextCursor` of the page before. */
  listKeyset(path: string, options: KeysetListOptions): Promise<RestPage>;
  /**
   * A GET whose answer is a file, handed over once its headers arrive: errors, retries and the deadline are those
   * of `request` (a 404 is a GitLabApiError); while the body is read, the deadline counts silence between chunks.
   */
  download(path: string, options?: ReadOptions): Promise<RestDownload>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createRestClient(options: RestClientOptions): RestClient {
  const settings = {
    encode: createRequestEncoder(options.url, options.credential),
    fetch: createDispatchingFetch(options),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
  };
  const request: RestClient['request'] = (method, path, call) => sendRequest(settings, method, path, call);

  return {
    request,

    async list(path, { query, page, perPage, search = false, ...call } = {}) {
      const requested = requestedPage(page, perPage);
      const response = await request('GET', path, {
        ...call,
        query: { ...query, page: requested.page, per_page: requested.perPage },
      });
      const items = asItems(response.data);
      return { items, pageInfo: offsetPageInfo(response.headers, requested, items.length, search) };
    },

    async listKeyset(path, { query, orderBy, sort, perPage, cursor, ...call }) {
      const size = requestedPage(1, perPage).perPage;
      const position = decodeCursor(cursor);
      const response = await request('GET', path, {
        ...call,
        // The order is repeated on every page beside the continuation the cursor carries (`id_after`).
        query: { ...query, ...position.after, pagination: 'keyset', sort, order_by: orderBy, per_page: size },
      });
      const pageInfo = keysetPageInfo(response.headers, response.url.searchParams, position.page, size);
      return { items: asItems(response.data), pageInfo };
    },

    async download(path, call = {}) {
      const response = await sendRequest(settings, 'GET', path, { ...call, stream: true });
      return {
        body: response.data as ReadableStream<Uint8Array>,
        contentType: response.headers['content-type'] ?? null,
        size: announcedSize(response.headers),
      };
    },
  };
}

/** Content-Length counts the bytes on the wire: after decompression the file is larger, so it is then unknown. */
function announcedSize(headers: Record<string, string>): number | null {
  const length = Number(headers['content-length']);
  const encoded = (headers['content-encoding'] ?? 'identity') !== 'identity';
  return headers['content-length'] !== undefined && Number.isSafeInteger(length) && !encoded ? length : null;
}

/** Lenient: an array is the page; nothing is an empty page; a lone object (an odd endpoint) is one item. */
function asItems(value: unknown): GitLabObject[] {
  if (Array.isArray(value)) return value as GitLabObject[];
  return value === null || value === undefined ? [] : [value as GitLabObject];
}

/** The client as one MCP call sees it: every request carries the call's cancellation and is recorded in its trace. */
export function restForCall(
  client: RestClient,
  call: Required<Pick<CallOptions, 'signal' | 'trace'>>,
): RestClient {
  return {
    request: (method, path, options = {}) => client.request(method, path, { ...options, ...call }),
    list: (path, options = {}) => client.list(path, { ...options, ...call }),
    listKeyset: (path, options) => client.listKeyset(path, { ...options, ...call }),
    download: (path, options = {}) => client.download(path, { ...options, ...call }),
  };
}
