import { badRequest, conflict, forbidden, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { allNamespaces, findProject, findUser } from '../../store/lookup.js';
import type { NamespaceInfo } from '../../store/lookup.js';
import type { ProjectRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { CollectionContext } from '../collection.js';
import { writeParams } from '../collection.js';
import { bool, str } from '../params.js';
import { forkedFromId, markedForDeletionOn, projectTable } from '../collections/project-relations.js';
import { projectJson, projects } from '../collections/projects.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * A project's life (https://docs.gitlab.com/api/projects/): creation for another user, deletion with its
 * restorable mark, archiving, transfer, forks and stars.
 */

/** 304 Not Modified: GitLab's answer to starring a starred project or unstarring an unstarred one. */
const NOT_MODIFIED: SandboxResponse = { status: 304, headers: {}, body: undefined };

const answer = (ctx: ProjectContext, status = 201) => json(status, projectJson(ctx.state, ctx.project));

/** A namespace named by ID or full path (transfer, fork, import). */
export function namespaceNamed(state: SandboxState, value: unknown): NamespaceInfo | undefined {
  const key = str(value);
  if (key === undefined) return undefined;
  return allNamespaces(state).find(
    (namespace) => String(namespace.id) === key || namespace.full_path === key,
  );
}

function fullNameOf(state: SandboxState, namespace: NamespaceInfo): string {
  const group = state.tables.groups.find((row) => namespace.kind === 'group' && row.id === namespace.id);
  return group?.full_name ?? namespace.name;
}

/** Puts a project in a namespace: its namespace fields and full path follow. */
function placeIn(state: SandboxState, project: ProjectRow, namespace: NamespaceInfo): void {
  project.namespace_id = namespace.id;
  project.namespace_kind = namespace.kind;
  project.path_with_namespace = `${namespace.full_path}/${project.path}`;
  project.name_with_namespace = `${fullNameOf(state, namespace)} / ${project.name}`;
}

/** Creates a project through the projects collection's own checks and defaults. */
export function createProject(ctx: RouteContext, params: Record<string, unknown>): ProjectRow {
  const spec = projects.create!;
  const context: CollectionContext = { ...ctx, scope: { kind: 'root' } };
  const missing = spec.required.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
  const refusal = spec.check?.(params, context);
  if (refusal !== undefined) throw refusal;
  const row = spec.build(params, context);
  ctx.state.tables.projects.push(row);
  return row;
}

function mustOwn(ctx: ProjectContext): void {
  const own =
    ctx.project.namespace_kind === 'user' && ctx.project.namespace_id === ctx.auth.user.namespace_id;
  if (!ctx.auth.user.is_admin && !own) throw forbidden();
}

function setArchived(archived: boolean) {
  return projectAction('POST', `/${archived ? 'archive' : 'unarchive'}`, (ctx) => {
    ctx.project.archived = archived;
    return answer(ctx);
  });
}

function isStarred(ctx: ProjectContext): boolean {
  return projectTable(ctx.state, 'project_stars').some(
    (row) => row.project_id === ctx.project.id && row.user_id === ctx.auth.user.id,
  );
}

export const projectLifecycleRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/projects/user/:user_id',
    admin: true,
    handler: (ctx) => {
      const user = findUser(ctx.state, ctx.params.user_id ?? '');
      if (user === undefined) throw notFound('User');
      const row = createProject(ctx, { ...writeParams(ctx), namespace_id: user.namespace_id });
      row.creator_id = user.id;
      return json(201, projectJson(ctx.state, row));
    },
  },
  // Since GitLab 18.0 deleting a project marks it for deletion; it can be restored until the retention period
  // ends, or removed at once by deleting it again with permanently_remove and its full path.
  projectAction('DELETE', '', (ctx) => {
    mustOwn(ctx);
    const marks = projectTable(ctx.state, 'project_deletion_marks');
    if (markedForDeletionOn(ctx.state, ctx.project.id) === null) {
      marks.push({ project_id: ctx.project.id, marked_on: ctx.state.now().slice(0, 10) });
      return json(202, { message: '202 Accepted' });
    }
    const params = writeParams(ctx);
    if (bool(params.permanently_remove) !== true)
      throw badRequest('Project has been already marked for deletion');
    if (str(params.full_path) !== ctx.project.path_with_namespace)
      throw badRequest('full_path is incorrect. You must enter the complete path for the project.');
    const table = ctx.state.tables.projects;
    table.splice(table.indexOf(ctx.project), 1);
    return json(202, { message: '202 Accepted' });
  }),
  projectAction('POST', '/restore', (ctx) => {
    const marks = projectTable(ctx.state, 'project_deletion_marks');
    const index = marks.findIndex((row) => row.project_id === ctx.project.id);
    if (index < 0) throw badRequest('Project has not been marked for deletion');
    marks.splice(index, 1);
    return answer(ctx);
  }),
  setArchived(true),
  setArchived(false),
  projectAction('PUT', '/transfer', (ctx) => {
    const params = writeParams(ctx);
    if (params.namespace === undefined) throw missingParams(['namespace']);
    const namespace = namespaceNamed(ctx.state, params.namespace);
    if (namespace === undefined) throw notFound('Namespace');
    if (namespace.id === ctx.project.namespace_id)
      throw badRequest('Transfer failed: Project is in the same namespace');
    const taken = ctx.state.tables.projects.some(
      (row) => row.namespace_id === namespace.id && row.path === ctx.project.path,
    );
    if (taken)
      throw badRequest('Transfer failed: Project with the same path in target namespace already exists');
    placeIn(ctx.state, ctx.project, namespace);
    return answer(ctx, 200);
  }),
  projectAction('POST', '/fork', (ctx) => {
    const params = writeParams(ctx);
    const source = ctx.project;
    const target =
      params.namespace_id ?? params.namespace_path ?? params.namespace ?? ctx.auth.user.namespace_id;
    const namespace = namespaceNamed(ctx.state, target);
    if (namespace === undefined) throw notFound('Target Namespace');
    const fork = createProject(ctx, {
      name: str(params.name) ?? source.name,
      path: str(params.path) ?? source.path,
      namespace_id: namespace.id,
      description: str(params.description) ?? source.description,
      visibility: str(params.visibility) ?? source.visibility,
      default_branch: source.default_branch,
      topics: source.topics.join(','),
    });
    projectTable(ctx.state, 'project_forks').push({ project_id: fork.id, forked_from_id: source.id });
    return json(201, projectJson(ctx.state, fork));
  }),
  projectAction('POST', '/fork/:forked_from_id', (ctx) => {
    mustOwn(ctx);
    const source = findProject(ctx.state, ctx.params.forked_from_id ?? '');
    if (source === undefined) throw notFound('Project');
    if (forkedFromId(ctx.state, ctx.project.id) !== undefined) throw conflict('Project already forked');
    if (source.id === ctx.project.id) throw badRequest('Project cannot be forked from itself');
    projectTable(ctx.state, 'project_forks').push({ project_id: ctx.project.id, forked_from_id: source.id });
    return answer(ctx);
  }),
  projectAction('DELETE', '/fork', (ctx) => {
    mustOwn(ctx);
    const forks = projectTable(ctx.state, 'project_forks');
    const index = forks.findIndex((row) => row.project_id === ctx.project.id);
    // GitLab answers 304 Not Modified when the project is not a fork.
    if (index < 0) return NOT_MODIFIED;
    forks.splice(index, 1);
    return noContent();
  }),
  projectAction('POST', '/star', (ctx) => {
    if (isStarred(ctx)) return NOT_MODIFIED;
    projectTable(ctx.state, 'project_stars').push({
      project_id: ctx.project.id,
      user_id: ctx.auth.user.id,
      starred_since: ctx.state.now(),
    });
    ctx.project.star_count += 1;
    return answer(ctx);
  }),
  projectAction('POST', '/unstar', (ctx) => {
    if (!isStarred(ctx)) return NOT_MODIFIED;
    const stars = projectTable(ctx.state, 'project_stars');
    stars.splice(
      stars.findIndex((row) => row.project_id === ctx.project.id && row.user_id === ctx.auth.user.id),
      1,
    );
    ctx.project.star_count = Math.max(0, ctx.project.star_count - 1);
    return answer(ctx);
  }),
];
