import { gzipSync } from 'node:zlib';
import { badRequest, missingParams, notFound, unprocessable } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { offsetPage } from '../../http/pagination.js';
import { binary, json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findGroup, findProject } from '../../store/lookup.js';
import type { GroupRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { descendantsOf } from '../collections/group-core.js';
import { groupMarks, groupTable } from '../collections/group-owner-state.js';
import { groupJson, groups } from '../collections/projects.js';
import { bool, str } from '../params.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';

/**
 * A group's life beyond the collection (https://docs.gitlab.com/api/groups/): delayed deletion and restore,
 * archiving, moves, and file export and import (https://docs.gitlab.com/api/group_import_export/,
 * https://docs.gitlab.com/api/group_relations_export/).
 */

const ACCEPTED = { message: '202 Accepted' };

function groupOf(ctx: OwnerContext): GroupRow {
  return ctx.row as GroupRow;
}

const answer = (ctx: OwnerContext) => json(201, groupJson(ctx.state, groupOf(ctx)));

const groupAction = (
  method: Route['method'],
  pattern: string,
  run: (ctx: OwnerContext) => ReturnType<Route['handler']>,
  options: Pick<Route, 'admin'> = {},
) => ownerAction('group', method, pattern, run, options);

/** Rewrites the full path and name of a group, its subgroups and their projects after a move. */
function rehome(state: SandboxState, group: GroupRow, parent: GroupRow | undefined): void {
  const moved = [group, ...descendantsOf(state, group.id)];
  group.parent_id = parent?.id ?? null;
  for (const row of moved) {
    const above = row.parent_id === null ? undefined : findGroup(state, row.parent_id);
    row.full_path = above === undefined ? row.path : `${above.full_path}/${row.path}`;
    row.full_name = above === undefined ? row.name : `${above.full_name} / ${row.name}`;
    for (const project of state.tables.projects) {
      if (project.namespace_kind !== 'group' || project.namespace_id !== row.id) continue;
      project.path_with_namespace = `${row.full_path}/${project.path}`;
      project.name_with_namespace = `${row.full_name} / ${project.name}`;
    }
  }
}

/**
 * DELETE /groups/:id: GitLab (18.0+, every tier) marks the group for deletion; `permanently_remove` with the
 * matching `full_path` deletes a marked group at once.
 */
function deleteGroup(ctx: OwnerContext) {
  const group = groupOf(ctx);
  const params = writeParams(ctx);
  const marks = groupMarks(ctx.state, group.id);
  if (bool(params.permanently_remove) === true) {
    if (str(params.full_path) !== group.full_path)
      throw badRequest('`full_path` is incorrect. You must enter the complete path for the group.');
    if (marks.marked_for_deletion_on === null) throw badRequest('Group must be marked for deletion first.');
    const gone = new Set([group.id, ...descendantsOf(ctx.state, group.id).map((row) => row.id)]);
    const kept = ctx.state.tables.groups.filter((row) => !gone.has(row.id));
    ctx.state.tables.groups.splice(0, ctx.state.tables.groups.length, ...kept);
    return json(202, ACCEPTED);
  }
  if (marks.marked_for_deletion_on !== null) throw badRequest('Group has been already marked for deletion');
  marks.marked_for_deletion_on = ctx.state.now().slice(0, 10);
  return json(202, ACCEPTED);
}

function setArchived(archived: boolean) {
  return (ctx: OwnerContext) => {
    const marks = groupMarks(ctx.state, groupOf(ctx).id);
    if (marks.archived === archived)
      throw unprocessable(archived ? 'Group is already archived' : 'Group is not archived');
    marks.archived = archived;
    return answer(ctx);
  };
}

function restoreGroup(ctx: OwnerContext) {
  const marks = groupMarks(ctx.state, groupOf(ctx).id);
  if (marks.marked_for_deletion_on === null) throw badRequest('Group has not been marked for deletion');
  marks.marked_for_deletion_on = null;
  return answer(ctx);
}

/** POST /groups/:id/transfer: `group_id` names the new parent; without it the group becomes top-level. */
function transferGroup(ctx: OwnerContext) {
  const group = groupOf(ctx);
  const target = writeParams(ctx).group_id;
  const parent = target === undefined ? undefined : findGroup(ctx.state, String(target));
  if (target !== undefined && parent === undefined) throw notFound('Group');
  if (
    parent !== undefined &&
    [group, ...descendantsOf(ctx.state, group.id)].some((row) => row.id === parent.id)
  )
    throw badRequest('Transfer failed: Cannot transfer group to one of its own subgroups.');
  rehome(ctx.state, group, parent);
  return answer(ctx);
}

/** POST /groups/:id/projects/:project_id (admins): moves a project into the group, answering the group. */
function transferProject(ctx: OwnerContext) {
  const group = groupOf(ctx);
  const project = findProject(ctx.state, ctx.params.project_id ?? '');
  if (project === undefined) throw notFound('Project');
  project.namespace_id = group.id;
  project.namespace_kind = 'group';
  project.path_with_namespace = `${group.full_path}/${project.path}`;
  project.name_with_namespace = `${group.full_name} / ${project.name}`;
  return answer(ctx);
}

function scheduleExport(ctx: OwnerContext) {
  const exports = groupTable(ctx.state, 'group_exports');
  exports.push({ group_id: groupOf(ctx).id, created_at: ctx.state.now() });
  return json(202, ACCEPTED);
}

/** GET /groups/:id/export/download: the archive once an export was scheduled (the sandbox finishes at once). */
function downloadExport(ctx: OwnerContext) {
  const group = groupOf(ctx);
  const done = groupTable(ctx.state, 'group_exports').some((row) => row.group_id === group.id);
  if (!done) throw notFound('Group export');
  const archive = gzipSync(Buffer.from(JSON.stringify(groupJson(ctx.state, group))));
  const response = binary(200, archive, 'application/gzip');
  response.headers['content-disposition'] =
    `attachment; filename="${ctx.state.now().slice(0, 10)}_${group.path}_export.tar.gz"`;
  return response;
}

/** POST /groups/import: a multipart form with the archive as `file`; the sandbox creates the group at once. */
function importGroup(ctx: RouteContext) {
  const params = writeParams(ctx);
  const missing = ['file', 'name', 'path'].filter(
    (name) => params[name] === undefined || params[name] === '',
  );
  if (missing.length > 0) throw missingParams(missing);
  if (!isUploadedFile(params.file)) throw badRequest('file is invalid');
  const create = groups.create!;
  const scoped = { ...ctx, scope: { kind: 'root' as const } };
  const refusal = create.check?.(params, scoped);
  if (refusal !== undefined) throw refusal;
  ctx.state.tables.groups.push(create.build(params, scoped));
  return json(202, ACCEPTED);
}

const RELATIONS = ['badges', 'boards', 'labels', 'members', 'milestones'];

function scheduleRelations(ctx: OwnerContext) {
  const group = groupOf(ctx);
  const batched = bool(writeParams(ctx).batched) === true;
  const table = groupTable(ctx.state, 'group_relation_exports');
  const kept = table.filter((row) => row.group_id !== group.id);
  table.splice(
    0,
    table.length,
    ...kept,
    ...RELATIONS.map((relation) => ({
      group_id: group.id,
      relation,
      status: 1,
      error: null,
      updated_at: ctx.state.now(),
      batched,
      batches_count: batched ? 1 : 0,
    })),
  );
  return json(202, ACCEPTED);
}

function relationStatus(ctx: OwnerContext) {
  const group = groupOf(ctx);
  const relation = ctx.req.query.relation;
  const rows = groupTable(ctx.state, 'group_relation_exports')
    .filter((row) => row.group_id === group.id && (relation === undefined || row.relation === relation))
    .map(({ group_id: _groupId, ...status }) => status);
  const page = offsetPage(rows, ctx.req);
  return json(200, page.items, page.headers);
}

export const groupCoreActionRoutes: Route[] = [
  groupAction('DELETE', '', deleteGroup),
  groupAction('POST', '/archive', setArchived(true)),
  groupAction('POST', '/unarchive', setArchived(false)),
  groupAction('POST', '/restore', restoreGroup),
  groupAction('POST', '/transfer', transferGroup),
  groupAction('POST', '/projects/:project_id', transferProject, { admin: true }),
  groupAction('POST', '/export', scheduleExport),
  groupAction('GET', '/export/download', downloadExport),
  groupAction('POST', '/export_relations', scheduleRelations),
  groupAction('GET', '/export_relations/status', relationStatus),
  { method: 'POST', pattern: '/groups/import', handler: importGroup },
];
