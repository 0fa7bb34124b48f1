import { actionRefusal, permissionWords } from '@gitlab-mcp/catalog';
import { runAction } from '@gitlab-mcp/catalog/run';
import type { ActionSummary } from '@gitlab-mcp/catalog';
import type { ActionRuntime } from '@gitlab-mcp/catalog/run';
import { graphqlForCall } from '@gitlab-mcp/graphql';
import { restForCall } from '@gitlab-mcp/rest';
import { notAvailableRefusal, notGrantedRefusal } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { renderResult } from '@gitlab-mcp/result/render';
import type { RenderedResult, Result } from '@gitlab-mcp/result';
import type { CallContext, ClientFacts } from '../call-context.js';
import type { Finder } from '../finder/finder.js';
import type { ServedCatalog } from '../served-catalog.js';
import type { Routed, Surface } from '../surfaces/surface.js';
import { errorToResult } from './error-to-result.js';
import { refusals } from './refusals.js';
import { resolveIdentifiers } from './resolve-identifiers.js';
import type { IdentifierLookup } from './resolve-identifiers.js';
import { safeModePreview } from './safe-mode.js';
import { validateParams } from './validate-params.js';
import { withoutSecret } from './without-secret.js';

/**
 * What every call of a tenant shares; built once per tenant, so calls share nothing mutable. What belongs to one
 * request (its client, its cancellation, who confirms) comes with the call as its CallContext.
 */
export interface ExecuteContext {
  catalog: ServedCatalog;
  /** The tenant's clients and facts; the call adds its own asker and approval (ActionRuntime.ask, approve). */
  runtime: Omit<ActionRuntime, 'ask' | 'approve'>;
  surface: Surface;
  finder: Finder<ActionSummary>;
  modes: { safeMode: boolean; yoloMode: boolean };
  /** Named in OF-70's refusal of an action no fine-grained token reaches. */
  gitlabVersion: string;
  /**
   * Usernames, paths and web addresses turned into the IDs an action takes, remembered for the tenant; each call
   * reads GitLab for them through its own cancellable client.
   */
  identifiers: Omit<IdentifierLookup, 'get'>;
  render: { codexCompat: (client: ClientFacts) => boolean; embedResources: boolean };
  /** The tenant's own token: removed from every answer by exact match, whatever its shape. */
  token: string;
  /** Who the tenant acts as (GitLab username), named in every call's log line. */
  user: string;
}

type ActionCall = Extract<Routed, { kind: 'action' }>;

/**
 * The one path every action call takes, on every surface: find it, check its params, ask before destroying,
 * run it, and render the answer. Refusals happen before anything is sent to GitLab.
 */
export async function executeAction(
  call: ActionCall,
  context: ExecuteContext,
  /** The request's own: every GitLab request of the action carries its signal. */
  request: CallContext,
): Promise<RenderedResult> {
  const { catalog, surface } = context;
  const { logger, signal, trace } = request;
  // A next step may only name an action this session serves (OF-21): read-only mode, a read_api or
  // fine-grained token and exclusions all narrow what a suggestion can point to.
  const render = (result: Result) =>
    withoutSecret(
      renderResult(
        { ...result, nextSteps: result.nextSteps.filter((step) => !step.action || catalog.get(step.action)) },
        {
          describeAction: surface.describeAction,
          codexCompat: context.render.codexCompat(request.client),
          embedResources: context.render.embedResources,
        },
      ),
      context.token,
    );
  const user = context.user;
  const refuse = (text: string, reason: string) => {
    logger.info('call refused', { action: call.actionId, user, reason });
    trace.callFailed(reason);
    return render({ kind: 'refusal', text, contentType: 'mutate', nextSteps: [], notes: [] });
  };

  const loaded = await catalog.spec(call.actionId).then(
    (action) => ({ action }),
    (error: unknown) => ({ error }),
  );
  if ('error' in loaded) {
    logger.error('catalog module not loaded', { action: call.actionId, error: loaded.error });
    trace.callFailed('internal');
    return render({
      kind: 'error',
      operation: call.actionId,
      status: null,
      detail: `internal error: the catalog module of ${call.actionId} could not be loaded`,
      requestId: null,
      suggestion: 'Nothing was sent to GitLab. Restart the server; if it persists, reinstall it.',
      contentType: 'mutate',
      nextSteps: [],
      notes: [],
    });
  }
  const { action } = loaded;
  if (!action) {
    const reason = catalog.whyWithheld(call.actionId);
    // OF-70: a fine-grained refusal comes before any GitLab request, confirmation or safe-mode preview.
    const wording = { dynamic: surface.name === 'dynamic' };
    if (reason === 'not_granted') {
      const permission = catalog.grantOf(call.actionId)!;
      return refuse(notGrantedRefusal(call.actionId, [permissionWords(permission)], wording), 'fine_grained');
    }
    if (reason === 'not_fine_grained') {
      return refuse(notAvailableRefusal(call.actionId, context.gitlabVersion, wording), 'fine_grained');
    }
    if (reason) return refuse(refusals.withheld(call.caller, call.actionId, reason), reason);
    // The ID's separators are not part of its words: the finder reads `a_b` as one name, not as `a b`.
    const words = call.actionId.replace(/[._]/g, ' ');
    const near = context.finder.search(words, 5).map((hit) => hit.action.id);
    return refuse(refusals.unknown(call.caller, call.actionId, near), 'unknown_action');
  }

  const rest = restForCall(context.runtime.rest, { signal, trace });
  const lookup: IdentifierLookup = {
    ...context.identifiers,
    get: async (path, query) => (await rest.request('GET', path, { query })).data,
  };
  let resolution: Awaited<ReturnType<typeof resolveIdentifiers>>;
  try {
    resolution = await resolveIdentifiers(
      action,
      call.params,
      lookup,
      (params) => validateParams(action, params, call.caller, call.aliases, catalog.pathParams()).ok,
    );
  } catch (error) {
    logger.warn('identifier lookup failed', { action: action.id, error });
    return render(errorToResult(error, action, call.params));
  }
  if (!resolution.ok)
    return refuse(`${call.caller}/${action.id}: ${resolution.text}.`, 'unresolved_identifier');
  // Each resolution is told with the answer, so the IDs used can be checked and reused.
  const told = (result: Result): Result => ({ ...result, notes: [...resolution.notes, ...result.notes] });

  const validation = validateParams(
    action,
    resolution.params,
    call.caller,
    call.aliases,
    catalog.pathParams(),
  );
  if (!validation.ok) return refuse(validation.text, 'invalid_params');
  const args = validation.args;
  // The templates this call's REST requests fill: telemetry names their route, never the filled path.
  const gitlab = action.gitlab;
  trace.callAction(action.id, 'rest' in gitlab ? [gitlab.route?.(args) ?? gitlab.rest] : []);

  if (context.modes.safeMode && !action.classification.readOnly)
    return render(safeModePreview(action, call.params));

  const hint = confirmHint(surface.name);
  const approved = call.confirm || context.modes.yoloMode;
  if (action.classification.destructive && !approved) {
    const question = `Confirm ${action.id}? This action may be irreversible. Params: ${JSON.stringify(args)}`;
    const answer = await request.confirm(question);
    if (answer === null) return refuse(refusals.destructive(call.caller, action.id, hint), 'unconfirmed');
    if (!answer) return refuse(refusals.declined(call.caller, action.id, hint), 'declined');
  }
  // A step that destroys something of the user's outside GitLab (a download replacing a local file) is approved
  // the same way, when the action reaches it.
  const approve = async (question: string) => {
    if (approved) return;
    const answer = await request.confirm(question);
    if (answer === null) throw actionRefusal(refusals.overwrite(call.caller, question, hint));
    if (!answer) throw actionRefusal(refusals.declined(call.caller, action.id, hint));
  };

  const started = Date.now();
  const runtime = {
    ...context.runtime,
    rest,
    graphql: graphqlForCall(context.runtime.graphql, { signal, trace }),
    ask: request.elicit,
    approve,
  };
  try {
    const result = await runAction(action, args, runtime, request.progress, resolution.labels);
    // Cancelled after GitLab had answered every request sent: a write of the action went through.
    if (signal.aborted)
      logger.warn('call cancelled', {
        action: action.id,
        user,
        ms: Date.now() - started,
        write_sent: !action.classification.readOnly,
      });
    else logger.info('call', { action: action.id, user, ms: Date.now() - started });
    if (result.kind === 'refusal') trace.callFailed('refusal');
    return render(told(result));
  } catch (error) {
    // A question of the action's (a wizard's, an approval) ends this round of a multi-round-trip call.
    if (hasErrorCode(error, 'input_needed')) throw error;
    const result = errorToResult(error, action, args);
    trace.callFailed(failureKind(error, result));
    if (hasErrorCode(error, 'call_cancelled')) {
      const { method, path, sent } = error.details;
      logger.warn('call cancelled', {
        action: action.id,
        user,
        ms: Date.now() - started,
        request: `${method} ${path}`,
        // The request in flight was a write GitLab may have carried out: the client is gone, the log says so.
        write_sent: sent && !action.classification.readOnly,
      });
      return render(result);
    }
    // OF-62: a not-found answer is information, not a failure of the server.
    logger.log(result.kind === 'not_found' ? 'info' : 'warn', 'call failed', {
      action: action.id,
      user,
      ms: Date.now() - started,
      error,
    });
    return render(told(result));
  }
}

/** A failed call's error.type: GitLab's status, the transport's failure, or the result's kind (not_found). */
function failureKind(error: unknown, result: Result): string {
  if (hasErrorCode(error, 'gitlab_transport')) return error.details.failure;
  return result.kind === 'error' && result.status !== null ? String(result.status) : result.kind;
}

function confirmHint(surface: Surface['name']): string {
  if (surface === 'dynamic') return 'confirm=true beside action and params';
  if (surface === 'meta') return '"confirm": true inside params';
  return 'confirm=true';
}
