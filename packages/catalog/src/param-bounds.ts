import type { JsonSchema } from './json-schema-type.js';

/*
 * How long a string parameter may be, by the kind of field its name says it is: published as `maxLength` in every
 * action's input schema and checked before any request (the server's validateParams), so a 3 MiB `search` never
 * reaches GitLab. File content is bounded by the transport alone (GITLAB_MCP_STDIO_MAX_LINE_BYTES, the HTTP body
 * limit) and by GITLAB_MCP_UPLOAD_MAX_FILE_SIZE.
 */

/** Characters: IDs, paths, refs, names, titles, filters and searches; GitLab's own limits are lower still. */
export const IDENTIFIER_MAX = 4096;
/** Characters: written text (descriptions, notes, messages), GitLab's limit for a description (1,048,576). */
export const TEXT_MAX = 1_048_576;
/** Characters: any other string (a YAML config, a GraphQL query, a JSON document). */
export const OTHER_MAX = 4 * TEXT_MAX;

const FILE = /^(content|content_base64|file_content)$/;
const TEXT =
  /(^|_)(description|body|note|notes|message|comment|text|summary|changelog|instructions|value|reason|details)$/;
const IDENTIFIER =
  /(^|_)(id|ids|iid|iids|path|ref|refs|branch|sha|name|title|key|search|query_string|username|email|scope|sort|order_by|state|url|tag|version|slug|label|labels|milestone|filename|file_name)$/;

/** The bound of a string parameter of this name; null for file content. */
export function maxLengthOf(name: string): number | null {
  if (FILE.test(name)) return null;
  if (TEXT.test(name)) return TEXT_MAX;
  if (IDENTIFIER.test(name)) return IDENTIFIER_MAX;
  return OTHER_MAX;
}

/** The input schema with each top-level string parameter (and each string of a list) bounded by its kind. */
export function withParamBounds(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const bounded = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      boundedProperty(property, maxLengthOf(name)),
    ]),
  );
  return { ...schema, properties: bounded };
}

function boundedProperty(property: JsonSchema, max: number | null): JsonSchema {
  if (max === null) return property;
  if (property.type === 'string' && property.maxLength === undefined) return { ...property, maxLength: max };
  if (Array.isArray(property.anyOf))
    return { ...property, anyOf: property.anyOf.map((option: JsonSchema) => boundedProperty(option, max)) };
  if (property.type === 'array' && typeof property.items === 'object' && property.items !== null)
    return { ...property, items: boundedProperty(property.items as JsonSchema, max) };
  return property;
}
