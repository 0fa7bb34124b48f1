import { get as httpGet } from 'node:http';
import type { RequestOptions } from 'node:http';
import { get as httpsGet } from 'node:https';
import { parseListenAddress } from './listen-address.js';

const PROBE_TIMEOUT_MS = 5_000;

/** What the probe says: one line for a person or a container's health log, and the exit code. */
export interface ProbeOutcome {
  code: 0 | 1;
  line: string;
}

/**
 * `gitlab-mcp --probe [URL]`: asks a running HTTP server's /health and answers 0 when it is serving, 1 otherwise —
 * a container HEALTHCHECK that needs neither curl nor a shell in the image. Without a URL it asks this
 * configuration's own listener (--http-addr, over TLS when --tls-cert is set).
 */
export async function probe(httpAddr: string, tls: boolean, url?: string): Promise<ProbeOutcome> {
  const target = url === undefined ? ownListener(httpAddr, tls) : givenUrl(url);
  if (typeof target === 'string') return { code: 1, line: target };
  const get = target.https ? httpsGet : httpGet;
  return new Promise((resolve) => {
    // Its own listener, whatever certificate it shows: the probe checks liveness, not identity.
    const request = get(
      { ...target.options, timeout: PROBE_TIMEOUT_MS, rejectUnauthorized: false },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(
          status === 200
            ? { code: 0, line: `ok: ${target.shown} answered 200` }
            : { code: 1, line: `${target.shown} answered ${status}${status === 503 ? ' (draining)' : ''}` },
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000}s`)));
    request.on('error', (error) =>
      resolve({ code: 1, line: `nothing answers at ${target.shown}: ${error.message}` }),
    );
  });
}

interface Target {
  options: RequestOptions;
  https: boolean;
  /** The address as a person reads it. */
  shown: string;
}

function ownListener(httpAddr: string, tls: boolean): Target | string {
  const address = parseListenAddress(httpAddr);
  if (!address) return `--http-addr "${httpAddr}" is no address to probe`;
  if ('socketPath' in address)
    return {
      options: { socketPath: address.socketPath, path: '/health' },
      https: tls,
      shown: `${address.socketPath} /health`,
    };
  // A server listening on every interface answers on loopback.
  const host = address.host === '0.0.0.0' || address.host === '::' ? '127.0.0.1' : address.host;
  const shown = `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${address.port}/health`;
  return { options: { host, port: address.port, path: '/health' }, https: tls, shown };
}

/** `--probe http://host:8080` asks its /health; a URL with a path asks that path. */
function givenUrl(text: string): Target | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `--probe "${text}" is not a URL: write --probe http://127.0.0.1:8080 or --probe alone`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `--probe "${text}" is not an http(s) URL`;
  if (url.pathname === '/') url.pathname = '/health';
  return {
    options: {
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port,
      path: url.pathname + url.search,
    },
    https: url.protocol === 'https:',
    shown: url.href,
  };
}
