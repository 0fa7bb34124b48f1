import { domainOf, ENVELOPE_SCHEMA } from '@gitlab-mcp/catalog';
import type { ActionSummary, JsonSchema } from '@gitlab-mcp/catalog';
import type { ServedCatalog } from '../served-catalog.js';
import { compactParams } from './compact-schema.js';
import { individualTool } from './individual.js';
import type { SchemaTable } from './schema-table.js';
import type { McpTool, Routed, Surface } from './surface.js';
import { toolHints } from './tool-hints.js';

/** How meta tools describe each action's params (GITLAB_MCP_META_PARAM_SCHEMA). */
export type MetaParamSchema = 'opaque' | 'compact' | 'full';

const verbOf = (id: string) => id.slice(id.indexOf('.') + 1);
export const metaToolName = (domain: string) => `gitlab_${domain}`;

/**
 * Domains published as one tool per action, under its individual name, rather than as a dispatcher: the
 * elicitation wizards, as the reference server does (reference-server.md §2.2).
 */
const STANDALONE_DOMAINS = new Set(['interactive']);

/**
 * One tool per domain, called as {"action": "<verb>", "params": {…}} (reference-server.md §2.2), with `confirm`
 * inside params. The description lists every action with its params in one line each, which is what a model
 * needs to call it right; the full schema of one action is at gitlab://tools/{id}.
 */
export function metaSurface(catalog: ServedCatalog, mode: MetaParamSchema, schemas: SchemaTable): Surface {
  /** The standalone tool of an action, when its domain is published that way. */
  const standaloneTool = (id: string) =>
    STANDALONE_DOMAINS.has(domainOf(id)) ? (catalog.get(id)?.tool ?? null) : null;
  const standaloneAction = (toolName: string) =>
    [...STANDALONE_DOMAINS]
      .flatMap((domain) => catalog.domains().get(domain) ?? [])
      .find((action) => action.tool === toolName);

  return {
    name: 'meta',
    tools: () =>
      [...catalog.domains()].flatMap(([domain, actions]) =>
        STANDALONE_DOMAINS.has(domain)
          ? actions.flatMap((action) =>
              action.tool ? [individualTool(action, action.tool, schemas.of(action.id))] : [],
            )
          : [metaTool(domain, actions, mode, schemas)],
      ),

    route(toolName, args): Routed {
      const alone = standaloneAction(toolName);
      if (alone) {
        return {
          kind: 'action',
          actionId: alone.id,
          params: args,
          confirm: false,
          caller: toolName,
          aliases: false,
        };
      }
      const domain = toolName.startsWith('gitlab_') ? toolName.slice('gitlab_'.length) : '';
      const actions = catalog.domains().get(domain);
      if (!actions) return { kind: 'unknown' };
      const verb = typeof args.action === 'string' ? args.action.trim() : '';
      const action = actions.find((candidate) => verbOf(candidate.id) === verb || candidate.id === verb);
      if (!action) {
        return {
          kind: 'refusal',
          text: `${toolName}: "action" must be one of ${actions.map((candidate) => verbOf(candidate.id)).join(', ')}`,
        };
      }
      const extra = Object.keys(args).filter((key) => key !== 'action' && key !== 'params');
      if (extra.length > 0) {
        return {
          kind: 'refusal',
          text: `${toolName}: send only "action" and "params"; ${extra.join(', ')} goes inside params`,
        };
      }
      const raw = args.params ?? {};
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return {
          kind: 'refusal',
          text: `${toolName}: "params" must be an object of the action's parameters`,
        };
      }
      const { confirm, ...params } = raw as Record<string, unknown>;
      return {
        kind: 'action',
        actionId: action.id,
        params,
        confirm: confirm === true,
        caller: toolName,
        aliases: mode !== 'full',
      };
    },

    describeAction: (id) =>
      standaloneTool(id) ?? `${metaToolName(id.slice(0, id.indexOf('.')))} action '${verbOf(id)}'`,
    callShape: (id) => {
      const tool = standaloneTool(id);
      if (tool) return { tool, arguments: {} };
      const action = catalog.get(id);
      return action
        ? { tool: metaToolName(id.slice(0, id.indexOf('.'))), arguments: { action: verbOf(id), params: {} } }
        : null;
    },
  };
}

function metaTool(
  domain: string,
  actions: readonly ActionSummary[],
  mode: MetaParamSchema,
  schemas: SchemaTable,
): McpTool {
  const name = metaToolName(domain);
  const title = `GitLab ${domain.replaceAll('_', ' ')}`;
  const lines = actions.map((action) => {
    const params = Object.entries(compactParams(schemas.of(action.id).input)).map(([param, type]) =>
      type === 'string' ? param : `${param}:${type}`,
    );
    return `- ${verbOf(action.id)}${action.classification.destructive ? ' (destructive)' : ''}: ${action.description} Params: ${params.join(', ') || 'none'}`;
  });
  return {
    name,
    title,
    description: [
      `${title} actions. Call with {"action": "<action>", "params": {…}}; * marks required params; put "confirm": true in params only after the user approved a destructive action.`,
      ...lines,
    ].join('\n'),
    inputSchema: {
      type: 'object',
      properties: {
        action: { type: 'string', enum: actions.map((action) => verbOf(action.id)) },
        params: paramsSchema(domain, actions, mode, schemas),
      },
      required: ['action'],
      additionalProperties: false,
    },
    outputSchema: ENVELOPE_SCHEMA,
    annotations: { title, ...toolHints(actions.map((action) => action.classification)) },
  };
}

/** opaque: an open object; compact: each action's params with types only; full: each action's whole schema. */
function paramsSchema(
  domain: string,
  actions: readonly ActionSummary[],
  mode: MetaParamSchema,
  schemas: SchemaTable,
): JsonSchema {
  if (mode === 'opaque') {
    return {
      type: 'object',
      additionalProperties: true,
      description: `See gitlab://tools/${domain}.<action> for one action's schema`,
    };
  }
  return {
    type: 'object',
    anyOf: actions.map((action) => {
      const schema = schemas.of(action.id).input;
      return mode === 'full' ? { title: action.id, ...schema } : { title: action.id, ...typesOnly(schema) };
    }),
  };
}

function typesOnly(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, typeOnly(property)]),
    ),
    additionalProperties: true,
  };
}

/** A property's type without its words; arrays keep their items' type, which Copilot and Gemini require. */
function typeOnly(property: JsonSchema): JsonSchema {
  if (Array.isArray(property.anyOf)) return { anyOf: (property.anyOf as JsonSchema[]).map(typeOnly) };
  if (property.enum) return { type: property.type, enum: property.enum };
  if (property.type === 'array')
    return { type: 'array', items: typeOnly((property.items ?? {}) as JsonSchema) };
  return { type: property.type };
}
