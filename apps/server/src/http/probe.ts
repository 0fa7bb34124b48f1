import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { parseListenAddress } from './listen-address.js';

const PROBE_TIMEOUT_MS = 5_000;

/**
 * `gitlab-mcp --probe`: asks the local HTTP server's /health and answers 0 when it is serving, 1 otherwise — a
 * container HEALTHCHECK that needs neither curl nor a shell in the image.
 */
export async function probe(httpAddr: string, tls: boolean): Promise<number> {
  const address = parseListenAddress(httpAddr);
  if (!address) return 1;
  const target =
    'socketPath' in address
      ? { socketPath: address.socketPath }
      : {
          host: address.host === '0.0.0.0' || address.host === '::' ? '127.0.0.1' : address.host,
          port: address.port,
        };
  const get = tls ? httpsGet : httpGet;
  return new Promise((resolve) => {
    // Its own listener, whatever certificate it shows: the probe checks liveness, not identity.
    const request = get(
      { ...target, path: '/health', timeout: PROBE_TIMEOUT_MS, rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200 ? 0 : 1);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(1));
  });
}
