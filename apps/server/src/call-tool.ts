import { renderResult } from '@gitlab-mcp/result/render';
import type { RenderedResult } from '@gitlab-mcp/result';
import { executeAction } from './execute/execute-action.js';
import { findActions } from './find-action.js';
import { INVALID_PARAMS, ProtocolError } from './protocol-error.js';
import type { Progress } from './protocol-session.js';
import type { Session } from './session.js';

/** One tools/call on the session's surface: the finder, a refusal of a malformed call, or an action. */
export async function callTool(
  session: Session,
  name: string,
  args: Record<string, unknown>,
  progress: Progress,
  signal: AbortSignal,
): Promise<RenderedResult> {
  const routed = session.surface.route(name, args);
  // The specification's protocol error for a tool that does not exist, not a tool's answer (isError).
  if (routed.kind === 'unknown') throw new ProtocolError(INVALID_PARAMS, `Unknown tool: ${name}`);
  if (routed.kind === 'action') return executeAction(routed, session.execute, progress, signal);
  const options = {
    describeAction: session.surface.describeAction,
    codexCompat: session.execute.render.codexCompat(),
    embedResources: false,
  };
  if (routed.kind === 'refusal') {
    session.execute.logger.info('call refused', { tool: name, reason: 'invalid_call' });
    return renderResult(
      { kind: 'refusal', text: routed.text, contentType: 'mutate', nextSteps: [], notes: [] },
      options,
    );
  }
  const found = await findActions(
    session.finder,
    session.catalog,
    session.surface,
    routed.query,
    routed.limit,
  );
  const rendered = renderResult(found, options);
  return {
    ...rendered,
    structuredContent: { query: routed.query, count: found.items.length, ...rendered.structuredContent },
  };
}
