import type { SandboxState } from '../store/index.js';
import { executeGraphql } from './handler.js';
import type { GraphqlResult } from './handler.js';

/** Options of {@link askGraphql}: the token secret to authenticate with (anonymous when omitted), variables, method. */
export interface AskOptions {
  token?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  method?: 'GET' | 'POST';
}

/**
 * Runs a document against a state as an authenticated POST would (for the GraphQL half's own tests, without HTTP):
 * the token secret is looked up the way the router's authentication does.
 */
export function askGraphql(
  state: SandboxState,
  query: string,
  options: AskOptions = {},
): Promise<GraphqlResult> {
  const token =
    options.token === undefined ? undefined : state.tables.tokens.find((row) => row.token === options.token);
  const user = token && state.tables.users.find((row) => row.id === token.user_id);
  if (options.token !== undefined && (!token || !user)) throw new Error(`unknown token ${options.token}`);
  const operation = { query, variables: options.variables, operationName: options.operationName };
  return executeGraphql(state, {
    method: options.method ?? 'POST',
    query:
      options.method === 'GET'
        ? { query, ...(options.variables ? { variables: JSON.stringify(options.variables) } : {}) }
        : {},
    body: options.method === 'GET' ? undefined : operation,
    auth: token && user ? { token, user } : null,
  });
}
