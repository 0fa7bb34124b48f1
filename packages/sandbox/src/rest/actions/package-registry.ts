import { badRequest, notFound } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { binary, json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { resolveScope } from '../collection.js';
import type { CollectionContext } from '../collection.js';
import { groupTable } from '../collections/group-owner-state.js';
import { packageFileJson, repositoryJson, repositoryOf } from '../collections/package-registry.js';
import { int, str } from '../params.js';

/*
 * What the registries do beyond the collections: a repository read by ID alone, the bulk tag clean-up
 * (https://docs.gitlab.com/api/container_registry/#delete-registry-repository-tags-in-bulk) and the generic
 * package registry's upload and download (https://docs.gitlab.com/user/packages/generic_packages/) and the model
 * registry's file download.
 */

function inProject(ctx: Parameters<Route['handler']>[0]): CollectionContext {
  return { ...ctx, scope: resolveScope('project', ctx) };
}

const AGE_UNITS: Readonly<Record<string, number>> = { h: 3_600_000, d: 86_400_000, month: 2_592_000_000 };

/** GitLab's `older_than` (`1h`, `7d`, `1month`) in milliseconds. */
function ageOf(value: string): number {
  const match = /^(\d+)(h|d|month)$/.exec(value);
  if (match === null) throw badRequest('older_than is invalid');
  return Number(match[1]) * AGE_UNITS[match[2]!]!;
}

/** The bulk clean-up: delete what the delete regex matches, except kept names, the newest `keep_n` and young tags. */
function deleteTagsInBulk(ctx: CollectionContext) {
  const repository = repositoryOf(ctx);
  const params = ctx.req.params;
  const pattern = str(params.name_regex_delete) ?? str(params.name_regex);
  if (pattern === undefined) throw badRequest('name_regex_delete is missing');
  const full = (source: string) => new RegExp(`^(?:${source})$`);
  const deleting = full(pattern);
  const keeping = str(params.name_regex_keep) === undefined ? undefined : full(str(params.name_regex_keep)!);
  const olderThan = str(params.older_than);
  const cutoff = olderThan === undefined ? undefined : Date.parse(ctx.state.now()) - ageOf(olderThan);
  const candidates = groupTable(ctx.state, 'container_tags')
    .filter((tag) => tag.repository_id === repository.id)
    .filter((tag) => deleting.test(String(tag.name)) && !(keeping?.test(String(tag.name)) ?? false))
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(int(params.keep_n) ?? 0)
    .filter((tag) => cutoff === undefined || Date.parse(String(tag.created_at)) < cutoff);
  const doomed = new Set(candidates);
  ctx.state.plain.container_tags = groupTable(ctx.state, 'container_tags').filter((tag) => !doomed.has(tag));
  return json(202, { message: '202 Accepted' });
}

const GENERIC = '/projects/:id/packages/generic/:package_name/:package_version/:file_name';

function genericPackage(ctx: CollectionContext, create: boolean): PlainRow | undefined {
  const table = groupTable(ctx.state, 'packages');
  const project = ctx.scope.kind === 'project' ? ctx.scope.project.id : undefined;
  const found = table.find(
    (row) =>
      row.project_id === project &&
      row.package_type === 'generic' &&
      row.name === ctx.params.package_name &&
      row.version === ctx.params.package_version,
  );
  if (found !== undefined || !create) return found;
  const row: PlainRow = {
    id: nextId(ctx.state, 'packages', table),
    project_id: project,
    name: ctx.params.package_name,
    version: ctx.params.package_version,
    package_type: 'generic',
    status: str(ctx.req.params.status) ?? 'default',
    created_at: ctx.state.now(),
    last_downloaded_at: null,
  };
  table.push(row);
  return row;
}

/** The file of an upload: a multipart `file` part, or the raw body as `curl --upload-file` sends it. */
function uploadedData(ctx: CollectionContext): string {
  if (isUploadedFile(ctx.req.body)) return ctx.req.body.data;
  const part = (ctx.req.body as Record<string, unknown> | undefined)?.file;
  if (isUploadedFile(part)) return part.data;
  if (typeof ctx.req.body === 'string') return Buffer.from(ctx.req.body).toString('base64');
  throw badRequest('file is missing');
}

function publishGeneric(ctx: CollectionContext) {
  const data = uploadedData(ctx);
  const owner = genericPackage(ctx, true)!;
  const files = groupTable(ctx.state, 'package_files');
  const row: PlainRow = {
    id: nextId(ctx.state, 'package_files', files),
    package_id: owner.id,
    file_name: ctx.params.file_name,
    data,
    created_at: ctx.state.now(),
  };
  files.push(row);
  return ctx.req.params.select === 'package_file'
    ? json(201, packageFileJson(row))
    : json(201, { message: '201 Created' });
}

/** The newest file of that name in the package, as GitLab serves the latest upload. */
function downloadGeneric(ctx: CollectionContext) {
  const owner = genericPackage(ctx, false);
  const file = groupTable(ctx.state, 'package_files')
    .filter(
      (row) => owner !== undefined && row.package_id === owner.id && row.file_name === ctx.params.file_name,
    )
    .at(-1);
  if (file === undefined) throw notFound('Package');
  return binary(200, Buffer.from(String(file.data), 'base64'), 'application/octet-stream');
}

/** A file of a model version (https://docs.gitlab.com/api/packages/ml_model_registry/). */
function downloadModelFile(ctx: CollectionContext) {
  const file = groupTable(ctx.state, 'ml_model_files').find(
    (row) =>
      ctx.scope.kind === 'project' &&
      row.project_id === ctx.scope.project.id &&
      row.model_version_id === ctx.params.model_version_id &&
      row.path === ctx.params.path &&
      row.file_name === ctx.params.file_name,
  );
  if (file === undefined) throw notFound('Package');
  return binary(200, Buffer.from(String(file.data), 'base64'), 'application/octet-stream');
}

export const packageRegistryRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/registry/repositories/:repository_id',
    handler: (ctx) => {
      const row = groupTable(ctx.state, 'container_repositories').find(
        (item) => String(item.id) === ctx.params.repository_id,
      );
      if (row === undefined) throw notFound('Repository');
      return json(200, repositoryJson(ctx.state, row, ctx.req.query));
    },
  },
  {
    method: 'DELETE',
    pattern: '/projects/:id/registry/repositories/:repository_id/tags',
    handler: (ctx) => deleteTagsInBulk(inProject(ctx)),
  },
  { method: 'PUT', pattern: GENERIC, handler: (ctx) => publishGeneric(inProject(ctx)) },
  { method: 'GET', pattern: GENERIC, handler: (ctx) => downloadGeneric(inProject(ctx)) },
  {
    method: 'GET',
    pattern: '/projects/:id/packages/ml_models/:model_version_id/files/:path/:file_name',
    handler: (ctx) => downloadModelFile(inProject(ctx)),
  },
];
