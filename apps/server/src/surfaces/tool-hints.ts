import type { Classification } from '@gitlab-mcp/catalog';

/** The four MCP tool hints (OF-58). */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/**
 * The most careful hints for a tool that can run any of these actions (OF-58): read-only only when all read,
 * destructive when any destroys, idempotent only when all are. One action gives its own classification; so an
 * action is never declared read-only or idempotent on any surface when the catalog says it is not.
 */
export function toolHints(actions: readonly Classification[]): ToolHints {
  return {
    readOnlyHint: actions.every((action) => action.readOnly),
    destructiveHint: actions.some((action) => action.destructive),
    idempotentHint: actions.every((action) => action.idempotent),
    openWorldHint: true,
  };
}
