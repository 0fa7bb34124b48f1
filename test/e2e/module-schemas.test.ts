/**
 * Issue 27, the first call of a process: on the dynamic surface an action's parameters are checked against the JSON
 * Schemas the build wrote for its catalog module (dist/catalog-schemas/<module>.json), read with the module, not
 * rebuilt from zod on the first call. A copy of the bundle whose branch schemas bound `search` tighter than the
 * catalog does shows which one the call obeys.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { SERVER_BIN, describeRequest, serverEnv } from '../support/harness.js';
import { ServerProcess } from '../support/server-process.js';

/** Tighter than the catalog's 4096 for a search (param-bounds.ts): only the written file says 8. */
const WRITTEN_BOUND = 8;

let sandbox: Sandbox;
let copy: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  copy = await mkdtemp(join(tmpdir(), 'gitlab-mcp-module-schemas-'));
  await cp(dirname(SERVER_BIN), copy, { recursive: true });
  const file = join(copy, 'catalog-schemas', 'branch.json');
  const schemas = JSON.parse(await readFile(file, 'utf8')) as Record<
    string,
    { input: { properties: Record<string, { maxLength?: number }> } }
  >;
  const search = schemas['branch.list']!.input.properties.search!;
  expect(search.maxLength).toBe(4096);
  search.maxLength = WRITTEN_BOUND;
  await writeFile(file, JSON.stringify(schemas));
});

afterAll(async () => {
  await sandbox?.close();
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe("the dynamic surface's first call", () => {
  it("checks the action's parameters against its module's schema file, before any GitLab request", async () => {
    const server = new ServerProcess({ bin: join(copy, 'gitlab-mcp.cjs'), env: serverEnv(sandbox, {}) });
    await server.request(1, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'module-schemas', version: '1.0.0' },
    });
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await server.request(2, 'tools/list');
    sandbox.requests.clear();
    const call = await server.request(3, 'tools/call', {
      name: 'gitlab_execute_action',
      arguments: { action: 'branch.list', params: { project_id: 'group/project', search: 'a'.repeat(9) } },
    });
    await server.end();
    const result = call.result as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toContain(`search: expected at most ${WRITTEN_BOUND} characters`);
    expect(sandbox.requests.all().map(describeRequest)).toEqual([]);
  });
});
