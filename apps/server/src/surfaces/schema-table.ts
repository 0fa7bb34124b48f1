import { catalogSchemas, moduleSchemas } from '@gitlab-mcp/catalog';
import type { ActionSchemas } from '@gitlab-mcp/catalog';

// Apart from compact-schema.ts, which derives a schema from an action's module when the table has none: that
// path needs the result kinds, which a tenant on the dynamic surface must not parse before its first tools/list.

/** Every action's input and output JSON Schemas by ID, as the meta and individual surfaces publish them. */
export interface SchemaTable {
  of(id: string): ActionSchemas;
}

let table: Promise<Readonly<Record<string, ActionSchemas>>> | undefined;
const modules = new Map<string, Promise<void>>();
const listed = new Map<string, ActionSchemas>();

/**
 * Reads every action's schemas at once, from the build (once per process): the meta and individual surfaces
 * publish them all in tools/list, which then builds no zod schema and loads no catalog module.
 */
export async function loadAllSchemas(): Promise<SchemaTable> {
  const read = await (table ??= catalogSchemas());
  remember(read);
  return {
    of(id) {
      const schemas = read[id];
      // The build writes the summaries and this table from the same modules: only a stale bundle gets here.
      if (!schemas) throw new Error(`the catalog's schema table has no action ${id}`);
      return schemas;
    },
  };
}

/**
 * Reads one module's schemas from the build (once per process), beside its actions: the first call or description
 * of an action on the dynamic surface then checks its parameters against them instead of building them from zod
 * (measured: 4.5 ms of a 30 ms first call). A read that failed is tried again by the next ask.
 */
export function loadModuleSchemas(module: string): Promise<void> {
  let reading = modules.get(module);
  if (!reading) {
    reading = moduleSchemas(module).then(remember);
    reading.catch(() => modules.delete(module));
    modules.set(module, reading);
  }
  return reading;
}

/** An action's schemas, once loadAllSchemas or loadModuleSchemas has read them. */
export function listedSchemas(id: string): ActionSchemas | undefined {
  return listed.get(id);
}

function remember(schemas: Readonly<Record<string, ActionSchemas>>): void {
  for (const [id, schema] of Object.entries(schemas)) listed.set(id, schema);
}
