import { GitLabMcpError, hasErrorCode } from '@gitlab-mcp/result/errors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { telemetry } from '@gitlab-mcp/result';
import type { Config } from '../config/settings.js';
import type { Logger } from '../logging/logger.js';
import type { ModernEndpoint } from '../modern/modern-http.js';
import { mayBeModern } from '../modern/may-be-modern.js';
import { readsGitLab } from '../resources/resource-index.js';
import {
  AUTH_REQUIRED_CODE,
  AUTH_REQUIRED_MESSAGE,
  credentialKey,
  tokenOf,
  WWW_AUTHENTICATE,
} from './credentials.js';
import { writeAnswer } from './answer-framing.js';
import { earlyDiscoverAnswer } from './early-discover-answer.js';
import { earlyHttpAnswer } from './early-http-answer.js';
import { chooseInstance } from './gitlab-url.js';
import { PARSE_ERROR } from '../protocol-error.js';
import { isPlainRequest } from '../transport/plain-request.js';
import { clientAddress, FailedAuthThrottle, proxyList } from './guards.js';
import type { ProxyTrust } from './guards.js';
import { isLocalOnly, parseListenAddress } from './listen-address.js';
import type { GateRefusal, OAuthGate } from './oauth-gate.js';
import type { CallLimiter } from './rate-limit.js';
import { rebindingRefusal } from './rebinding.js';
import type { RebindingPolicy } from './rebinding.js';
import type { SdkSessions } from './sdk-sessions.js';
import type { PooledTenant, TenantPool } from './tenant-pool.js';

/** The SDK's limit, which the reference server's `-max-request-body-bytes 0` means. */
const DEFAULT_BODY_LIMIT = 4 * 1024 ** 2;

declare module '@gitlab-mcp/result/errors' {
  /** The HTTP answer of a refused request: its status and headers, and the JSON-RPC error it carries. */
  interface ErrorDetails {
    http_refused: {
      status: number;
      /** The JSON-RPC error code of the answer's body. */
      rpcCode: number;
      headers: Record<string, string>;
      /** The refused request's id, when it has one. */
      id: string | number | null;
    };
  }
}

/** Thrown while reading a request that must be refused: it carries the HTTP answer. */
function httpRefusal(
  status: number,
  rpcCode: number,
  message: string,
  headers: Record<string, string> = {},
  id: string | number | null = null,
): GitLabMcpError<'http_refused'> {
  return new GitLabMcpError('http_refused', message, { details: { status, rpcCode, headers, id } });
}

/**
 * `/mcp`: who is calling (their token, their GitLab), whether they may (origin, failed attempts, rate limit), then
 * the MCP exchange itself on a server bound to that credential's pooled tenant. Nothing one credential opens is
 * reachable with another: MCP sessions and tenants (catalogs, clients) are all keyed by the credential.
 */
export class McpEndpoint {
  private readonly throttle = new FailedAuthThrottle();
  private warnedOfProxy = false;
  private sdkSessions: SdkSessions | undefined;
  private readonly proxyTrust: ProxyTrust;
  private readonly rebinding: RebindingPolicy;
  private modernEndpoint: ModernEndpoint | undefined;

  constructor(
    private readonly config: Config,
    private readonly pool: TenantPool,
    private readonly limiter: CallLimiter,
    private readonly logger: Logger,
    /** Set in OAuth mode (`--auth-mode oauth`): who may call, instead of any GitLab token. */
    private readonly oauth: OAuthGate | null = null,
  ) {
    this.proxyTrust = { header: config.trustedProxyHeader, proxies: proxyList(config.trustedProxies) };
    const address = parseListenAddress(config.httpAddr);
    // A browser reaches a TCP listener only: a unix socket has no DNS name to rebind.
    this.rebinding = {
      loopback: address !== null && !('socketPath' in address) && isLocalOnly(address),
      trustedOrigins: config.trustedOrigins,
    };
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await this.serve(request, response);
    } catch (error) {
      if (!hasErrorCode(error, 'http_refused')) throw error;
      if (response.headersSent) return;
      const { status, rpcCode, headers, id } = error.details;
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: rpcCode, message: error.message } }));
    }
  }

  /** Ends stateful sessions idle longer than the session timeout; the server calls it on a timer. */
  sweep(now = Date.now()): void {
    this.oauth?.sweep();
    this.modernEndpoint?.sweep((credential) => this.pool.validated(credential));
    this.sdkSessions?.sweep(now);
  }

  async closeSessions(): Promise<void> {
    await Promise.allSettled([this.sdkSessions?.close(), this.modernEndpoint?.close()]);
  }

  /** The SDK's transport, loaded with the first request the early answer and the direct call leave to it. */
  private async sdk(): Promise<SdkSessions> {
    const { SdkSessions } = await import('./sdk-sessions.js');
    return (this.sdkSessions ??= new SdkSessions(this.config));
  }

  /** The MCP 2026-07-28 side, loaded with the first request that may be one: a 2025 client never parses it. */
  private async modern(): Promise<ModernEndpoint> {
    const { ModernEndpoint } = await import('../modern/modern-http.js');
    return (this.modernEndpoint ??= new ModernEndpoint(this.config));
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    if (this.config.stateless && method !== 'POST')
      throw httpRefusal(
        405,
        -32000,
        'Method not allowed: this server is stateless, send each message as a POST',
        {
          Allow: 'POST',
        },
      );
    const rebound = rebindingRefusal(request.headers, this.rebinding);
    if (rebound) throw httpRefusal(403, -32000, rebound);

    const address = clientAddress(request, this.proxyTrust);
    this.warnOfUntrustedProxy(request);
    const token = this.oauth ? this.oauth.tokenOf(request.headers) : tokenOf(request.headers);
    if (!token && this.oauth) throw refusalOf(this.oauth.missing());
    if (!token)
      throw httpRefusal(401, AUTH_REQUIRED_CODE, AUTH_REQUIRED_MESSAGE, {
        'WWW-Authenticate': WWW_AUTHENTICATE,
      });

    const instance = await chooseInstance(header(request, 'gitlab-url'), {
      published: this.config.gitlabUrls,
      allowAny: this.config.allowAnyGitlabUrl,
      allowPrivate: this.config.allowPrivateInstances,
    });
    if ('refused' in instance) throw httpRefusal(400, -32602, instance.refused);
    if (instance.ignored)
      this.logger.warn('request options ignored due to MCP configuration', { gitlab_url: instance.ignored });
    // Failed authentications slow the address down, never a credential GitLab has already accepted: callers
    // behind one proxy share an address, and one of them guessing must not lock the others out.
    if (!this.pool.validated(credentialKey(token, instance.url))) {
      const wait = this.throttle.retryAfter(address);
      if (wait > 0)
        throw httpRefusal(429, AUTH_REQUIRED_CODE, 'Too many failed authentications from this address', {
          'Retry-After': String(wait),
        });
    }
    const denied = await this.oauth?.check(token, instance.url);
    if (denied) {
      if (denied.status === 401) this.throttle.fail(address);
      throw refusalOf(denied);
    }

    const body =
      method === 'POST'
        ? await readMessage(request, this.config.maxRequestBodyBytes || DEFAULT_BODY_LIMIT)
        : undefined;
    const credential = credentialKey(token, instance.url);
    const pooled = await this.pooledTenant(credential, token, instance.url, address);
    // The opening (initialize, server/discover) is answered without the catalog; it loads once the answer is
    // written, while the client reads it and sends its next request (tools/list).
    response.once('finish', () => pooled.tenant.prepare());
    await this.takeCalls(credential, body, pooled.tenant.resources.minimal);
    const discovered = earlyDiscoverAnswer(body, request.headers);
    if (discovered !== null) {
      // The client's next request (tools/list) needs the v2 handler: it loads while the client reads this.
      // A failed load fails that request again, which reports it.
      response.once('finish', () => void this.modern().catch(() => undefined));
      // The v2 handler answers a discover with one JSON body whatever --json-response says.
      return writeAnswer(response, discovered, true);
    }
    const modern = mayBeModern(request, body) ? await this.modern() : null;
    if (await modern?.serve(credential, pooled, request, response, body)) return;

    const sessionId = header(request, 'mcp-session-id');
    if (this.config.stateless) return this.serveAlone(pooled, request, response, body);
    if (sessionId) return this.serveSession(sessionId, credential, request, response, body);
    if (isInitialize(body)) return (await this.sdk()).start(pooled, credential, request, response, body);
    throw httpRefusal(400, -32000, 'Bad Request: send initialize first, then the Mcp-Session-Id it answers');
  }

  /**
   * Once: requests come through a proxy (they carry X-Forwarded-For) but no proxy is trusted, so every caller
   * behind it has the proxy's address in the failed-authentication throttle and the logs.
   */
  private warnOfUntrustedProxy(request: IncomingMessage): void {
    if (this.warnedOfProxy || this.config.trustedProxies.length > 0) return;
    if (request.headers['x-forwarded-for'] === undefined) return;
    this.warnedOfProxy = true;
    this.logger.warn(
      'requests carry X-Forwarded-For but no proxy is trusted: callers behind the proxy share its address for ' +
        'the failed-authentication throttle; set GITLAB_MCP_TRUSTED_PROXIES and GITLAB_MCP_TRUSTED_PROXY_HEADER',
    );
  }

  private async pooledTenant(credential: string, token: string, url: string, address: string) {
    try {
      return await this.pool.get(credential, token, url);
    } catch (error) {
      if (hasErrorCode(error, 'startup') && error.status === 401) {
        this.throttle.fail(address);
        throw httpRefusal(401, AUTH_REQUIRED_CODE, `GitLab at ${url} rejected the token (401)`, {
          'WWW-Authenticate':
            this.oauth?.challenge('invalid_token') ?? `${WWW_AUTHENTICATE}, error="invalid_token"`,
        });
      }
      throw httpRefusal(502, -32000, error instanceof Error ? error.message : String(error));
    }
  }

  /** One allowance per request that reaches GitLab; lists, handshakes and the server's own resources are free. */
  private async takeCalls(credential: string, body: unknown, minimal: boolean): Promise<void> {
    if (!reachesGitLab(body, minimal)) return;
    const wait = await this.limiter.take(credential);
    if (wait > 0) {
      telemetry().rateLimited();
      throw httpRefusal(429, -32000, `Rate limit of this credential reached: retry in ${wait} s`, {
        'Retry-After': String(wait),
      });
    }
  }

  /**
   * Stateless: an `initialize` answered early, a plain tools/call answered directly, anything else on a Server and
   * a transport for this POST.
   */
  private async serveAlone(
    pooled: PooledTenant,
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
  ): Promise<void> {
    const early = earlyHttpAnswer(body, request.headers);
    if (early !== null) {
      // The client's next request (tools/list) needs the SDK's transport: it loads while the client reads this.
      // A failed load fails that request again, which reports it.
      response.once('finish', () => void this.sdk().catch(() => undefined));
      return writeAnswer(response, early, this.config.jsonResponse);
    }
    const { answerDirectCall, directCallOf } = await import('./direct-call.js');
    const direct = directCallOf(body, request.headers);
    if (direct) return answerDirectCall(direct, pooled, request.headers, response, this.config.jsonResponse);
    await (await this.sdk()).serveAlone(pooled, request, response, body);
  }

  private async serveSession(
    id: string,
    credential: string,
    request: IncomingMessage,
    response: ServerResponse,
    body: unknown,
  ): Promise<void> {
    // Without the SDK loaded no session exists yet; another credential's session is answered the same way.
    const served = await this.sdkSessions?.serve(id, credential, request, response, body);
    if (!served) throw httpRefusal(404, -32001, 'Session not found');
  }
}

function refusalOf(refused: GateRefusal): GitLabMcpError<'http_refused'> {
  return httpRefusal(refused.status, refused.code, refused.message, refused.headers);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** GitLab is asked by calls, prompts (their reads), completions (their lists) and reads of GitLab resources. */
function reachesGitLab(message: unknown, minimal: boolean): boolean {
  const { method, params } = (message ?? {}) as { method?: unknown; params?: { uri?: unknown } };
  if (method === 'resources/read' || method === 'resources/subscribe')
    return typeof params?.uri === 'string' && readsGitLab(params.uri, minimal);
  return method === 'tools/call' || method === 'prompts/get' || method === 'completion/complete';
}

function isInitialize(body: unknown): boolean {
  return (body as { method?: unknown } | undefined)?.method === 'initialize';
}

/**
 * The request body as one JSON-RPC message, refused past the size limit before it is all read. JSON that is not a
 * message is -32600 (the SDK's transport answers -32700 though it parsed), and so is a batch: the 2025-06-18
 * revision removed batching, and each of its items would otherwise be one more call past the rate limit.
 */
async function readMessage(request: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const text = await readText(request, limit);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw httpRefusal(400, PARSE_ERROR, 'Parse error: the request body is not JSON');
  }
  // Most bodies are plain requests; only the others need the SDK's message schema (and zod) to be judged.
  if (isPlainRequest(body)) return body;
  const { refusalOfValue } = await import('../transport/jsonrpc-filter.js');
  const refusal = refusalOfValue(body);
  if (refusal && 'error' in refusal)
    throw httpRefusal(400, refusal.error.code, refusal.error.message, {}, refusal.id ?? null);
  return body;
}

/** The body as text, read by events: an async iterator over the request cost more than its JSON parse. */
function readText(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', take);
      request.destroy();
      reject(tooLarge(limit));
    };
    request.on('data', take);
    finished(request, (error) => {
      if (size > limit) return;
      if (error) reject(error);
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

function tooLarge(limit: number): GitLabMcpError<'http_refused'> {
  return httpRefusal(
    413,
    -32600,
    `Request body larger than GITLAB_MCP_MAX_REQUEST_BODY_BYTES (${limit} bytes)`,
  );
}
