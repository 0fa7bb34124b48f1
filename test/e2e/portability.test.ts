/**
 * Every tool on every surface, as tools/list gives it to a client, passes the portability check modelled on the
 * strictest clients (Gemini, Copilot, OpenAI): a tool one of them rejects makes the whole server unusable there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeHarnesses, START_TIMEOUT, startHarnesses } from '../support/harness.js';
import type { Harness } from '../support/harness.js';
import { portabilityProblems } from '../support/portable-schema.js';
import type { ToolDefinition } from '../support/portable-schema.js';

const LISTINGS = {
  dynamic: { surface: 'dynamic' },
  'meta, opaque params': { surface: 'meta', env: { GITLAB_MCP_META_PARAM_SCHEMA: 'opaque' } },
  'meta, compact params': { surface: 'meta', env: { GITLAB_MCP_META_PARAM_SCHEMA: 'compact' } },
  'meta, full params': { surface: 'meta', env: { GITLAB_MCP_META_PARAM_SCHEMA: 'full' } },
  individual: { surface: 'individual' },
} as const;

let harnesses: Record<keyof typeof LISTINGS, Harness>;

beforeAll(async () => {
  harnesses = await startHarnesses(LISTINGS);
}, START_TIMEOUT);
afterAll(() => closeHarnesses(harnesses));

describe('portable tool definitions', () => {
  for (const listing of Object.keys(LISTINGS) as (keyof typeof LISTINGS)[]) {
    it(`${listing}: every tool passes`, () => {
      const tools = harnesses[listing].tools as ToolDefinition[];
      expect(tools.length).toBeGreaterThan(1);
      const problems = tools.flatMap((tool) =>
        portabilityProblems(tool).map((problem) => `${tool.name}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('the portability check itself', () => {
  const plain: ToolDefinition = {
    name: 'gitlab_tool',
    description: 'Does one thing.',
    inputSchema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
  };
  const withInput = (inputSchema: Record<string, unknown>): ToolDefinition => ({ ...plain, inputSchema });

  it('accepts a plain object of typed properties', () => {
    expect(portabilityProblems(plain)).toEqual([]);
  });

  it.each([
    ['a tool name with a dot', { ...plain, name: 'gitlab.tool' }, 'tool name'],
    ['a tool without a description', { ...plain, description: '' }, 'no description'],
    ['a top-level anyOf', withInput({ type: 'object', anyOf: [] }), 'top-level anyOf'],
    ['a $ref', withInput({ type: 'object', properties: { a: { $ref: '#/$defs/a' } } }), 'keyword $ref'],
    [
      'a const',
      withInput({ type: 'object', properties: { a: { type: 'string', const: 'x' } } }),
      'keyword const',
    ],
    [
      'a type array',
      withInput({ type: 'object', properties: { a: { type: ['string', 'null'] } } }),
      'one JSON type',
    ],
    [
      'an array without items',
      withInput({ type: 'object', properties: { a: { type: 'array' } } }),
      'without items',
    ],
    [
      'a uri format',
      withInput({ type: 'object', properties: { a: { type: 'string', format: 'uri' } } }),
      'format uri',
    ],
    [
      'an exclusive minimum',
      withInput({ type: 'object', properties: { a: { type: 'integer', exclusiveMinimum: 0 } } }),
      'exclusiveMinimum',
    ],
    [
      'a required name that is no property',
      withInput({ type: 'object', properties: {}, required: ['b'] }),
      'required b',
    ],
    ['an input that is not an object', withInput({ type: 'string' }), 'not "object"'],
  ])('rejects %s', (_name, tool, problem) => {
    expect(portabilityProblems(tool as ToolDefinition).join('\n')).toContain(problem);
  });
});
