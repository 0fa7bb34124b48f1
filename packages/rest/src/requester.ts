/**
 * The requester every gitbeaker resource of a client shares (gitbeaker's `requesterFn`): gitbeaker still builds
 * the URL, query string, JSON body, auth and Sudo headers; this replaces only how a request is sent: one deadline
 * per call, our retry policy instead of gitbeaker's, typed errors, and the page headers captured for `list`.
 */
import { createRequesterFn } from '@gitbeaker/requester-utils';
import type {
  FormattedResponse,
  RequestOptions,
  RequesterType,
  ResourceOptions,
  ResponseBodyTypes,
} from '@gitbeaker/requester-utils';
import {
  CallCancelledError,
  GitLabTransportError,
  pauseUnlessCancelled,
  telemetry,
} from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import { apiErrorFromAnswer } from './api-error.js';
import { apiUrl } from './api-path.js';
import { newScope } from './call-scope.js';
import { PlainHeaders } from './plain-headers.js';
import type { CallScope, ScopeStore } from './call-scope.js';
import { retryDelay } from './retry-policy.js';
import type { AttemptFailure, RetryPolicy } from './retry-policy.js';
import { toTransportError } from './transport.js';
import type { FailureSite, FetchLike } from './transport.js';

export interface RequesterSettings {
  fetch: FetchLike;
  scopes: ScopeStore;
  /** The deadline of a request made outside any client call (a resource method called on its own). */
  timeoutMs: number;
  retry: RetryPolicy;
}

/** A gitbeaker `requesterFn` that sends through our transport. */
export function createGitLabRequesterFn(
  settings: RequesterSettings,
): (options: ResourceOptions) => RequesterType {
  return createRequesterFn(
    async (_resource, options) => options,
    (endpoint, options) => send(settings, endpoint, (options ?? {}) as RequestOptions),
  );
}

async function send(settings: RequesterSettings, endpoint: string, options: RequestOptions) {
  const scope = settings.scopes.getStore() ?? newScope({ timeoutMs: settings.timeoutMs });
  const method = (options.method ?? 'GET').toUpperCase();
  const url = apiUrl(options.prefixUrl ?? '', endpoint);
  url.search = options.searchParams ?? '';
  const headers = new PlainHeaders(options.headers);
  if (scope.sudo !== null && !headers.has('sudo')) headers.set('Sudo', String(scope.sudo));
  const site: FailureSite = {
    method,
    path: `/${endpoint.split('?')[0] ?? ''}`,
    origin: url.origin,
    timeoutMs: scope.timeoutMs,
  };
  const idempotent = scope.idempotent ?? (method === 'GET' || method === 'HEAD');

  const cancel = scope.signal;
  for (let attempt = 1; ; attempt += 1) {
    if (cancel?.aborted) throw new CallCancelledError(method, site.path, false);
    const remaining = scope.deadline - Date.now();
    if (remaining <= 0) throw toTransportError(new DOMException('deadline passed', 'TimeoutError'), site);
    const deadline = new Deadline(remaining);
    const signals = [options.signal, deadline.signal, cancel].filter(
      (one) => one !== undefined && one !== null,
    );
    const signal = signals.length === 1 ? deadline.signal : AbortSignal.any(signals);
    let error: GitLabApiError | GitLabTransportError;
    let failure: AttemptFailure;
    const ended = telemetry().gitlabRequest({ api: 'rest', method, path: site.path, attempt });
    try {
      const response = await settings.fetch(url, { method, headers, body: options.body ?? null, signal });
      ended(response.status, null);
      if (response.ok && options.asStream === true) return answer(response, scope, url, site, deadline);
      if (response.ok) return await answer(response, scope, url, site, null);
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
      failure = { kind: 'status', status: error.status, retryAfter: error.retryAfter };
    } catch (thrown) {
      if (cancel?.aborted) throw new CallCancelledError(method, site.path, true);
      const converted = toTransportError(thrown, site);
      // After an answer (a body that is not JSON) this is a second end, which telemetry ignores.
      ended(null, converted instanceof GitLabTransportError ? converted.failure : 'internal');
      if (!(converted instanceof GitLabTransportError)) throw converted;
      error = converted;
      failure = { kind: 'transport', failure: converted.failure };
    } finally {
      // A streamed body is read after this returns: its deadline becomes one of silence (answer, streamed).
      if (options.asStream !== true) deadline.clear();
    }
    const wait = retryDelay(failure, attempt, idempotent, scope.deadline - Date.now(), settings.retry);
    if (wait === null) throw error;
    await pauseUnlessCancelled(wait, cancel);
  }
}

/** The answer; a streamed one (`deadline` given) is handed over as it arrives. */
async function answer(
  response: Response,
  scope: CallScope,
  url: URL,
  site: FailureSite,
  deadline: Deadline | null,
): Promise<FormattedResponse> {
  const headers = Object.fromEntries(response.headers.entries());
  scope.last = { url, status: response.status, headers };
  const visible = scope.onePage
    ? Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'link'))
    : headers;
  const body = deadline ? streamed(response, deadline, site) : await readBody(response, site);
  return { status: response.status, headers: visible, body };
}

/**
 * A download's body, handed over as it arrives. Its deadline now measures silence: each chunk gives it the call's
 * whole timeout again, so a large file that keeps coming is never cut for taking long, and one that stalls is (the
 * deadline's abort ends the body, as the request's signal does). A failure mid-way (a dropped connection, the
 * deadline) arrives as the same GitLabTransportError as one before the answer.
 */
function streamed(response: Response, deadline: Deadline, site: FailureSite): ResponseBodyTypes {
  if (!response.body) {
    deadline.clear();
    return new Blob([]).stream() as unknown as ResponseBodyTypes;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
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
  return body as unknown as ResponseBodyTypes;
}

/** Lenient reading: no shape is checked; only a JSON body that does not parse is a failure. */
async function readBody(response: Response, site: FailureSite): Promise<ResponseBodyTypes> {
  if (response.status === 204 || site.method === 'HEAD') return null;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = await response.text();
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as ResponseBodyTypes;
    } catch (error) {
      throw new GitLabTransportError(
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
 * load, and costs several times as much to make.
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = this.start(ms);
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
