import { ownReadContext, tracedRequest } from '../call-context.js';
import type { CallContext } from '../call-context.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { createCompleter } from '../completions/completer.js';
import type { Completion, CompletionQuery } from '../completions/completer.js';
import { executeAction } from '../execute/execute-action.js';
import type { Tenant } from '../tenant.js';
import { buildPrompt } from './build-prompt.js';
import { PROMPTS } from './prompt-table.js';
import type { ActionRunner } from './prompt-spec.js';

/** What the protocol layer asks of a tenant for prompts/get and completion/complete. */
export interface PromptHost {
  /** `context`: the request's own; once its signal aborts, the prompt's reads send GitLab nothing more. */
  get(name: string, args: Record<string, string> | undefined, context: CallContext): Promise<GetPromptResult>;
  complete(query: CompletionQuery): Promise<Completion>;
}

/**
 * The prompts and completions of one tenant (one credential, so the completion cache is never shared between
 * tokens). Both read GitLab only through executeAction, the path of every tools/call: tiers, read-only narrowing
 * and fine-grained refusals hold for them too.
 */
export function tenantPrompts(tenant: Tenant): PromptHost {
  const runUnder =
    (context: CallContext): ActionRunner =>
    (actionId, params, caller) =>
      executeAction(
        { kind: 'action', actionId, params, confirm: false, caller, aliases: false },
        tenant.execute,
        context,
      );
  const me = tenant.facts.user.username;
  const request = (name: string) =>
    ({
      method: 'prompts/get',
      // A name the client made up is not recorded: the span's name stays one of a known few.
      target: PROMPTS.some((prompt) => prompt.name === name) ? name : 'unknown',
      surface: tenant.surface.name,
      user: tenant.facts.user,
    }) as const;
  return {
    get: (name, args, context) =>
      tracedRequest(request(name), context, (traced) =>
        buildPrompt(name, args, { run: runUnder(traced), me }),
      ),
    // Completions are cached for the session, so one read may serve later requests: no one request owns it.
    complete: createCompleter(runUnder(ownReadContext(tenant.logger))),
  };
}
