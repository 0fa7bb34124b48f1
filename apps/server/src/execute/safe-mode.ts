import type { ActionSpec } from '@gitlab-mcp/catalog';
import type { ObjectResult } from '@gitlab-mcp/result';

/**
 * GITLAB_MCP_SAFE_MODE: a call that would change GitLab is answered with what it would have sent, and nothing is
 * sent. Not an error: the call was understood and deliberately held. No fine-grained notes (OF-71).
 */
export function safeModePreview(action: ActionSpec, params: Record<string, unknown>): ObjectResult {
  return {
    kind: 'object',
    objectKind: 'safe_mode_preview',
    data: {
      status: 'blocked',
      message: `${action.id} was not sent to GitLab: safe mode is on.`,
      mode: 'safe',
      tool: action.id,
      params,
      hint: 'Set GITLAB_MCP_SAFE_MODE=false to execute this operation',
    },
    contentType: 'mutate',
    resourceUri: null,
    image: null,
    nextSteps: [],
    notes: [],
  };
}
