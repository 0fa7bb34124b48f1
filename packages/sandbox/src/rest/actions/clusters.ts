import { ApiError, forbidden, validationFailed } from '../../http/errors.js';
import { paramValue } from '../../http/param-contract.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { groupAccess, projectAccess, ROLE } from '../../store/membership.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { CLUSTER_DEFAULTS } from '../../seed/clusters.js';
import { resolveScope } from '../collection.js';
import { basicProjectDetailsJson } from '../collections/projects.js';
import { projectIdentity } from '../collections/project-relations.js';
import { bool, int, str } from '../params.js';
import { userBasic, webUrl } from '../shapes.js';

/*
 * Certificate-based Kubernetes clusters, deprecated but still in API v4 on self-managed GitLab: a project's
 * (doc/api/project_clusters.md), a group's (doc/api/group_clusters.md) and the instance's (doc/api/instance_clusters.md,
 * administrators only). Each is listed, read, added from an existing cluster, edited and removed; GitLab checks the
 * cluster abilities of a maintainer (lib/api/project_clusters.rb, group_clusters.rb, admin/instance_clusters.rb).
 */

const clusterTable = (state: SandboxState): PlainRow[] => (state.plain.clusters ??= []);

type Entity = (state: SandboxState, row: PlainRow) => Record<string, unknown>;

/** GitLab's Cluster entity: the cluster, who added it, its Kubernetes connection (never its token). */
function clusterJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const platform = row.platform_kubernetes as PlainRow;
  const management = state.tables.projects.find((project) => project.id === row.management_project_id);
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    domain: row.domain,
    enabled: row.enabled,
    managed: row.managed,
    provider_type: row.provider_type,
    platform_type: row.platform_type,
    environment_scope: row.environment_scope,
    cluster_type: row.cluster_type,
    namespace_per_environment: row.namespace_per_environment,
    user: userBasic(state, row.user_id as number),
    platform_kubernetes: {
      api_url: platform.api_url,
      namespace: platform.namespace,
      authorization_type: platform.authorization_type,
      ca_cert: platform.ca_cert,
    },
    // Clusters are added from existing ones (`/clusters/user`); GitLab no longer creates them on Google Cloud.
    provider_gcp: null,
    management_project: management === undefined ? null : projectIdentity(management),
  };
}

/** GitLab's ClusterProject entity: the cluster and its project (null for a cluster that is not a project's). */
function clusterProjectJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const project = state.tables.projects.find((candidate) => candidate.id === row.project_id);
  return {
    ...clusterJson(state, row),
    project: project === undefined ? null : basicProjectDetailsJson(state, project),
  };
}

/** GitLab's ClusterGroup entity: the cluster and its group (BasicGroupDetails). */
function clusterGroupJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const group = state.tables.groups.find((candidate) => candidate.id === row.group_id);
  return {
    ...clusterJson(state, row),
    group:
      group === undefined
        ? null
        : { id: group.id, web_url: webUrl(state, `groups/${group.full_path}`), name: group.name },
  };
}

/** Where a kind of cluster lives, who may manage it, and which entity answers each request. */
interface Clusterable {
  base: string;
  /** The path a cluster is added at: `…/clusters/user`, or `/admin/clusters/add`. */
  add: string;
  clusterType: 'project_type' | 'group_type' | 'instance_type';
  /** The owner columns of the clusters the request's `:id` names, after GitLab's 404 and ability check. */
  owner: (ctx: RouteContext) => PlainRow;
  /** The entity of one cluster read or added, and of one edited. */
  single: Entity;
  updated: Entity;
  admin?: true;
}

// A project's or group's clusters need its maintainer (GitLab's read_cluster, add_cluster and admin_cluster abilities).
function projectMaintainer(ctx: RouteContext): PlainRow {
  const scope = resolveScope('project', ctx);
  if (scope.kind !== 'project' || projectAccess(ctx.state, ctx.auth.user, scope.project) < ROLE.maintainer)
    throw forbidden();
  return { project_id: scope.project.id };
}

function groupMaintainer(ctx: RouteContext): PlainRow {
  const scope = resolveScope('group', ctx);
  if (scope.kind !== 'group' || groupAccess(ctx.state, ctx.auth.user, scope.group) < ROLE.maintainer)
    throw forbidden();
  return { group_id: scope.group.id };
}

const CLUSTERABLES: readonly Clusterable[] = [
  {
    base: '/projects/:id/clusters',
    add: '/projects/:id/clusters/user',
    clusterType: 'project_type',
    owner: projectMaintainer,
    single: clusterProjectJson,
    updated: clusterProjectJson,
  },
  {
    base: '/groups/:id/clusters',
    add: '/groups/:id/clusters/user',
    clusterType: 'group_type',
    owner: groupMaintainer,
    single: clusterGroupJson,
    updated: clusterGroupJson,
  },
  {
    base: '/admin/clusters',
    add: '/admin/clusters/add',
    clusterType: 'instance_type',
    owner: () => ({}),
    single: clusterJson,
    // lib/api/admin/instance_clusters.rb presents an edited instance cluster with ClusterProject: `project: null`.
    updated: clusterProjectJson,
    admin: true,
  },
];

function ownedBy(row: PlainRow, clusterable: Clusterable, owner: PlainRow): boolean {
  return (
    row.cluster_type === clusterable.clusterType &&
    Object.entries(owner).every(([column, value]) => row[column] === value)
  );
}

/** The cluster the path names among the owner's; GitLab's `find` answers `404 Not found` for any other. */
function clusterOf(ctx: RouteContext, clusterable: Clusterable, owner: PlainRow): PlainRow {
  const row = clusterTable(ctx.state).find(
    (candidate) => String(candidate.id) === ctx.params.cluster_id && ownedBy(candidate, clusterable, owner),
  );
  if (row === undefined) throw new ApiError(404, { message: '404 Not found' });
  return row;
}

/**
 * The model's checks on a new or edited cluster (Clusters::Cluster): one cluster per environment scope of its owner,
 * and a management project that exists and the user can manage.
 */
function refusal(
  ctx: RouteContext,
  clusterable: Clusterable,
  owner: PlainRow,
  row: PlainRow,
): ApiError | undefined {
  const errors: Record<string, string[]> = {};
  const siblings = clusterTable(ctx.state).filter(
    (other) => other.id !== row.id && ownedBy(other, clusterable, owner),
  );
  if (siblings.some((other) => other.environment_scope === row.environment_scope))
    errors.environment_scope = ['cannot add duplicated environment scope'];
  if (row.management_project_id !== null) {
    const project = ctx.state.tables.projects.find((candidate) => candidate.id === row.management_project_id);
    if (project === undefined || projectAccess(ctx.state, ctx.auth.user, project) < ROLE.maintainer)
      errors.management_project_id = [
        "Project does not exist or you don't have permission to perform this action",
      ];
  }
  return Object.keys(errors).length > 0 ? validationFailed(errors) : undefined;
}

/** The settings a request names, read as GitLab declares them (clusters' parameter tables, param-contracts/clusters.ts). */
function settingsOf(params: Record<string, unknown>): PlainRow {
  const read: Record<string, (value: unknown) => unknown> = {
    name: str,
    domain: str,
    environment_scope: str,
    enabled: bool,
    managed: bool,
    namespace_per_environment: bool,
    management_project_id: int,
  };
  return Object.fromEntries(
    Object.entries(read).flatMap(([name, parse]) =>
      params[name] === undefined ? [] : [[name, parse(params[name])]],
    ),
  );
}

/** The Kubernetes connection a request names (`platform_kubernetes_attributes`, as JSON or Rack's nested keys). */
function platformOf(params: Record<string, unknown>): PlainRow {
  const sent = paramValue(params, 'platform_kubernetes_attributes');
  const attributes = typeof sent === 'object' && sent !== null ? (sent as PlainRow) : {};
  return Object.fromEntries(
    ['api_url', 'token', 'ca_cert', 'namespace', 'authorization_type'].flatMap((name) =>
      attributes[name] === undefined ? [] : [[name, str(attributes[name])]],
    ),
  );
}

function routesOf(clusterable: Clusterable): Route[] {
  const flags = clusterable.admin === true ? { admin: true } : {};
  const item = `${clusterable.base}/:cluster_id`;
  return [
    {
      method: 'GET',
      pattern: clusterable.base,
      ...flags,
      handler: (ctx) => {
        const owner = clusterable.owner(ctx);
        const page = offsetPage(
          clusterTable(ctx.state).filter((row) => ownedBy(row, clusterable, owner)),
          ctx.req,
        );
        return json(
          200,
          page.items.map((row) => clusterJson(ctx.state, row)),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      pattern: item,
      ...flags,
      handler: (ctx) =>
        json(200, clusterable.single(ctx.state, clusterOf(ctx, clusterable, clusterable.owner(ctx)))),
    },
    {
      method: 'POST',
      pattern: clusterable.add,
      ...flags,
      handler: (ctx) => {
        const platform = platformOf(ctx.req.params);
        // Grape's `allow_blank: false` on the API URL, checked with the other parameters, before the owner's 404.
        if (platform.api_url === '')
          throw new ApiError(400, { error: 'platform_kubernetes_attributes[api_url] is empty' });
        const owner = clusterable.owner(ctx);
        const row: PlainRow = {
          ...CLUSTER_DEFAULTS,
          domain: null,
          ...settingsOf(ctx.req.params),
          id: nextId(ctx.state, 'clusters', clusterTable(ctx.state)),
          created_at: ctx.state.now(),
          cluster_type: clusterable.clusterType,
          ...owner,
          user_id: ctx.auth.user.id,
          platform_kubernetes: {
            namespace: null,
            ca_cert: null,
            authorization_type: 'rbac',
            ...platform,
          },
        };
        const refused = refusal(ctx, clusterable, owner, row);
        if (refused !== undefined) throw refused;
        clusterTable(ctx.state).push(row);
        return json(201, clusterable.single(ctx.state, row));
      },
    },
    {
      method: 'PUT',
      pattern: item,
      ...flags,
      handler: (ctx) => {
        const owner = clusterable.owner(ctx);
        const row = clusterOf(ctx, clusterable, owner);
        const edited: PlainRow = {
          ...row,
          ...settingsOf(ctx.req.params),
          platform_kubernetes: { ...(row.platform_kubernetes as PlainRow), ...platformOf(ctx.req.params) },
        };
        const refused = refusal(ctx, clusterable, owner, edited);
        if (refused !== undefined) throw refused;
        Object.assign(row, edited);
        return json(200, clusterable.updated(ctx.state, row));
      },
    },
    {
      method: 'DELETE',
      pattern: item,
      ...flags,
      handler: (ctx) => {
        const table = clusterTable(ctx.state);
        table.splice(table.indexOf(clusterOf(ctx, clusterable, clusterable.owner(ctx))), 1);
        return noContent();
      },
    },
  ];
}

export const clusterRoutes: Route[] = CLUSTERABLES.flatMap(routesOf);
