import type { RenderedResult } from '@gitlab-mcp/result';
import type { McpTool } from './surfaces/surface.js';

/**
 * What the protocol layer needs of a session, and nothing more: it imports only this type, so the heavy modules
 * behind a session (clients, catalog, renderer) load after the MCP handshake.
 */
export interface ProtocolSession {
  tools(): McpTool[];
  callTool(name: string, args: Record<string, unknown>, progress: Progress): Promise<RenderedResult>;
  /** The JSON of a `gitlab://tools` resource, or null when the session has no such resource. */
  readResource(uri: string): Record<string, unknown> | null;
}

/** Reports how far a call has come; a no-op when the client sent no progress token. */
export type Progress = (done: number, total: number | null, message: string) => void;

export const TOOLS_URI = 'gitlab://tools';
export const TOOL_URI_TEMPLATE = 'gitlab://tools/{id}';
