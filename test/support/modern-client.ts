import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/client';

/** The revision the v2 client pins: no `initialize`, a `server/discover` first, then requests with their `_meta`. */
export const MODERN_REVISION = '2026-07-28';

export interface ModernClient {
  client: Client;
  /** The JSON-RPC methods the client POSTed, in order: the wire, as the server received it. */
  sent: string[];
  /** The `_meta` of every request the client POSTed, by method. */
  metaOf(method: string): Array<Record<string, unknown> | undefined>;
  close(): Promise<void>;
}

export interface ModernClientOptions {
  /** Declares form elicitation and answers every input request of a multi-round-trip call with this. */
  elicit?: (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;
}

/** An MCP 2026-07-28 client (the SDK's v2 client package) on `${url}/mcp`, with the GitLab token as a header. */
export async function connectModernClient(
  url: string,
  headers: Record<string, string>,
  options: ModernClientOptions = {},
): Promise<ModernClient> {
  const posted: Array<{ method: string; meta?: Record<string, unknown> }> = [];
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    requestInit: { headers },
    fetch: async (input, init) => {
      if (typeof init?.body === 'string') {
        const message = JSON.parse(init.body) as {
          method?: string;
          params?: { _meta?: Record<string, unknown> };
        };
        if (message.method) posted.push({ method: message.method, meta: message.params?._meta });
      }
      return fetch(input, init);
    },
  });
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
      return posted.map((entry) => entry.method);
    },
    metaOf: (method) => posted.filter((entry) => entry.method === method).map((entry) => entry.meta),
    close: () => client.close(),
  };
}
