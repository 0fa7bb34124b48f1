import { AsyncLocalStorage } from 'node:async_hooks';
import type { Confirmer } from '../execute/execute-action.js';

/**
 * What belongs to one HTTP request rather than to the pooled session of its credential: who to ask for a
 * confirmation and which client is calling. A pooled session is shared by every request with the same token, so
 * it reads these from the request it is serving.
 */
export interface RequestScope {
  confirm: Confirmer;
  clientName: () => string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function inRequestScope<T>(request: RequestScope, run: () => Promise<T>): Promise<T> {
  return scope.run(request, run);
}

/** A confirmer for pooled sessions: the calling request's, or none (a destructive call then needs `confirm`). */
export const scopedConfirm: Confirmer = async (message) => (scope.getStore()?.confirm ?? noConfirm)(message);

export const scopedIsCodex = (): boolean => /codex/i.test(scope.getStore()?.clientName() ?? '');

const noConfirm: Confirmer = async () => null;
