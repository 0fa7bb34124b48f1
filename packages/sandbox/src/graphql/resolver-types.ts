import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from './context.js';

/**
 * A field resolver over source `S`. Arguments arrive validated and coerced by graphql-js, so each resolver declares
 * the argument shape it reads; `never` here lets any such declaration fit one table.
 */
export type FieldResolver<S> = (
  source: S,
  args: never,
  ctx: GraphqlContext,
  info: GraphQLResolveInfo,
) => unknown;

/** The resolvers of one GraphQL type's fields, by field name. */
export type Fields<S> = Record<string, FieldResolver<S>>;

/** Resolvers by GraphQL type name; fields without one read the source's property (camelCase, then snake_case). */
export type ResolverMap = Record<string, Fields<never>>;

/** Picks the concrete type of an interface or union value, by GraphQL type name. */
export type TypeResolverMap = Record<string, (value: never) => string>;

/** Gives a table of field resolvers its source type. */
export function fields<S>(table: Fields<S>): Fields<S> {
  return table;
}
