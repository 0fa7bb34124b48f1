import { applySudo, authenticate, checkAdmin, checkScopes } from '../auth.js';
import type { SandboxState } from '../store/state.js';
import { ApiError, routeNotFound } from './errors.js';
import { checkParams, contractForPath, declaredOnly, undeclaredNames } from './param-contract.js';
import { checkPathParams, failsRouteRequirement } from './path-param-types.js';
import type { SandboxRequest } from './request.js';
import { json, text } from './response.js';
import { htmlErrorPage } from '../faults.js';
import type { SandboxResponse } from './response.js';
import type { GraphqlHandler, Router } from './router.js';
import { oauthTokenInfo } from './oauth-token-info.js';

const TIER_RANK = { free: 0, premium: 1, ultimate: 2 } as const;

/** Answer one parsed request: GraphQL or a REST route, with authentication, scopes, tier and GitLab's errors. */
export async function dispatch(
  state: SandboxState,
  router: Router,
  graphql: GraphqlHandler | undefined,
  req: SandboxRequest,
): Promise<SandboxResponse> {
  try {
    if (req.surface === 'graphql') return await dispatchGraphql(state, graphql, req);
    if (req.surface === 'oauth' && req.method === 'GET') return oauthTokenInfo(state, req);
    // What GitLab's web application answers for a path it has no page for: HTML, never JSON.
    if (req.surface !== 'rest') return text(404, htmlErrorPage(404), 'text/html; charset=utf-8');
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const match = router.match(method, req.sitePath.slice('/api/v4'.length));
    // A route requirement (GitLab's users' `id: /[0-9]*/`) leaves such a path unrouted, before authentication.
    if (match === undefined || failsRouteRequirement(match.route, match.params)) throw routeNotFound();
    const token = authenticate(state, req);
    checkScopes(state, req, token);
    // From here on the request runs as the Sudo user, when one is named: their role, their admin rights.
    const auth = applySudo(state, req, token);
    req.auth = auth;
    if (match.route.admin === true) checkAdmin(auth);
    if (match.route.tier !== undefined && TIER_RANK[state.config.tier] < TIER_RANK[match.route.tier]) {
      throw new ApiError(404, { message: '404 Not Found' });
    }
    // Grape validates path parameters with the others; the sandbox checks them first, as GitLab declares them first.
    const invalidPath = checkPathParams(match.route, match.params);
    if (invalidPath !== undefined) throw invalidPath;
    const declared = match.route.params;
    if (declared !== undefined) {
      const contract = contractForPath(declared, match.params);
      if (contract === undefined) throw routeNotFound();
      // Grape validates after authentication and before the endpoint (so before its 404 for an unknown project).
      const refusal = checkParams(contract, req.params);
      if (refusal !== undefined) throw refusal;
      req.undeclared = undeclaredNames(contract, req.params);
      req.params = declaredOnly(contract, req.params);
    }
    return await match.route.handler({ state, req, params: match.params, auth });
  } catch (error) {
    if (error instanceof ApiError) return json(error.status, error.body, error.headers);
    // An unexpected exception is GitLab's 500; the cause goes to stderr so a failing test can show it.
    process.stderr.write(
      `gitlab-sandbox: ${req.method} ${req.path} failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    return json(500, { message: '500 Internal Server Error' });
  }
}

async function dispatchGraphql(
  state: SandboxState,
  graphql: GraphqlHandler | undefined,
  req: SandboxRequest,
): Promise<SandboxResponse> {
  if (graphql === undefined || (req.method !== 'POST' && req.method !== 'GET')) throw routeNotFound();
  const hasCredentials =
    req.headers['private-token'] !== undefined ||
    req.headers.authorization !== undefined ||
    req.headers['job-token'] !== undefined;
  // GraphQL serves anonymous requests (public data only); a credential that is sent must be valid.
  req.auth = hasCredentials ? authenticate(state, req) : null;
  return graphql(state, req);
}
