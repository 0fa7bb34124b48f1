import { readFileSync } from 'node:fs';

/** One call of the soak's mix. */
export interface SoakCall {
  tool: string;
  args: Record<string, unknown>;
}

/**
 * The soak's calls and bounds (soak-plan.json, which the bench's long form reads too): reads that reach GitLab
 * (lists, gets), a 404, a refusal of bad params and a finder search, so every path that could keep something per
 * call is taken many times.
 */
export interface SoakPlan {
  mix: SoakCall[];
  short: { stdioCalls: number; httpCalls: number };
  long: { stdioCalls: number; httpCalls: number };
  /** Calls before the first RSS sample: caches, JIT and pools fill up first. */
  warmUpCalls: number;
  /** Growth of the server's RSS from after the warm-up to the end that fails the soak. */
  maxGrowthMiB: number;
  inFlight: number;
}

export const SOAK_PLAN = JSON.parse(
  readFileSync(new URL('./soak-plan.json', import.meta.url), 'utf8'),
) as SoakPlan;
