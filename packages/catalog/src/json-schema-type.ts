/**
 * A JSON Schema object as clients receive it. A module of its own because json-schema.ts writes them and
 * param-bounds.ts, which json-schema.ts calls, adds its bounds to them.
 */
export type JsonSchema = Record<string, unknown>;
