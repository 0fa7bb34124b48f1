/**
 * What a start-up parses, seen from the loader: the bundled server runs with a hook that names every module it
 * loads (test/support/module-load-log.mjs), through a whole 2025 stdio session.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { ServerProcess } from '../support/server-process.js';

const LOAD_LOG = fileURLToPath(new URL('../support/module-load-log.mjs', import.meta.url));
/** A message of Ajv's code generator: in the bundle only where Ajv is. */
const AJV_MARK = 'ajv implementation error';

describe('modules a stdio session loads', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox?.close());

  it('never parse Ajv (the validator of elicitation answers) when nothing is elicited', async () => {
    const server = new ServerProcess({
      env: {
        GITLAB_URL: sandbox.url,
        GITLAB_TOKEN: sandbox.tokens.api,
        NODE_OPTIONS: `--import=${LOAD_LOG}`,
      },
    });
    await server.request(1, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'startup-modules', version: '1.0.0' },
    });
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await server.request(2, 'tools/list');
    const call = await server.request(3, 'tools/call', {
      name: 'gitlab_execute_action',
      arguments: { action: 'branch.list', params: { project_id: 'group/project' } },
    });
    expect((call.result as { isError?: boolean }).isError).toBeFalsy();
    const { stderr } = await server.end();

    const chunks = stderr
      .split('\n')
      .flatMap((line) => (line.startsWith('module-load file:') ? [line.slice('module-load '.length)] : []))
      .filter((url) => url.includes('/apps/server/dist/'));
    // The hook saw the session: the bin, and the call path its call needed.
    expect(chunks.some((url) => url.endsWith('/gitlab-mcp.js'))).toBe(true);
    expect(chunks.some((url) => /\/session-calls-[^/]+\.js$/.test(url))).toBe(true);
    const withAjv = chunks.filter((url) => readFileSync(new URL(url), 'utf8').includes(AJV_MARK));
    expect(withAjv).toEqual([]);
  });
});
