import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config/settings.js';
import { batchedWriter } from '../logging/batched-writer.js';
import { createLogger } from '../logging/logger.js';
import type { Logger } from '../logging/logger.js';
import { SERVER_VERSION } from '../version.js';
import type { StartedTelemetry } from '../telemetry/otel-recorder.js';
import { setSecurityHeaders } from './guards.js';
import { isLocalOnly, parseListenAddress } from './listen-address.js';
import type { ListenAddress } from './listen-address.js';
import { McpEndpoint } from './mcp-endpoint.js';
import { openOAuthGate } from './oauth-gate.js';
import { readiness } from './readiness.js';
import {
  answerResourceMetadata,
  isResourceMetadataPath,
  protectedResourceMetadata,
} from './oauth-metadata.js';
import { createCallLimiter } from './rate-limit.js';
import { TenantPool } from './tenant-pool.js';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * HTTP mode: one process serving many users, each request carrying its own GitLab token. Resolves with the exit
 * code once a SIGTERM or SIGINT has drained it: /health answers 503 for the drain delay (load balancers stop
 * sending), then the listener closes and the calls in flight finish.
 */
export async function serveHttp(
  config: Config,
  logger: Logger,
  /** Where the credentials' log lines also go: OpenTelemetry's log export, when telemetry is on. */
  exportLine: StartedTelemetry['log'] | null = null,
): Promise<number> {
  const address = parseListenAddress(config.httpAddr);
  if (!address)
    throw new GitLabMcpError(
      'config',
      `--http-addr "${config.httpAddr}" is not host:port, :port or a socket path`,
    );
  if (config.allowAnyGitlabUrl && !isLocalOnly(address))
    throw new GitLabMcpError('config', '--allow-any-gitlab-url needs a loopback or unix socket --http-addr');
  if (Boolean(config.tlsCert) !== Boolean(config.tlsKey))
    throw new GitLabMcpError('config', '--tls-cert and --tls-key go together: give both or neither');
  const oauth = config.authMode === 'oauth';
  if (oauth && !config.publicUrl)
    throw new GitLabMcpError(
      'config',
      '--auth-mode oauth needs --public-url (GITLAB_MCP_PUBLIC_URL): the https origin clients reach this server at',
    );

  const gate = oauth ? await openOAuthGate(config) : null;
  // Every call logs a line through its credential's logger: written once per turn of the event loop.
  const callLines = batchedWriter((text) => process.stderr.write(text));
  const pool = new TenantPool({
    open: async (token, gitlabUrl) => {
      const credentialLogger = createLogger({
        level: config.logLevel,
        secrets: [token],
        write: exportLine
          ? (line, trace) => {
              callLines.write(line);
              exportLine(line, trace);
            }
          : callLines.write,
      });
      // A credential's tenant (GitLab clients, probe) loads with the first request, after the server listens.
      const { openCredentialTenant } = await import('../open-tenant.js');
      const tenant = await openCredentialTenant({
        config: { ...config, transport: 'http', token, gitlabUrl },
        logger: credentialLogger,
        // The gate checked this token just before the pool opened its tenant: its scopes need no new request.
        oauthScopes: gate?.confirmedScopes(token, gitlabUrl) ?? null,
      });
      return { tenant, logger: credentialLogger };
    },
    maxEntries: config.maxHttpClients,
    idleMs: config.poolIdleTimeout,
    revalidateMs: config.revalidateInterval,
  });
  const limiter = await createCallLimiter({
    rps: config.rateLimitRps,
    burst: config.rateLimitBurst,
    redisUrl: config.redisUrl,
    logger,
  });
  const endpoint = new McpEndpoint(config, pool, limiter, logger, gate);
  // Legacy mode has no metadata: the well-known path stays a 404, as the reference server's does.
  const metadata = oauth ? protectedResourceMetadata(config) : null;
  const startedAt = new Date();
  const digest = configDigest(config);
  const ready = readiness(config.gitlabUrls, config.skipTlsVerify);
  let draining = false;
  let callsInFlight = 0;
  let settled: () => void = () => undefined;

  const server = listener(config, async (request, response) => {
    setSecurityHeaders(response);
    const path = new URL(request.url ?? '/', 'http://server').pathname;
    if (path === '/health') return health(response, { draining, startedAt, digest });
    if (path === '/ready') return ready(response, draining);
    if (metadata && isResourceMetadataPath(path)) return answerResourceMetadata(request, response, metadata);
    if (path !== '/mcp') return notFound(response);
    // POSTs carry the calls; a stateful GET is a notification stream that only ends with its session.
    if (request.method === 'POST') {
      callsInFlight += 1;
      response.on('close', () => {
        callsInFlight -= 1;
        if (callsInFlight === 0) settled();
      });
    }
    await endpoint.handle(request, response).catch((error: unknown) => {
      logger.error('request failed', { error });
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end();
    });
  });

  const sweeper = setInterval(() => {
    pool.sweep();
    endpoint.sweep();
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  await listen(server, address, config.httpSocketMode);
  logger.info('http listening', { url: publicAddress(server, address, Boolean(config.tlsCert)) });

  await new Promise<void>((resolve) => {
    const drain = () => {
      if (draining) return;
      draining = true;
      logger.info('draining', { delay_ms: config.drainDelay, calls_in_flight: callsInFlight });
      setTimeout(resolve, config.drainDelay);
    };
    process.once('SIGTERM', drain);
    process.once('SIGINT', drain);
  });
  server.close();
  server.closeIdleConnections();
  if (callsInFlight > 0) await new Promise<void>((resolve) => (settled = resolve));
  await endpoint.closeSessions();
  server.closeAllConnections();
  clearInterval(sweeper);
  pool.clear();
  await limiter.close();
  logger.info('stopped');
  return 0;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

function listener(config: Config, handler: Handler): Server {
  const handle = (request: IncomingMessage, response: ServerResponse) => void handler(request, response);
  const server = config.tlsCert
    ? createHttpsServer({ cert: readFileSync(config.tlsCert), key: readFileSync(config.tlsKey) }, handle)
    : createHttpServer(handle);
  // A slow client must not hold a socket for ever while sending headers; idle keep-alive is the operator's call.
  server.headersTimeout = 30_000;
  server.keepAliveTimeout = config.httpIdleTimeout;
  return server;
}

async function listen(server: Server, address: ListenAddress, socketMode: string): Promise<void> {
  if ('socketPath' in address) rmSync(address.socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if ('socketPath' in address) server.listen(address.socketPath, resolve);
    else server.listen(address.port, address.host, resolve);
  });
  if ('socketPath' in address) chmodSync(address.socketPath, Number.parseInt(socketMode, 8));
}

function publicAddress(server: Server, address: ListenAddress, tls: boolean): string {
  if ('socketPath' in address) return `unix:${address.socketPath}`;
  const { address: host, port } = server.address() as AddressInfo;
  return `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function health(
  response: ServerResponse,
  state: { draining: boolean; startedAt: Date; digest: string },
): void {
  response.writeHead(state.draining ? 503 : 200, { 'Content-Type': 'application/json' });
  response.end(
    JSON.stringify({
      status: state.draining ? 'draining' : 'ok',
      version: SERVER_VERSION,
      config_digest: state.digest,
      started_at: state.startedAt.toISOString(),
      uptime_seconds: Math.floor((Date.now() - state.startedAt.getTime()) / 1000),
    }),
  );
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: 'not found: the MCP endpoint is /mcp' }));
}

/** Tells operators whether two instances run the same settings, without showing any of them. */
function configDigest(config: Config): string {
  const { token: _token, redisUrl: _redis, ...shown } = config;
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 12);
}
