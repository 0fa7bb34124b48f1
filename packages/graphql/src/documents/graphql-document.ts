/**
 * Every GraphQL document the project sends is one of these, defined under `documents/` (one module per domain) and
 * validated against GitLab's schema by `documents.test.ts`. The type parameters describe the answer and the
 * variables for callers; nothing checks them at runtime (answers are read leniently).
 */
export interface GraphqlDocument<Data, Variables> {
  /** The operation name, as GitLab logs it. */
  readonly name: string;
  readonly source: string;
  /** Phantom: carries the types only. */
  readonly types?: { data: Data; variables: Variables };
}

/** Declares a document; its operation must be named. */
export function graphqlDocument<Data, Variables = Record<string, never>>(
  source: string,
): GraphqlDocument<Data, Variables> {
  const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(source)?.[1];
  if (!name) throw new Error('A GraphQL document needs a named query or mutation.');
  return { name, source };
}
