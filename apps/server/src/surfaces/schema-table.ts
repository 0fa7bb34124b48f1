import { catalogSchemas } from '@gitlab-mcp/catalog';
import type { ActionSchemas } from '@gitlab-mcp/catalog';

// Apart from compact-schema.ts, which derives a schema from an action's module when the table has none: that
// path needs the result kinds, which a tenant on the dynamic surface must not parse before its first tools/list.

/** Every action's input and output JSON Schemas by ID, as the meta and individual surfaces publish them. */
export interface SchemaTable {
  of(id: string): ActionSchemas;
}

let table: Promise<Readonly<Record<string, ActionSchemas>>> | undefined;
let listed: Readonly<Record<string, ActionSchemas>> = {};

/**
 * Reads every action's schemas at once, from the build (once per process): the meta and individual surfaces
 * publish them all in tools/list, which then builds no zod schema and loads no catalog module.
 */
export async function loadAllSchemas(): Promise<SchemaTable> {
  listed = await (table ??= catalogSchemas());
  const read = listed;
  return {
    of(id) {
      const schemas = read[id];
      // The build writes the summaries and this table from the same modules: only a stale bundle gets here.
      if (!schemas) throw new Error(`the catalog's schema table has no action ${id}`);
      return schemas;
    },
  };
}

/** An action's schemas from the table, once loadAllSchemas has read it. */
export function listedSchemas(id: string): ActionSchemas | undefined {
  return listed[id];
}
