import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ElicitRequest, ElicitResult, Transport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { Sandbox } from '@gitlab-mcp/sandbox';
import { openTee } from '../hardening/secrets-tee.js';
import { SERVER_BIN, serverEnv } from './harness.js';
import type { HarnessOptions } from './harness.js';

/** The revision the v2 client pins: no `initialize`, a `server/discover` first, then requests with their `_meta`. */
export const MODERN_REVISION = '2026-07-28';

/**
 * The `_meta` envelope a 2026-07-28 request carries in place of the initialize handshake, as a raw client writes
 * it: the revision, the client's name, its per-request capabilities.
 */
export function modernEnvelope(
  client: string,
  capabilities: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN_REVISION,
    'io.modelcontextprotocol/clientInfo': { name: client, version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': capabilities,
  };
}

export interface ModernClient {
  client: Client;
  /** The JSON-RPC methods the client sent, in order: the wire, as the server received it. */
  sent: string[];
  /** The `_meta` of every request the client sent, by method. */
  metaOf(method: string): Array<Record<string, unknown> | undefined>;
  close(): Promise<void>;
}

export interface ModernClientOptions {
  /** Declares form elicitation and answers every input request of a multi-round-trip call with this. */
  elicit?: (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;
}

interface Sent {
  method: string;
  meta?: Record<string, unknown>;
}

/** An MCP 2026-07-28 client (the SDK's v2 client package) on `${url}/mcp`, with the GitLab token as a header. */
export async function connectModernClient(
  url: string,
  headers: Record<string, string>,
  options: ModernClientOptions = {},
): Promise<ModernClient> {
  const sent: Sent[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    requestInit: { headers },
    fetch: async (input, init) => {
      if (typeof init?.body === 'string') record(sent, JSON.parse(init.body));
      return fetch(input, init);
    },
  });
  return connectOver(transport, sent, options);
}

export interface ModernStdioClient extends ModernClient {
  stderr(): string;
}

/**
 * An MCP 2026-07-28 client (the SDK's v2 client package and its stdio transport) that starts the built server
 * against `sandbox`, as an MCP client configured with it would.
 */
export async function connectModernStdioClient(
  sandbox: Sandbox,
  options: ModernClientOptions & Pick<HarnessOptions, 'env' | 'surface'> = {},
): Promise<ModernStdioClient> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_BIN],
    env: serverEnv(sandbox, options),
    stderr: 'pipe',
  });
  let stderr = '';
  // Everything the server says is recorded for the secrets scan of the whole run (issue 11).
  const tee = openTee('stdio');
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    tee.stderr(chunk.toString());
  });
  const sent: Sent[] = [];
  const send = transport.send.bind(transport);
  transport.send = async (message) => {
    record(sent, message);
    return send(message);
  };
  const connected = await connectOver(transport, sent, options);
  tee.messages(transport as unknown as Parameters<typeof tee.messages>[0]);
  return {
    ...connected,
    get sent() {
      return connected.sent;
    },
    stderr: () => stderr,
    close: async () => {
      await connected.close();
      await tee.close();
    },
  };
}

function record(sent: Sent[], message: unknown): void {
  const { method, params } = message as { method?: string; params?: { _meta?: Record<string, unknown> } };
  if (method) sent.push({ method, meta: params?._meta });
}

async function connectOver(
  transport: Transport,
  sent: readonly Sent[],
  options: ModernClientOptions,
): Promise<ModernClient> {
  const client = new Client(
    { name: 'modern-e2e', version: '1.0.0' },
    {
      versionNegotiation: { mode: { pin: MODERN_REVISION } },
      capabilities: options.elicit ? { elicitation: { form: {} } } : {},
    },
  );
  const elicit = options.elicit;
  if (elicit) client.setRequestHandler('elicitation/create', async (request) => elicit(request.params));
  await client.connect(transport);
  return {
    client,
    get sent() {
      return sent.map((entry) => entry.method);
    },
    metaOf: (method) => sent.filter((entry) => entry.method === method).map((entry) => entry.meta),
    close: () => client.close(),
  };
}
