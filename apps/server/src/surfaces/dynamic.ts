import { ENVELOPE_SCHEMA } from '@gitlab-mcp/catalog';
import type { ServedCatalog } from '../served-catalog.js';
import type { McpTool, Routed, Surface } from './surface.js';
import { toolHints } from './tool-hints.js';

export const FIND_TOOL = 'gitlab_find_action';
export const EXECUTE_TOOL = 'gitlab_execute_action';
export const MAX_QUERY_LENGTH = 256;
export const DEFAULT_FIND_LIMIT = 20;
export const MAX_FIND_LIMIT = 50;

const FIND_OUTPUT = {
  type: 'object',
  properties: {
    query: { type: 'string' },
    count: { type: 'integer' },
    results: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
  required: ['query', 'count', 'results'],
  additionalProperties: true,
};

/**
 * The default surface: two tools whatever the catalog's size. `gitlab_find_action` searches the catalog locally;
 * `gitlab_execute_action` runs any served action by canonical ID with the reference server's call shape
 * (`action`, `params`, top-level `confirm`), so prompts written for it keep working.
 */
export function dynamicSurface(catalog: ServedCatalog): Surface {
  return {
    name: 'dynamic',
    tools: (): McpTool[] => [
      {
        name: FIND_TOOL,
        title: 'GitLab Find Action',
        description:
          'Find the GitLab action for a task, e.g. "list merge requests" or "delete branch". Returns action IDs with ' +
          'their parameters; then call gitlab_execute_action with one of them.',
        inputSchema: {
          type: 'object',
          properties: {
            query: {
              type: 'string',
              maxLength: MAX_QUERY_LENGTH,
              description: 'What you want to do, in a few words',
            },
            limit: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_FIND_LIMIT,
              default: DEFAULT_FIND_LIMIT,
              description: 'Most actions to return',
            },
          },
          required: ['query'],
          additionalProperties: false,
        },
        outputSchema: FIND_OUTPUT,
        annotations: {
          title: 'GitLab Find Action',
          ...toolHints([{ readOnly: true, destructive: false, idempotent: true }]),
        },
      },
      {
        name: EXECUTE_TOOL,
        title: 'GitLab Execute Action',
        description:
          'Run a GitLab action by its ID (domain.action, e.g. branch.list) with its params. Use gitlab_find_action ' +
          "to find IDs and params. Destructive actions need the user's approval: then send confirm=true.",
        inputSchema: {
          type: 'object',
          properties: {
            action: { type: 'string', description: 'Canonical action ID, e.g. merge_request.get' },
            params: { type: 'object', additionalProperties: true, description: "The action's parameters" },
            confirm: {
              type: 'boolean',
              description: 'true only after the user approved a destructive action',
            },
          },
          required: ['action'],
          additionalProperties: false,
        },
        outputSchema: ENVELOPE_SCHEMA,
        // OF-58: destructive unless every action the tenant reaches only reads.
        annotations: {
          title: 'GitLab Execute Action',
          ...toolHints(catalog.actions.map((action) => action.classification)),
        },
      },
    ],

    route(toolName, args): Routed {
      if (toolName === FIND_TOOL) return routeFind(args);
      if (toolName !== EXECUTE_TOOL) return { kind: 'unknown' };
      const extra = Object.keys(args).filter((key) => !['action', 'params', 'confirm'].includes(key));
      if (extra.length > 0) {
        return refuse(`unknown top-level argument ${extra.join(', ')}; send only action, params and confirm`);
      }
      if (typeof args.action !== 'string' || args.action.trim() === '') {
        return refuse('"action" is required: a canonical action ID such as "branch.list"');
      }
      const params = args.params ?? {};
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        return refuse('"params" must be an object of the action\'s parameters');
      }
      if ('confirm' in params) {
        return refuse('"confirm" goes beside "action" and "params", not inside "params"');
      }
      if (args.confirm !== undefined && typeof args.confirm !== 'boolean')
        return refuse('"confirm" must be true or false');
      return {
        kind: 'action',
        actionId: args.action.trim(),
        params: params as Record<string, unknown>,
        confirm: args.confirm === true,
        caller: EXECUTE_TOOL,
        aliases: true,
      };
    },

    describeAction: (id) => `action '${id}'`,
    callShape: (id) => ({ tool: EXECUTE_TOOL, arguments: { action: id, params: {} } }),
  };
}

function routeFind(args: Record<string, unknown>): Routed {
  const { query, limit = DEFAULT_FIND_LIMIT } = args;
  if (typeof query !== 'string' || query.trim() === '') {
    return { kind: 'refusal', text: `${FIND_TOOL}: "query" is required: describe the task in a few words` };
  }
  if (query.length > MAX_QUERY_LENGTH) {
    return {
      kind: 'refusal',
      text: `${FIND_TOOL}: "query" is ${query.length} characters; at most ${MAX_QUERY_LENGTH}`,
    };
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_FIND_LIMIT) {
    return {
      kind: 'refusal',
      text: `${FIND_TOOL}: "limit" must be a whole number from 1 to ${MAX_FIND_LIMIT}`,
    };
  }
  return { kind: 'find', query: query.trim(), limit };
}

function refuse(reason: string): Routed {
  return { kind: 'refusal', text: `${EXECUTE_TOOL}: ${reason}` };
}
