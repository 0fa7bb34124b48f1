import { findGroup, groupAncestry } from '../../store/lookup.js';
import type { GroupRow, ProjectRow, ReleaseRow, UserRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection, CollectionContext } from '../collection.js';
import { webUrl } from '../shapes.js';
import { releaseJson, releases } from './delivery.js';
import { groupTable } from './group-owner-state.js';
import { namespaceProjects, groups } from './projects.js';
import { userJson, users } from './users.js';

/** Lists under one group: descendants, shares, releases, transfer targets and provisioned users (GitLab's Groups API). */

function scopeGroup(ctx: CollectionContext): GroupRow | undefined {
  return ctx.scope.kind === 'group' ? ctx.scope.group : undefined;
}

/** Every group below a group, at any depth. */
export function descendantsOf(state: SandboxState, groupId: number): GroupRow[] {
  return state.tables.groups.filter(
    (row) => row.id !== groupId && groupAncestry(state, row.id).some((above) => above.id === groupId),
  );
}

/** A read-only list of groups under /groups/:id/<path>, filtered and ordered as GET /groups is. */
function groupList(
  path: string,
  rows: (ctx: CollectionContext, group: GroupRow) => GroupRow[],
): Collection<GroupRow> {
  return {
    ...groups,
    path,
    scopes: ['group'],
    rows: (ctx) => {
      const group = scopeGroup(ctx);
      return group === undefined ? [] : rows(ctx, group);
    },
    get: false,
    create: undefined,
    update: undefined,
    remove: undefined,
  };
}

const linksTo = (state: SandboxState, sourceType: 'Project' | 'Namespace') =>
  groupTable(state, 'group_links').filter((link) => link.source_type === sourceType);

/** GET /groups/:id/descendant_groups. */
export const descendantGroups = groupList('descendant_groups', (ctx, group) =>
  descendantsOf(ctx.state, group.id),
);

/** GET /groups/:id/invited_groups: the groups this group is shared with. */
export const invitedGroups = groupList('invited_groups', (ctx, group) =>
  linksTo(ctx.state, 'Namespace')
    .filter((link) => link.source_id === group.id)
    .flatMap((link) => findGroup(ctx.state, Number(link.group_id)) ?? []),
);

/** GET /groups/:id/groups/shared: the groups that shared themselves with this group. */
export const sharedGroups = groupList('groups/shared', (ctx, group) =>
  linksTo(ctx.state, 'Namespace')
    .filter((link) => link.group_id === group.id)
    .flatMap((link) => findGroup(ctx.state, Number(link.source_id)) ?? []),
);

/**
 * GET /groups/:id/transfer_locations: the groups it may move under, which excludes itself, its descendants and
 * its current parent (https://docs.gitlab.com/api/groups/#get-groups-to-which-a-user-can-transfer-a-group).
 */
export const transferLocations: Collection<GroupRow> = {
  ...groupList('transfer_locations', (ctx, group) => {
    const excluded = new Set([
      group.id,
      group.parent_id,
      ...descendantsOf(ctx.state, group.id).map((row) => row.id),
    ]);
    return ctx.state.tables.groups.filter((row) => !excluded.has(row.id));
  }),
  serialize: (row, ctx) => ({
    id: row.id,
    web_url: webUrl(ctx.state, `groups/${row.full_path}`),
    name: row.name,
    avatar_url: null,
    full_name: row.full_name,
    full_path: row.full_path,
  }),
};

/** GET /groups/:id/projects/shared: the projects shared with this group. */
export const sharedProjects: Collection<ProjectRow> = {
  ...namespaceProjects,
  path: 'projects/shared',
  scopes: ['group'],
  rows: (ctx) =>
    linksTo(ctx.state, 'Project')
      .filter((link) => link.group_id === scopeGroup(ctx)?.id)
      .flatMap((link) => ctx.state.tables.projects.find((project) => project.id === link.source_id) ?? []),
};

/** GET /groups/:id/releases: the releases of the projects in the group and its subgroups, newest first. */
export const groupReleases: Collection<ReleaseRow> = {
  ...releases,
  scopes: ['group'],
  rows: (ctx) => {
    const group = scopeGroup(ctx);
    if (group === undefined) return [];
    const groupIds = new Set([group.id, ...descendantsOf(ctx.state, group.id).map((row) => row.id)]);
    const projectIds = new Set(
      ctx.state.tables.projects
        .filter((project) => project.namespace_kind === 'group' && groupIds.has(project.namespace_id))
        .map((project) => project.id),
    );
    return ctx.state.tables.releases.filter((release) => projectIds.has(release.project_id));
  },
  serialize: (row, ctx) => releaseJson(ctx.state, row),
  get: false,
  create: undefined,
  update: undefined,
  remove: undefined,
};

/** GET /groups/:id/provisioned_users (Premium): users created for the group by SAML or SCIM. */
export const provisionedUsers: Collection<UserRow> = {
  ...users,
  path: 'provisioned_users',
  scopes: ['group'],
  tier: 'premium',
  rows: (ctx) => {
    const userIds = new Set(
      groupTable(ctx.state, 'provisioned_users')
        .filter((row) => row.group_id === scopeGroup(ctx)?.id)
        .map((row) => row.user_id),
    );
    return ctx.state.tables.users.filter((user) => userIds.has(user.id));
  },
  serialize: (row, ctx) => userJson(ctx.state, row, ctx.auth.user),
  get: false,
  create: undefined,
  update: undefined,
  remove: undefined,
};
