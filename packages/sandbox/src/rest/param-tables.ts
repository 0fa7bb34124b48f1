import { contractForPath } from '../http/param-contract.js';
import type { ParamContract } from '../http/param-contract.js';
import { Router } from '../http/router.js';
import { restRoutes } from './routes.js';

let router: Router | undefined;

/**
 * GitLab's parameter table for one REST request, as the sandbox routes it (a path after /api/v4, path parameters
 * filled): what a client may check its own parameters against without sending anything. Undefined when the sandbox
 * serves no such request, or GitLab declares no endpoint for the path's value (an integration it does not have).
 */
export function paramTableFor(
  method: string,
  path: string,
): { route: string; table: ParamContract } | undefined {
  router ??= new Router(restRoutes());
  const match = router.match(method, path);
  if (match?.route.params === undefined) return undefined;
  const table = contractForPath(match.route.params, match.params);
  return table === undefined ? undefined : { route: `${match.route.method} ${match.route.pattern}`, table };
}
