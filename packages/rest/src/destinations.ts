import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/*
 * Which addresses the server may connect to for GitLab. Checked where the connection is made (the agents'
 * `lookup`, and IP literals before each hop), so what is checked is what is connected to: a name that answers a
 * public address to a first lookup and 127.0.0.1 to the next (DNS rebinding) and a redirect to another host are
 * checked like the first request. Refusals never say what a name resolved to.
 */

/**
 * `operator`: the operator's own instances, which may be private; `public`: an instance a caller picked (any-URL
 * mode), which must be on a public address. Cloud metadata and link-local addresses are refused in both.
 */
export type Destinations = 'operator' | 'public';

/** Link-local (169.254.0.0/16 holds AWS, GCP, Azure, OpenStack, Tencent metadata) and the other clouds' endpoints. */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addAddress('100.100.100.200'); // Alibaba Cloud
NEVER.addAddress('192.0.0.192'); // Oracle Cloud (classic)
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS over IPv6
NEVER.addSubnet('fe80::', 10, 'ipv6'); // IPv6 link-local

/** Loopback, private, carrier-grade NAT, unspecified and unique-local ranges: refused for a caller's pick. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** The code of a refused connection, which the transport turns into its own sentence. */
export const DESTINATION_REFUSED = 'ERR_GITLAB_DESTINATION_REFUSED';

/** Why an address may not be connected to, or null. An IPv4-mapped IPv6 address is judged as its IPv4 address. */
export function refusedAddress(address: string, destinations: Destinations): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (NEVER.check(ip, type)) return 'a cloud metadata or link-local address, which is always refused';
  if (destinations === 'public' && PRIVATE.check(ip, type))
    return 'a private or loopback address (GITLAB_MCP_ALLOW_PRIVATE_INSTANCES allows it)';
  return null;
}

/** The error of a refused connection: it names the host, never the address it resolved to. */
export function destinationRefused(host: string, reason: string): Error {
  return Object.assign(new Error(`${host} is refused: it resolves to ${reason}`), {
    code: DESTINATION_REFUSED,
  });
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for an http(s).Agent: resolves as Node would, then refuses the connection when any address the
 * name answered is refused, so no address of a rebinding answer is ever tried.
 */
export function checkedLookup(destinations: Destinations) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      for (const { address } of addresses) {
        const reason = refusedAddress(address, destinations);
        if (reason) return callback(destinationRefused(hostname, reason), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(error, '');
    });
  };
}

/**
 * Verdicts on IP literals by policy and host: an address's verdict never changes, and a GitLab addressed by IP is
 * checked before every request. Emptied when full, so hosts picked by callers (any-URL mode) cannot grow it.
 */
const literalVerdicts = new Map<string, string | null>();
const MAX_LITERAL_VERDICTS = 256;

/** An IP literal is connected to without a lookup: it is checked here, before each hop. */
export function checkLiteral(url: URL, destinations: Destinations): void {
  const key = `${destinations} ${url.hostname}`;
  let reason = literalVerdicts.get(key);
  if (reason === undefined) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    reason = isIP(host) === 0 ? null : refusedAddress(host, destinations);
    if (literalVerdicts.size >= MAX_LITERAL_VERDICTS) literalVerdicts.clear();
    literalVerdicts.set(key, reason);
  }
  if (reason) throw destinationRefused(url.host, reason);
}
