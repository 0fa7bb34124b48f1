import type { ActionSpec } from './action.js';
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
 * The schemas of one module's actions by ID. The server's build writes each module's answer to its own file
 * (apps/server/bundle.mjs), so the first call of an action reads its module's few kilobytes instead of building
 * its JSON Schema from zod, and a tenant on the dynamic surface never reads the whole table.
 */
export async function moduleSchemas(module: string): Promise<Readonly<Record<string, ActionSchemas>>> {
  const load = CATALOG_MODULES[module];
  if (!load) throw new Error(`no catalog module "${module}"`);
  return Object.fromEntries((await load()).map((action) => [action.id, schemasOf(action)]));
}

/**
 * Every action's schemas by ID, made by loading every module (some 8,000 zod schemas). In the bundle it reads every
 * module's file, so a meta or individual surface lists every tool without building one zod schema.
 */
export async function catalogSchemas(): Promise<Readonly<Record<string, ActionSchemas>>> {
  const tables = await Promise.all(Object.keys(CATALOG_MODULES).map(moduleSchemas));
  return Object.assign({}, ...tables) as Record<string, ActionSchemas>;
}

function schemasOf(action: ActionSpec): ActionSchemas {
  return { input: inputJsonSchema(action.input), output: outputSchemaOf(action) };
}
