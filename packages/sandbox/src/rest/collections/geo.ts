import { validationFailed } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import { GEO_SITE_DEFAULTS } from '../../seed/geo.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection } from '../collection.js';
import { bool, int, intList, list, str } from '../params.js';

/*
 * Geo sites (https://docs.gitlab.com/api/geo_sites/), Premium, for administrators; seeded in seed/geo.ts. The
 * sandbox is the primary site, so its URL is the sandbox's external URL. The deprecated Geo Nodes API serves the same
 * rows under /geo_nodes. Status and repair: actions/geo.ts.
 */
export const geoSiteTable = (state: SandboxState): PlainRow[] => (state.plain.geo_sites ??= []);

/** How each writable setting is read from the request. */
const SETTINGS: Readonly<Record<string, (value: unknown) => unknown>> = {
  name: str,
  url: (value) => withSlash(str(value)),
  internal_url: (value) => withSlash(str(value)),
  primary: bool,
  enabled: bool,
  files_max_capacity: int,
  repos_max_capacity: int,
  verification_max_capacity: int,
  container_repositories_max_capacity: int,
  minimum_reverification_interval: int,
  selective_sync_type: (value) => (value === '' || value === null ? null : str(value)),
  selective_sync_shards: list,
  selective_sync_namespace_ids: intList,
  sync_object_storage: bool,
};

/** GitLab stores site URLs with a trailing slash. */
function withSlash(url: string | undefined): string | undefined {
  return url === undefined || url.endsWith('/') ? url : `${url}/`;
}

function assignSettings(row: PlainRow, params: Record<string, unknown>): void {
  for (const [name, read] of Object.entries(SETTINGS)) {
    const value = params[name] === undefined ? undefined : read(params[name]);
    if (value !== undefined) row[name] = value;
  }
}

/** What a site and a node answer alike: the settings, the URLs filled in, whether it is this instance. */
function geoSettingsJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const external = state.config.externalUrl;
  const url = row.url ?? `${external}/`;
  return {
    ...row,
    url,
    internal_url: row.internal_url ?? url,
    current: row.primary === true,
    // GitLab builds both entities' edit link with the same route helper (edit_admin_geo_node_url).
    web_edit_url: `${external}/admin/geo/sites/${String(row.id)}/edit`,
  };
}

/** The links to a site's or node's API: itself, its status and its repair, under the API's own name. */
function geoLinks(state: SandboxState, api: 'geo_sites' | 'geo_nodes', row: PlainRow) {
  const self = `${state.config.externalUrl}/api/v4/${api}/${String(row.id)}`;
  return { self, status: `${self}/status`, repair: `${self}/repair` };
}

/** A site as GitLab's GeoSite entity shows it: its URLs filled in, and the links to its API and settings. */
export function geoSiteJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const settings = geoSettingsJson(state, row);
  return {
    ...settings,
    web_geo_replication_details_url: `${String(settings.url)}admin/geo/sites/${String(row.id)}/replication/lfs_objects`,
    _links: geoLinks(state, 'geo_sites', row),
  };
}

/**
 * The same site as the deprecated Geo Nodes API shows it (doc/api/geo_nodes.md, GitLab's GeoNode entity): a
 * `clone_protocol` kept for compatibility, links under /geo_nodes, and, for a secondary only, whether it replicates
 * object storage and the address of its projects page.
 */
export function geoNodeJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const { sync_object_storage: syncObjectStorage, ...settings } = geoSettingsJson(state, row);
  const secondary =
    row.primary === true
      ? {}
      : {
          sync_object_storage: syncObjectStorage,
          web_geo_projects_url: `${String(settings.url)}admin/geo/projects`,
        };
  return { ...settings, clone_protocol: 'http', ...secondary, _links: geoLinks(state, 'geo_nodes', row) };
}

/** A second site of the same name or URL, or a second primary, is refused as GitLab's model validation does. */
function conflicts(state: SandboxState, row: PlainRow, params: Record<string, unknown>) {
  const others = geoSiteTable(state).filter((site) => site !== row);
  const errors: Record<string, string[]> = {};
  if (params.name !== undefined && others.some((site) => site.name === str(params.name)))
    errors.name = ['has already been taken'];
  const url = withSlash(str(params.url));
  if (url !== undefined && others.some((site) => site.url === url)) errors.url = ['has already been taken'];
  if (bool(params.primary) === true && others.some((site) => site.primary === true))
    errors.primary = ['node already exists'];
  return Object.keys(errors).length > 0 ? validationFailed(errors) : undefined;
}

export const geoSites: Collection<PlainRow> = {
  path: 'geo_sites',
  scopes: ['root'],
  key: { param: 'geo_site_id', get: (row) => Number(row.id) },
  notFound: 'GeoSite',
  table: geoSiteTable,
  inScope: () => true,
  serialize: (row, ctx) => geoSiteJson(ctx.state, row),
  list: {},
  create: {
    required: ['name', 'url'],
    check: (params, ctx) => conflicts(ctx.state, {}, params),
    build: (params, ctx) => {
      const row: PlainRow = {
        id: nextId(ctx.state, 'geo_sites', geoSiteTable(ctx.state)),
        ...structuredClone(GEO_SITE_DEFAULTS),
      };
      assignSettings(row, params);
      return row;
    },
  },
  update: (row, params, ctx) => {
    const refusal = conflicts(ctx.state, row, params);
    if (refusal !== undefined) throw refusal;
    assignSettings(row, params);
  },
  remove: true,
  admin: true,
  tier: 'premium',
};

/**
 * Geo nodes (doc/api/geo_nodes.md): GitLab's deprecated name for the same sites, still served by API v4 beside
 * /geo_sites, with the same settings and checks, answered in the GeoNode shape.
 */
export const geoNodes: Collection<PlainRow> = {
  ...geoSites,
  path: 'geo_nodes',
  key: { param: 'geo_node_id', get: (row) => Number(row.id) },
  notFound: 'GeoNode',
  serialize: (row, ctx) => geoNodeJson(ctx.state, row),
};
