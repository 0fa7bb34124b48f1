/**
 * What a start-up parses, seen from the loader: the bundled server runs with a hook that names every module it
 * loads (test/support/module-load-log.mjs), through a whole stdio session of either protocol era.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { ServerProcess } from '../support/server-process.js';
import { modernEnvelope } from '../support/modern-client.js';

const LOAD_LOG = fileURLToPath(new URL('../support/module-load-log.mjs', import.meta.url));
/** A message of Ajv's code generator: in the bundle only where Ajv is. */
const AJV_MARK = 'ajv implementation error';
const CLIENT_INFO = { name: 'startup-modules', version: '1.0.0' };
/** What a 2026-07-28 request carries in place of the initialize handshake. */
const ENVELOPE = modernEnvelope('startup-modules');

describe('modules a stdio session loads', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.close());

  /** The bundle's modules a session loads: the opening, tools/list and one branch.list call. */
  async function modulesOfSession(modern: boolean): Promise<string[]> {
    const server = new ServerProcess({
      env: {
        GITLAB_URL: sandbox.url,
        GITLAB_TOKEN: sandbox.tokens.api,
        NODE_OPTIONS: `--import=${LOAD_LOG}`,
      },
    });
    const meta = modern ? { _meta: ENVELOPE } : {};
    if (modern) await server.request(1, 'server/discover', meta);
    else {
      await server.request(1, 'initialize', {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: CLIENT_INFO,
      });
      server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    }
    await server.request(2, 'tools/list', meta);
    const call = await server.request(3, 'tools/call', {
      name: 'gitlab_execute_action',
      arguments: { action: 'branch.list', params: { project_id: 'group/project' } },
      ...meta,
    });
    expect(call.result, JSON.stringify(call)).toMatchObject({ content: [{ type: 'text' }] });
    expect((call.result as { isError?: boolean }).isError).toBeFalsy();
    const { stderr } = await server.end();
    return stderr
      .split('\n')
      .flatMap((line) => (line.startsWith('module-load file:') ? [line.slice('module-load '.length)] : []))
      .filter((url) => url.includes('/apps/server/dist/'));
  }

  it.each([
    ['2025-11-25', false],
    ['2026-07-28', true],
  ])(
    'at %s never parse Ajv (the validator of elicitation answers) when nothing is elicited',
    async (_, modern) => {
      const chunks = await modulesOfSession(modern);
      // The hook saw the session (the bin is CommonJS, which it does not see): the stdio server, and the call path
      // its call needed.
      expect(chunks.some((url) => /\/stdio-server-[^/]+\.js$/.test(url))).toBe(true);
      expect(chunks.some((url) => /\/tenant-calls-[^/]+\.js$/.test(url))).toBe(true);
      const withAjv = chunks.filter((url) => readFileSync(new URL(url), 'utf8').includes(AJV_MARK));
      expect(withAjv).toEqual([]);
    },
  );
});
