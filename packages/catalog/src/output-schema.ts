import { DEFAULT_KINDS, kindFor } from '@gitlab-mcp/result/render';
import type { ActionSpec } from './action.js';
import { NEXT_STEPS, PAGINATION_SCHEMA } from './envelope-schema.js';
import type { JsonSchema } from './json-schema-type.js';

/**
 * The output schema of one action (OF-90), derived from how it answers. It is as tolerant as GitLab is variable:
 * GitLab's fields are kept under their own names, with nothing required but the shape's own keys, because the
 * SDK validates every answer against it and must never reject a good one.
 */
export function outputSchemaOf(action: ActionSpec): JsonSchema {
  const answer = action.answer;
  if ('list' in answer) {
    const key = listKeyOf(answer.list);
    return {
      type: 'object',
      properties: {
        next_steps: NEXT_STEPS,
        [key]: { type: 'array', items: { type: 'object', additionalProperties: true } },
        pagination: PAGINATION_SCHEMA,
      },
      required: [key],
      additionalProperties: true,
    };
  }
  if ('object' in answer) return ENVELOPE_WITHOUT_PAGINATION;
  return {
    type: 'object',
    properties: { next_steps: NEXT_STEPS, status: { type: 'string' }, message: { type: 'string' } },
    required: ['status', 'message'],
    additionalProperties: true,
  };
}

const ENVELOPE_WITHOUT_PAGINATION: JsonSchema = {
  type: 'object',
  properties: { next_steps: NEXT_STEPS },
  additionalProperties: true,
};

/** The key a list of this kind is under in structuredContent: `branches` for `branch`. */
export function listKeyOf(kind: string): string {
  return kindFor(DEFAULT_KINDS, kind).plural.key;
}
