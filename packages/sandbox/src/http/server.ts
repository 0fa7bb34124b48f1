import type { IncomingMessage, ServerResponse } from 'node:http';
import { faultFromHeader, htmlErrorPage } from '../faults.js';
import type { FaultSet } from '../faults.js';
import { redactHeaders, redactQuery } from '../request-log.js';
import type { RequestLogStore } from '../request-log.js';
import type { SandboxState } from '../store/state.js';
import type { Fault, RequestSurface } from '../types.js';
import { dispatch } from './dispatch.js';
import { OAUTH_TOKEN_INFO_PATH } from './oauth-token-info.js';
import { isUploadedFile, parseRawBody } from './multipart.js';
import { formToObject } from './request.js';
import type { SandboxRequest } from './request.js';
import { json, text } from './response.js';
import type { SandboxResponse } from './response.js';
import type { GraphqlHandler, Router } from './router.js';

export interface ServerParts {
  state: SandboxState;
  router: Router;
  graphql: GraphqlHandler | undefined;
  faults: FaultSet;
  log: RequestLogStore;
  /** The sub-path GitLab is served under (`/gitlab`), or '' for the root. */
  basePath: string;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let requestCounter = 0;

/** A ULID-shaped request id, as GitLab's X-Request-Id looks (`01JQ8Z…`, 26 characters). */
function requestId(): string {
  requestCounter += 1;
  let time = Date.now();
  let head = '';
  for (let index = 0; index < 10; index += 1) {
    head = CROCKFORD[time % 32]! + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  let counter = requestCounter;
  for (let index = 0; index < 16; index += 1) {
    tail = CROCKFORD[counter % 32]! + tail;
    counter = Math.floor(counter / 32);
  }
  return head + tail;
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

function toRequest(
  incoming: IncomingMessage,
  rawBody: Buffer,
  secure: boolean,
  basePath: string,
): SandboxRequest {
  const url = new URL(incoming.url ?? '/', 'http://sandbox.invalid');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const body = parseRawBody(rawBody, headers['content-type']);
  // A body that is one file (not a form) carries no parameters.
  const bodyParams =
    typeof body === 'object' && body !== null && !Array.isArray(body) && !isUploadedFile(body)
      ? (body as Record<string, unknown>)
      : {};
  const rawPath = url.pathname;
  const { surface, sitePath } = surfaceOf(rawPath, basePath);
  return {
    method: (incoming.method ?? 'GET').toUpperCase(),
    surface,
    path: surface === 'rest' ? safeDecode(sitePath.slice('/api/v4'.length)) : sitePath,
    sitePath,
    rawPath,
    rawQuery: url.search.replace(/^\?/, ''),
    query,
    params: { ...formToObject(url.searchParams), ...bodyParams },
    headers,
    body,
    origin: `${secure ? 'https' : 'http'}://${headers.host ?? 'localhost'}`,
    auth: null,
  };
}

/**
 * Which part of GitLab a path addresses, as GitLab routes it: the REST API only under `<sub-path>/api/v4/`, GraphQL
 * only at `<sub-path>/api/graphql`, the OAuth token info at `<sub-path>/oauth/token/info`; everything else (a path
 * outside the sub-path, `/projects/42` without `/api/v4`) is the web application.
 */
function surfaceOf(rawPath: string, basePath: string): { surface: RequestSurface; sitePath: string } {
  if (basePath !== '' && !rawPath.startsWith(`${basePath}/`)) return { surface: 'web', sitePath: rawPath };
  const sitePath = rawPath.slice(basePath.length);
  if (sitePath.startsWith('/api/v4/')) return { surface: 'rest', sitePath };
  if (sitePath === '/api/graphql') return { surface: 'graphql', sitePath };
  if (sitePath === OAUTH_TOKEN_INFO_PATH) return { surface: 'oauth', sitePath };
  return { surface: 'web', sitePath };
}

/** The log path keeps encoded separators inside segments decoded, as GitLab's route (`/projects/group%2Fproject`). */
function safeDecode(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) =>
        segment.includes('%2F') || segment.includes('%2f') ? segment : decodeURIComponent(segment),
      )
      .join('/');
  } catch {
    return path;
  }
}

function statusFault(fault: Extract<Fault, { kind: 'status' }>): SandboxResponse {
  if (fault.status === 429) {
    return json(429, { message: 'Retry later' }, { 'retry-after': String(fault.retryAfter ?? 1) });
  }
  const messages = {
    500: '500 Internal Server Error',
    502: '502 Bad Gateway',
    503: '503 Service Unavailable',
  };
  return json(fault.status, { message: messages[fault.status] });
}

/** An error quoting the request's credential back, from whichever header carried it. */
function echoedToken(status: number, headers: Record<string, string>): SandboxResponse {
  const sent =
    headers['private-token'] ?? headers['job-token'] ?? headers.authorization?.replace(/^Bearer\s+/i, '');
  return json(status, { message: `${status} Bad request - token ${sent ?? '(none)'} may not do this` });
}

function send(res: ServerResponse, response: SandboxResponse, id: string): void {
  const headers: Record<string, string> = {
    'cache-control': 'max-age=0, private, must-revalidate',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    vary: 'Origin',
    ...response.headers,
    'x-request-id': id,
  };
  const payload = response.bytes ?? response.body;
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(response.status, headers);
  res.end(payload);
}

/** The node:http request listener: log, inject faults, dispatch, answer. */
export function createListener(parts: ServerParts, secure: boolean) {
  return async (incoming: IncomingMessage, res: ServerResponse): Promise<void> => {
    const startedAt = Date.now();
    const id = requestId();
    const rawBody = await readBody(incoming);
    const req = toRequest(incoming, rawBody, secure, parts.basePath);
    // GraphQL and OAuth are logged by their path on GitLab (`/api/graphql`), the sub-path left out as for REST; a
    // web-app path exactly as it arrived.
    const logPath = req.surface === 'web' ? req.rawPath : req.surface === 'rest' ? req.path : req.sitePath;
    const record = (status: number, answered: Record<string, string> = {}) =>
      parts.log.record({
        method: req.method,
        surface: req.surface,
        path: logPath,
        query: redactQuery(req.query),
        headers: redactHeaders(req.headers),
        status,
        pageHeaders: pageHeadersOf(answered),
        startedAt,
        ...(req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined
          ? { body: req.body }
          : {}),
        ...(req.undeclared !== undefined && req.undeclared.length > 0 ? { undeclared: req.undeclared } : {}),
      });

    const fromHeader = faultFromHeader(req.headers['x-sandbox-fault']);
    if (fromHeader instanceof Error) {
      const response = json(400, { error: fromHeader.message });
      record(response.status);
      send(res, response, id);
      return;
    }
    const fault = fromHeader ?? parts.faults.take(req.method, logPath);
    if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (fault?.kind === 'reset') {
      record(0);
      incoming.socket.destroy();
      return;
    }
    let response: SandboxResponse;
    if (fault?.kind === 'status') response = statusFault(fault);
    else if (fault?.kind === 'html_error')
      response = text(fault.status, htmlErrorPage(fault.status), 'text/html; charset=utf-8');
    else if (fault?.kind === 'echo_token') response = echoedToken(fault.status, req.headers);
    else response = await dispatch(parts.state, parts.router, parts.graphql, req);
    if (fault?.kind === 'malformed_json') {
      // The real answer cut in half (as a proxy dropping the connection mid-body would leave it), sent as a 200.
      const body = response.body ?? '{}';
      response = {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: body.slice(0, Math.max(1, Math.floor(body.length / 2))),
      };
    }
    record(response.status, response.headers);
    if (fault?.kind === 'cut_body') cutShort(res, response, id);
    else send(res, response, id);
  };
}

/** GitLab's page facts among an answer's headers (`x-total`, `x-next-page`…, `link`), in lower case, for the request log. */
function pageHeadersOf(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => PAGE_HEADERS.has(name)),
  );
}

const PAGE_HEADERS = new Set([
  'x-page',
  'x-per-page',
  'x-total',
  'x-total-pages',
  'x-next-page',
  'x-prev-page',
  'link',
]);

/**
 * The real answer's headers (its full Content-Length included) and the first half of its body, then the
 * connection dropped: a proxy or GitLab failing in the middle of a download.
 */
function cutShort(res: ServerResponse, response: SandboxResponse, id: string): void {
  const payload = response.bytes ?? Buffer.from(response.body ?? '');
  res.writeHead(response.status, {
    ...response.headers,
    'content-length': String(payload.length),
    'x-request-id': id,
  });
  res.write(payload.subarray(0, Math.floor(payload.length / 2)), () => res.destroy());
}
