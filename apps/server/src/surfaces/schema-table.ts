import { catalogSchemas } from '@gitlab-mcp/catalog';
import type { ActionSchemas } from '@gitlab-mcp/catalog';

// Apart from compact-schema.ts, which derives a schema from an action's module when the table has none: that
// path needs the result kinds, which a dynamic session must not parse before its first tools/list.

let table: Promise<Readonly<Record<string, ActionSchemas>>> | undefined;
let listed: Readonly<Record<string, ActionSchemas>> = {};

/**
 * Reads every action's schemas at once, from the build (once per process): the meta and individual surfaces
 * publish them all in tools/list, which then builds no zod schema and loads no catalog module.
 */
export async function loadAllSchemas(): Promise<void> {
  listed = await (table ??= catalogSchemas());
}

/** An action's schemas from the table, once loadAllSchemas has read it. */
export function listedSchemas(id: string): ActionSchemas | undefined {
  return listed[id];
}
