import { inputJsonSchema } from '@gitlab-mcp/catalog';
import type { ActionSpec, JsonSchema } from '@gitlab-mcp/catalog';
import { outputSchemaOf } from '@gitlab-mcp/catalog/run';
import { listedSchemas } from './schema-table.js';

const inputCache = new WeakMap<ActionSpec, JsonSchema>();

/** The action's full input JSON Schema: from the table once read, else built once per action when first asked. */
export function inputSchemaOf(action: ActionSpec): JsonSchema {
  const known = listedSchemas(action.id)?.input ?? inputCache.get(action);
  if (known) return known;
  const schema = inputJsonSchema(action.input);
  inputCache.set(action, schema);
  return schema;
}

/** The action's output JSON Schema (OF-90): from the table once read, else derived from its answer. */
export function outputSchemaFor(action: ActionSpec): JsonSchema {
  return listedSchemas(action.id)?.output ?? outputSchemaOf(action);
}

/**
 * Parameters in one line, the form meta descriptions and finder hits use: `project_id*` for required,
 * `sort:asc|desc` for enums, the type otherwise (`page:integer`). A few bytes per parameter instead of a schema.
 */
export function compactParams(schema: JsonSchema): Record<string, string> {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      required.has(name) ? `${name}*` : name,
      typeWord(property),
    ]),
  );
}

/** The output in one line per top-level key: `branches: array`, `pagination: object`. */
export function compactOutput(action: ActionSpec): Record<string, string> {
  const properties = (outputSchemaFor(action).properties ?? {}) as Record<string, JsonSchema>;
  const answer = action.answer;
  const described = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, typeWord(property)]),
  );
  return 'object' in answer
    ? { ...described, '…': `${answer.object} fields as GitLab names them` }
    : described;
}

function typeWord(property: JsonSchema): string {
  if (Array.isArray(property.enum)) return property.enum.join('|');
  // An ID that also takes text (`None`, a username): `integer|None|Any|string`.
  if (Array.isArray(property.anyOf)) return (property.anyOf as JsonSchema[]).map(typeWord).join('|');
  if (property.type === 'array') {
    const items = (property.items ?? {}) as JsonSchema;
    return `array<${items.anyOf ? typeWord(items) : String(items.type ?? 'any')}>`;
  }
  return String(property.type ?? 'any');
}
