import { ApiError, missingParams } from '../../http/errors.js';
import { json } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findProject } from '../../store/lookup.js';
import type { PlainRow, ProjectRow } from '../../store/rows.js';
import { writeParams } from '../collection.js';
import { projectTable } from '../collections/project-relations.js';
import { int, str } from '../params.js';
import { createProject, namespaceNamed } from './project-lifecycle.js';

/*
 * Repository imports (https://docs.gitlab.com/api/import/). GitLab asks the other site for the repository,
 * creates the project and schedules its import; the sandbox's other sites are the `import_sources` of
 * seed/admin-imports.ts, and its imports stay `scheduled` (nothing runs in the background) until canceled. The
 * import's state is the `project_imports` row that GET /projects/:id/import reads. Failures answer as the import
 * API does: `{"errors": …}` with the status of the failure.
 */

type Provider = 'github' | 'bitbucket' | 'bitbucket_server';

function required(params: Record<string, unknown>, names: readonly string[]): void {
  const missing = names.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
}

function importError(status: number, message: string): ApiError {
  return new ApiError(status, { errors: message });
}

function importRow(state: RouteContext['state'], projectId: number): PlainRow | undefined {
  return projectTable(state, 'project_imports').find((row) => row.project_id === projectId);
}

/** GitLab's import serializer: the project as the importers' pages show it, with its import's progress. */
function importJson(project: ProjectRow, row: PlainRow): Record<string, unknown> {
  const source = String(row.import_source);
  return {
    id: project.id,
    name: project.name,
    full_path: `/${project.path_with_namespace}`,
    full_name: project.name_with_namespace,
    refs_url: `/${project.path_with_namespace}/refs`,
    import_source: source,
    import_status: row.import_status,
    human_import_status_name: row.import_status,
    provider_link: `/${source}`,
    relation_type: null,
    import_warning: null,
  };
}

/** The repository an import names, from the other site; unknown → GitLab's 422 relaying that site's 404. */
function sourceOf(ctx: RouteContext, provider: Provider, matches: (row: PlainRow) => boolean): PlainRow {
  const source = (ctx.state.plain.import_sources ?? []).find(
    (row) => row.provider === provider && matches(row),
  );
  if (source === undefined) throw importError(422, '404 - Not Found');
  return source;
}

/** Creates the project of an import in the namespace named (the user's own when none is) and schedules it. */
function startImport(
  ctx: RouteContext,
  provider: Provider,
  source: PlainRow,
  placement: { namespace: unknown; name: unknown },
): SandboxResponse {
  const namespace =
    placement.namespace === undefined ? undefined : namespaceNamed(ctx.state, placement.namespace);
  if (placement.namespace !== undefined && namespace === undefined) {
    throw importError(422, 'Namespace or group to import repository into does not exist.');
  }
  const project = createProject(ctx, {
    name: str(placement.name) ?? source.name,
    namespace_id: namespace?.id ?? ctx.auth.user.namespace_id,
  });
  const row: PlainRow = {
    project_id: project.id,
    import_status: 'scheduled',
    import_type: provider,
    import_source: source.full_name,
    correlation_id: `sandbox-import-${project.id}`,
  };
  projectTable(ctx.state, 'project_imports').push(row);
  return json(201, importJson(project, row));
}

function importFromGithub(ctx: RouteContext): SandboxResponse {
  const params = writeParams(ctx);
  required(params, ['personal_access_token', 'repo_id', 'target_namespace']);
  const source = sourceOf(ctx, 'github', (row) => row.repo_id === int(params.repo_id));
  return startImport(ctx, 'github', source, { namespace: params.target_namespace, name: params.new_name });
}

function importFromBitbucket(ctx: RouteContext): SandboxResponse {
  const params = writeParams(ctx);
  required(params, ['bitbucket_username', 'repo_path', 'target_namespace']);
  const source = sourceOf(ctx, 'bitbucket', (row) => row.full_name === str(params.repo_path));
  return startImport(ctx, 'bitbucket', source, { namespace: params.target_namespace, name: params.new_name });
}

function importFromBitbucketServer(ctx: RouteContext): SandboxResponse {
  const params = writeParams(ctx);
  required(params, [
    'bitbucket_server_url',
    'bitbucket_server_username',
    'personal_access_token',
    'bitbucket_server_project',
    'bitbucket_server_repo',
  ]);
  const wanted = `${str(params.bitbucket_server_project)}/${str(params.bitbucket_server_repo)}`;
  const source = sourceOf(ctx, 'bitbucket_server', (row) => row.full_name === wanted);
  return startImport(ctx, 'bitbucket_server', source, {
    namespace: params.new_namespace,
    name: params.new_name,
  });
}

/** Only a GitHub import that has not ended can be canceled; the project and what it holds stay. */
function cancelGithubImport(ctx: RouteContext): SandboxResponse {
  const params = writeParams(ctx);
  required(params, ['project_id']);
  const project = findProject(ctx.state, String(int(params.project_id) ?? ''));
  const row = project === undefined ? undefined : importRow(ctx.state, project.id);
  // GitLab looks the project up among GitHub imports only, so any other project is ActiveRecord's 404.
  if (project === undefined || row === undefined || row.import_type !== 'github') {
    throw new ApiError(404, { message: '404 Not found' });
  }
  if (row.import_status !== 'scheduled' && row.import_status !== 'started') {
    throw new ApiError(400, { message: `The import cannot be canceled because it is ${row.import_status}` });
  }
  row.import_status = 'canceled';
  return json(200, importJson(project, row));
}

/** Gists become snippets in the background: 202 with no body, and one import at a time per user. */
function importGists(ctx: RouteContext): SandboxResponse {
  required(writeParams(ctx), ['personal_access_token']);
  const running = (ctx.state.plain.gist_imports ??= []);
  if (running.some((row) => row.user_id === ctx.auth.user.id)) {
    throw importError(422, 'Import already in progress');
  }
  running.push({ user_id: ctx.auth.user.id, status: 'started' });
  return { status: 202, headers: {}, body: undefined };
}

export const importRoutes: Route[] = [
  { method: 'POST', pattern: '/import/github', handler: importFromGithub },
  { method: 'POST', pattern: '/import/github/cancel', handler: cancelGithubImport },
  { method: 'POST', pattern: '/import/github/gists', handler: importGists },
  { method: 'POST', pattern: '/import/bitbucket', handler: importFromBitbucket },
  { method: 'POST', pattern: '/import/bitbucket_server', handler: importFromBitbucketServer },
];
