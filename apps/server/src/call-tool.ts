import { renderResult } from '@gitlab-mcp/result/render';
import type { RenderedResult } from '@gitlab-mcp/result';
import { tracedRequest } from './call-context.js';
import type { CallContext } from './call-context.js';
import { executeAction } from './execute/execute-action.js';
import { abortWith, showDuration } from '@gitlab-mcp/result';
import { findActions } from './find-action.js';
import { INVALID_PARAMS, ProtocolError } from './protocol-error.js';
import type { Tenant } from './tenant.js';

/** One tools/call on the tenant's surface, in its telemetry span (a no-op call with telemetry off). */
export function callTool(
  tenant: Tenant,
  name: string,
  args: Record<string, unknown>,
  context: CallContext,
): Promise<RenderedResult> {
  const facts = {
    method: 'tools/call',
    target: name,
    surface: tenant.surface.name,
    user: tenant.facts.user,
  } as const;
  return tracedRequest(facts, context, (traced) => routeCall(tenant, name, args, traced));
}

/** The finder, a refusal of a malformed call, or an action. */
async function routeCall(
  tenant: Tenant,
  name: string,
  args: Record<string, unknown>,
  context: CallContext,
): Promise<RenderedResult> {
  const routed = tenant.surface.route(name, args);
  // The specification's protocol error for a tool that does not exist, not a tool's answer (isError).
  if (routed.kind === 'unknown') throw new ProtocolError(INVALID_PARAMS, `Unknown tool: ${name}`);
  if (routed.kind === 'action')
    return withinDeadline(
      (signal) => executeAction(routed, tenant.execute, { ...context, signal }),
      context,
      routed.actionId,
      tenant,
    );
  const options = {
    describeAction: tenant.surface.describeAction,
    codexCompat: tenant.execute.render.codexCompat(context.client),
    embedResources: false,
  };
  if (routed.kind === 'refusal') {
    context.logger.info('call refused', { tool: name, reason: 'invalid_call' });
    context.trace.callFailed('invalid_call');
    return renderResult(
      { kind: 'refusal', text: routed.text, contentType: 'mutate', nextSteps: [], notes: [] },
      options,
    );
  }
  const found = await findActions(tenant.finder, tenant.catalog, tenant.surface, routed.query, routed.limit);
  const rendered = renderResult(found, options);
  return {
    ...rendered,
    structuredContent: { query: routed.query, count: found.items.length, ...rendered.structuredContent },
  };
}

/** Node fires a longer timer at once (a 32-bit delay): a longer timeout waits this long, about 24 days. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * GITLAB_MCP_ACTION_TIMEOUT (the reference's 65m by default): a call still running after this long is answered as
 * timed out, so a client is never left waiting, and its signal aborts: no request is sent or retried after it. Each
 * GitLab request keeps its own deadline (GITLAB_MCP_REQUEST_TIMEOUT). A timer cleared when the call ends, not
 * AbortSignal.timeout, which would keep every call's timer for the whole timeout.
 */
function withinDeadline(
  run: (signal: AbortSignal) => Promise<RenderedResult>,
  context: CallContext,
  actionId: string,
  tenant: Tenant,
): Promise<RenderedResult> {
  const { actionTimeoutMs, execute, surface } = tenant;
  const cancelled = context.signal;
  if (actionTimeoutMs === 0) return run(cancelled);
  // Past the deadline the call's signal aborts too, as a client's cancellation would: nothing more is sent to GitLab.
  const deadline = new AbortController();
  const unfollow = abortWith(deadline, cancelled);
  const call = run(deadline.signal);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<RenderedResult>((resolve) => {
    timer = setTimeout(
      () => {
        context.logger.warn('action timed out', { action: actionId, timeout: showDuration(actionTimeoutMs) });
        const text =
          `${actionId} was still running after ${showDuration(actionTimeoutMs)} (GITLAB_MCP_ACTION_TIMEOUT) and was ` +
          'given up: check in GitLab whether it took effect before running it again.';
        const options = {
          describeAction: surface.describeAction,
          codexCompat: execute.render.codexCompat(context.client),
          embedResources: false,
        };
        resolve(
          renderResult({ kind: 'refusal', text, contentType: 'mutate', nextSteps: [], notes: [] }, options),
        );
        deadline.abort();
      },
      Math.min(actionTimeoutMs, LONGEST_TIMER_MS),
    );
    timer.unref();
  });
  return Promise.race([call, timedOut]).finally(() => {
    clearTimeout(timer);
    unfollow();
  });
}
