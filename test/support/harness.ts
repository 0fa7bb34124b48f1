import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { Sandbox, SandboxOptions, SandboxTokens } from '@gitlab-mcp/sandbox';

/** The built server, as `npx gitlab-mcp` runs it: end-to-end tests drive the real bundle, never the sources. */
export const SERVER_BIN = fileURLToPath(new URL('../../apps/server/dist/gitlab-mcp.js', import.meta.url));

export interface Harness {
  client: Client;
  sandbox: Sandbox;
  stderr: () => string;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  args?: string[];
  sandbox?: SandboxOptions;
  /** Which sandbox token the server gets; `api` (an admin's classic PAT) unless said. */
  token?: keyof SandboxTokens;
  capabilities?: ClientCapabilities;
  clientName?: string;
}

/** Starts a sandbox and the built server against it, connected to an MCP SDK client over stdio. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  if (!existsSync(SERVER_BIN)) throw new Error(`${SERVER_BIN} is missing: run npm run build first`);
  const sandbox = await startSandbox(options.sandbox);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_BIN, ...(options.args ?? [])],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: '/nonexistent',
      GITLAB_URL: sandbox.url,
      GITLAB_TOKEN: sandbox.tokens[options.token ?? 'api'],
      ...options.env,
    },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client(
    { name: options.clientName ?? 'gitlab-mcp-e2e', version: '1.0.0' },
    { capabilities: options.capabilities ?? {} },
  );
  await client.connect(transport);
  return {
    client,
    sandbox,
    stderr: () => stderr,
    async close() {
      await client.close();
      await sandbox.close();
    },
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: { content?: unknown }): string {
  const [first] = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return first?.type === 'text' ? (first.text ?? '') : '';
}
