import { GraphQLError } from 'graphql';

/** The four Relay pagination arguments every GitLab connection accepts. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** What a connection field resolves to; the connection types' fields read it as is. */
export interface Connection<T> {
  nodes: T[];
  edges: { node: T; cursor: string }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  /** Size of the whole filtered collection (GitLab's `count` field), not of the page. */
  count: number;
}

/**
 * GitLab's page size: "By default, the GitLab GraphQL API returns 100 records per page" and no connection returns
 * more than 100, whatever `first`/`last` asks (https://docs.gitlab.com/api/graphql/#max-page-size).
 */
export const MAX_PAGE_SIZE = 100;

/** Opaque cursor naming an item by its key, like GitLab's base64 keyset cursors (`{"id":"123"}`). */
export function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({ id: key }), 'utf8').toString('base64');
}

function decodeCursor(cursor: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (parsed !== null && typeof parsed === 'object' && 'id' in parsed && typeof parsed.id === 'string') {
      return parsed.id;
    }
  } catch {
    // Not base64 JSON: falls through to the same error as a well-formed cursor of the wrong shape.
  }
  throw new GraphQLError('Please provide a valid cursor');
}

function indexOfCursor(keys: readonly string[], cursor: string): number {
  const index = keys.indexOf(decodeCursor(cursor));
  if (index < 0) throw new GraphQLError('Please provide a valid cursor');
  return index;
}

function pageSize(requested: number | null | undefined): number | undefined {
  if (requested === null || requested === undefined) return undefined;
  if (requested < 0) throw new GraphQLError('Argument first/last must be a non-negative integer');
  return Math.min(requested, MAX_PAGE_SIZE);
}

/**
 * One page of `items` (already filtered and ordered) by Relay rules, with graphql-ruby's pageInfo semantics as GitLab
 * serves them: `hasNextPage` is true when `first` cut items off or a `before` cursor was given; `hasPreviousPage` when
 * `last` cut items off or an `after` cursor was given. Without `first`/`last` a page holds MAX_PAGE_SIZE items.
 */
export function paginate<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string,
): Connection<T> {
  const keys = items.map(keyOf);
  const windowStart = args.after ? indexOfCursor(keys, args.after) + 1 : 0;
  const windowEnd = args.before ? Math.max(windowStart, indexOfCursor(keys, args.before)) : items.length;
  const first = pageSize(args.first);
  const last = pageSize(args.last);
  let start = windowStart;
  let end = windowEnd;
  if (first !== undefined) end = Math.min(end, start + first);
  if (last !== undefined) start = Math.max(start, end - last);
  if (first === undefined && last === undefined) end = Math.min(end, start + MAX_PAGE_SIZE);

  const edges = items
    .slice(start, end)
    .map((node, offset) => ({ node, cursor: encodeCursor(keys[start + offset]!) }));
  return {
    nodes: edges.map((edge) => edge.node),
    edges,
    pageInfo: {
      hasNextPage: Boolean(args.before) || end < windowEnd,
      hasPreviousPage: Boolean(args.after) || start > windowStart,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    count: items.length,
  };
}
