import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { httpUrl } from '../config/settings.js';

/** Cloud metadata endpoints: never a GitLab, whatever the operator allows. */
const METADATA = new BlockList();
METADATA.addAddress('169.254.169.254');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

/** Loopback, private, link-local and carrier-grade NAT ranges: refused unless private instances are allowed. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export interface InstanceChoice {
  /** The operator's instances; the first is the default. */
  published: readonly string[];
  allowAny: boolean;
  allowPrivate: boolean;
}

export type ChosenInstance = { url: string; ignored?: string } | { refused: string };

/**
 * The GitLab a request is for, from its `GITLAB-URL` header: one of the published instances, or (with
 * allow-any) any public http(s) instance. With one published instance a foreign header is ignored, as the
 * reference server does, and the caller is told in the log.
 */
export async function chooseInstance(
  header: string | undefined,
  choice: InstanceChoice,
): Promise<ChosenInstance> {
  const fallback = choice.published[0]!;
  if (!header) return { url: fallback };
  const wanted = httpUrl.parse(header);
  if (wanted === undefined) return { refused: `GITLAB-URL "${header}" is not an http:// or https:// URL` };
  if (choice.published.includes(wanted)) return { url: wanted };
  if (choice.allowAny) {
    const problem = await destinationProblem(new URL(wanted).hostname, choice.allowPrivate);
    return problem ? { refused: `GITLAB-URL ${wanted} is refused: ${problem}` } : { url: wanted };
  }
  if (choice.published.length === 1) return { url: fallback, ignored: wanted };
  return {
    refused: `GITLAB-URL ${wanted} is not one of this server's instances: ${choice.published.join(', ')}`,
  };
}

async function destinationProblem(hostname: string, allowPrivate: boolean): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return `${host} does not resolve`;
  }
  for (const { address, family } of addresses) {
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (METADATA.check(address, type)) return `${address} is a cloud metadata address`;
    if (!allowPrivate && PRIVATE.check(address, type))
      return `${address} is a private or loopback address (GITLAB_MCP_ALLOW_PRIVATE_INSTANCES allows it)`;
  }
  return null;
}
