import { randomBytes } from 'node:crypto';
import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { resolveScope, writeParams } from '../collection.js';
import type { ScopeKind } from '../collection.js';
import { adminTable, customAttributeOwner, customAttributesOf, findAgent } from '../collections/admin.js';
import { bool, str } from '../params.js';
import { without } from '../shapes.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';

/*
 * Hand-written endpoints of the `admin` domain's first half: the ones that answer a secret once, upsert, or act
 * on a singleton. Their collections are in collections/admin.ts, their seeds in seed/admin.ts.
 */

/** A fresh secret in GitLab's prefixed form; only the answer that makes it carries it. */
function secret(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('hex')}`;
}

function required(params: Record<string, unknown>, names: readonly string[]): void {
  const missing = names.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
}

/** POST /projects/:id/alert_management_alerts/:alert_iid/metric_images: the image is the multipart part `file`. */
function uploadMetricImage(ctx: OwnerContext) {
  const params = writeParams(ctx);
  const file = params.file;
  if (!isUploadedFile(file)) throw badRequest('file is missing');
  const table = adminTable(ctx.state, 'alert_metric_images');
  const id = nextId(ctx.state, 'alert_metric_images', table);
  const row: PlainRow = {
    id,
    project_id: ctx.owner.id,
    alert_iid: Number(ctx.params.alert_iid),
    created_at: ctx.state.now(),
    filename: file.filename,
    file_path: `/uploads/-/system/alert_metric_image/file/${id}/${file.filename}`,
    url: str(params.url) ?? null,
    url_text: str(params.url_text) ?? null,
  };
  table.push(row);
  return json(201, without(row, 'project_id', 'alert_iid'));
}

/** The instance's one appearance row. */
function appearance(ctx: RouteContext): PlainRow {
  return (adminTable(ctx.state, 'appearance')[0] ??= {});
}

/** GitLab writes its statistics as text with thousands separators. */
function statistics(ctx: RouteContext) {
  const count = (value: number) => value.toLocaleString('en-US');
  const { tables, plain } = ctx.state;
  return {
    forks: count((plain.project_forks ?? []).length),
    issues: count(tables.issues.length),
    merge_requests: count(tables.mergeRequests.length),
    notes: count(tables.notes.length),
    snippets: count(tables.snippets.length),
    ssh_keys: count((plain.user_ssh_keys ?? []).length),
    milestones: count(tables.milestones.length),
    users: count(tables.users.length),
    groups: count(tables.groups.length),
    projects: count(tables.projects.length),
    active_users: count(tables.users.filter((user) => user.state === 'active').length),
  };
}

function createApplication(ctx: RouteContext) {
  const params = writeParams(ctx);
  required(params, ['name', 'redirect_uri', 'scopes']);
  const table = adminTable(ctx.state, 'applications');
  const row: PlainRow = {
    id: nextId(ctx.state, 'applications', table),
    application_id: randomBytes(32).toString('hex'),
    application_name: String(params.name),
    callback_url: String(params.redirect_uri),
    confidential: bool(params.confidential) ?? true,
  };
  table.push(row);
  // The secret is shown here only: GitLab keeps a hash of it.
  return json(201, { ...row, secret: secret('gloas-') });
}

function renewApplicationSecret(ctx: RouteContext) {
  const row = adminTable(ctx.state, 'applications').find((item) => String(item.id) === ctx.params.id);
  if (row === undefined) throw notFound('Application');
  return json(201, { ...without(row, 'secret'), secret: secret('gloas-') });
}

function bulkImport(ctx: RouteContext): PlainRow {
  const row = adminTable(ctx.state, 'bulk_imports').find((item) => String(item.id) === ctx.params.id);
  if (row === undefined) throw notFound('Bulk Import');
  return row;
}

/** POST /bulk_imports: a migration from another instance, one entity per group or project to copy. */
function startBulkImport(ctx: RouteContext) {
  const params = writeParams(ctx);
  required(params, ['configuration', 'entities']);
  const configuration = params.configuration as Record<string, unknown>;
  const entities = params.entities as Record<string, unknown>[];
  if (!Array.isArray(entities) || entities.length === 0) throw badRequest('entities is empty');
  const imports = adminTable(ctx.state, 'bulk_imports');
  const now = ctx.state.now();
  const row: PlainRow = {
    id: nextId(ctx.state, 'bulk_imports', imports),
    status: 'created',
    source_type: 'gitlab',
    source_url: str(configuration.url) ?? null,
    created_at: now,
    updated_at: now,
    has_failures: false,
  };
  imports.push(row);
  const table = adminTable(ctx.state, 'bulk_import_entities');
  for (const entity of entities) {
    const namespace = str(entity.destination_namespace) ?? '';
    const slug = str(entity.destination_slug) ?? str(entity.destination_name) ?? '';
    table.push({
      id: nextId(ctx.state, 'bulk_import_entities', table),
      bulk_import_id: row.id,
      status: 'created',
      entity_type: entity.source_type === 'project_entity' ? 'project' : 'group',
      source_full_path: str(entity.source_full_path) ?? null,
      destination_full_path: namespace === '' ? slug : `${namespace}/${slug}`,
      destination_name: slug,
      destination_slug: slug,
      destination_namespace: namespace,
      parent_id: null,
      namespace_id: null,
      project_id: null,
      created_at: now,
      updated_at: now,
      failures: [],
      migrate_projects: bool(entity.migrate_projects) ?? true,
      migrate_memberships: bool(entity.migrate_memberships) ?? true,
      has_failures: false,
      stats: {},
    });
  }
  return json(201, row);
}

/** POST /bulk_imports/:id/cancel: the migration and its unfinished entities become `canceled`. */
function cancelBulkImport(ctx: RouteContext) {
  const row = bulkImport(ctx);
  row.status = 'canceled';
  row.updated_at = ctx.state.now();
  for (const entity of adminTable(ctx.state, 'bulk_import_entities'))
    if (entity.bulk_import_id === row.id && entity.status !== 'finished') entity.status = 'canceled';
  return json(200, row);
}

function entityFailures(ctx: RouteContext) {
  const entity = adminTable(ctx.state, 'bulk_import_entities').find(
    (item) => String(item.bulk_import_id) === ctx.params.id && String(item.id) === ctx.params.entity_id,
  );
  if (entity === undefined) throw notFound('Entity');
  const failures = adminTable(ctx.state, 'bulk_import_failures').filter(
    (item) => item.entity_id === entity.id,
  );
  return json(
    200,
    failures.map((item) => without(item, 'bulk_import_id', 'entity_id')),
  );
}

/** POST /projects/:id/cluster_agents/:agent_id/tokens: the token's value is in this answer only. */
function createAgentToken(ctx: OwnerContext) {
  const agent = findAgent(ctx.state, ctx.owner.id, ctx.params.agent_id);
  if (agent === undefined) throw notFound('Agent');
  const params = writeParams(ctx);
  required(params, ['name']);
  const table = adminTable(ctx.state, 'cluster_agent_tokens');
  const row: PlainRow = {
    id: nextId(ctx.state, 'cluster_agent_tokens', table),
    agent_id: agent.id,
    name: String(params.name),
    description: str(params.description) ?? null,
    status: 'active',
    created_at: ctx.state.now(),
    created_by_user_id: ctx.auth.user.id,
    last_used_at: null,
  };
  table.push(row);
  return json(201, { ...row, token: secret('glagent-') });
}

/** PUT …/custom_attributes/:key creates the attribute or replaces its value. */
function setCustomAttribute(kind: Exclude<ScopeKind, 'root'>): Route {
  const owners = { user: 'users', group: 'groups', project: 'projects' } as const;
  return {
    method: 'PUT',
    pattern: `/${owners[kind]}/:id/custom_attributes/:key`,
    admin: true,
    handler: (ctx) => {
      const scope = resolveScope(kind, ctx);
      const params = writeParams(ctx);
      required(params, ['value']);
      const key = ctx.params.key ?? '';
      const existing = customAttributesOf(ctx.state, scope).find((row) => row.key === key);
      const value = String(params.value);
      if (existing !== undefined) existing.value = value;
      else adminTable(ctx.state, 'custom_attributes').push({ ...customAttributeOwner(scope), key, value });
      return json(200, { key, value });
    },
  };
}

function errorTrackingSettings(ctx: OwnerContext): PlainRow {
  const row = adminTable(ctx.state, 'error_tracking_settings').find(
    (item) => item.project_id === ctx.owner.id,
  );
  if (row === undefined) throw notFound('Error Tracking Setting');
  return row;
}

/** POST /features/:name: `value` true/false switches the gate, an integer sets a percentage. */
function setFeature(ctx: RouteContext) {
  const params = writeParams(ctx);
  required(params, ['value']);
  const name = ctx.params.name ?? '';
  const table = adminTable(ctx.state, 'features');
  let row = table.find((item) => item.name === name);
  if (row === undefined) {
    row = { name, state: 'off', gates: [{ key: 'boolean', value: false }] };
    table.push(row);
  }
  const enabled = bool(params.value);
  if (enabled !== undefined) {
    row.state = enabled ? 'on' : 'off';
    row.gates = [{ key: 'boolean', value: enabled }];
  } else {
    const key = str(params.key) ?? 'percentage_of_time';
    row.state = 'conditional';
    row.gates = [
      { key: 'boolean', value: false },
      { key, value: Number(params.value) },
    ];
  }
  const definition = adminTable(ctx.state, 'feature_definitions').find((item) => item.name === name);
  return json(201, { ...row, definition: definition ?? null });
}

export const adminRoutes: Route[] = [
  ownerAction('project', 'POST', '/alert_management_alerts/:alert_iid/metric_images', uploadMetricImage),
  {
    method: 'GET',
    pattern: '/application/statistics',
    admin: true,
    handler: (ctx) => json(200, statistics(ctx)),
  },
  {
    method: 'GET',
    pattern: '/application/appearance',
    admin: true,
    handler: (ctx) => json(200, appearance(ctx)),
  },
  {
    method: 'PUT',
    pattern: '/application/appearance',
    admin: true,
    handler: (ctx) => {
      const current = appearance(ctx);
      for (const [key, value] of Object.entries(writeParams(ctx))) {
        if (!(key in current)) continue;
        // An image arrives as a file part (the table refuses anything else); GitLab answers where it keeps it
        // (doc/api/appearance.md: "logo": "/uploads/-/system/appearance/logo/1/logo.png").
        current[key] = isUploadedFile(value)
          ? `/uploads/-/system/appearance/${key}/1/${value.filename}`
          : value;
      }
      return json(200, current);
    },
  },
  { method: 'POST', pattern: '/applications', admin: true, handler: createApplication },
  { method: 'POST', pattern: '/applications/:id/renew-secret', admin: true, handler: renewApplicationSecret },
  { method: 'POST', pattern: '/bulk_imports', handler: startBulkImport },
  { method: 'POST', pattern: '/bulk_imports/:id/cancel', admin: true, handler: cancelBulkImport },
  { method: 'GET', pattern: '/bulk_imports/:id/entities/:entity_id/failures', handler: entityFailures },
  ownerAction('project', 'POST', '/cluster_agents/:agent_id/tokens', createAgentToken),
  setCustomAttribute('user'),
  setCustomAttribute('group'),
  setCustomAttribute('project'),
  ownerAction('project', 'GET', '/error_tracking/settings', (ctx) =>
    json(200, without(errorTrackingSettings(ctx), 'project_id')),
  ),
  ownerAction('project', 'PATCH', '/error_tracking/settings', (ctx) => {
    const row = errorTrackingSettings(ctx);
    const params = writeParams(ctx);
    for (const field of ['active', 'integrated']) {
      const value = bool(params[field]);
      if (value !== undefined) row[field] = value;
    }
    return json(200, without(row, 'project_id'));
  }),
  { method: 'POST', pattern: '/features/:name', admin: true, handler: setFeature },
  {
    method: 'GET',
    pattern: '/features/definitions',
    admin: true,
    handler: (ctx) => {
      const page = offsetPage(adminTable(ctx.state, 'feature_definitions'), ctx.req);
      return json(200, page.items, page.headers);
    },
  },
  {
    method: 'POST',
    pattern: '/admin/migrations/:version/mark',
    admin: true,
    handler: (ctx) => {
      if (!/^\d+$/.test(ctx.params.version ?? '')) throw notFound('Migration');
      return json(201, {});
    },
  },
  ownerAction('group', 'DELETE', '/dependency_proxy/cache', () => json(202, { message: '202 Accepted' })),
];
