import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { ReleaseLinkRow, ReleaseRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { str } from '../params.js';
import { projectPageUrl } from '../shapes.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * Release asset links (https://docs.gitlab.com/api/releases/links/) and the latest-release permalink
 * (https://docs.gitlab.com/api/releases/#get-the-latest-release), which GitLab answers with a redirect to the
 * release itself.
 */

const LINK_TYPES = new Set(['other', 'runbook', 'image', 'package']);

function releaseOf(ctx: ProjectContext): ReleaseRow {
  const release = ctx.state.tables.releases.find(
    (row) => row.project_id === ctx.project.id && row.tag_name === ctx.params.tag_name,
  );
  if (release === undefined) throw notFound('Release');
  return release;
}

function linkOf(ctx: ProjectContext, release: ReleaseRow): ReleaseLinkRow {
  const link = release.links.find((row) => row.id === Number(ctx.params.link_id));
  if (link === undefined) throw notFound('Link');
  return link;
}

/** A direct asset link is served under the release's permanent downloads path. */
export function releaseLinkJson(
  state: SandboxState,
  release: ReleaseRow,
  link: ReleaseLinkRow,
): Record<string, unknown> {
  const filepath = link.filepath ?? null;
  return {
    id: link.id,
    name: link.name,
    url: link.url,
    direct_asset_url:
      filepath === null
        ? link.url
        : projectPageUrl(state, release.project_id, `/-/releases/${release.tag_name}/downloads${filepath}`),
    // GitLab calls a link external when it points outside the project (Releases::Link#external?).
    external: !link.url.startsWith(`${projectPageUrl(state, release.project_id, '')}/`),
    link_type: link.link_type,
  };
}

/** Sets the link's fields from a create or update; GitLab refuses a name or URL the release already has. */
function applyLink(
  existing: readonly ReleaseLinkRow[],
  link: ReleaseLinkRow,
  params: Record<string, unknown>,
): ReleaseLinkRow {
  const next = { ...link };
  const name = str(params.name);
  const url = str(params.url);
  const path = str(params.direct_asset_path) ?? str(params.filepath);
  const type = str(params.link_type);
  if (name !== undefined) next.name = name;
  if (url !== undefined) next.url = url;
  if (path !== undefined) next.filepath = path.startsWith('/') ? path : `/${path}`;
  if (type !== undefined) {
    if (!LINK_TYPES.has(type)) throw badRequest('link_type does not have a valid value');
    next.link_type = type as ReleaseLinkRow['link_type'];
  }
  const others = existing.filter((row) => row.id !== link.id);
  if (others.some((row) => row.name === next.name)) throw badRequest({ name: ['has already been taken'] });
  if (others.some((row) => row.url === next.url)) throw badRequest({ url: ['has already been taken'] });
  return next;
}

function newLink(
  state: SandboxState,
  existing: readonly ReleaseLinkRow[],
  params: Record<string, unknown>,
): ReleaseLinkRow {
  const missing = ['name', 'url'].filter((name) => (str(params[name]) ?? '') === '');
  if (missing.length > 0) throw missingParams(missing);
  const allLinks = state.tables.releases.flatMap((row) => row.links);
  const blank: ReleaseLinkRow = {
    id: nextId(state, 'release_link', allLinks),
    name: '',
    url: '',
    link_type: 'other',
  };
  return applyLink(existing, blank, params);
}

/** The links of a new release's `assets.links` (https://docs.gitlab.com/api/releases/#create-a-release). */
export function linksFromAssets(state: SandboxState, assets: unknown): ReleaseLinkRow[] {
  const given = (assets as { links?: unknown } | undefined)?.links;
  const made: ReleaseLinkRow[] = [];
  for (const params of Array.isArray(given) ? given : [])
    made.push(newLink(state, made, (params ?? {}) as Record<string, unknown>));
  return made;
}

function linkAnswer(ctx: ProjectContext, status: number, release: ReleaseRow, link: ReleaseLinkRow) {
  return json(status, releaseLinkJson(ctx.state, release, link));
}

const links = '/releases/:tag_name/assets/links';

export const releaseLinkRoutes: Route[] = [
  projectAction('GET', '/releases/permalink/latest', (ctx): SandboxResponse => {
    const latest = ctx.state.tables.releases
      .filter((row) => row.project_id === ctx.project.id)
      .sort((a, b) => b.released_at.localeCompare(a.released_at))[0];
    if (latest === undefined) throw notFound('Release');
    // An absolute URL under the API base the request came to (its sub-path kept), as GitLab's redirect is.
    const apiBase = ctx.req.rawPath.slice(0, ctx.req.rawPath.length - ctx.req.sitePath.length);
    const location = `${ctx.req.origin}${apiBase}/api/v4/projects/${ctx.project.id}/releases/${encodeURIComponent(latest.tag_name)}`;
    return { status: 302, headers: { location }, body: '' };
  }),
  projectAction('GET', links, (ctx) => {
    const release = releaseOf(ctx);
    const page = offsetPage(release.links, ctx.req);
    return json(
      200,
      page.items.map((link) => releaseLinkJson(ctx.state, release, link)),
      page.headers,
    );
  }),
  projectAction('GET', `${links}/:link_id`, (ctx) => {
    const release = releaseOf(ctx);
    return linkAnswer(ctx, 200, release, linkOf(ctx, release));
  }),
  projectAction('POST', links, (ctx) => {
    const release = releaseOf(ctx);
    const link = newLink(ctx.state, release.links, ctx.req.params);
    release.links.push(link);
    return linkAnswer(ctx, 201, release, link);
  }),
  projectAction('PUT', `${links}/:link_id`, (ctx) => {
    const release = releaseOf(ctx);
    const link = linkOf(ctx, release);
    const updated = applyLink(release.links, link, ctx.req.params);
    release.links.splice(release.links.indexOf(link), 1, updated);
    return linkAnswer(ctx, 200, release, updated);
  }),
  // GitLab answers a deletion with the deleted link.
  projectAction('DELETE', `${links}/:link_id`, (ctx) => {
    const release = releaseOf(ctx);
    const link = linkOf(ctx, release);
    release.links.splice(release.links.indexOf(link), 1);
    return linkAnswer(ctx, 200, release, link);
  }),
];
