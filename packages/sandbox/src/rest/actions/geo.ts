import { notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { geoNodeJson, geoSiteJson, geoSiteTable } from '../collections/geo.js';

/*
 * The replication status of Geo sites and the repair of a site's OAuth authentication
 * (https://docs.gitlab.com/api/geo_sites/), served twice as GitLab does: under /geo_sites and under the deprecated
 * /geo_nodes (doc/api/geo_nodes.md), whose answers name the node instead of the site. The sites themselves are
 * collections/geo.ts. A site added through the API has reported no status yet.
 */

/** What differs between the two APIs over the same sites. */
interface GeoApi {
  path: 'geo_sites' | 'geo_nodes';
  param: string;
  /** `404 GeoSite Not Found` / `404 GeoNode Not Found`. */
  notFound: string;
  /** The name of the status's link to its site: `site` or `node`. */
  link: 'site' | 'node';
  serialize: (state: SandboxState, row: PlainRow) => Record<string, unknown>;
}

const SITES: GeoApi = {
  path: 'geo_sites',
  param: 'geo_site_id',
  notFound: 'GeoSite',
  link: 'site',
  serialize: geoSiteJson,
};
const NODES: GeoApi = {
  path: 'geo_nodes',
  param: 'geo_node_id',
  notFound: 'GeoNode',
  link: 'node',
  serialize: geoNodeJson,
};

const statuses = (ctx: RouteContext): PlainRow[] => (ctx.state.plain.geo_site_statuses ??= []);

function statusJson(api: GeoApi, ctx: RouteContext, row: PlainRow): Record<string, unknown> {
  const self = `${ctx.state.config.externalUrl}/api/v4/${api.path}/${String(row.geo_node_id)}`;
  return { ...row, _links: { self: `${self}/status`, [api.link]: self } };
}

function siteOf(api: GeoApi, ctx: RouteContext): PlainRow {
  const site = geoSiteTable(ctx.state).find((row) => String(row.id) === ctx.params[api.param]);
  if (site === undefined) throw notFound(api.notFound);
  return site;
}

function statusOf(ctx: RouteContext, site: PlainRow): PlainRow | undefined {
  return statuses(ctx).find((row) => row.geo_node_id === site.id);
}

const geoRoute = (route: Omit<Route, 'admin' | 'tier'>): Route => ({
  ...route,
  admin: true,
  tier: 'premium',
});

function statusRoutes(api: GeoApi): Route[] {
  const site = api.link === 'site' ? 'Geo site' : 'Geo node';
  return [
    geoRoute({
      method: 'GET',
      pattern: `/${api.path}/status`,
      handler: (ctx) => {
        const sites = new Set(geoSiteTable(ctx.state).map((row) => row.id));
        const page = offsetPage(
          statuses(ctx).filter((row) => sites.has(row.geo_node_id)),
          ctx.req,
        );
        return json(
          200,
          page.items.map((row) => statusJson(api, ctx, row)),
          page.headers,
        );
      },
    }),
    geoRoute({
      method: 'GET',
      pattern: `/${api.path}/:${api.param}/status`,
      handler: (ctx) => {
        const status = statusOf(ctx, siteOf(api, ctx));
        if (status === undefined) throw notFound(`Status for ${site} not found`);
        return json(200, statusJson(api, ctx, status));
      },
    }),
    // Repair re-creates the OAuth application a secondary signs users in with; a site that has one is left as is.
    // Both pages document the answer as the site (or node) itself.
    geoRoute({
      method: 'POST',
      pattern: `/${api.path}/:${api.param}/repair`,
      handler: (ctx) => {
        const row = siteOf(api, ctx);
        const status = statusOf(ctx, row);
        if (status?.missing_oauth_application === true) {
          Object.assign(status, {
            missing_oauth_application: false,
            healthy: true,
            health: 'Healthy',
            health_status: 'Healthy',
          });
        }
        return json(200, api.serialize(ctx.state, row));
      },
    }),
  ];
}

export const geoRoutes: Route[] = [...statusRoutes(SITES), ...statusRoutes(NODES)];
