/**
 * A `fetch` over node:http and node:https for both GitLab clients. Node's own fetch (undici) compiles a
 * WebAssembly HTTP parser in every process that uses it: measured here, one fetch grows a process by ~20 MB
 * resident, node:http by ~7 MB, and the server sends every GitLab request from one keep-alive pool instead.
 * Only what the clients use is implemented: methods, headers, string/bytes/FormData/stream bodies, abort
 * signals, redirects and compressed answers.
 */
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { FetchLike } from './transport.js';

export interface HttpFetchOptions {
  /** GITLAB_MCP_SKIP_TLS_VERIFY: accept any certificate (self-signed test instances only). */
  skipTlsVerify?: boolean;
}

/** Credentials a redirect to another origin must not carry (fetch's rule, extended to GitLab's own headers). */
const CREDENTIAL_HEADERS = ['authorization', 'private-token', 'job-token', 'cookie'];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;
/** Open connections per GitLab origin; requests beyond wait for a free one. */
const MAX_SOCKETS = 64;

interface Agents {
  'http:': http.Agent;
  'https:': https.Agent;
}

/**
 * One keep-alive pool per process (two: with and without TLS verification). A connection carries no credential
 * (each request sends its own headers), so every client of every credential can share it.
 */
const pools = new Map<boolean, Agents>();

function agentsFor(skipTlsVerify: boolean): Agents {
  let agents = pools.get(skipTlsVerify);
  if (!agents) {
    agents = {
      'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
      'https:': new https.Agent({
        keepAlive: true,
        maxSockets: MAX_SOCKETS,
        rejectUnauthorized: !skipTlsVerify,
      }),
    };
    pools.set(skipTlsVerify, agents);
  }
  return agents;
}

export function createHttpFetch(options: HttpFetchOptions = {}): FetchLike {
  const agents = agentsFor(options.skipTlsVerify === true);
  return async (input, init = {}) => {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br');
    let body = await encodeBody(init.body, headers);
    for (let redirects = 0; ; redirects += 1) {
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const answer = await exchange(url, method, headers, body, agent, init.signal ?? null);
      const location = answer.headers.location;
      const status = answer.statusCode ?? 0;
      if (!REDIRECTS.has(status) || !location || init.redirect === 'manual' || redirects === MAX_REDIRECTS)
        return toResponse(answer, method, init.signal ?? null);
      // A streamed body cannot be sent twice: a 307/308 that asks for it again is answered as it came.
      const resend = status === 307 || status === 308;
      if (resend && body instanceof Readable) return toResponse(answer, method, init.signal ?? null);
      answer.resume();
      const next = new URL(location, url);
      if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) headers.delete(name);
      if (!resend && method !== 'HEAD') {
        method = 'GET';
        body = null;
        headers.delete('content-type');
        headers.delete('content-length');
      }
      url = next;
    }
  };
}

type WireBody = string | Uint8Array | Readable | null;

/** Strings and bytes go as they are; anything else (FormData, Blob, streams) through a Response's encoder. */
async function encodeBody(body: RequestInit['body'], headers: Headers): Promise<WireBody> {
  if (body === null || body === undefined || typeof body === 'string') return body ?? null;
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type');
  if (type && !headers.has('content-type')) headers.set('content-type', type);
  return encoded.body ? Readable.fromWeb(encoded.body as NodeReadableStream) : null;
}

function exchange(
  url: URL,
  method: string,
  headers: Headers,
  body: WireBody,
  agent: http.Agent,
  signal: AbortSignal | null,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const outgoing: Record<string, string> = Object.fromEntries(headers.entries());
    if (typeof body === 'string') outgoing['content-length'] = String(Buffer.byteLength(body));
    else if (body instanceof Uint8Array) outgoing['content-length'] = String(body.byteLength);
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, { method, headers: outgoing, agent });
    const abort = () => request.destroy(signal?.reason as Error);
    signal?.addEventListener('abort', abort, { once: true });
    request.once('response', (answer) => {
      answer.once('close', () => signal?.removeEventListener('abort', abort));
      resolve(answer);
    });
    request.once('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(signal?.aborted ? (signal.reason as Error) : error);
    });
    if (body instanceof Readable) body.once('error', (error) => request.destroy(error)).pipe(request);
    else request.end(body ?? undefined);
  });
}

function toResponse(answer: IncomingMessage, method: string, signal: AbortSignal | null): Response {
  const headers = new Headers();
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    headers.append(answer.rawHeaders[i] as string, answer.rawHeaders[i + 1] as string);
  const status = answer.statusCode ?? 0;
  if (NULL_BODY.has(status) || method === 'HEAD') {
    answer.resume();
    return new Response(null, { status, statusText: answer.statusMessage ?? '', headers });
  }
  const decoded = decode(answer, headers.get('content-encoding'));
  // An abort after the headers ends the body too, as fetch does.
  if (signal) {
    const abort = () => decoded.destroy(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    decoded.once('close', () => signal.removeEventListener('abort', abort));
  }
  const stream = Readable.toWeb(decoded) as unknown as ReadableStream<Uint8Array>;
  return new Response(stream, { status, statusText: answer.statusMessage ?? '', headers });
}

function decode(answer: IncomingMessage, encoding: string | null): Readable {
  const inflate =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!inflate) return answer;
  answer.once('error', (error) => inflate.destroy(error));
  return answer.pipe(inflate);
}
