import type { JsonSchema } from '@gitlab-mcp/catalog';
import type { ToolHints } from './tool-hints.js';

/** A tool as tools/list publishes it. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: ToolHints & { title: string };
}

/** What a tools/call asks for, once the surface has read its call shape. */
export type Routed =
  | { kind: 'find'; query: string; limit: number }
  | {
      kind: 'action';
      actionId: string;
      params: Record<string, unknown>;
      confirm: boolean;
      /** How refusals name the call: `gitlab_execute_action`, `gitlab_branch`, `gitlab_branch_delete`. */
      caller: string;
      /** Whether compatibility aliases (`project_path`) are accepted here (OF-82). */
      aliases: boolean;
    }
  | { kind: 'refusal'; text: string }
  /** No tool of this surface has the name: a protocol error (JSON-RPC -32602), not a tool's answer. */
  | { kind: 'unknown' };

/** One of the three ways to publish the catalog as tools (OF-21: the same action answers the same way on each). */
export interface Surface {
  readonly name: 'dynamic' | 'meta' | 'individual';
  tools(): McpTool[];
  route(toolName: string, args: Record<string, unknown>): Routed;
  /** How a next step names an action on this surface: `action 'branch.get'`, `gitlab_branch_get`… */
  describeAction(id: string): string;
  /** The tool and arguments that run an action here, for `gitlab://tools/{id}` and the finder. */
  callShape(id: string): { tool: string; arguments: Record<string, unknown> } | null;
}
