import { z } from 'zod';

/** A JSON Schema object as clients receive it. */
export type JsonSchema = Record<string, unknown>;

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * The JSON Schema of a zod input schema in the portable form clients accept: draft-07, no `$schema` (Gemini, Qwen
 * and Copilot reject it), and without the ±2^53 bounds zod writes on every integer, which only cost bytes.
 */
export function toPortableJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
  }) as JsonSchema;
  return stripSafeIntegerBounds(rest) as JsonSchema;
}

function stripSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripSafeIntegerBounds);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    out[key] = stripSafeIntegerBounds(value);
  }
  return out;
}
