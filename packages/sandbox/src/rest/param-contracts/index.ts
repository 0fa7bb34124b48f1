import type { ParamContract } from '../../http/param-contract.js';
import type { Route } from '../../http/router.js';
import { ciContracts } from './ci.js';
import { collaborationContracts } from './collaboration.js';
import { deliveryContracts } from './delivery.js';
import { instanceContracts } from './instance.js';
import { issueContracts } from './issues.js';
import { mergeRequestContracts } from './merge-requests.js';
import { noteContracts } from './notes.js';
import { planningContracts } from './planning.js';
import { repositoryContracts } from './repository.js';
import { repositoryWriteContracts } from './repository-writes.js';

/*
 * The parameters GitLab declares per endpoint, keyed by the sandbox's route (`METHOD pattern`), transcribed from the
 * attribute tables of GitLab's REST documentation (each table names its page and section). The repository holds no
 * machine-readable GitLab request contract (reference/gitlab-contract/README.md: the OpenAPI file could not be
 * obtained), so these tables are the data; endpoints without one keep their handlers' own checks (docs/sandbox.md).
 */
export const paramContracts: Readonly<Record<string, ParamContract>> = {
  ...issueContracts,
  ...mergeRequestContracts,
  ...repositoryContracts,
  ...planningContracts,
  ...ciContracts,
  ...noteContracts,
  ...instanceContracts,
  ...repositoryWriteContracts,
  ...collaborationContracts,
  ...deliveryContracts,
};

export function routeKey(route: Pick<Route, 'method' | 'pattern'>): string {
  return `${route.method} ${route.pattern}`;
}

/** The routes with GitLab's declared parameters attached, where the contract tables have them. */
export function withParamContracts(routes: readonly Route[]): Route[] {
  return routes.map((route) => {
    const params = paramContracts[routeKey(route)];
    return params === undefined ? route : { ...route, params };
  });
}
