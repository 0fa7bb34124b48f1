/**
 * OF-54: GraphQL lists page by cursor. They take `first` (default 20, at most 100) and `after`, and `last` and
 * `before` where the list pages backwards; their block carries `has_next_page` and `end_cursor`, plus
 * `has_previous_page` and `start_cursor` where it pages backwards.
 */
import type { PageInfo } from '@gitlab-mcp/result';

export const DEFAULT_FIRST = 20;
export const MAX_FIRST = 100;

export interface CursorArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The cursor variables of a document (OF-54). */
export interface CursorVariables {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

/** The variables to send: backwards (`last`/`before`) only where the list pages backwards and the caller asked. */
export function cursorVariables(args: CursorArgs, pagesBackward: boolean): CursorVariables {
  const backwards = pagesBackward && (isSet(args.last) || isSet(args.before));
  if (backwards) {
    return { last: bound(args.last), ...(isSet(args.before) ? { before: args.before } : {}) };
  }
  return { first: bound(args.first), ...(isSet(args.after) ? { after: args.after } : {}) };
}

/** GitLab's `pageInfo`, any field possibly missing or null. */
export interface GraphqlPageInfo {
  hasNextPage?: boolean | null;
  hasPreviousPage?: boolean | null;
  endCursor?: string | null;
  startCursor?: string | null;
}

/** A connection as GitLab sends it, with `nodes`, `edges` or both; anything may be null. */
export interface Connection<T> {
  nodes?: ReadonlyArray<T | null> | null;
  edges?: ReadonlyArray<{ node?: T | null } | null> | null;
  pageInfo?: GraphqlPageInfo | null;
}

/** The items of a connection: `nodes` when sent, else the nodes of `edges`; nulls dropped. */
export function connectionItems<T>(connection: Connection<T> | null | undefined): T[] {
  const nodes = connection?.nodes ?? connection?.edges?.map((edge) => edge?.node ?? null) ?? [];
  return nodes.filter((node): node is T => node !== null && node !== undefined);
}

/** OF-54 block from GitLab's pageInfo; a missing pageInfo reads as "no more pages". */
export function cursorPageInfo(info: GraphqlPageInfo | null | undefined, pagesBackward: boolean): PageInfo {
  const block = { has_next_page: info?.hasNextPage === true, end_cursor: info?.endCursor ?? null };
  return {
    style: 'cursor',
    pagesBackward,
    block: pagesBackward
      ? {
          ...block,
          has_previous_page: info?.hasPreviousPage === true,
          start_cursor: info?.startCursor ?? null,
        }
      : block,
  };
}

function bound(count: number | null | undefined): number {
  if (!isSet(count) || !Number.isFinite(count)) return DEFAULT_FIRST;
  return Math.min(MAX_FIRST, Math.max(1, Math.trunc(count)));
}

function isSet<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}
