/**
 * The network layer under both clients: one fetch (node:http, see http-fetch.ts) that can skip TLS verification,
 * and one classifier that turns fetch's untyped failures (`TypeError: fetch failed` with a `cause.code`, which
 * gitbeaker passes through unwrapped) into `gitlab_transport` errors.
 */
import { gitlabTransportError, showDuration } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { TransportFailure } from '@gitlab-mcp/result';
import { DESTINATION_REFUSED } from './destinations.js';
import type { Destinations } from './destinations.js';
import type { FetchLike } from './fetch-like.js';
import { createHttpFetch } from './http-fetch.js';

export interface TransportOptions {
  /** GITLAB_MCP_SKIP_TLS_VERIFY: accept any certificate (self-signed test instances only). */
  skipTlsVerify?: boolean;
  /** Which addresses may be connected to: `public` for an instance a caller picked (any-URL mode). */
  destinations?: Destinations;
  fetch?: FetchLike;
}

/** What a failure message needs to say where it happened. */
export interface FailureSite {
  method: string;
  path: string;
  origin: string;
  timeoutMs: number;
}

/** The fetch the clients send through: the caller's (tests), else node:http with the TLS choice applied. */
export function createDispatchingFetch(options: TransportOptions): FetchLike {
  return (
    options.fetch ??
    createHttpFetch({
      skipTlsVerify: options.skipTlsVerify === true,
      destinations: options.destinations ?? 'operator',
    })
  );
}

/**
 * The fetch to hand to the GraphQL client: the same TLS choice and the same typed network failures as REST,
 * so a self-signed instance fails the same way whichever client reaches it first.
 */
export function createGitLabFetch(options: TransportOptions & { timeoutMs?: number }): FetchLike {
  const send = createDispatchingFetch(options);
  return async (input, init) => {
    try {
      return await send(input, init);
    } catch (error) {
      const url = new URL(String(input));
      throw toTransportError(error, {
        method: init?.method ?? 'GET',
        path: url.pathname,
        origin: url.origin,
        timeoutMs: options.timeoutMs ?? 0,
      });
    }
  };
}

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/;
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** The connection was made and then lost: GitLab (or a proxy) is there, the request may have reached it. */
const DROPPED_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Classifies a fetch failure. A deadline (`TimeoutError`) is a timeout; anything with a network error code is
 * TLS, timeout or connection by its code. A caller's own abort and programming errors are returned unchanged.
 */
export function toTransportError(error: unknown, site: FailureSite): unknown {
  if (hasErrorCode(error, 'gitlab_transport')) return error;
  if (isNamed(error, 'TimeoutError')) return transportError('timeout', site, timeoutMessage(site), error);
  if (isNamed(error, 'AbortError')) return error;
  const code = findCode(error);
  if (code === null && !(error instanceof TypeError && error.message === 'fetch failed')) return error;
  const failure: TransportFailure =
    code === null
      ? 'connection'
      : TLS_CODE.test(code)
        ? 'tls'
        : TIMEOUT_CODES.has(code)
          ? 'timeout'
          : 'connection';
  const detail = code ?? describe(error);
  const message =
    code === DESTINATION_REFUSED
      ? `GitLab at ${site.origin} was not contacted: ${describe(error)}.`
      : failure === 'tls'
        ? `TLS verification of ${site.origin} failed (${detail}). If GitLab uses a private or self-signed certificate ` +
          `authority, start the server with NODE_EXTRA_CA_CERTS=/path/to/ca.pem; ` +
          `GITLAB_MCP_SKIP_TLS_VERIFY=true turns verification off (insecure, for test instances only).`
        : failure === 'timeout'
          ? timeoutMessage(site, detail)
          : code !== null && DROPPED_CODES.has(code)
            ? `GitLab at ${site.origin} closed the connection before answering ${site.method} ${site.path} (${code}).`
            : `Could not reach GitLab at ${site.origin} (${detail}). Check GITLAB_URL and that the instance is reachable.`;
  return transportError(failure, site, message, error);
}

function transportError(failure: TransportFailure, site: FailureSite, message: string, cause: unknown) {
  return gitlabTransportError(failure, site.method, site.path, message, { cause });
}

function timeoutMessage(site: FailureSite, detail?: string): string {
  const budget = site.timeoutMs > 0 ? ` within ${showDuration(site.timeoutMs)}` : '';
  return `GitLab at ${site.origin} did not answer ${site.method} ${site.path}${budget}${detail ? ` (${detail})` : ''}.`;
}

/** The first network error code in the cause chain; Node puts it on `cause`, or inside an AggregateError. */
function findCode(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && code !== '') return code;
  const fromCause = findCode(cause, depth + 1);
  if (fromCause !== null) return fromCause;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = findCode(inner, depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
}
