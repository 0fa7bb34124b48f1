import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup, projectOf } from '../collection.js';
import type { Collection, CollectionContext, Scope } from '../collection.js';
import { webUrl, without } from '../shapes.js';

/*
 * Collections of the `admin` domain's first half, kept as GitLab's JSON in plain tables (seed/admin.ts): alert
 * metric images (https://docs.gitlab.com/api/alert_management_alerts/), OAuth applications
 * (https://docs.gitlab.com/api/applications/), group and project migrations (https://docs.gitlab.com/api/bulk_imports/),
 * cluster agents and their tokens (https://docs.gitlab.com/api/cluster_agents/), custom attributes
 * (https://docs.gitlab.com/api/custom_attributes/), error tracking client keys
 * (https://docs.gitlab.com/api/error_tracking/) and instance feature flags (https://docs.gitlab.com/api/features/).
 * Writes that answer a secret once (an application's, an agent token's) are hand-written in actions/admin.ts.
 */

export function adminTable(state: SandboxState, table: string): PlainRow[] {
  return (state.plain[table] ??= []);
}

type PlainCollection = Omit<Collection<PlainRow>, 'table' | 'inScope'> & {
  inScope?: Collection<PlainRow>['inScope'];
};

/** A collection over one plain table, in the scope of its `project_id` (or at the root). */
function adminCollection(table: string, spec: PlainCollection): Collection<PlainRow> {
  return { table: (state) => adminTable(state, table), inScope: byProjectOrGroup, ...spec };
}

const byId = (param: string) => ({ param, get: (row: PlainRow) => Number(row.id) });
const statusFilter = { status: (row: PlainRow, value: unknown) => row.status === value };

const alertMetricImages = adminCollection('alert_metric_images', {
  path: 'alert_management_alerts/:alert_iid/metric_images',
  scopes: ['project'],
  key: byId('image_id'),
  notFound: 'Metric Image',
  rows: (ctx) =>
    adminTable(ctx.state, 'alert_metric_images').filter(
      (row) => row.project_id === projectOf(ctx).id && String(row.alert_iid) === ctx.params.alert_iid,
    ),
  serialize: (row) => without(row, 'project_id', 'alert_iid'),
  list: {},
  get: false,
  update: (row, params) => {
    for (const field of ['url', 'url_text'])
      if (params[field] !== undefined) row[field] = String(params[field]);
  },
  remove: true,
});

/** An application's secret is shown by its creation and renewal only (actions/admin.ts). */
const applications = adminCollection('applications', {
  path: 'applications',
  scopes: ['root'],
  key: byId('application_id'),
  notFound: 'Application',
  serialize: (row) => without(row, 'secret'),
  list: {},
  get: false,
  remove: true,
  admin: true,
});

const bulkImports = adminCollection('bulk_imports', {
  path: 'bulk_imports',
  scopes: ['root'],
  key: byId('bulk_import_id'),
  notFound: 'Bulk Import',
  serialize: (row) => row,
  list: { filters: statusFilter },
});

/** Entities of every migration at `/bulk_imports/entities`, or of one below it. */
const bulkImportEntities = (scope: 'all' | 'one'): Collection<PlainRow> =>
  adminCollection('bulk_import_entities', {
    path: scope === 'all' ? 'bulk_imports/entities' : 'bulk_imports/:bulk_import_id/entities',
    scopes: ['root'],
    key: byId('entity_id'),
    notFound: 'Entity',
    rows: (ctx) =>
      adminTable(ctx.state, 'bulk_import_entities').filter(
        (row) => scope === 'all' || String(row.bulk_import_id) === ctx.params.bulk_import_id,
      ),
    serialize: (row) => row,
    list: { filters: statusFilter },
    get: scope === 'one',
  });

/** The agent `agentId` of project `projectId`. */
export function findAgent(
  state: SandboxState,
  projectId: number,
  agentId: string | undefined,
): PlainRow | undefined {
  return adminTable(state, 'cluster_agents').find(
    (agent) => agent.project_id === projectId && String(agent.id) === agentId,
  );
}

/** GitLab's agent entity carries its configuration project. */
function agentJson(row: PlainRow, ctx: CollectionContext): Record<string, unknown> {
  const project = ctx.state.tables.projects.find((item) => item.id === row.project_id);
  return {
    ...without(row, 'project_id'),
    config_project:
      project === undefined
        ? null
        : {
            id: project.id,
            name: project.name,
            path_with_namespace: project.path_with_namespace,
            web_url: webUrl(ctx.state, project.path_with_namespace),
          },
  };
}

const clusterAgents = adminCollection('cluster_agents', {
  path: 'cluster_agents',
  scopes: ['project'],
  key: byId('agent_id'),
  notFound: 'Agent',
  serialize: agentJson,
  list: {},
  create: {
    required: ['name'],
    build: (params, ctx) => ({
      id: nextId(ctx.state, 'cluster_agents', adminTable(ctx.state, 'cluster_agents')),
      project_id: projectOf(ctx).id,
      name: String(params.name),
      created_at: ctx.state.now(),
      created_by_user_id: ctx.auth.user.id,
    }),
  },
  remove: true,
});

/** The active tokens of the request's agent: revoked ones leave the list and the get, as GitLab's do. */
function agentTokens(ctx: CollectionContext): PlainRow[] {
  const agent = findAgent(ctx.state, projectOf(ctx).id, ctx.params.agent_id);
  return adminTable(ctx.state, 'cluster_agent_tokens').filter(
    (row) => agent !== undefined && row.agent_id === agent.id && row.status === 'active',
  );
}

const clusterAgentTokens = adminCollection('cluster_agent_tokens', {
  path: 'cluster_agents/:agent_id/tokens',
  scopes: ['project'],
  key: byId('token_id'),
  notFound: 'Agent Token',
  rows: agentTokens,
  serialize: (row) => without(row, 'token'),
  list: {},
  remove: true,
});

/** Whose custom attribute a row is: the user, group or project of the request's path. */
export function customAttributeOwner(scope: Scope): { owner: string; owner_id: number } | undefined {
  if (scope.kind === 'project') return { owner: 'projects', owner_id: scope.project.id };
  if (scope.kind === 'group') return { owner: 'groups', owner_id: scope.group.id };
  if (scope.kind === 'user') return { owner: 'users', owner_id: scope.user.id };
  return undefined;
}

/** The custom attributes of the request's user, group or project. */
export function customAttributesOf(state: SandboxState, scope: Scope): PlainRow[] {
  const owner = customAttributeOwner(scope);
  return adminTable(state, 'custom_attributes').filter(
    (row) => owner !== undefined && row.owner === owner.owner && row.owner_id === owner.owner_id,
  );
}

/** Setting one (PUT) creates or replaces it: actions/admin.ts. */
const customAttributes = adminCollection('custom_attributes', {
  path: 'custom_attributes',
  scopes: ['user', 'group', 'project'],
  key: { param: 'key', get: (row) => String(row.key) },
  notFound: 'Custom Attribute',
  rows: (ctx) => customAttributesOf(ctx.state, ctx.scope),
  serialize: (row) => ({ key: row.key, value: row.value }),
  list: {},
  remove: true,
  admin: true,
});

const errorTrackingClientKeys = adminCollection('error_tracking_client_keys', {
  path: 'error_tracking/client_keys',
  scopes: ['project'],
  key: byId('key_id'),
  notFound: 'Client Key',
  serialize: (row) => without(row, 'project_id'),
  list: {},
  get: false,
  create: {
    required: [],
    build: (_params, ctx) => {
      const id = nextId(
        ctx.state,
        'error_tracking_client_keys',
        adminTable(ctx.state, 'error_tracking_client_keys'),
      );
      const publicKey = `glet_${id.toString(16).padStart(32, '0')}`;
      const project = projectOf(ctx);
      return {
        id,
        project_id: project.id,
        active: true,
        public_key: publicKey,
        sentry_dsn: `${ctx.state.config.externalUrl.replace('://', `://${publicKey}@`)}/api/v4/error_tracking/collector/${project.id}`,
      };
    },
  },
  remove: true,
});

/** Setting a flag (POST /features/:name) is hand-written; its list and deletion are plain. */
const features = adminCollection('features', {
  path: 'features',
  scopes: ['root'],
  key: { param: 'name', get: (row) => String(row.name) },
  notFound: 'Feature',
  serialize: (row) => row,
  list: {},
  get: false,
  remove: true,
  admin: true,
});

export const adminCollections: Collection<PlainRow>[] = [
  alertMetricImages,
  applications,
  bulkImports,
  bulkImportEntities('all'),
  bulkImportEntities('one'),
  clusterAgents,
  clusterAgentTokens,
  customAttributes,
  errorTrackingClientKeys,
  features,
];
