import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findGroup, projectAncestry } from '../../store/lookup.js';
import type { PlainRow, ProjectRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { missingParams, notFound } from '../../http/errors.js';
import type { Collection, CollectionContext } from '../collection.js';
import { str } from '../params.js';
import { ownedRoute } from '../actions/owned-route.js';
import type { OwnerKind } from '../actions/owned-route.js';

/**
 * Project and group badges (https://docs.gitlab.com/api/project_badges/, …/group_badges/). Rows keep the URLs as
 * written; the answer adds them rendered for the project, placeholders filled in. A project lists its groups'
 * badges too (`kind: group`); a group's own answers leave the placeholders as they are, having no project.
 */

const TABLE: Record<OwnerKind, string> = { project: 'project_badges', group: 'group_badges' };

/** The placeholders GitLab fills (https://docs.gitlab.com/user/project/badges/#placeholders) that the sandbox knows. */
function placeholders(state: SandboxState, project: ProjectRow): Record<string, string> {
  const tip = state.tables.branches.find(
    (branch) => branch.project_id === project.id && branch.name === project.default_branch,
  );
  return {
    project_path: project.path_with_namespace,
    project_title: project.name,
    project_name: project.path,
    project_id: String(project.id),
    project_namespace: project.path_with_namespace.split('/').slice(0, -1).join('/'),
    group_name: findGroup(state, project.namespace_id)?.name ?? '',
    gitlab_server: new URL(state.config.externalUrl).host,
    default_branch: project.default_branch,
    commit_sha: tip?.commit_id ?? '',
  };
}

function render(url: unknown, ctx: CollectionContext): unknown {
  if (typeof url !== 'string' || ctx.scope.kind !== 'project') return url;
  const values = placeholders(ctx.state, ctx.scope.project);
  return url.replace(/%\{([a-z_]+)\}/g, (token, name: string) => values[name] ?? token);
}

function badgeJson(row: PlainRow, ctx: CollectionContext): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name ?? null,
    link_url: row.link_url,
    image_url: row.image_url,
    rendered_link_url: render(row.link_url, ctx),
    rendered_image_url: render(row.image_url, ctx),
    kind: row.kind,
  };
}

function ownerIdOf(ctx: CollectionContext): number | undefined {
  return ctx.scope.kind === 'project'
    ? ctx.scope.project.id
    : ctx.scope.kind === 'group'
      ? ctx.scope.group.id
      : undefined;
}

function badgeCollection(kind: OwnerKind): Collection<PlainRow> {
  const field = `${kind}_id`;
  const table = (state: SandboxState) => (state.plain[TABLE[kind]] ??= []);
  return {
    path: 'badges',
    scopes: [kind],
    key: { param: 'badge_id', get: (row) => Number(row.id) },
    notFound: 'Badge',
    table,
    inScope: (row, scope) =>
      (scope.kind === 'project' && row[field] === scope.project.id) ||
      (scope.kind === 'group' && row[field] === scope.group.id),
    rows: (ctx) => {
      const own = table(ctx.state).filter((row) => row[field] === ownerIdOf(ctx));
      if (ctx.scope.kind !== 'project') return own;
      const groups = projectAncestry(ctx.state, ctx.scope.project).map((group) => group.id);
      const inherited = (ctx.state.plain[TABLE.group] ?? []).filter((row) =>
        groups.includes(Number(row.group_id)),
      );
      // GitLab answers the union of the project's badges and its groups' (Project#badges), the project's first.
      return [...own, ...inherited];
    },
    // One badge is read, changed or deleted only where it is defined: a group's badge through the group.
    find: (ctx, key) => {
      const found = table(ctx.state).find((row) => row[field] === ownerIdOf(ctx) && String(row.id) === key);
      if (found === undefined) throw notFound('Badge');
      return found;
    },
    serialize: badgeJson,
    list: { filters: { name: (row, value) => row.name === value } },
    create: {
      required: ['link_url', 'image_url'],
      build: (params, ctx) => ({
        id: nextId(ctx.state, 'badge', [...table(ctx.state), ...(ctx.state.plain[TABLE.group] ?? [])]),
        [field]: ownerIdOf(ctx),
        name: str(params.name) ?? null,
        link_url: str(params.link_url),
        image_url: str(params.image_url),
        kind,
      }),
    },
    update: (row, params) => {
      for (const name of ['name', 'link_url', 'image_url'])
        if (params[name] !== undefined) row[name] = str(params[name]);
    },
    remove: true,
  };
}

export const projectBadges = badgeCollection('project');
export const groupBadges = badgeCollection('group');

/** `GET …/badges/render`: how a badge would look, before adding it. */
export const badgeRenderRoutes: Route[] = (['project', 'group'] as const).map((kind) =>
  ownedRoute(kind, 'GET', '/badges/render', (ctx) => {
    const { link_url: link, image_url: image } = ctx.req.params;
    const missing = [link === undefined ? 'link_url' : '', image === undefined ? 'image_url' : ''];
    if (link === undefined || image === undefined) throw missingParams(missing.filter(Boolean));
    return json(200, {
      link_url: link,
      image_url: image,
      rendered_link_url: render(link, ctx),
      rendered_image_url: render(image, ctx),
    });
  }),
);
