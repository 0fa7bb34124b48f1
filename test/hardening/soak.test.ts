import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { postMcp, startHttpServer } from '../support/http-server.js';
import type { HttpServer } from '../support/http-server.js';
import { SOAK_PLAN } from './support/soak-plan.js';
import { pipelined, rssOf, startStdioServer } from './support/stdio-server.js';
import type { StdioServer } from './support/stdio-server.js';

/**
 * Issue 11, memory: a bounded soak (a fixed number of calls, the short form; `npm run bench -- --soak` runs the
 * long one) fails when the server's RSS grows by more than SOAK_PLAN.maxGrowthMiB between the end of the warm-up and
 * the end of the run. A leak of even a few KiB per call (a kept result, a listener, a session) passes that bound.
 */
const { mix, short, warmUpCalls, maxGrowthMiB, inFlight } = SOAK_PLAN;
const MIB = 1024 ** 2;
const callOf = (index: number) => mix[index % mix.length]!;

/** Runs calls `from` to `to` of the mix; resolves with how many answers were protocol errors or empty. */
async function soak(from: number, to: number, call: (index: number) => Promise<boolean>): Promise<number> {
  const indexes = Array.from({ length: to - from }, (_, offset) => from + offset);
  const answered = await pipelined(indexes, inFlight, (index) => call(index));
  return answered.filter((ok) => !ok).length;
}

describe(`issue 11: soak over stdio (${short.stdioCalls} calls)`, () => {
  let server: StdioServer;
  beforeAll(async () => {
    server = await startStdioServer();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it(`RSS grows less than ${maxGrowthMiB} MiB after the warm-up`, async () => {
    const call = async (index: number) => {
      const { tool, args } = callOf(index);
      const result = await server.client.callTool({ name: tool, arguments: args });
      return Array.isArray(result.content) && result.content.length > 0;
    };
    expect(await soak(0, warmUpCalls, call)).toBe(0);
    const warm = rssOf(server.pid);
    expect(await soak(warmUpCalls, short.stdioCalls, call)).toBe(0);
    const end = rssOf(server.pid);
    process.stderr.write(
      `soak stdio: RSS ${(warm / MIB).toFixed(1)} MiB after warm-up, ${(end / MIB).toFixed(1)} MiB at the end\n`,
    );
    expect(end - warm).toBeLessThan(maxGrowthMiB * MIB);
    await expect(server.client.ping()).resolves.toBeDefined();
  }, 300_000);
});

describe(`issue 11: soak over HTTP (${short.httpCalls} calls)`, () => {
  let sandbox: Sandbox;
  let server: HttpServer;
  beforeAll(async () => {
    sandbox = await startSandbox();
    server = await startHttpServer({
      args: ['--gitlab-url', sandbox.url],
      env: { GITLAB_MCP_RATE_LIMIT_RPS: '0' },
    });
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
  });

  it(`RSS grows less than ${maxGrowthMiB} MiB after the warm-up, with two credentials interleaved`, async () => {
    const tokens = [sandbox.tokens.api, sandbox.tokens.alice];
    const call = async (index: number) => {
      const { tool, args } = callOf(index);
      const response = await postMcp(
        server.url,
        { 'PRIVATE-TOKEN': tokens[index % tokens.length]! },
        { jsonrpc: '2.0', id: index, method: 'tools/call', params: { name: tool, arguments: args } },
      );
      const text = await response.text();
      return response.status === 200 && text.includes('"content"');
    };
    const pid = server.child.pid!;
    expect(await soak(0, warmUpCalls, call)).toBe(0);
    const warm = rssOf(pid);
    expect(await soak(warmUpCalls, short.httpCalls, call)).toBe(0);
    const end = rssOf(pid);
    process.stderr.write(
      `soak HTTP: RSS ${(warm / MIB).toFixed(1)} MiB after warm-up, ${(end / MIB).toFixed(1)} MiB at the end\n`,
    );
    expect(end - warm).toBeLessThan(maxGrowthMiB * MIB);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 300_000);
});
