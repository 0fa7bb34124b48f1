import { ActionOutcomeError } from './action-outcome-error.js';
import { offsetPaging, oneOf, text } from './params.js';

/**
 * Parameters the reference catalog gives an action but GitLab's endpoint does not declare. GitLab ignores an
 * undeclared parameter without a word, so the user would get an unfiltered or unsorted answer believing it filtered
 * or sorted; the call is refused by name instead, before any request (as `achievement.award` refuses
 * `award_message`). The action keeps taking the parameters, so a caller of the reference catalog still validates.
 */
export function refuseUnsupported(
  args: Record<string, unknown>,
  names: readonly string[],
  endpoint: string,
): void {
  const given = names.filter((name) => args[name] !== undefined);
  if (given.length === 0) return;
  const list = given.join(', ');
  throw new ActionOutcomeError(
    `${endpoint} does not take ${list} (GitLab would ignore ${given.length === 1 ? 'it' : 'them'}); ` +
      `nothing was sent. Call again without ${list}.`,
  );
}

/** A `send` that refuses the named parameters when given (refuseUnsupported), then sends the rest as they are. */
export function refusing<Args extends Record<string, unknown>>(
  names: readonly string[],
  endpoint: string,
): (args: Args) => Record<string, unknown> {
  return (args) => {
    refuseUnsupported(args, names, endpoint);
    return args;
  };
}

/** What a parameter GitLab's endpoint does not take says of itself. */
export const UNSUPPORTED = 'Not supported by GitLab here (the call is refused when given)';

const NO_ORDER = `${UNSUPPORTED}: GitLab answers this list in its own order`;

/**
 * The paging of a list GitLab cannot order: order_by and sort kept as the reference catalog gives them, refused
 * when given (with `refusingOrder`), since sorting one page locally would misorder the list.
 */
export const unorderedPaging = {
  order_by: text(NO_ORDER).optional(),
  sort: oneOf(['asc', 'desc'], NO_ORDER).optional(),
  ...offsetPaging,
};

/** The `send` of a list taking `unorderedPaging`: order_by and sort refused by name, the rest sent. */
export function refusingOrder<Args extends Record<string, unknown>>(endpoint: string) {
  return refusing<Args>(['order_by', 'sort'], endpoint);
}

/**
 * The order_by of a list GitLab orders by one field of its own, taking only `sort` for the direction: kept as the
 * reference catalog gives it, refused when given (with `refusingOrderBy`). `orderedBy` says by what, e.g. "creation".
 */
export function unsupportedOrderBy(orderedBy: string) {
  return text(`${UNSUPPORTED}: GitLab orders this list by ${orderedBy}, sort picks the direction`).optional();
}

/** The `send` of a list taking `unsupportedOrderBy`: order_by refused by name, sort and the rest sent. */
export function refusingOrderBy<Args extends Record<string, unknown>>(endpoint: string) {
  return refusing<Args>(['order_by'], endpoint);
}
