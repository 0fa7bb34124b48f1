/**
 * The stdio opening (`initialize`, or a 2026-07-28 `server/discover`), answered before the SDK has loaded
 * (apps/server/src/transport/early-opening.ts): the SDK still reads it, its answer is not sent twice, and a client
 * that writes its whole opening at once, without waiting, is served as one that waits for each answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { START_TIMEOUT } from '../support/harness.js';
import { modernEnvelope } from '../support/modern-client.js';
import { RawStdio } from '../hardening/support/raw-stdio.js';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: { roots: { listChanged: true } },
    clientInfo: { name: 'early-opening', version: '1.0.0' },
  },
};

const ENVELOPE = modernEnvelope('early-opening');

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, START_TIMEOUT);
afterAll(() => sandbox?.close());

/**
 * Writes the whole opening at once and waits for the answer to `toolsId` (then `alsoAwait`'s): tools/list must be
 * served, the opening request (ID 1) answered exactly once with `opened`, and nothing but JSON-RPC written.
 */
async function openAtOnce(
  opening: object[],
  toolsId: number,
  opened: unknown,
  alsoAwait?: number,
): Promise<void> {
  const server = new RawStdio({ GITLAB_URL: sandbox.url, GITLAB_TOKEN: sandbox.tokens.api });
  try {
    await server.write(opening.map((message) => `${JSON.stringify(message)}\n`).join(''));
    const tools = await server.next((message) => message.id === toolsId);
    if (alsoAwait !== undefined) await server.next((message) => message.id === alsoAwait);
    expect(tools.error).toBeUndefined();
    expect((tools.result as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
    const answers = server.messages.filter((message) => message.id === 1 && !('method' in message));
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 1, result: opened }]);
    expect(server.junk).toEqual([]);
  } finally {
    await server.kill();
  }
}

describe('the stdio opening written in one go', () => {
  it('answers initialize once and serves what followed it, as initialized', async () => {
    await openAtOnce(
      [
        INITIALIZE,
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
        { jsonrpc: '2.0', id: 3, method: 'ping' },
      ],
      2,
      expect.objectContaining({
        protocolVersion: '2025-06-18',
        serverInfo: expect.objectContaining({ name: 'gitlab-mcp' }),
      }),
      3,
    );
  });

  it('answers server/discover once and serves the request after it in 2026-07-28', async () => {
    await openAtOnce(
      [
        { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: ENVELOPE } },
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: ENVELOPE } },
      ],
      2,
      expect.objectContaining({ supportedVersions: ['2026-07-28'], resultType: 'complete' }),
    );
  });
});
