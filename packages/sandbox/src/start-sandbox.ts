import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { FaultSet } from './faults.js';
import { Router, graphqlHandler } from './http/router.js';
import { createListener } from './http/server.js';
import { RequestLogStore } from './request-log.js';
import { restRoutes } from './rest/routes.js';
import { seedTokenSecrets } from './seed/tokens.js';
import { createState } from './seed/seed-state.js';
import type { Sandbox, SandboxOptions } from './types.js';

/** Start a GitLab sandbox on loopback (HTTP, or HTTPS with `tls`), seeded and ready. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const state = createState(options);
  const faults = new FaultSet();
  for (const rule of options.faults ?? []) faults.add(rule);
  const log = new RequestLogStore();
  const secure = options.tls !== undefined;
  const basePath = options.basePath ?? '';
  if (basePath !== '' && !/^(\/[\w.-]+)+$/.test(basePath)) {
    throw new Error(`basePath must look like '/gitlab' (no trailing slash), got '${basePath}'`);
  }
  const listener = createListener(
    { state, router: new Router(restRoutes()), graphql: graphqlHandler, faults, log, basePath },
    secure,
  );
  const handle = (req: Parameters<typeof listener>[0], res: Parameters<typeof listener>[1]) => {
    void listener(req, res);
  };
  const server: Server =
    options.tls === undefined ? createHttpServer(handle) : createHttpsServer(options.tls, handle);
  // GitLab's NGINX keeps an idle connection 65 s (keepalive_timeout 65); Node's default of 5 s let a busy test
  // machine reuse a socket the sandbox was closing, turning a write into a connection reset GitLab would not cause.
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${secure ? 'https' : 'http'}://${hostPart}:${port}${basePath}`,
    tokens: { ...seedTokenSecrets },
    requests: log,
    faults: { add: (rule) => faults.add(rule), clear: () => faults.clear() },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
