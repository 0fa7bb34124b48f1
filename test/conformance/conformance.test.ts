/**
 * Issue 19: the official MCP conformance suite (@modelcontextprotocol/conformance, run on Node 22 from the npm
 * registry) against the built server in HTTP mode, stateless and stateful, with the sandbox as GitLab. Every
 * active scenario passes except those in not-applicable.json, and each of those fails: none passes by accident.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { installSuite, passed, runSuite } from './conformance-suite.js';
import type { Check } from './conformance-suite.js';
import { startMcpTokenProxy } from './mcp-token-proxy.js';
import type { McpTokenProxy } from './mcp-token-proxy.js';

const NOT_APPLICABLE = JSON.parse(
  readFileSync(new URL('./not-applicable.json', import.meta.url), 'utf8'),
) as {
  fixtures: Record<string, string>;
  stateless: Record<string, string>;
};

let sandbox: Sandbox;

beforeAll(async () => {
  [sandbox] = await Promise.all([startSandbox(), installSuite()]);
}, 300_000);
afterAll(() => sandbox?.close());

const failures = (checks: readonly Check[]) =>
  checks
    .filter((check) => check.status === 'FAILURE')
    .map((check) => `${check.id}: ${check.errorMessage ?? ''}`);

describe.each([
  {
    mode: 'stateless',
    args: [] as string[],
    notApplicable: { ...NOT_APPLICABLE.fixtures, ...NOT_APPLICABLE.stateless },
  },
  { mode: 'stateful', args: ['--stateless=false'], notApplicable: NOT_APPLICABLE.fixtures },
])('conformance suite, $mode HTTP', ({ args, notApplicable }) => {
  let server: HttpServer;
  let proxy: McpTokenProxy;
  let results: Map<string, Check[]>;

  beforeAll(async () => {
    server = await startHttpServer({ args: ['--gitlab-url', sandbox.url, ...args] });
    proxy = await startMcpTokenProxy(`${server.url}/mcp`, sandbox.tokens.api);
    results = await runSuite(proxy.url);
  }, 400_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  it('ran every listed scenario (the list names no scenario the suite lacks)', () => {
    for (const scenario of Object.keys(notApplicable)) expect([...results.keys()]).toContain(scenario);
  });

  it('passes every applicable scenario', () => {
    const applicable = [...results].filter(([scenario]) => !(scenario in notApplicable));
    expect(applicable.length).toBeGreaterThanOrEqual(6);
    for (const [scenario, checks] of applicable) expect(failures(checks), scenario).toEqual([]);
    for (const [scenario, checks] of applicable) expect(passed(checks), scenario).toBe(true);
  });

  it('passes none of the scenarios listed as not applicable, by accident or otherwise', () => {
    for (const scenario of Object.keys(notApplicable))
      expect(passed(results.get(scenario) ?? []), scenario).toBe(false);
  });
});
