import { notFound } from '../../http/errors.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { MergeRequestRow, ProjectRow } from '../../store/rows.js';
import { resolveScope } from '../collection.js';

/** Helpers for hand-written project actions: resolve `:id` and the addressed item with GitLab's 404s. */

export interface ProjectContext extends RouteContext {
  project: ProjectRow;
}

export function projectAction(
  method: Route['method'],
  pattern: string,
  run: (ctx: ProjectContext) => SandboxResponse | Promise<SandboxResponse>,
): Route {
  return {
    method,
    pattern: `/projects/:id${pattern}`,
    handler: (ctx) => {
      const scope = resolveScope('project', ctx);
      if (scope.kind !== 'project') throw notFound('Project');
      return run({ ...ctx, project: scope.project });
    },
  };
}

export function mergeRequestOf(ctx: ProjectContext): MergeRequestRow {
  const iid = Number(ctx.params.merge_request_iid);
  const row = ctx.state.tables.mergeRequests.find((mr) => mr.project_id === ctx.project.id && mr.iid === iid);
  if (row === undefined) throw notFound('Merge Request');
  return row;
}
