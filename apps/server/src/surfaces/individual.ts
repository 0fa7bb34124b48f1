import { outputSchemaOf } from '@gitlab-mcp/catalog';
import type { ActionSpec, JsonSchema } from '@gitlab-mcp/catalog';
import type { ServedCatalog } from '../served-catalog.js';
import { inputSchemaOf } from './compact-schema.js';
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
export function individualSurface(catalog: ServedCatalog): Surface {
  let byTool: Map<string, ActionSpec> | undefined;
  const toolIndex = () =>
    (byTool ??= new Map(
      catalog.actions.flatMap((action) => (action.tool ? [[action.tool, action] as const] : [])),
    ));

  return {
    name: 'individual',
    tools: () =>
      catalog.actions.flatMap((action) => (action.tool ? [individualTool(action, action.tool)] : [])),

    route(toolName, args): Routed {
      const action = toolIndex().get(toolName);
      if (!action) return { kind: 'refusal', text: `Unknown tool "${toolName}".` };
      const { confirm, ...params } = args;
      if (!action.classification.destructive && confirm !== undefined) params.confirm = confirm;
      return {
        kind: 'action',
        actionId: action.id,
        params,
        confirm: confirm === true,
        caller: toolName,
        aliases: false,
      };
    },

    describeAction: (id) => catalog.get(id)?.tool ?? `action '${id}'`,
    callShape: (id) => {
      const tool = catalog.get(id)?.tool;
      return tool ? { tool, arguments: {} } : null;
    },
  };
}

function individualTool(action: ActionSpec, name: string): McpTool {
  const input = inputSchemaOf(action);
  const title = action.id;
  return {
    name,
    title,
    description: action.description,
    inputSchema: action.classification.destructive
      ? { ...input, properties: { ...(input.properties as object), confirm: CONFIRM } }
      : input,
    outputSchema: outputSchemaOf(action),
    annotations: { title, ...toolHints([action.classification]) },
  };
}
