import { DEFAULT_KINDS, kindFor } from '@gitlab-mcp/result';
import type { ActionSpec } from './action.js';
import type { JsonSchema } from './json-schema.js';

const NEXT_STEPS: JsonSchema = {
  type: 'array',
  items: { type: 'string' },
  description: 'Suggested follow-up actions, by canonical action ID',
};

/** OF-91: the seven REST fields, none required, others accepted (a GraphQL list carries cursor fields here). */
export const PAGINATION_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'REST lists: page, per_page, total_items, total_pages, next_page, prev_page, has_more. ' +
    'GraphQL lists carry has_next_page and end_cursor instead (has_previous_page and start_cursor where they page backwards).',
  properties: {
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total_items: { type: 'integer' },
    total_pages: { type: 'integer' },
    next_page: { type: 'integer' },
    prev_page: { type: 'integer' },
    has_more: { type: 'boolean' },
  },
  additionalProperties: true,
};

/** OF-90: the shared envelope of meta tools and `gitlab_execute_action`. */
export const ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { next_steps: NEXT_STEPS, pagination: PAGINATION_SCHEMA },
  additionalProperties: true,
};

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
