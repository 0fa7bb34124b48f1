import { GraphQLError, isInterfaceType, isNonNullType, isObjectType, isUnionType } from 'graphql';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { PermissionSource } from './access.js';
import { loadSchemaDefinition } from './base-schema.js';
import type { GraphqlContext } from './context.js';
import type { ResolverMap, TypeResolverMap } from './resolver-types.js';
import { RESOLVERS, TYPE_RESOLVERS } from './resolvers/all.js';

/**
 * Fields without a resolver read the source: the GraphQL name first, then GitLab's snake_case column
 * (`createdAt` → `created_at`), so stored rows serve most scalar fields as they are. A non-null field the source lacks
 * is a gap in the sandbox, reported as such rather than answered with invented data.
 */
export const sourceFieldResolver: GraphQLFieldResolver<unknown, GraphqlContext> = (
  source,
  _args,
  _ctx,
  info,
) => {
  if (source !== null && typeof source === 'object') {
    const record = source as Record<string, unknown>;
    if (info.fieldName in record) return record[info.fieldName];
    const column = info.fieldName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    if (column in record) return record[column];
  }
  if (isNonNullType(info.returnType)) {
    throw new GraphQLError(`The GitLab sandbox does not model ${info.parentType.name}.${info.fieldName}`);
  }
  return null;
};

function permissionValue(field: string, source: PermissionSource): boolean {
  if (field.startsWith('read')) return source.read;
  if (field.startsWith('admin')) return source.admin;
  return source.write;
}

function attach(schema: GraphQLSchema, resolvers: ResolverMap, typeResolvers: TypeResolverMap): void {
  for (const [typeName, table] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type))
      throw new Error(`resolvers for ${typeName}, which is not an object type of the schema`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(table)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`resolver for ${typeName}.${fieldName}, which the schema does not define`);
      field.resolve = resolve as GraphQLFieldResolver<unknown, GraphqlContext>;
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) && type.name.endsWith('Permissions')) {
      for (const field of Object.values(type.getFields())) {
        field.resolve = (source: PermissionSource) => permissionValue(field.name, source);
      }
    }
    if (isInterfaceType(type) || isUnionType(type)) {
      const pick = typeResolvers[type.name];
      if (pick) type.resolveType = (value: unknown) => pick(value as never);
    }
  }
}

let attached: GraphQLSchema | undefined;

/** The schema with the sandbox's resolvers attached; built once, on first use. */
export function executableSchema(): GraphQLSchema {
  if (!attached) {
    const schema = loadSchemaDefinition();
    attach(schema, RESOLVERS, TYPE_RESOLVERS);
    attached = schema;
  }
  return attached;
}
