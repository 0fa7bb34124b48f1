import { fineGrainedPermission, permissionWords } from '@gitlab-mcp/catalog';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import type { Tenant } from './tenant.js';
import { compactParams, inputSchemaOf, outputSchemaFor } from './surfaces/compact-schema.js';

import { TOOL_URI_TEMPLATE, TOOLS_URI } from './resources/tool-uris.js';

/**
 * `gitlab://tools`: what this tenant serves and how each action is called on its surface (OF-21), so a client
 * or a model can go from a canonical ID in a next step to a call without reading tools/list.
 */
export async function toolManifest(tenant: Tenant): Promise<Record<string, unknown>> {
  const { surface, catalog } = tenant;
  const actions = await catalog.specs();
  return {
    surface: surface.name,
    uri_template: TOOL_URI_TEMPLATE,
    entry_count: actions.length,
    visible_tools: surface.tools().map((tool) => ({
      name: tool.name,
      title: tool.title,
      read_only: tool.annotations.readOnlyHint,
      destructive: tool.annotations.destructiveHint,
    })),
    entries: actions.map((action) => ({
      id: action.id,
      description: action.description,
      read_only: action.classification.readOnly,
      destructive: action.classification.destructive,
      params: compactParams(inputSchemaOf(action)),
      call: surface.callShape(action.id),
      detail_uri: `${TOOLS_URI}/${action.id}`,
    })),
  };
}

/** `gitlab://tools/{id}`: one action in full, on this tenant's surface; null when the tenant does not serve it. */
export async function toolDetail(tenant: Tenant, id: string): Promise<Record<string, unknown> | null> {
  const action = await tenant.catalog.spec(id);
  return action ? describeAction(tenant, action) : null;
}

function describeAction(tenant: Tenant, action: ActionSpec): Record<string, unknown> {
  const permission = fineGrainedPermission(action);
  return {
    id: action.id,
    description: action.description,
    classification: action.classification,
    tier: action.tier,
    call: { ...tenant.surface.callShape(action.id), how: CALL_HOW[tenant.surface.name] },
    input_schema: inputSchemaOf(action),
    output_schema: outputSchemaFor(action),
    resource_template: action.resource,
    fine_grained:
      permission === null ? 'not available' : permission ? permissionWords(permission) : 'none needed',
    next_steps: action.nextSteps.map((step) => step.action ?? step.text),
  };
}

const CALL_HOW: Record<Tenant['surface']['name'], string> = {
  dynamic:
    'gitlab_execute_action with {"action": id, "params": {...}}; confirm=true beside them for destructive actions',
  meta: 'the domain tool with {"action": <action>, "params": {...}}; "confirm": true inside params for destructive actions',
  individual: "the action's own tool with its params as arguments; confirm=true for destructive actions",
};
