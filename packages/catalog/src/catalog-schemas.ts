import { CATALOG_MODULES } from './catalog-modules.js';
import { inputJsonSchema } from './json-schema.js';
import type { JsonSchema } from './json-schema-type.js';
import { outputSchemaOf } from './output-schema.js';

/** An action's input and output JSON Schemas, as tools/list publishes them. */
export interface ActionSchemas {
  input: JsonSchema;
  output: JsonSchema;
}

/**
 * Every action's schemas by ID, made by loading every module (some 8,000 zod schemas). As with the summaries, the
 * server's build runs this once and its bundle reads the answer from a file (apps/server/bundle.mjs), so a meta or
 * individual surface lists every tool without building one zod schema.
 */
export async function catalogSchemas(): Promise<Readonly<Record<string, ActionSchemas>>> {
  const modules = await Promise.all(Object.values(CATALOG_MODULES).map((load) => load()));
  return Object.fromEntries(
    modules
      .flat()
      .map((action) => [action.id, { input: inputJsonSchema(action.input), output: outputSchemaOf(action) }]),
  );
}
