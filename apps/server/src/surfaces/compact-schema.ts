import { outputSchemaOf, toPortableJsonSchema } from '@gitlab-mcp/catalog';
import type { ActionSpec, JsonSchema } from '@gitlab-mcp/catalog';

const inputCache = new WeakMap<ActionSpec, JsonSchema>();

/** The action's full input JSON Schema, built once per action and only when first asked for. */
export function inputSchemaOf(action: ActionSpec): JsonSchema {
  let schema = inputCache.get(action);
  if (!schema) {
    schema = toPortableJsonSchema(action.input);
    inputCache.set(action, schema);
  }
  return schema;
}

/**
 * Parameters in one line, the form meta descriptions and finder hits use: `project_id*` for required,
 * `sort:asc|desc` for enums, the type otherwise (`page:integer`). A few bytes per parameter instead of a schema.
 */
export function compactParams(action: ActionSpec): Record<string, string> {
  const schema = inputSchemaOf(action);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      required.has(name) ? `${name}*` : name,
      Array.isArray(property.enum) ? property.enum.join('|') : typeWord(property),
    ]),
  );
}

/** The output in one line per top-level key: `branches: array`, `pagination: object`. */
export function compactOutput(action: ActionSpec): Record<string, string> {
  const properties = (outputSchemaOf(action).properties ?? {}) as Record<string, JsonSchema>;
  const answer = action.answer;
  const described = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, typeWord(property)]),
  );
  return 'object' in answer
    ? { ...described, '…': `${answer.object} fields as GitLab names them` }
    : described;
}

function typeWord(property: JsonSchema): string {
  if (property.type === 'array') {
    const items = (property.items ?? {}) as JsonSchema;
    return `array<${String(items.type ?? 'any')}>`;
  }
  return String(property.type ?? 'any');
}
