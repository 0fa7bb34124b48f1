import { badRequest, notFound, validationFailed } from '../../http/errors.js';
import { allNamespaces, findNamespace, findProject, groupAncestry } from '../../store/lookup.js';
import type { GroupRow, ProjectRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { groupAccess, projectAccess, ROLE } from '../../store/membership.js';
import type { Collection, Scope } from '../collection.js';
import { bool, int, str } from '../params.js';
import { projectIssues } from '../../store/generated-issues.js';
import { projectWebUrl, userBasic, webUrl } from '../shapes.js';
import { projectCiSettingsJson } from './project-ci-settings.js';
import { requestedStatistics } from './project-statistics.js';
import { namespaceSeatsJson } from './namespace-seats.js';
import { forksCount, projectRelationsJson } from './project-relations.js';
import { groupStateJson, ownerStateJson, storeAvatar } from './group-owner-state.js';

/** Projects, groups and namespaces (https://docs.gitlab.com/api/projects/, /api/groups/, /api/namespaces/). */

function namespaceJson(state: SandboxState, id: number): Record<string, unknown> {
  const namespace = findNamespace(state, id);
  if (namespace === undefined) return { id };
  return {
    id: namespace.id,
    name: namespace.name,
    path: namespace.path,
    kind: namespace.kind,
    full_path: namespace.full_path,
    parent_id: namespace.parent_id,
    avatar_url: null,
    web_url: webUrl(
      state,
      namespace.kind === 'group' ? `groups/${namespace.full_path}` : namespace.full_path,
    ),
  };
}

/** The project entity as GET /projects/:id answers it (documented fields of the Projects API). */
export function projectJson(state: SandboxState, project: ProjectRow): Record<string, unknown> {
  const url = projectWebUrl(state, project);
  const host = new URL(state.config.externalUrl).host;
  const api = `${state.config.externalUrl}/api/v4/projects/${project.id}`;
  const openIssues = projectIssues(state, project.id).filter((issue) => issue.state === 'opened').length;
  const owner =
    project.namespace_kind === 'user'
      ? state.tables.users.find((user) => user.namespace_id === project.namespace_id)
      : undefined;
  return {
    id: project.id,
    description: project.description,
    name: project.name,
    name_with_namespace: project.name_with_namespace,
    path: project.path,
    path_with_namespace: project.path_with_namespace,
    created_at: project.created_at,
    updated_at: project.updated_at,
    default_branch: project.default_branch,
    topics: project.topics,
    ssh_url_to_repo: `git@${host}:${project.path_with_namespace}.git`,
    http_url_to_repo: `${url}.git`,
    web_url: url,
    readme_url: `${url}/-/blob/${project.default_branch}/README.md`,
    avatar_url: null,
    forks_count: forksCount(state, project.id),
    star_count: project.star_count,
    last_activity_at: project.last_activity_at,
    namespace: namespaceJson(state, project.namespace_id),
    container_registry_image_prefix: `registry.${host}/${project.path_with_namespace}`,
    _links: {
      self: api,
      issues: `${api}/issues`,
      merge_requests: `${api}/merge_requests`,
      repo_branches: `${api}/repository/branches`,
      labels: `${api}/labels`,
      events: `${api}/events`,
      members: `${api}/members`,
      cluster_agents: `${api}/cluster_agents`,
    },
    ...(owner === undefined ? {} : { owner: userBasic(state, owner.id) }),
    empty_repo: false,
    archived: project.archived,
    visibility: project.visibility,
    issues_enabled: true,
    merge_requests_enabled: true,
    wiki_enabled: true,
    jobs_enabled: true,
    snippets_enabled: true,
    container_registry_enabled: true,
    issues_access_level: 'enabled',
    repository_access_level: 'enabled',
    merge_requests_access_level: 'enabled',
    builds_access_level: 'enabled',
    wiki_access_level: 'enabled',
    snippets_access_level: 'enabled',
    creator_id: project.creator_id,
    open_issues_count: openIssues,
    import_status: 'none',
    shared_runners_enabled: true,
    only_allow_merge_if_pipeline_succeeds: false,
    only_allow_merge_if_all_discussions_are_resolved: false,
    remove_source_branch_after_merge: true,
    request_access_enabled: true,
    merge_method: 'merge',
    squash_option: 'default_off',
    ci_config_path: '',
    ...projectCiSettingsJson(project),
    shared_with_groups: [],
    ...projectRelationsJson(state, project),
    ...ownerStateJson(state, { type: 'Project', id: project.id }, `project/${project.id}`),
  };
}

/** The project fields GitLab's BasicProjectDetails entity repeats (a cluster's project): a subset of the project. */
const BASIC_PROJECT_FIELDS = [
  'id',
  'description',
  'name',
  'name_with_namespace',
  'path',
  'path_with_namespace',
  'created_at',
  'default_branch',
  'topics',
  'ssh_url_to_repo',
  'http_url_to_repo',
  'web_url',
  'readme_url',
  'forks_count',
  'avatar_url',
  'star_count',
  'last_activity_at',
  'namespace',
] as const;

/** GitLab's BasicProjectDetails entity: the fields above, with the topics also under their former name `tag_list`. */
export function basicProjectDetailsJson(state: SandboxState, project: ProjectRow): Record<string, unknown> {
  const full = projectJson(state, project);
  return {
    ...Object.fromEntries(BASIC_PROJECT_FIELDS.map((field) => [field, full[field]])),
    tag_list: project.topics,
  };
}

function projectInScope(project: ProjectRow, scope: Scope, state: SandboxState): boolean {
  if (scope.kind === 'group') {
    const descendants = new Set(
      state.tables.groups
        .filter((group) => groupAncestry(state, group.id).some((a) => a.id === scope.group.id))
        .map((g) => g.id),
    );
    return project.namespace_kind === 'group' && descendants.has(project.namespace_id);
  }
  if (scope.kind === 'user')
    return project.namespace_kind === 'user' && project.namespace_id === scope.user.namespace_id;
  return true;
}

export const projects: Collection<ProjectRow> = {
  path: 'projects',
  scopes: ['root'],
  key: { param: 'project_id', get: (row) => row.id },
  notFound: 'Project',
  table: (state) => state.tables.projects,
  inScope: () => true,
  rows: (ctx) => ctx.state.tables.projects.filter((project) => projectInScope(project, ctx.scope, ctx.state)),
  // `:id` of a project is its numeric id or its URL-encoded full path.
  find: (ctx, key) => findProject(ctx.state, key),
  serialize: (row, ctx) => ({ ...projectJson(ctx.state, row), ...requestedStatistics(ctx, row) }),
  list: {
    filters: {
      search: (row, value) =>
        `${row.name} ${row.path} ${row.description}`.toLowerCase().includes(String(value).toLowerCase()),
      archived: (row, value) => row.archived === bool(value),
      visibility: (row, value) => row.visibility === value,
      membership: (row, value, ctx) =>
        bool(value) !== true || projectAccess(ctx.state, ctx.auth.user, row) > 0,
      owned: (row, value, ctx) =>
        bool(value) !== true ||
        (row.namespace_kind === 'user' && row.namespace_id === ctx.auth.user.namespace_id),
      topic: (row, value) =>
        String(value)
          .split(',')
          .every((topic) => row.topics.includes(topic)),
      min_access_level: (row, value, ctx) =>
        projectAccess(ctx.state, ctx.auth.user, row) >= (int(value) ?? 0),
    },
    orderBy: {
      id: (row) => row.id,
      name: (row) => row.name,
      path: (row) => row.path,
      created_at: (row) => row.created_at,
      updated_at: (row) => row.updated_at,
      last_activity_at: (row) => row.last_activity_at,
      star_count: (row) => row.star_count,
    },
    defaultOrder: { orderBy: 'created_at', sort: 'desc' },
    keyset: true,
  },
  create: {
    required: ['name'],
    check: (params, ctx) => {
      const namespaceId = int(params.namespace_id) ?? ctx.auth.user.namespace_id;
      const path = str(params.path) ?? slug(str(params.name) ?? '');
      const taken = ctx.state.tables.projects.some(
        (row) => row.namespace_id === namespaceId && (row.path === path || row.name === str(params.name)),
      );
      if (findNamespace(ctx.state, namespaceId) === undefined) return notFound('Namespace');
      return taken
        ? validationFailed({ name: ['has already been taken'], path: ['has already been taken'] })
        : undefined;
    },
    build: (params, ctx) => {
      const namespace = findNamespace(ctx.state, int(params.namespace_id) ?? ctx.auth.user.namespace_id)!;
      const name = str(params.name) ?? '';
      const path = str(params.path) ?? slug(name);
      const now = ctx.state.now();
      return {
        id: nextId(ctx.state, 'project', ctx.state.tables.projects),
        name,
        path,
        path_with_namespace: `${namespace.full_path}/${path}`,
        name_with_namespace: `${namespace.kind === 'group' ? groupFullName(ctx.state, namespace.id) : namespace.name} / ${name}`,
        namespace_id: namespace.id,
        namespace_kind: namespace.kind,
        description: str(params.description) ?? '',
        default_branch: str(params.default_branch) ?? 'main',
        visibility: (str(params.visibility) as ProjectRow['visibility'] | undefined) ?? 'private',
        created_at: now,
        updated_at: now,
        last_activity_at: now,
        creator_id: ctx.auth.user.id,
        topics: str(params.topics)?.split(',') ?? [],
        star_count: 0,
        archived: false,
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.name !== undefined) row.name = str(params.name) ?? row.name;
    if (params.description !== undefined) row.description = str(params.description) ?? '';
    if (params.default_branch !== undefined)
      row.default_branch = str(params.default_branch) ?? row.default_branch;
    if (params.visibility !== undefined)
      row.visibility = (str(params.visibility) as ProjectRow['visibility']) ?? row.visibility;
    if (params.topics !== undefined) row.topics = str(params.topics)?.split(',') ?? [];
    storeAvatar(ctx.state, { type: 'Project', id: row.id }, params.avatar);
    row.updated_at = ctx.state.now();
  },
  // Deletion marks the project first: actions/project-lifecycle.ts.
};

/** /groups/:id/projects and /users/:id/projects: the same list, narrowed to a namespace. */
export const namespaceProjects: Collection<ProjectRow> = {
  ...projects,
  scopes: ['group', 'user'],
  get: false,
  create: undefined,
  update: undefined,
  remove: undefined,
};

function slug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-');
}

function groupFullName(state: SandboxState, groupId: number): string {
  return groupAncestry(state, groupId)
    .map((group) => group.name)
    .reverse()
    .join(' / ');
}

export function groupJson(state: SandboxState, group: GroupRow): Record<string, unknown> {
  return {
    id: group.id,
    web_url: webUrl(state, `groups/${group.full_path}`),
    name: group.name,
    path: group.path,
    description: group.description,
    visibility: group.visibility,
    share_with_group_lock: false,
    require_two_factor_authentication: false,
    two_factor_grace_period: 48,
    project_creation_level: 'developer',
    auto_devops_enabled: null,
    subgroup_creation_level: 'maintainer',
    emails_disabled: false,
    emails_enabled: true,
    mentions_disabled: null,
    lfs_enabled: true,
    default_branch: null,
    default_branch_protection: 2,
    // What protection level 2 (fully protected, GitLab's default) means, in the form GitLab answers it since 17.0.
    default_branch_protection_defaults: {
      allowed_to_push: [{ access_level: ROLE.maintainer }],
      allow_force_push: false,
      allowed_to_merge: [{ access_level: ROLE.maintainer }],
      developer_can_initial_push: false,
    },
    avatar_url: null,
    request_access_enabled: true,
    full_name: group.full_name,
    full_path: group.full_path,
    created_at: group.created_at,
    parent_id: group.parent_id,
    organization_id: 1,
    shared_runners_setting: 'enabled',
    ldap_cn: null,
    ldap_access: null,
    marked_for_deletion_on: null,
    ...groupStateJson(state, group),
  };
}

/**
 * One group as `GET /groups/:id` answers it: the list's fields and the settings only the single view carries
 * (doc/api/groups.md, "Get a single group"); the Premium ones from that tier up. Its owners (and administrators)
 * also see the group's runner registration token, administrators the storage of its wiki (Premium).
 */
function groupDetailJson(state: SandboxState, group: GroupRow, viewer: UserRow): Record<string, unknown> {
  const owner = groupAccess(state, viewer, group) >= ROLE.owner;
  const token = state.plain.runner_registration_tokens?.find((row) => row.owner === `group:${group.id}`);
  return {
    ...groupJson(state, group),
    ...(owner ? { runners_token: token?.token ?? null } : {}),
    ...(viewer.is_admin && state.config.tier !== 'free' ? { repository_storage: 'default' } : {}),
    enabled_git_access_protocol: 'all',
    prevent_sharing_groups_outside_hierarchy: false,
    math_rendering_limits_enabled: true,
    lock_math_rendering_limits_enabled: false,
    ...(state.config.tier === 'free'
      ? {}
      : { file_template_project_id: null, ip_restriction_ranges: null, allowed_email_domains_list: null }),
  };
}

export const groups: Collection<GroupRow> = {
  path: 'groups',
  scopes: ['root'],
  key: { param: 'id', get: (row) => row.id },
  notFound: 'Group',
  table: (state) => state.tables.groups,
  inScope: () => true,
  find: (ctx, key) =>
    ctx.state.tables.groups.find(
      (row) => String(row.id) === key || row.full_path.toLowerCase() === key.toLowerCase(),
    ),
  serialize: (row, ctx) => groupDetailJson(ctx.state, row, ctx.auth.user),
  list: {
    serialize: (row, ctx) => groupJson(ctx.state, row),
    filters: {
      search: (row, value) => `${row.name} ${row.path}`.toLowerCase().includes(String(value).toLowerCase()),
      top_level_only: (row, value) => bool(value) !== true || row.parent_id === null,
    },
    orderBy: { name: (row) => row.name, path: (row) => row.path, id: (row) => row.id },
    defaultOrder: { orderBy: 'name', sort: 'asc' },
  },
  create: {
    required: ['name', 'path'],
    check: (params, ctx) => {
      const parent = int(params.parent_id) ?? null;
      const taken = ctx.state.tables.groups.some(
        (row) => row.parent_id === parent && row.path === str(params.path),
      );
      return taken ? validationFailed({ path: ['has already been taken'] }) : undefined;
    },
    build: (params, ctx) => {
      const parent = int(params.parent_id) ?? null;
      const parentRow =
        parent === null ? undefined : ctx.state.tables.groups.find((row) => row.id === parent);
      if (parent !== null && parentRow === undefined) throw badRequest('Parent group not found');
      const name = str(params.name) ?? '';
      const path = str(params.path) ?? '';
      return {
        id: nextId(ctx.state, 'group', ctx.state.tables.groups),
        name,
        path,
        full_path: parentRow === undefined ? path : `${parentRow.full_path}/${path}`,
        full_name: parentRow === undefined ? name : `${parentRow.full_name} / ${name}`,
        parent_id: parent,
        description: str(params.description) ?? '',
        visibility: (str(params.visibility) as GroupRow['visibility'] | undefined) ?? 'private',
        created_at: ctx.state.now(),
      };
    },
  },
  update: (row, params, ctx) => {
    if (params.name !== undefined) row.name = str(params.name) ?? row.name;
    if (params.description !== undefined) row.description = str(params.description) ?? '';
    if (params.visibility !== undefined)
      row.visibility = (str(params.visibility) as GroupRow['visibility']) ?? row.visibility;
    storeAvatar(ctx.state, { type: 'Namespace', id: row.id }, params.avatar);
  },
  // DELETE /groups/:id marks the group for deletion first: rest/actions/group-core.ts.
};

export const subgroups: Collection<GroupRow> = {
  ...groups,
  path: 'subgroups',
  scopes: ['group'],
  rows: (ctx) =>
    ctx.state.tables.groups.filter(
      (row) => ctx.scope.kind === 'group' && row.parent_id === ctx.scope.group.id,
    ),
  get: false,
  create: undefined,
  update: undefined,
  remove: undefined,
};

export const namespaces: Collection<{
  id: number;
  kind: 'group' | 'user';
  full_path: string;
  name: string;
  path: string;
  parent_id: number | null;
}> = {
  path: 'namespaces',
  scopes: ['root'],
  key: { param: 'namespace_id', get: (row) => row.id },
  notFound: 'Namespace',
  table: (state) => allNamespaces(state),
  inScope: () => true,
  find: (ctx, key) => allNamespaces(ctx.state).find((row) => String(row.id) === key || row.full_path === key),
  serialize: (row, ctx) => ({
    ...row,
    avatar_url: null,
    web_url: webUrl(ctx.state, row.kind === 'group' ? `groups/${row.full_path}` : row.full_path),
    ...namespaceSeatsJson(ctx.state, row),
    plan: ctx.state.config.tier,
  }),
  list: { filters: { search: (row, value) => row.full_path.includes(String(value)) } },
};
