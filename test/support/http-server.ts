import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, ElicitRequest, ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { openTee } from '../hardening/secrets-tee.js';
import { SERVER_BIN } from './harness.js';

export interface HttpServer {
  /** Base URL, e.g. http://127.0.0.1:40123; MCP is at `${url}/mcp`. */
  url: string;
  child: ChildProcess;
  stderr(): string;
  /** Sends the signal and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The built server in HTTP mode on a free loopback port (unless `args` names another address). It resolves once
 * the server has logged where it listens.
 */
export async function startHttpServer(
  options: { args?: string[]; env?: Record<string, string> } = {},
): Promise<HttpServer> {
  const args = options.args ?? [];
  const address = args.includes('--http-addr') ? [] : ['--http-addr', '127.0.0.1:0'];
  const child = spawn(process.execPath, [SERVER_BIN, '--http', ...address, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: '/nonexistent', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  // Recorded for the secrets scan of the whole run (issue 11).
  const tee = openTee('http');
  child.stderr!.on('data', (chunk: Buffer) => tee.stderr(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the HTTP server did not start:\n${stderr}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /"msg":"http listening","url":"([^"]+)"/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => reject(new Error(`the HTTP server exited:\n${stderr}`)));
  });
  return {
    url,
    child,
    stderr: () => stderr,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const ended = await exited;
      await tee.close();
      return ended;
    },
  };
}

export interface HttpClient {
  client: Client;
  transport: StreamableHTTPClientTransport;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** An MCP SDK client over Streamable HTTP, sending the given headers (the credential) with every request. */
export async function connectHttpClient(
  url: string,
  headers: Record<string, string>,
  options: {
    fetch?: FetchLike;
    elicit?: (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;
  } = {},
): Promise<HttpClient> {
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    requestInit: { headers },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const client = new Client(
    { name: 'gitlab-mcp-http-e2e', version: '1.0.0' },
    { capabilities: options.elicit ? { elicitation: {} } : {} },
  );
  const elicit = options.elicit;
  if (elicit) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request.params));
  await client.connect(transport);
  const tee = openTee('http-client');
  tee.messages(transport);
  return {
    client,
    transport,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: async () => {
      await client.close();
      await tee.close();
    },
  };
}

/** A raw JSON-RPC POST to /mcp, for what an SDK client hides: statuses and headers. */
export function postMcp(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  /** Aborting it closes the request's connection: how a stateless caller cancels. */
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${url}/mcp`, {
    ...(signal ? { signal } : {}),
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

export const executeCall = (action: string, params: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'gitlab_execute_action', arguments: { action, params } },
});
