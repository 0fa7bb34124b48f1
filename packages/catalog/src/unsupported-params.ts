import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import type { RequiredParams, UnsupportedParams } from './action-spec.js';
import { offsetPaging } from './params.js';

/*
 * Parameters the reference catalog gives an action but GitLab's endpoint does not declare. GitLab ignores an
 * undeclared parameter without a word, so the user would get an unfiltered or unsorted answer believing it filtered
 * or sorted; the call is refused by name instead, before any request (as `achievement.award` refuses
 * `award_message`). The action keeps taking the parameters, so a caller of the reference catalog still validates.
 * An entry declares them once (`unsupported`): the runner refuses them and their published descriptions say so.
 */

/** What a parameter GitLab's endpoint does not take says of itself, before why. */
export const UNSUPPORTED = 'Not supported by GitLab here (the call is refused when given)';

/** Refuses the call when it gives any parameter the action's GitLab endpoint does not take, naming each. */
export function refuseUnsupported(args: Record<string, unknown>, unsupported: UnsupportedParams): void {
  const given = Object.keys(unsupported.params).filter((name) => args[name] !== undefined);
  if (given.length === 0) return;
  const list = given.join(', ');
  throw new GitLabMcpError(
    'action_outcome',
    `${unsupported.endpoint} does not take ${list} (GitLab would ignore ${given.length === 1 ? 'it' : 'them'}); ` +
      `nothing was sent. Call again without ${list}.`,
  );
}

/**
 * Refuses the call when it lacks a parameter GitLab's endpoint requires (and the reference catalog leaves optional),
 * naming each as GitLab would (`scopes is missing`) before anything is sent.
 */
export function refuseMissing(args: Record<string, unknown>, required: RequiredParams): void {
  const missing = required.params.filter((name) => args[name] === undefined);
  if (missing.length === 0) return;
  const list = missing.join(', ');
  throw new GitLabMcpError(
    'action_outcome',
    `${required.endpoint} requires ${list} (GitLab would answer "${missing.map((name) => `${name} is missing`).join(', ')}"); ` +
      `nothing was sent. Call again with ${list}.`,
  );
}

/**
 * The input schema with each unsupported parameter described by its entry (`UNSUPPORTED: why`), whatever the shared
 * parameter object said of it. Throws for a name the schema lacks: a refusal of a parameter nobody can give is a typo.
 */
export function describeUnsupported<Input extends z.ZodObject>(
  input: Input,
  unsupported: UnsupportedParams,
): Input {
  const described = Object.entries(unsupported.params).map(([name, why]) => {
    const param = input.shape[name] as z.ZodType | undefined;
    if (param === undefined)
      throw new Error(`unsupported parameter ${name} is not a parameter of the action`);
    return [name, param.describe(`${UNSUPPORTED}: ${why}`)] as const;
  });
  return input.safeExtend(Object.fromEntries(described)) as Input;
}

const OWN_ORDER = 'GitLab answers this list in its own order';

/** order_by and sort of a list GitLab cannot order: sorting one page locally would misorder the list. */
export const NO_ORDER = { order_by: OWN_ORDER, sort: OWN_ORDER } as const;

/** The order_by of a list GitLab orders by one field of its own (`orderedBy`, e.g. "creation"), sort picking the direction. */
export function orderedBy(field: string) {
  return { order_by: `GitLab orders this list by ${field}, sort picks the direction` } as const;
}

/**
 * The paging of a list GitLab cannot order: order_by and sort kept as the reference catalog gives them, described
 * and refused by the entry's `unsupported: { params: NO_ORDER, … }`.
 */
export const unorderedPaging = {
  order_by: z.string().optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  ...offsetPaging,
};

/** The order_by a list's `orderedBy` refuses, kept as the reference catalog gives it. */
export const unsupportedOrderBy = z.string().optional();
