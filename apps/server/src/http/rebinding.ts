import type { IncomingHttpHeaders } from 'node:http';
import { originAllowed } from './guards.js';

/** The names a loopback listener answers to, as the SDK's `localhostHostValidation` lists them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface RebindingPolicy {
  /** The listener is on a loopback address: only loopback names (and trusted origins' hosts) may be its Host. */
  loopback: boolean;
  trustedOrigins: readonly string[];
}

/**
 * DNS-rebinding protection (specification, transports: "validate the Origin header"; security best practices):
 * why a request must be refused, or null. A page of evil.example whose name now resolves to 127.0.0.1 reaches a
 * loopback listener with `Host: evil.example`, so on loopback the Host must be a loopback name, port-agnostic as
 * in the SDK's own servers, or the host of a trusted origin. An `Origin` must be trusted, or be this server's own
 * origin (the same scheme-less host as the Host it was sent to, itself a loopback name): a page this server
 * served. Off loopback the Host is the operator's proxy's business, and only the Origin is checked.
 */
export function rebindingRefusal(headers: IncomingHttpHeaders, policy: RebindingPolicy): string | null {
  const { host, origin } = headers;
  if (policy.loopback && !hostAllowed(host, policy.trustedOrigins))
    return `Host ${host ?? '(none)'} is not served here`;
  if (origin === undefined || originAllowed(origin, policy.trustedOrigins)) return null;
  if (policy.loopback && host !== undefined && sameHost(origin, host)) return null;
  return `Origin ${origin} is not trusted by this server`;
}

function hostAllowed(host: string | undefined, trustedOrigins: readonly string[]): boolean {
  const name = hostnameOf(`http://${host ?? ''}`);
  if (name === null) return false;
  return (
    LOOPBACK_NAMES.includes(name) ||
    trustedOrigins.some((origin) => origin !== '*' && hostnameOf(origin) === name)
  );
}

function sameHost(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.host === new URL(`http://${host}`).host
    );
  } catch {
    return false;
  }
}

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
