import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type {
  CallToolResult,
  ClientCapabilities,
  ElicitRequest,
  ElicitResult,
  Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { startSandbox } from '@gitlab-mcp/sandbox';
import type { LoggedRequest, Sandbox, SandboxOptions, SandboxTokens } from '@gitlab-mcp/sandbox';
import { openTee } from '../hardening/secrets-tee.js';
import { SURFACES } from './surfaces.js';
import type { SurfaceName } from './surfaces.js';

/** The built server, as `npx gitlab-mcp` runs it: end-to-end tests drive the real bundle, never the sources. */
export const SERVER_BIN = fileURLToPath(new URL('../../apps/server/dist/gitlab-mcp.cjs', import.meta.url));

/** The sandbox clock of the contract's examples: `issue.create` answers "Created: 21 Mar 2025 09:00 UTC". */
export const CONTRACT_NOW = '2025-03-21T09:00:00Z';

export interface Harness {
  client: Client;
  sandbox: Sandbox;
  /** What tools/list answered once the server had probed GitLab. */
  tools: Tool[];
  stderr: () => string;
  /** The revision initialize settled on. */
  protocolVersion: () => string | undefined;
  /** tools/call, with the answer typed as a tool result. */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  /** The GitLab requests the sandbox received since the last `sandbox.requests.clear()`, as `METHOD /path`. */
  gitlabRequests(): string[];
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  args?: string[];
  sandbox?: SandboxOptions;
  /** Which sandbox token the server gets; `api` (an admin's classic PAT) unless said. */
  token?: keyof SandboxTokens;
  /** GITLAB_MCP_TOOL_SURFACE; the server's default (dynamic) unless said. */
  surface?: SurfaceName;
  capabilities?: ClientCapabilities;
  clientName?: string;
  /** Declares the elicitation capability and answers every `elicitation/create` with this. */
  elicit?: (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;
}

/**
 * Starts a sandbox and the built server against it, connected to an MCP SDK client over stdio. It returns once
 * tools/list has answered, so the start-up probe of GitLab is over and the request log holds only what the tests
 * cause after they clear it.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  if (!existsSync(SERVER_BIN)) throw new Error(`${SERVER_BIN} is missing: run npm run build first`);
  const sandbox = await startSandbox(options.sandbox);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_BIN, ...(options.args ?? [])],
    env: serverEnv(sandbox, options),
    stderr: 'pipe',
  });
  let protocolVersion: string | undefined;
  // The client tells its transport the revision initialize answered; the stdio transport itself has no use for it.
  (transport as Transport).setProtocolVersion = (version) => (protocolVersion = version);
  let stderr = '';
  // Everything the server says is recorded for the secrets scan of the whole run (issue 11).
  const tee = openTee('stdio');
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    tee.stderr(chunk.toString());
  });
  const capabilities: ClientCapabilities = {
    ...(options.elicit ? { elicitation: {} } : {}),
    ...options.capabilities,
  };
  const client = new Client(
    { name: options.clientName ?? 'gitlab-mcp-e2e', version: '1.0.0' },
    { capabilities },
  );
  const elicit = options.elicit;
  if (elicit) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request.params));
  let tools: Tool[];
  try {
    await client.connect(transport);
    tee.messages(transport);
    ({ tools } = await client.listTools());
  } catch (error) {
    // The start failed: closing what did start must not hide why, so a failure to close is dropped here.
    await client.close().catch(() => undefined);
    await sandbox.close();
    await tee.close();
    throw new Error(`the server did not start: ${String(error)}\n${stderr}`, { cause: error });
  }
  return {
    client,
    sandbox,
    tools,
    stderr: () => stderr,
    protocolVersion: () => protocolVersion,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    gitlabRequests: () => sandbox.requests.all().map(describeRequest),
    async close() {
      await client.close();
      await sandbox.close();
      await tee.close();
    },
  };
}

/** The environment a stdio server of the tests starts with: the sandbox as GitLab, its token, nothing of ours. */
export function serverEnv(
  sandbox: Sandbox,
  options: Pick<HarnessOptions, 'env' | 'token' | 'surface'>,
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: '/nonexistent',
    GITLAB_URL: sandbox.url,
    GITLAB_TOKEN: sandbox.tokens[options.token ?? 'api'],
    // The tests' local files live in the temporary directory: file parameters may use it, nothing else.
    GITLAB_MCP_ALLOWED_DIRS: tmpdir(),
    ...(options.surface ? { GITLAB_MCP_TOOL_SURFACE: options.surface } : {}),
    ...options.env,
  };
}

/**
 * How the request log shows a request that reached GitLab's web app instead of its API (a path outside `/api/v4` or
 * the sub-path): never equal to an API path, so a test expecting `GET /projects/42` fails on it.
 */
export const WEB_APP = '(web app) ';

/** `GET /projects/42/issues` for the REST API (the path after /api/v4), `POST /api/graphql`, or a web-app path. */
export function describeRequest(request: LoggedRequest): string {
  return `${request.method} ${request.surface === 'web' ? WEB_APP : ''}${request.path}`;
}

/**
 * How long a hook may take to start its harnesses. Starting one takes about a second of CPU (the bundle's load and
 * the probe); several at once on a busy two-core machine take longer than vitest's 10 s default for hooks.
 */
export const START_TIMEOUT = 60_000;

/** Starts several harnesses at once, by name; if one fails, the others are closed before the error is thrown. */
export async function startHarnesses<K extends string>(
  options: Record<K, HarnessOptions>,
): Promise<Record<K, Harness>> {
  const names = Object.keys(options) as K[];
  const settled = await Promise.allSettled(names.map((name) => startHarness(options[name])));
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(
      settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.close() : null)),
    );
    throw failed.reason;
  }
  return Object.fromEntries(
    names.map((name, index) => [name, (settled[index] as PromiseFulfilledResult<Harness>).value]),
  ) as Record<K, Harness>;
}

/** The same options once per surface, for `startHarnesses`. */
export function onEverySurface(options: HarnessOptions = {}): Record<SurfaceName, HarnessOptions> {
  return Object.fromEntries(SURFACES.map((surface) => [surface, { ...options, surface }])) as Record<
    SurfaceName,
    HarnessOptions
  >;
}

/** Closes every harness started by `startHarnesses` (tolerating a start that never finished). */
export async function closeHarnesses(harnesses: Partial<Record<string, Harness>> | undefined): Promise<void> {
  await Promise.all(Object.values(harnesses ?? {}).map((harness) => harness?.close()));
}

/** The text of a tool result's first content block. */
export function textOf(result: { content?: unknown }): string {
  const [first] = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return first?.type === 'text' ? (first.text ?? '') : '';
}

/** The annotations of a tool result's first content block. */
export function annotationsOf(
  result: CallToolResult,
): { audience?: string[]; priority?: number } | undefined {
  return result.content[0]?.annotations;
}

/** An embedded resource block that carries text, as a get's JSON does (OF-80). */
export interface TextResourceBlock {
  resource: { uri: string; mimeType?: string; text: string };
  annotations?: { audience?: string[]; priority?: number };
}

/** The embedded resource blocks of a tool result (OF-80); a block carrying a blob instead of text fails the test. */
export function resourcesOf(result: CallToolResult): TextResourceBlock[] {
  return result.content.flatMap((block) => {
    if (block.type !== 'resource') return [];
    const { resource, annotations } = block;
    if (!('text' in resource)) throw new Error(`resource ${resource.uri} carries a blob, not JSON text`);
    return [{ resource, ...(annotations ? { annotations } : {}) }];
  });
}
