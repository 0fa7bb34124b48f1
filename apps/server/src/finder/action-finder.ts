import type { ActionSpec, JsonSchema } from '@gitlab-mcp/catalog';
import { inputSchemaOf } from '../surfaces/compact-schema.js';
import { Finder } from './finder.js';

/**
 * The finder over a session's served actions: ID, description, aliases, parameter names and the values of enum
 * parameters are what it reads. Schemas are read on the first search, not at start-up.
 */
export function actionFinder(actions: readonly ActionSpec[]): Finder<ActionSpec> {
  return new Finder(actions, (action) => ({
    id: action.id,
    description: action.description,
    aliases: action.aliases,
    params: Object.keys(action.input.shape),
    values: enumValues(inputSchemaOf(action)),
  }));
}

function enumValues(schema: JsonSchema): string[] {
  const properties = Object.values((schema.properties ?? {}) as Record<string, JsonSchema>);
  return properties.flatMap((property) => {
    const values = property.enum ?? (property.items as JsonSchema | undefined)?.enum;
    return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : [];
  });
}
