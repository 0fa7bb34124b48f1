import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Headers every answer carries: nothing here is a page a browser should render, frame or cache. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
}

/**
 * DNS-rebinding and cross-site protection: a browser always sends `Origin` on a cross-origin POST, so a request
 * carrying one must name a trusted origin. Clients that are not browsers send none and pass.
 */
export function originAllowed(origin: string | undefined, trusted: readonly string[]): boolean {
  if (origin === undefined) return true;
  return trusted.some((allowed) => allowed === '*' || allowed.toLowerCase() === origin.toLowerCase());
}

export interface ProxyTrust {
  header: string;
  /** Proxies the header is believed from: addresses or CIDR ranges (`127.0.0.1`, `10.0.0.0/8`). */
  proxies: BlockList;
}

/** The trusted proxies as one matcher; an entry that is neither an address nor a range is ignored. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** The caller's address: the socket's, or the trusted proxy header's first entry when the socket is a trusted proxy. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  const peer = (request.socket.remoteAddress ?? 'unix').replace(/^::ffff:(?=\d)/, '');
  const family = isIP(peer) === 6 ? 'ipv6' : 'ipv4';
  if (!trust.header || !isIP(peer) || !trust.proxies.check(peer, family)) return peer;
  const forwarded = request.headers[trust.header.toLowerCase()];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first && isIP(first) ? first : peer;
}

/**
 * Slows down guessing: an address with `limit` failed authentications within a window is refused for the next
 * window without reaching GitLab (reference-server.md §10: 10 per minute).
 */
export class FailedAuthThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the address may try again, or 0 when it may now. */
  retryAfter(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - this.now()) / 1000));
  }

  fail(address: string): void {
    this.failures.set(address, [...this.recent(address), this.now()]);
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(address) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.failures.delete(address);
    else this.failures.set(address, recent);
    return recent;
  }
}
