/**
 * A `fetch` over node:http and node:https for both GitLab clients. Node's own fetch (undici) compiles a
 * WebAssembly HTTP parser in every process that uses it: measured here, one fetch grows a process by ~20 MB
 * resident, node:http by ~7 MB, and the server sends every GitLab request from one keep-alive pool instead.
 * Only what the clients use is implemented: methods, headers, string/bytes/FormData/stream bodies, abort
 * signals, redirects and compressed answers. The answer is a Response read straight from the socket (see
 * NodeResponse): undici's Response over a web stream cost more CPU than the rest of a REST request.
 */
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { finished, PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { FetchLike } from './fetch-like.js';
import { checkedLookup, checkLiteral } from './destinations.js';
import type { Destinations } from './destinations.js';
import { PlainHeaders } from './plain-headers.js';

export interface HttpFetchOptions {
  /** GITLAB_MCP_SKIP_TLS_VERIFY: accept any certificate (self-signed test instances only). */
  skipTlsVerify?: boolean;
  /** Which addresses may be connected to (destinations.ts); the operator's instances by default. */
  destinations?: Destinations;
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
 * One keep-alive pool per process for each TLS choice and destination policy. A connection carries no credential
 * (each request sends its own headers), so every client of every credential can share it. Every new connection's
 * name is resolved and checked by the pool's lookup, so a kept connection was checked when it was made.
 */
const pools = new Map<string, Agents>();

function agentsFor(skipTlsVerify: boolean, destinations: Destinations): Agents {
  const key = `${skipTlsVerify}:${destinations}`;
  let agents = pools.get(key);
  if (!agents) {
    const lookup = checkedLookup(destinations);
    agents = {
      'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS, lookup }),
      'https:': new https.Agent({
        keepAlive: true,
        maxSockets: MAX_SOCKETS,
        rejectUnauthorized: !skipTlsVerify,
        lookup,
      }),
    };
    pools.set(key, agents);
  }
  return agents;
}

export function createHttpFetch(options: HttpFetchOptions = {}): FetchLike {
  const destinations = options.destinations ?? 'operator';
  const agents = agentsFor(options.skipTlsVerify === true, destinations);
  return async (input, init = {}) => {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    const headers = new PlainHeaders(init.headers);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br');
    let body = await encodeBody(init.body, headers);
    for (let redirects = 0; ; redirects += 1) {
      // Each hop, redirects included, is checked: an IP literal here, a name by the agent's lookup.
      checkLiteral(url, destinations);
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const answer = await exchange(url, method, headers, body, agent, init.signal ?? null);
      const location = answer.headers.location;
      const status = answer.statusCode ?? 0;
      if (!REDIRECTS.has(status) || !location || init.redirect === 'manual' || redirects === MAX_REDIRECTS)
        return toResponse(answer, method, url, redirects > 0, init.signal ?? null);
      // A streamed body cannot be sent twice: a 307/308 that asks for it again is answered as it came.
      const resend = status === 307 || status === 308;
      if (resend && body instanceof Readable)
        return toResponse(answer, method, url, redirects > 0, init.signal ?? null);
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
async function encodeBody(body: RequestInit['body'], headers: PlainHeaders): Promise<WireBody> {
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
  headers: PlainHeaders,
  body: WireBody,
  agent: http.Agent,
  signal: AbortSignal | null,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const outgoing = headers.record();
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

function toResponse(
  answer: IncomingMessage,
  method: string,
  url: URL,
  redirected: boolean,
  signal: AbortSignal | null,
): Response {
  const headers = new PlainHeaders();
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    headers.append(answer.rawHeaders[i] as string, answer.rawHeaders[i + 1] as string);
  const status = answer.statusCode ?? 0;
  const meta = { status, statusText: answer.statusMessage ?? '', headers, url: url.href, redirected };
  if (NULL_BODY.has(status) || method === 'HEAD') {
    answer.resume();
    return new NodeResponse(null, meta);
  }
  const decoded = decode(answer, headers.get('content-encoding'));
  // An abort after the headers ends the body too, as fetch does.
  if (signal) {
    const abort = () => decoded.destroy(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    decoded.once('close', () => signal.removeEventListener('abort', abort));
  }
  return new NodeResponse(decoded, meta);
}

interface ResponseMeta {
  status: number;
  statusText: string;
  headers: PlainHeaders;
  url: string;
  redirected: boolean;
}

/**
 * fetch's Response over node:http's answer. The body is read from the socket as it arrives; a web stream is made
 * only for a caller that asks for `body` (a download). Read errors (the deadline, a dropped connection) reject the
 * read with the stream's own error, as fetch's do.
 */
class NodeResponse implements Response {
  readonly type = 'default';
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: PlainHeaders;
  readonly url: string;
  readonly redirected: boolean;
  bodyUsed = false;
  private stream: ReadableStream<Uint8Array> | null = null;

  constructor(
    private source: Readable | null,
    private readonly meta: ResponseMeta,
  ) {
    ({ status: this.status, statusText: this.statusText, headers: this.headers } = meta);
    ({ url: this.url, redirected: this.redirected } = meta);
    this.ok = this.status >= 200 && this.status < 300;
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.source && !this.stream)
      this.stream = Readable.toWeb(this.source) as unknown as ReadableStream<Uint8Array>;
    return this.stream;
  }

  async text(): Promise<string> {
    return (await this.bytes()).toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.bytes();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.bytes()], { type: this.headers.get('content-type') ?? '' });
  }

  async formData(): Promise<FormData> {
    return new Response(await this.arrayBuffer(), { headers: this.headers }).formData();
  }

  clone(): Response {
    if (this.bodyUsed || this.stream) throw new TypeError('Response.clone: the body has already been used');
    const copy = (source: Readable) => {
      const twin = new PassThrough();
      source.once('error', (error) => twin.destroy(error));
      return source.pipe(twin);
    };
    const theirs = this.source && copy(this.source);
    this.source = this.source && copy(this.source);
    return new NodeResponse(theirs, { ...this.meta, headers: new PlainHeaders(this.headers) });
  }

  private async bytes(): Promise<Buffer> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: the body has already been read');
    this.bodyUsed = true;
    if (this.stream) return Buffer.from(await new Response(this.stream).arrayBuffer());
    const source = this.source;
    if (!source) return Buffer.alloc(0);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      source.on('data', (chunk: Buffer) => chunks.push(chunk));
      finished(source, (error) => (error ? reject(error) : resolve(Buffer.concat(chunks))));
    });
  }
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
