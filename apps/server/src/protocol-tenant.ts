import type { RenderedResult } from '@gitlab-mcp/result';
import type { CallContext } from './call-context.js';
import type { PromptHost } from './prompts/prompt-host.js';
import type { ResourceHost } from './resources/resource-host.js';
import type { McpTool } from './surfaces/surface.js';

/**
 * What the protocol layer needs of a tenant, and nothing more: it imports only this type, so the heavy modules
 * behind a tenant (clients, catalog, renderer) load after the MCP handshake.
 */
export interface ProtocolTenant {
  /** The surface's tools; the first ask (of a credential, over HTTP) waits for the catalog to load. */
  tools(): Promise<McpTool[]>;
  /** `context`: the request's own (call-context.ts); its GitLab requests stop once its signal aborts. */
  callTool(name: string, args: Record<string, unknown>, context: CallContext): Promise<RenderedResult>;
  /** The catalog action a tools/call would run; undefined for the finder, a malformed call or an unknown tool. */
  actionOf(name: string, args: Record<string, unknown>): Promise<string | undefined>;
  /** The `gitlab://` resources: which are published and how each is read. */
  resources: ResourceHost;
  /** The workflow prompts and argument completion, both fed by GitLab through the action path. */
  prompts: PromptHost;
  /** Starts building what lists and calls need (the catalog), unless it is built or building: returns at once. */
  prepare(): void;
}
