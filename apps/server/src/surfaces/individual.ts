import type { ActionSchemas, ActionSummary, JsonSchema } from '@gitlab-mcp/catalog';
import type { ServedCatalog } from '../served-catalog.js';
import type { SchemaTable } from './schema-table.js';
import type { McpTool, Routed, Surface } from './surface.js';
import { toolHints } from './tool-hints.js';

const CONFIRM: JsonSchema = {
  type: 'boolean',
  description: 'true only after the user explicitly approved this destructive action',
};

/**
 * One tool per action, named as catalog.json's `individual_tool` (historical names such as gitlab_mr_list, kept
 * so client configs and allow-lists carry over). Destructive tools take a `confirm` argument beside their params.
 */
export function individualSurface(catalog: ServedCatalog, schemas: SchemaTable): Surface {
  // catalog.json gives a few pairs of actions one tool (gitlab_commit_list runs commit_list and file_history):
  // the first in catalog order owns it, the other stays reachable on the dynamic and meta surfaces.
  let byTool: Map<string, ActionSummary> | undefined;
  const toolIndex = () => {
    if (!byTool) {
      byTool = new Map();
      for (const action of catalog.actions)
        if (action.tool && !byTool.has(action.tool)) byTool.set(action.tool, action);
    }
    return byTool;
  };

  /** The tool that runs this action here, if it owns one. */
  const toolOf = (id: string) => {
    const tool = catalog.get(id)?.tool;
    return tool && toolIndex().get(tool)?.id === id ? tool : null;
  };

  return {
    name: 'individual',
    tools: () =>
      [...toolIndex()].map(([name, action]) => individualTool(action, name, schemas.of(action.id))),

    route(toolName, args): Routed {
      const action = toolIndex().get(toolName);
      if (!action) return { kind: 'unknown' };
      const { confirm, ...params } = args;
      if (!takesConfirm(action) && confirm !== undefined) params.confirm = confirm;
      return {
        kind: 'action',
        actionId: action.id,
        params,
        confirm: confirm === true,
        caller: toolName,
        aliases: false,
      };
    },

    describeAction: (id) => toolOf(id) ?? `action '${id}'`,
    callShape: (id) => {
      const tool = toolOf(id);
      return tool ? { tool, arguments: {} } : null;
    },
  };
}

/** Destructive tools, and those that may replace a local file, take the user's approval as `confirm`. */
function takesConfirm(action: ActionSummary): boolean {
  return action.classification.destructive || action.overwritesLocalFiles === true;
}

export function individualTool(
  action: ActionSummary,
  name: string,
  { input, output }: ActionSchemas,
): McpTool {
  const title = action.id;
  return {
    name,
    title,
    description: action.description,
    inputSchema: takesConfirm(action)
      ? { ...input, properties: { ...(input.properties as object), confirm: CONFIRM } }
      : input,
    outputSchema: output,
    annotations: { title, ...toolHints([action.classification]) },
  };
}
