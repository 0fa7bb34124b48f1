import type { JsonSchema } from './json-schema-type.js';

// The envelope every tool's answer shares, apart from output-schema.ts: the dynamic surface publishes it at
// start-up, before anything loads the result kinds that describe each action's own output.

export const NEXT_STEPS: JsonSchema = {
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
