import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refusedAddress } from '@gitlab-mcp/rest';
import { httpUrl } from '../config/setting-parsers.js';

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
  // Not echoed: a refused header may carry a password.
  if (wanted === undefined) return { refused: `GITLAB-URL is not ${httpUrl.accepts}` };
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

/**
 * An early answer for a picked instance whose name resolves to a refused address. The connection itself is
 * checked again when it is made (packages/rest destinations.ts), which is what holds against DNS rebinding; neither
 * says what the name resolved to.
 */
async function destinationProblem(hostname: string, allowPrivate: boolean): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string }[];
  try {
    addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  } catch {
    return `${host} does not resolve`;
  }
  for (const { address } of addresses) {
    const reason = refusedAddress(address, allowPrivate ? 'operator' : 'public');
    if (reason) return `it resolves to ${reason}`;
  }
  return null;
}
