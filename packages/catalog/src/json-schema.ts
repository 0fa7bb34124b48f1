import { z } from 'zod';
import type { JsonSchema } from './json-schema-type.js';
import { withParamBounds } from './param-bounds.js';

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * The JSON Schema of a zod input schema in the portable form clients accept: draft-07, no `$schema` (Gemini, Qwen
 * and Copilot reject it), without the ±2^53 bounds zod writes on every integer, which only cost bytes, and with
 * open maps written as `additionalProperties: true` instead of an untyped `{}` beside `propertyNames`, which
 * Gemini rejects.
 */
export function toPortableJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
  }) as JsonSchema;
  return portable(rest) as JsonSchema;
}

/** An action's published input schema: portable, with its string parameters bounded by kind (param-bounds.ts). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return withParamBounds(toPortableJsonSchema(schema));
}

function portable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portable);
  if (node === null || typeof node !== 'object') return node;
  const { type } = node as JsonSchema;
  // zod writes a union of primitives as a list of types, which Gemini rejects: one typed option each instead.
  if (Array.isArray(type)) {
    const { type: _types, ...rest } = node as JsonSchema;
    return portable({ ...rest, anyOf: type.map((one: unknown) => ({ type: one })) });
  }
  const out: Record<string, unknown> = {};
  const described = typeof (node as JsonSchema).description === 'string';
  for (const [key, value] of Object.entries(node)) {
    // An option of a described union repeats what the union says: the bytes go.
    if (key === 'anyOf' && described && Array.isArray(value)) {
      out[key] = value.map((option: unknown) => portable(withoutDescription(option)));
      continue;
    }
    if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    // JSON keys are strings whatever the schema says.
    if (key === 'propertyNames' && isStringType(value)) continue;
    out[key] = key === 'additionalProperties' && isAnything(value) ? true : portable(value);
  }
  return out;
}

function withoutDescription(option: unknown): unknown {
  if (option === null || typeof option !== 'object') return option;
  const { description: _said, ...rest } = option as JsonSchema;
  return rest;
}

function isStringType(value: unknown): boolean {
  const keys = Object.keys(value as object);
  return keys.length === 1 && (value as JsonSchema).type === 'string';
}

function isAnything(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}
