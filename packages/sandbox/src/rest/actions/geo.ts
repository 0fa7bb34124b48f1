import { notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { geoSiteJson, geoSiteTable } from '../collections/geo.js';

/*
 * The replication status of Geo sites and the repair of a site's OAuth authentication
 * (https://docs.gitlab.com/api/geo_sites/); the sites themselves are collections/geo.ts. A site added through the
 * API has reported no status yet.
 */

const statuses = (ctx: RouteContext): PlainRow[] => (ctx.state.plain.geo_site_statuses ??= []);

function statusJson(ctx: RouteContext, row: PlainRow): Record<string, unknown> {
  const api = `${ctx.state.config.externalUrl}/api/v4/geo_sites/${String(row.geo_node_id)}`;
  return { ...row, _links: { self: `${api}/status`, site: api } };
}

function siteOf(ctx: RouteContext): PlainRow {
  const site = geoSiteTable(ctx.state).find((row) => String(row.id) === ctx.params.geo_site_id);
  if (site === undefined) throw notFound('GeoSite');
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

export const geoRoutes: Route[] = [
  geoRoute({
    method: 'GET',
    pattern: '/geo_sites/status',
    handler: (ctx) => {
      const sites = new Set(geoSiteTable(ctx.state).map((site) => site.id));
      const page = offsetPage(
        statuses(ctx).filter((row) => sites.has(row.geo_node_id)),
        ctx.req,
      );
      return json(
        200,
        page.items.map((row) => statusJson(ctx, row)),
        page.headers,
      );
    },
  }),
  geoRoute({
    method: 'GET',
    pattern: '/geo_sites/:geo_site_id/status',
    handler: (ctx) => {
      const status = statusOf(ctx, siteOf(ctx));
      if (status === undefined) throw notFound('Status for Geo site not found');
      return json(200, statusJson(ctx, status));
    },
  }),
  // Repair re-creates the OAuth application a secondary signs users in with; a site that has one is left as is.
  geoRoute({
    method: 'POST',
    pattern: '/geo_sites/:geo_site_id/repair',
    handler: (ctx) => {
      const site = siteOf(ctx);
      const status = statusOf(ctx, site);
      if (status?.missing_oauth_application === true) {
        Object.assign(status, {
          missing_oauth_application: false,
          healthy: true,
          health: 'Healthy',
          health_status: 'Healthy',
        });
      }
      return json(200, geoSiteJson(ctx.state, site));
    },
  }),
];
