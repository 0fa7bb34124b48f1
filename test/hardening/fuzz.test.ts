import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPortableJsonSchema } from '@gitlab-mcp/catalog';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import type { ActionSpec, JsonSchema } from '@gitlab-mcp/catalog';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { START_TIMEOUT, describeRequest } from '../support/harness.js';
import { callFor } from './support/mutations.js';
import type { FuzzCall } from './support/mutations.js';
import { SchemaOracle } from './support/oracle.js';
import { escapeIn, fixedTemplateOf, knownRoots, templatePattern } from './support/request-paths.js';
import { firstText, pipelined, startStdioServer } from './support/stdio-server.js';
import type { StdioServer } from './support/stdio-server.js';

/**
 * Issue 11, bad input: calls generated from every action's input schema, then bent (wrong types, missing and extra
 * fields, huge strings, deep objects, odd unicode, traversal, enormous and NaN-like numbers, project IDs with `..`).
 * The seed is fixed so CI is reproducible; FUZZ_SEED and FUZZ_CALLS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_130);
const CALLS = Number(process.env.FUZZ_CALLS ?? 10_000);
/** Calls in flight at once over the one stdio client. */
const IN_FLIGHT = 8;
/** Each phase takes well under a minute on two cores; the margin is for a CI machine under load. */
const PHASE_TIMEOUT = 240_000;
/** Traversal calls run one at a time: a sample of them keeps that phase short. */
const TRAVERSAL_SAMPLE = 400;

const schemas = new Map<string, JsonSchema>(
  ACTIONS.map((action) => [action.id, toPortableJsonSchema(action.input)]),
);
const byId = new Map<string, ActionSpec>(ACTIONS.map((action) => [action.id, action]));
const oracle = new SchemaOracle(schemas);
const roots = knownRoots(ACTIONS);

/** Every action gets its share of the calls, each action from its own seed, so adding one shifts no other's calls. */
function generateCalls(): FuzzCall[] {
  const perAction = Math.max(1, Math.ceil(CALLS / ACTIONS.length));
  const unknown: FuzzCall[] = [
    '',
    ' ',
    'branch.list/../../admin',
    'no.such_action',
    'x'.repeat(10_000),
    '\u0000',
  ].map((action) => ({ action, params: {}, mutation: 'unknown-action' }));
  return [
    ...unknown,
    ...ACTIONS.flatMap((action, index) =>
      fc.sample(callFor(action.id, schemas.get(action.id)!), { seed: SEED + index, numRuns: perAction }),
    ),
  ];
}

/** Reads first, then writes, then destructive calls, so a deleted project or revoked token comes last. */
function riskOf(call: FuzzCall): number {
  const classification = byId.get(call.action)?.classification;
  if (!classification || classification.readOnly) return 0;
  return classification.destructive ? 2 : 1;
}

const describeCall = (call: FuzzCall) =>
  `${call.action} [${call.mutation}] ${JSON.stringify(call.params)?.slice(0, 300)} (FUZZ_SEED=${SEED})`;

function answeredProblem(result: CallToolResult): string | null {
  if (!Array.isArray(result.content) || result.content.length === 0) return 'the result has no content';
  if (firstText(result).trim() === '') return 'the result has no text';
  return null;
}

describe('issue 11: generated bad input over stdio', () => {
  let server: StdioServer;
  const calls = generateCalls();
  const invalid: Array<{ call: FuzzCall; names: string[] }> = [];
  const valid: FuzzCall[] = [];
  for (const call of calls) {
    const verdict = oracle.verdict(call.action, call.params);
    if (verdict.valid) valid.push(call);
    else invalid.push({ call, names: verdict.names });
  }
  valid.sort((a, b) => riskOf(a) - riskOf(b));

  /** The call's result, or why there is none (a JSON-RPC error or a timeout instead of a tool result). */
  const callOnce = (call: FuzzCall): Promise<CallToolResult | string> =>
    server.execute(call.action, call.params).catch((error: Error) => `no result: ${error.message}`);

  beforeAll(async () => {
    server = await startStdioServer();
    server.sandbox.requests.clear();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it(`generates at least 10,000 calls covering every action, both sides of the schema`, () => {
    expect(calls.length).toBeGreaterThanOrEqual(Math.min(CALLS, 10_000));
    const called = new Set(calls.map((call) => call.action));
    expect(ACTIONS.filter((action) => !called.has(action.id))).toEqual([]);
    expect(invalid.length).toBeGreaterThan(calls.length / 5);
    expect(valid.length).toBeGreaterThan(calls.length / 5);
  });

  it(
    'refuses every input the published schema refuses, naming the argument, with no GitLab request',
    async () => {
      const problems: string[] = [];
      await pipelined(invalid, IN_FLIGHT, async ({ call, names }) => {
        const result = await callOnce(call);
        if (typeof result === 'string') return problems.push(`${result} — ${describeCall(call)}`);
        const text = firstText(result);
        const problem =
          answeredProblem(result) ??
          (result.isError !== true ? 'answered without isError' : null) ??
          (!byId.has(call.action) || names.some((name) => text.includes(name))
            ? null
            : `the refusal names none of ${names.join(', ')}: ${text.slice(0, 200)}`);
        if (problem) problems.push(`${problem} — ${describeCall(call)}`);
      });
      const sent = server.sandbox.requests.all().map(describeRequest);
      expect({ problems: problems.slice(0, 20), count: problems.length }).toEqual({ problems: [], count: 0 });
      // Only refusals were in flight: any request at all came from an input that should never have reached GitLab.
      expect(sent.slice(0, 20)).toEqual([]);
    },
    PHASE_TIMEOUT,
  );

  it(
    'answers every call the schema accepts, and no request leaves the object it names',
    async () => {
      server.sandbox.requests.clear();
      const problems: string[] = [];
      const escapes: string[] = [];
      // Calls overlap, so a request cannot be tied to its call here: each is checked against what any call may send.
      await pipelined(valid, IN_FLIGHT, async (call) => {
        const result = await callOnce(call);
        const problem = typeof result === 'string' ? result : answeredProblem(result);
        if (problem) problems.push(`${problem} — ${describeCall(call)}`);
      });
      for (const request of server.sandbox.requests.all()) {
        const escape = escapeIn(request.path, roots, null);
        if (escape) escapes.push(escape);
      }
      expect({ problems: problems.slice(0, 20), count: problems.length }).toEqual({ problems: [], count: 0 });
      expect(escapes.slice(0, 20)).toEqual([]);
    },
    PHASE_TIMEOUT,
  );

  it(
    'sends traversal in a path parameter, if at all, encoded inside the path of its own template',
    async () => {
      const traversing = valid.filter(
        (call) =>
          /traversal/.test(call.mutation) && riskOf(call) < 2 && fixedTemplateOf(byId.get(call.action)!),
      );
      expect(traversing.length).toBeGreaterThan(100);
      const step = Math.max(1, Math.floor(traversing.length / TRAVERSAL_SAMPLE));
      const escapes: string[] = [];
      // One at a time: every request in the log is this call's.
      for (const call of traversing.filter((_, index) => index % step === 0)) {
        server.sandbox.requests.clear();
        await callOnce(call);
        const expected = templatePattern(fixedTemplateOf(byId.get(call.action)!)!);
        for (const request of server.sandbox.requests.all()) {
          const escape = escapeIn(request.path, roots, request.path === '/api/graphql' ? null : expected);
          if (escape) escapes.push(`${escape} — ${describeCall(call)}`);
        }
      }
      expect(escapes.slice(0, 20)).toEqual([]);
    },
    PHASE_TIMEOUT,
  );

  it('is still alive and serving after the whole run', async () => {
    await expect(server.client.ping()).resolves.toBeDefined();
    const { tools } = await server.client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('gitlab_execute_action');
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    const result = await server.execute('server.status', {});
    expect(answeredProblem(result)).toBeNull();
  });
});
