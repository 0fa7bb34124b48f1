import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { GroupRow, ProjectRow } from '../../store/rows.js';
import { resolveScope } from '../collection.js';
import type { OwnerRef } from '../collections/group-owner-state.js';

/** What a hand-written route under /projects/:id or /groups/:id receives: the resolved owner, or GitLab's 404. */
export interface OwnerContext extends RouteContext {
  owner: OwnerRef;
  /** The project or group itself, for the routes that answer it. */
  row: ProjectRow | GroupRow;
}

export type OwnerKind = 'project' | 'group';

/** A route under a project or a group, written once for both (shares, uploads, avatars). */
export function ownerAction(
  kind: OwnerKind,
  method: Route['method'],
  pattern: string,
  run: (ctx: OwnerContext) => SandboxResponse | Promise<SandboxResponse>,
  options: Pick<Route, 'admin' | 'tier'> = {},
): Route {
  return {
    method,
    pattern: `/${kind === 'project' ? 'projects' : 'groups'}/:id${pattern}`,
    ...options,
    handler: (ctx) => {
      const scope = resolveScope(kind, ctx);
      const row = scope.kind === 'project' ? scope.project : scope.kind === 'group' ? scope.group : undefined;
      if (row === undefined) throw new Error('unreachable: resolveScope answers the kind it was asked for');
      const owner: OwnerRef = { type: scope.kind === 'project' ? 'Project' : 'Namespace', id: row.id };
      return run({ ...ctx, owner, row });
    },
  };
}
