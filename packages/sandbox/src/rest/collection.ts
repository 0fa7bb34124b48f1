import { ApiError, invalidParam, missingParams, notFound } from '../http/errors.js';
import { keysetPage, keysetUnavailable, offsetPage, wantsKeyset } from '../http/pagination.js';
import { json, noContent } from '../http/response.js';
import type { SandboxResponse } from '../http/response.js';
import type { Route, RouteContext } from '../http/router.js';
import type { GroupRow, ProjectRow, UserRow } from '../store/rows.js';
import { findGroup, findProject, findUser } from '../store/lookup.js';
import type { SandboxState } from '../store/state.js';
import type { Tier } from '../types.js';

/*
 * The declarative half of the REST API. GitLab's REST API is uniform: collections under /projects/:id/…,
 * /groups/:id/…, /users/:id/… or at the root, each listed, read, created, updated and deleted the same way. A
 * Collection says where a collection lives, which field names an item, how a row becomes GitLab's JSON and which
 * filters and orders it knows; `collectionRoutes` turns it into routes with shared pagination and errors.
 */

export type ScopeKind = 'project' | 'group' | 'user' | 'root';

export type Scope =
  | { kind: 'project'; project: ProjectRow }
  | { kind: 'group'; group: GroupRow }
  | { kind: 'user'; user: UserRow }
  | { kind: 'root' };

export interface CollectionContext extends RouteContext {
  scope: Scope;
}

/** A list filter: keeps a row for the parameter's value. */
export type Filter<Row> = (row: Row, value: unknown, ctx: CollectionContext) => boolean;
/** A sort key: the value rows are ordered by. */
export type SortKey<Row> = (row: Row) => string | number | null;

export interface ListSpec<Row> {
  /** Filters by parameter name; parameters without a filter are ignored, as GitLab ignores unknown ones. */
  filters?: Record<string, Filter<Row>>;
  /** order_by values and their keys; the first entry of `defaultOrder` applies without order_by. */
  orderBy?: Record<string, SortKey<Row>>;
  defaultOrder?: { orderBy: string; sort: 'asc' | 'desc' };
  /** A custom order from the request (the branches API's single `sort=updated_desc` parameter). */
  order?: (ctx: CollectionContext) => ((a: Row, b: Row) => number) | undefined;
  /** Whether `pagination=keyset` is supported (rows need a numeric `id`). */
  keyset?: boolean;
  /** The list form of a row, when GitLab's list entity differs from the single one. */
  serialize?: (row: Row, ctx: CollectionContext) => unknown;
}

export interface CreateSpec<Row> {
  required: string[];
  /** A refusal before anything is created (duplicate name, missing branch). */
  check?: (params: Record<string, unknown>, ctx: CollectionContext) => ApiError | undefined;
  build: (params: Record<string, unknown>, ctx: CollectionContext) => Row;
}

export interface Collection<Row extends object> {
  /** Path below the scope: 'repository/branches' → /projects/:id/repository/branches. */
  path: string;
  scopes: readonly ScopeKind[];
  /** Scopes that also get create and per-item routes (default: all); e.g. issues are listed per group but created per project. */
  itemScopes?: readonly ScopeKind[];
  /** The path parameter naming one item and how its value is compared with the row. */
  key: { param: string; get: (row: Row) => string | number };
  /** Resource name in `404 <name> Not Found`. */
  notFound: string;
  /** The stored table (create pushes to it, delete splices from it). */
  table: (state: SandboxState) => Row[];
  /** Whether a row belongs to the scope of the request. */
  inScope: (row: Row, scope: Scope) => boolean;
  /** All rows of the scope when they are not simply the table filtered (generated issues). */
  rows?: (ctx: CollectionContext) => Row[];
  /** Finds one item when lookup is not a comparison on `key` (generated issues). */
  find?: (ctx: CollectionContext, key: string) => Row | undefined;
  serialize: (row: Row, ctx: CollectionContext) => unknown;
  list?: ListSpec<Row> | false;
  get?: boolean;
  create?: CreateSpec<Row>;
  update?: (row: Row, params: Record<string, unknown>, ctx: CollectionContext) => void;
  /** GitLab updates most items with PUT, a few with PATCH. */
  updateMethod?: 'PUT' | 'PATCH';
  /** Deletion: true, or a guard that throws GitLab's refusal; `deleteStatus` defaults to 204. */
  remove?: true | ((row: Row, ctx: CollectionContext) => void);
  deleteStatus?: 200 | 202 | 204;
  tier?: Tier;
  admin?: boolean;
}

const SCOPE_PREFIX: Record<ScopeKind, string> = {
  project: '/projects/:id',
  group: '/groups/:id',
  user: '/users/:id',
  root: '',
};

/** Resolve `:id` of the scope; unknown → `404 Project Not Found` (or Group, User). */
export function resolveScope(kind: ScopeKind, ctx: RouteContext): Scope {
  const id = ctx.params.id ?? '';
  if (kind === 'project') {
    const project = findProject(ctx.state, id);
    if (project === undefined) throw notFound('Project');
    return { kind, project };
  }
  if (kind === 'group') {
    const group = findGroup(ctx.state, id);
    if (group === undefined) throw notFound('Group');
    return { kind, group };
  }
  if (kind === 'user') {
    const user = findUser(ctx.state, id);
    if (user === undefined) throw notFound('User');
    return { kind, user };
  }
  return { kind };
}

/** Parameters of a write: query and body together, as Grape merges them. */
export function writeParams(ctx: RouteContext): Record<string, unknown> {
  return ctx.req.params;
}

function scopedRows<Row extends object>(def: Collection<Row>, ctx: CollectionContext): Row[] {
  return def.rows?.(ctx) ?? def.table(ctx.state).filter((row) => def.inScope(row, ctx.scope));
}

/** One item of the collection, or GitLab's 404 for it. */
export function findItem<Row extends object>(def: Collection<Row>, ctx: CollectionContext): Row {
  const key = ctx.params[def.key.param] ?? '';
  const row = def.find?.(ctx, key) ?? scopedRows(def, ctx).find((item) => String(def.key.get(item)) === key);
  if (row === undefined) throw notFound(def.notFound);
  return row;
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function orderRows<Row extends object>(spec: ListSpec<Row>, rows: Row[], ctx: CollectionContext): Row[] {
  const custom = spec.order?.(ctx);
  if (custom !== undefined) return rows.sort(custom);
  if (spec.orderBy === undefined) return rows;
  const orderBy = ctx.req.query.order_by ?? spec.defaultOrder?.orderBy;
  const sort = ctx.req.query.sort ?? spec.defaultOrder?.sort ?? 'desc';
  if (orderBy === undefined) return rows;
  const key = spec.orderBy[orderBy];
  if (key === undefined) throw invalidParam('order_by');
  if (sort !== 'asc' && sort !== 'desc') throw invalidParam('sort');
  const direction = sort === 'asc' ? 1 : -1;
  return rows.sort((a, b) => direction * compareValues(key(a), key(b)));
}

/** List a collection: filters, order, then offset or keyset pagination with GitLab's headers. */
export function listItems<Row extends object>(def: Collection<Row>, ctx: CollectionContext): SandboxResponse {
  const spec = def.list === false || def.list === undefined ? {} : def.list;
  let rows = scopedRows(def, ctx);
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const value = ctx.req.params[name];
    if (value === undefined || value === '') continue;
    rows = rows.filter((row) => filter(row, value, ctx));
  }
  const serialize = spec.serialize ?? def.serialize;
  if (wantsKeyset(ctx.req)) {
    if (spec.keyset !== true) throw keysetUnavailable();
    const page = keysetPage(rows as unknown as { id: number }[], ctx.req, spec.defaultOrder?.sort ?? 'asc');
    return json(
      200,
      (page.items as unknown as Row[]).map((row) => serialize(row, ctx)),
      page.headers,
    );
  }
  const page = offsetPage(orderRows(spec, [...rows], ctx), ctx.req);
  return json(
    200,
    page.items.map((row) => serialize(row, ctx)),
    page.headers,
  );
}

function createItem<Row extends object>(
  def: Collection<Row>,
  spec: CreateSpec<Row>,
  ctx: CollectionContext,
): SandboxResponse {
  const params = writeParams(ctx);
  const missing = spec.required.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
  const refusal = spec.check?.(params, ctx);
  if (refusal !== undefined) throw refusal;
  const row = spec.build(params, ctx);
  def.table(ctx.state).push(row);
  return json(201, def.serialize(row, ctx));
}

/** Routes of one collection for each of its scopes. */
export function collectionRoutes<Row extends object>(def: Collection<Row>): Route[] {
  const routes: Route[] = [];
  const extra = {
    ...(def.admin === true ? { admin: true } : {}),
    ...(def.tier === undefined ? {} : { tier: def.tier }),
  };
  for (const kind of def.scopes) {
    const base = `${SCOPE_PREFIX[kind]}/${def.path}`;
    const item = `${base}/:${def.key.param}`;
    const withScope = (run: (ctx: CollectionContext) => SandboxResponse) => (ctx: RouteContext) =>
      run({ ...ctx, scope: resolveScope(kind, ctx) });
    const items = def.itemScopes === undefined || def.itemScopes.includes(kind);
    if (def.list !== false)
      routes.push({
        method: 'GET',
        pattern: base,
        handler: withScope((ctx) => listItems(def, ctx)),
        ...extra,
      });
    if (items && def.get !== false) {
      routes.push({
        method: 'GET',
        pattern: item,
        handler: withScope((ctx) => json(200, def.serialize(findItem(def, ctx), ctx))),
        ...extra,
      });
    }
    const create = def.create;
    if (items && create !== undefined)
      routes.push({
        method: 'POST',
        pattern: base,
        handler: withScope((ctx) => createItem(def, create, ctx)),
        ...extra,
      });
    const update = def.update;
    if (items && update !== undefined) {
      const handler = withScope((ctx) => {
        const row = findItem(def, ctx);
        update(row, writeParams(ctx), ctx);
        return json(200, def.serialize(row, ctx));
      });
      routes.push({ method: def.updateMethod ?? 'PUT', pattern: item, handler, ...extra });
    }
    const remove = def.remove;
    if (items && remove !== undefined) {
      const handler = withScope((ctx) => {
        const row = findItem(def, ctx);
        if (remove !== true) remove(row, ctx);
        const table = def.table(ctx.state);
        const index = table.indexOf(row);
        if (index >= 0) table.splice(index, 1);
        const status = def.deleteStatus ?? 204;
        return status === 204
          ? noContent()
          : json(status, status === 202 ? { message: '202 Accepted' } : def.serialize(row, ctx));
      });
      routes.push({ method: 'DELETE', pattern: item, handler, ...extra });
    }
  }
  return routes;
}

/** A scope test for rows that carry `project_id` / `group_id`. */
export function byProjectOrGroup(row: { project_id?: unknown; group_id?: unknown }, scope: Scope): boolean {
  if (scope.kind === 'project') return row.project_id === scope.project.id;
  if (scope.kind === 'group') return row.group_id === scope.group.id;
  return scope.kind === 'root';
}

/** The project of a project-scoped context (collections that exist only under /projects/:id). */
export function projectOf(ctx: CollectionContext): ProjectRow {
  if (ctx.scope.kind !== 'project') throw new ApiError(500, { message: '500 Internal Server Error' });
  return ctx.scope.project;
}
