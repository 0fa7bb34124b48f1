import { renderResult } from '@gitlab-mcp/result/render';
import { telemetry } from '@gitlab-mcp/result';
import type { RenderedResult } from '@gitlab-mcp/result';
import { executeAction } from './execute/execute-action.js';
import { findActions } from './find-action.js';
import type { Progress } from './protocol-session.js';
import type { Session } from './session.js';

/** One tools/call on the session's surface, in its telemetry span (a no-op call with telemetry off). */
export function callTool(
  session: Session,
  name: string,
  args: Record<string, unknown>,
  progress: Progress,
): Promise<RenderedResult> {
  const facts = { tool: name, surface: session.surface.name, user: session.facts.user };
  return telemetry().toolCall(facts, () => routeCall(session, name, args, progress));
}

/** The finder, a refusal of a malformed call, or an action. */
async function routeCall(
  session: Session,
  name: string,
  args: Record<string, unknown>,
  progress: Progress,
): Promise<RenderedResult> {
  const routed = session.surface.route(name, args);
  if (routed.kind === 'action') return executeAction(routed, session.execute, progress);
  const options = {
    describeAction: session.surface.describeAction,
    codexCompat: session.execute.render.codexCompat(),
    embedResources: false,
  };
  if (routed.kind === 'refusal') {
    session.execute.logger.info('call refused', { tool: name, reason: 'invalid_call' });
    telemetry().callFailed('invalid_call');
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
