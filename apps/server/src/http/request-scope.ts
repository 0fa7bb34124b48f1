import { AsyncLocalStorage } from 'node:async_hooks';
import { NO_ELICITOR } from '../ask-user.js';
import type { Elicitor } from '../ask-user.js';
import type { Confirmer } from '../execute/execute-action.js';

/**
 * What belongs to one HTTP request rather than to the pooled session of its credential: who to ask for a
 * confirmation and which client is calling. A pooled session is shared by every request with the same token, so
 * it reads these from the request it is serving.
 */
export interface RequestScope {
  confirm: Confirmer;
  /** Only a stateful session's client can be asked: a stateless request has no stream for the answer. */
  elicit: Elicitor;
  clientName: () => string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function inRequestScope<T>(request: RequestScope, run: () => Promise<T>): Promise<T> {
  return scope.run(request, run);
}

/** A confirmer for pooled sessions: the calling request's, or none (a destructive call then needs `confirm`). */
export const scopedConfirm: Confirmer = async (message) => (scope.getStore()?.confirm ?? noConfirm)(message);

/** An elicitor for pooled sessions: the calling request's client, or none. */
export const scopedElicit: Elicitor = () => (scope.getStore()?.elicit ?? NO_ELICITOR)();

export const scopedIsCodex = (): boolean => /codex/i.test(scope.getStore()?.clientName() ?? '');

const noConfirm: Confirmer = async () => null;
