/**
 * The one function every REST request goes through: gitbeaker encodes it (request-encoding.ts), this sends it
 * with one deadline, our retry policy, the caller's cancellation and typed errors, and hands back the answer with
 * its status and headers. Everything a request needs arrives in its arguments: nothing is read from the async
 * context, so a call's requests share nothing with another call's.
 */
import {
  abortWith,
  callCancelled,
  gitlabTransportError,
  pauseUnlessCancelled,
  telemetry,
} from '@gitlab-mcp/result';
import type { GitLabRequestRecorder, GitLabTransportError } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { GitLabApiError } from '@gitlab-mcp/result';
import { apiErrorFromAnswer } from './api-error.js';
import type { RequestContent, RequestEncoder } from './request-encoding.js';
import { retryDelay } from './retry-policy.js';
import type { AttemptFailure, RetryPolicy } from './retry-policy.js';
import { toTransportError } from './transport.js';
import type { FetchLike } from './fetch-like.js';
import type { FailureSite } from './transport.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How one request is sent; the content aside, every field is the caller's to give per request. */
export interface CallOptions {
  /**
   * Whether GitLab may receive this request twice. By default GET and HEAD may and every write may not; an action
   * that knows its write is idempotent can say so, and then it is retried like a read.
   */
  idempotent?: boolean;
  /** The request's one deadline, retries and waits included; the client's (30 s by default) when not given. */
  timeoutMs?: number;
  /** The MCP call's cancellation: once aborted, nothing more is sent and nothing retried. */
  signal?: AbortSignal;
  /** The MCP call's trace: each attempt is recorded under its span; without one, as a request of no call. */
  trace?: GitLabRequestRecorder;
}

export interface RequestOptions extends CallOptions, RequestContent {}

export interface RestResponse {
  data: unknown;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Where the request went, query included (a keyset page compares it with GitLab's `Link`). */
  url: URL;
}

/** What a client fixes once for all its requests. */
export interface RequestSettings {
  encode: RequestEncoder;
  fetch: FetchLike;
  /** The deadline of a request that gives none. */
  timeoutMs: number;
  retry: RetryPolicy;
}

/**
 * Sends one request and returns GitLab's answer; a failure is a GitLabApiError (GitLab answered), a
 * `gitlab_transport` GitLabMcpError (it did not, or not readably) or a `call_cancelled` GitLabMcpError. With `stream`, a successful answer's
 * body is handed over as it arrives (`data` is a ReadableStream) and the deadline then counts silence (streamed).
 */
export async function sendRequest(
  settings: RequestSettings,
  method: HttpMethod,
  endpoint: string,
  options: RequestOptions & { stream?: boolean } = {},
): Promise<RestResponse> {
  const timeoutMs = uploadTimeoutMs(options.body, options.timeoutMs ?? settings.timeoutMs);
  const deadline = Date.now() + timeoutMs;
  const { url, headers, body } = await settings.encode(method, endpoint, options);
  const site: FailureSite = {
    method,
    path: `/${endpoint.split('?')[0] ?? ''}`,
    origin: url.origin,
    timeoutMs,
  };
  const idempotent = options.idempotent ?? method === 'GET';
  const cancel = options.signal ?? null;
  const recorder = options.trace ?? telemetry();
  for (let attempt = 1; ; attempt += 1) {
    if (cancel?.aborted) throw callCancelled(method, site.path, false);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw toTransportError(new DOMException('deadline passed', 'TimeoutError'), site);
    const timer = new Deadline(remaining, cancel);
    const { signal } = timer;
    let error: GitLabApiError | GitLabTransportError;
    let failure: AttemptFailure;
    const ended = recorder.gitlabRequest({ api: 'rest', method, path: site.path, attempt });
    try {
      const response = await settings.fetch(url, { method, headers, body, signal });
      ended(response.status, null);
      if (response.ok && options.stream === true) return answer(response, url, site, timer);
      if (response.ok) return await answer(response, url, site, null);
      error = apiErrorFromAnswer(
        {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
          body: await response.text(),
        },
        method,
        site.path,
      );
      failure = { kind: 'status', status: error.status, retryAfter: error.details.retryAfter };
    } catch (thrown) {
      if (cancel?.aborted) throw callCancelled(method, site.path, true);
      const converted = toTransportError(thrown, site);
      // After an answer (a body that is not JSON) this is a second end, which telemetry ignores.
      const transport = hasErrorCode(converted, 'gitlab_transport') ? converted : null;
      ended(null, transport ? transport.details.failure : 'internal');
      if (!transport) throw converted;
      error = transport;
      failure = { kind: 'transport', failure: transport.details.failure };
    } finally {
      // A streamed body is read after this returns: its deadline becomes one of silence (answer, streamed).
      if (options.stream !== true) timer.clear();
    }
    const wait = retryDelay(failure, attempt, idempotent, deadline - Date.now(), settings.retry);
    if (wait === null) throw error;
    await pauseUnlessCancelled(wait, cancel);
  }
}

/** The slowest upload waited for: a file's bytes add a second per MiB to the request's deadline. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 1024 * 1024;

/**
 * A request's deadline with the time its files need at the slowest accepted rate: the default 30 s would cut any
 * upload above a few hundred MB, when GITLAB_MCP_UPLOAD_MAX_FILE_SIZE allows 2 GB.
 */
function uploadTimeoutMs(body: RequestContent['body'], timeoutMs: number): number {
  // Not `instanceof FormData`: on Node 20 the first read of that global loads undici (~80 ms), and every request,
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

/** The answer; a streamed one (`deadline` given) is handed over as it arrives. */
async function answer(
  response: Response,
  url: URL,
  site: FailureSite,
  deadline: Deadline | null,
): Promise<RestResponse> {
  const headers = Object.fromEntries(response.headers.entries());
  const data = deadline ? streamed(response, deadline, site) : await readBody(response, site);
  return { data, status: response.status, headers, url };
}

/**
 * A download's body, handed over as it arrives. Its deadline now measures silence: each chunk gives it the call's
 * whole timeout again, so a large file that keeps coming is never cut for taking long, and one that stalls is (the
 * deadline's abort ends the body, as the request's signal does). A failure mid-way (a dropped connection, the
 * deadline) arrives as the same `gitlab_transport` error as one before the answer.
 */
function streamed(response: Response, deadline: Deadline, site: FailureSite): ReadableStream<Uint8Array> {
  if (!response.body) {
    deadline.clear();
    return new Blob([]).stream();
  }
  const reader = response.body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          deadline.clear();
          controller.close();
        } else {
          deadline.restart(site.timeoutMs);
          controller.enqueue(value);
        }
      } catch (error) {
        deadline.clear();
        controller.error(toTransportError(error, site));
      }
    },
    cancel: (reason) => {
      deadline.clear();
      return reader.cancel(reason);
    },
  });
}

/** Lenient reading: no shape is checked; only a JSON body that does not parse is a failure. */
async function readBody(response: Response, site: FailureSite): Promise<unknown> {
  if (response.status === 204) return null;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = await response.text();
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw gitlabTransportError(
        'malformed_response',
        site.method,
        site.path,
        `GitLab answered ${site.method} ${site.path} with ${response.status} and a body that is not valid JSON.`,
        { cause: error },
      );
    }
  }
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/**
 * One attempt's deadline: AbortSignal.timeout's, but cleared once the answer is read. AbortSignal.timeout keeps
 * every signal's timer and weak reference alive for the whole timeout (30 s by default), thousands of them under
 * load, and costs several times as much to make. Its signal also aborts with the call's cancellation, if any.
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;
  private readonly unfollow: () => void;

  constructor(ms: number, cancel: AbortSignal | null) {
    this.timer = this.start(ms);
    this.unfollow = cancel === null ? () => {} : abortWith(this.controller, cancel);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Gives the attempt `ms` from now (a streamed body that is still arriving). */
  restart(ms: number): void {
    clearTimeout(this.timer);
    this.timer = this.start(ms);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.unfollow();
  }

  private start(ms: number): NodeJS.Timeout {
    const timer = setTimeout(
      () =>
        this.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      ms,
    );
    // Like AbortSignal.timeout's, it does not keep the process alive.
    timer.unref();
    return timer;
  }
}
