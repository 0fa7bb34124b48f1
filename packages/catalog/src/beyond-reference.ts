import { domainOf } from './action-id.js';

/**
 * The domains of this server's own actions, beyond the reference catalog's 1,089 (catalog.json): the pictures of
 * docs/visualisations.md. Everything the reference says of its actions (tool names, params, tiers) is checked
 * for the others; these are checked against their own declarations.
 */
export const BEYOND_REFERENCE_DOMAINS: ReadonlySet<string> = new Set(['visual']);

/** Whether an action is one of ours, not one of the reference catalog's. */
export function isBeyondReference(id: string): boolean {
  return BEYOND_REFERENCE_DOMAINS.has(domainOf(id));
}
