import { badRequest, validationFailed } from '../../http/errors.js';
import { memberAccess } from '../../store/membership.js';
import { findGroup, projectAncestry } from '../../store/lookup.js';
import type { GroupRow, PlainRow, ProjectRow, UserRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { projectOf } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, int, intList, list, str } from '../params.js';
import { userBasic, without } from '../shapes.js';
import { forkedFromId, projectTable } from './project-relations.js';
import { groupTable } from './group-owner-state.js';
import { groups, namespaceProjects } from './projects.js';
import { approversJson } from './approvers.js';
import { protectedBranchJson } from './project-settings.js';
import { userJson } from './users.js';

/**
 * The project domain's collections: forks and users' starred or contributed projects (project lists), starrers and
 * project users, push mirrors, Pages domains and approval rules (https://docs.gitlab.com/api/projects/,
 * /api/remote_mirrors/, /api/pages_domains/, /api/merge_request_approvals/).
 */

const inThisProject = (row: PlainRow, scope: CollectionContext['scope']) =>
  scope.kind === 'project' && row.project_id === scope.project.id;

function starredBy(state: SandboxState, user: UserRow): Set<number> {
  return new Set(
    projectTable(state, 'project_stars')
      .filter((row) => row.user_id === user.id)
      .map((row) => Number(row.project_id)),
  );
}

/** A user contributed to a project when they authored an issue, a merge request or a note in it. */
function contributedBy(state: SandboxState, user: UserRow): Set<number> {
  const { issues, mergeRequests, notes } = state.tables;
  return new Set(
    [...issues, ...mergeRequests, ...notes].flatMap((row) =>
      row.author_id === user.id && row.project_id !== null ? [row.project_id] : [],
    ),
  );
}

/** A project list narrowed by a relation of the scope (its forks, a user's stars or contributions). */
function relatedProjects(
  path: string,
  scope: 'project' | 'user',
  keep: (ctx: CollectionContext) => (project: ProjectRow) => boolean,
): Collection<ProjectRow> {
  return {
    ...namespaceProjects,
    path,
    scopes: [scope],
    rows: (ctx) => ctx.state.tables.projects.filter(keep(ctx)),
  };
}

export const projectForks = relatedProjects(
  'forks',
  'project',
  (ctx) => (project) => forkedFromId(ctx.state, project.id) === projectOf(ctx).id,
);

export const starredProjects = relatedProjects('starred_projects', 'user', (ctx) => {
  const starred = ctx.scope.kind === 'user' ? starredBy(ctx.state, ctx.scope.user) : new Set<number>();
  return (project) => starred.has(project.id);
});

export const contributedProjects = relatedProjects('contributed_projects', 'user', (ctx) => {
  const contributed =
    ctx.scope.kind === 'user' ? contributedBy(ctx.state, ctx.scope.user) : new Set<number>();
  return (project) => contributed.has(project.id);
});

/** The groups a project is shared with (its group links). */
function invitedGroupsOf(ctx: CollectionContext): GroupRow[] {
  return groupTable(ctx.state, 'group_links')
    .filter((link) => link.source_type === 'Project' && link.source_id === projectOf(ctx).id)
    .flatMap((link) => findGroup(ctx.state, Number(link.group_id)) ?? []);
}

/** A read-only list of groups under /projects/:id/<path>, filtered and ordered as GET /groups is. */
function projectGroupList(path: string, rows: (ctx: CollectionContext) => GroupRow[]): Collection<GroupRow> {
  return {
    ...groups,
    path,
    scopes: ['project'],
    rows,
    get: false,
    create: undefined,
    update: undefined,
    remove: undefined,
  };
}

/**
 * GET /projects/:id/groups: the project's ancestor groups, plus the groups it is shared with when `with_shared`
 * is set; `skip_groups` leaves some out.
 */
export const projectGroups = projectGroupList('groups', (ctx) => {
  const skipped = new Set(intList(ctx.req.params.skip_groups) ?? []);
  const shared = bool(ctx.req.params.with_shared) === true ? invitedGroupsOf(ctx) : [];
  return [...projectAncestry(ctx.state, projectOf(ctx)), ...shared].filter(
    (group, index, all) => !skipped.has(group.id) && all.indexOf(group) === index,
  );
});

/** GET /projects/:id/invited_groups: the groups the project is shared with. */
export const projectInvitedGroups = projectGroupList('invited_groups', invitedGroupsOf);

const matchesUser = (user: UserRow | undefined, value: unknown) =>
  user !== undefined && `${user.username} ${user.name}`.toLowerCase().includes(String(value).toLowerCase());

/** GET /projects/:id/starrers: `{ starred_since, user }`. */
export const starrers: Collection<PlainRow> = {
  path: 'starrers',
  scopes: ['project'],
  key: { param: 'user_id', get: (row) => Number(row.user_id) },
  notFound: 'User',
  table: (state) => projectTable(state, 'project_stars'),
  inScope: inThisProject,
  get: false,
  serialize: (row, ctx) => ({
    starred_since: row.starred_since,
    user: userBasic(ctx.state, Number(row.user_id)),
  }),
  list: {
    filters: {
      search: (row, value, ctx) =>
        matchesUser(
          ctx.state.tables.users.find((user) => user.id === row.user_id),
          value,
        ),
    },
  },
};

/** GET /projects/:id/users: the users with a role in the project, directly or through its groups. */
export const projectUsers: Collection<UserRow> = {
  path: 'users',
  scopes: ['project'],
  key: { param: 'user_id', get: (row) => row.id },
  notFound: 'User',
  table: (state) => state.tables.users,
  inScope: () => true,
  rows: (ctx) => ctx.state.tables.users.filter((user) => memberAccess(ctx.state, user, projectOf(ctx)) > 0),
  get: false,
  serialize: (row, ctx) => without(userJson(ctx.state, row, ctx.auth.user), 'email'),
  list: { filters: { search: (row, value) => matchesUser(row, value) } },
};

/** The credentials in a mirror URL are never shown: `https://user:token@host` → `https://*****:*****@host`. */
export function maskedUrl(url: string): string {
  return url.replace(/^([a-z+]+:\/\/)[^@/]+@/i, '$1*****:*****@');
}

function applyMirror(row: PlainRow, params: Record<string, unknown>): void {
  for (const key of ['enabled', 'only_protected_branches', 'keep_divergent_refs'])
    if (params[key] !== undefined) row[key] = bool(params[key]) ?? row[key];
  if (params.mirror_branch_regex !== undefined)
    row.mirror_branch_regex = str(params.mirror_branch_regex) ?? null;
  if (params.auth_method !== undefined) row.auth_method = str(params.auth_method);
  if (params.host_keys !== undefined) row.host_keys = list(params.host_keys) ?? [];
  // GitLab makes a key pair for a mirror that authenticates by SSH; its public half is for the mirror host.
  if (row.auth_method === 'ssh_public_key' && row.ssh_public_key === undefined)
    row.ssh_public_key = `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${String(row.id).padStart(40, 'x')} gitlab-mirror`;
}

/** /projects/:id/remote_mirrors (push mirrors). */
export const remoteMirrors: Collection<PlainRow> = {
  path: 'remote_mirrors',
  scopes: ['project'],
  key: { param: 'mirror_id', get: (row) => Number(row.id) },
  notFound: 'Remote Mirror',
  table: (state) => projectTable(state, 'remote_mirrors'),
  inScope: inThisProject,
  serialize: (row) => without(row, 'project_id', 'host_keys', 'ssh_public_key'),
  list: { orderBy: { id: (row) => Number(row.id) }, defaultOrder: { orderBy: 'id', sort: 'asc' } },
  create: {
    required: ['url'],
    check: (params) =>
      /^(https?|ssh|git):\/\//.test(str(params.url) ?? '')
        ? undefined
        : validationFailed({ url: ['is blocked: Only allowed schemes are http, https, ssh, git'] }),
    build: (params, ctx) => {
      const row: PlainRow = {
        id: nextId(ctx.state, 'remote_mirror', projectTable(ctx.state, 'remote_mirrors')),
        project_id: projectOf(ctx).id,
        enabled: false,
        url: maskedUrl(str(params.url) ?? ''),
        update_status: 'none',
        last_update_at: null,
        last_update_started_at: null,
        last_successful_update_at: null,
        last_error: null,
        only_protected_branches: false,
        keep_divergent_refs: false,
        mirror_branch_regex: null,
        auth_method: 'password',
        host_keys: [],
      };
      applyMirror(row, params);
      return row;
    },
  },
  update: (row, params) => applyMirror(row, params),
  remove: true,
};

function domainJson(row: PlainRow, withProject: boolean): Record<string, unknown> {
  const shown = without(row, 'key', ...(withProject ? [] : ['project_id']));
  return shown;
}

function applyDomain(row: PlainRow, params: Record<string, unknown>): void {
  if (params.auto_ssl_enabled !== undefined) row.auto_ssl_enabled = bool(params.auto_ssl_enabled) ?? false;
  if (params.certificate !== undefined) {
    // The sandbox does not parse PEM: a given certificate is reported by the domain it names, as given.
    const subject = `/CN=${String(row.domain)}`;
    row.certificate = {
      subject,
      expired: false,
      expiration: null,
      certificate: str(params.certificate),
      certificate_text: `Certificate:\n    Data:\n        Subject: ${subject.slice(1).replace('=', ' = ')}\n`,
    };
  }
  if (params.key !== undefined) row.key = str(params.key);
}

/** /projects/:id/pages/domains: a project's custom Pages domains. */
export const pagesDomains: Collection<PlainRow> = {
  path: 'pages/domains',
  scopes: ['project'],
  key: { param: 'domain', get: (row) => String(row.domain) },
  notFound: 'Pages Domain',
  table: (state) => projectTable(state, 'pages_domains'),
  inScope: inThisProject,
  serialize: (row) => domainJson(row, false),
  create: {
    required: ['domain'],
    check: (params, ctx) =>
      projectTable(ctx.state, 'pages_domains').some((row) => row.domain === str(params.domain))
        ? validationFailed({ domain: ['has already been taken'] })
        : params.certificate !== undefined && params.key === undefined
          ? badRequest({ key: ["can't be blank"] })
          : undefined,
    build: (params, ctx) => {
      const domain = str(params.domain) ?? '';
      const row: PlainRow = {
        project_id: projectOf(ctx).id,
        domain,
        url: `http://${domain}`,
        verified: false,
        verification_code: `gitlab-pages-verification-code=${domain.length.toString(16)}0c1e9b2f`,
        enabled_until: null,
        auto_ssl_enabled: false,
      };
      applyDomain(row, params);
      if (row.certificate !== undefined || row.auto_ssl_enabled === true) row.url = `https://${domain}`;
      return row;
    },
  },
  update: (row, params) => applyDomain(row, params),
  remove: true,
};

/** GET /pages/domains (administrators): every domain, with its project. */
export const allPagesDomains: Collection<PlainRow> = {
  ...pagesDomains,
  scopes: ['root'],
  inScope: () => true,
  admin: true,
  get: false,
  serialize: (row) => domainJson(row, true),
  create: undefined,
  update: undefined,
  remove: undefined,
};

function ruleJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const branchIds = (row.protected_branch_ids as number[] | undefined) ?? [];
  const { eligible_approvers, users, groups } = approversJson(state, row);
  return {
    id: row.id,
    name: row.name,
    rule_type: row.rule_type,
    report_type: row.report_type,
    eligible_approvers,
    approvals_required: row.approvals_required,
    users,
    groups,
    contains_hidden_groups: false,
    protected_branches: state.tables.protectedBranches
      .filter((branch) => branchIds.includes(branch.id))
      .map((branch) => protectedBranchJson(branch)),
    applies_to_all_protected_branches: row.applies_to_all_protected_branches === true,
  };
}

function applyRule(state: SandboxState, row: PlainRow, params: Record<string, unknown>): void {
  if (params.name !== undefined) row.name = str(params.name);
  if (params.approvals_required !== undefined) row.approvals_required = int(params.approvals_required) ?? 0;
  if (params.group_ids !== undefined) row.group_ids = intList(params.group_ids) ?? [];
  if (params.protected_branch_ids !== undefined)
    row.protected_branch_ids = intList(params.protected_branch_ids) ?? [];
  if (params.applies_to_all_protected_branches !== undefined)
    row.applies_to_all_protected_branches = bool(params.applies_to_all_protected_branches) ?? false;
  const byName = (list(params.usernames) ?? []).flatMap((name) => {
    const user = state.tables.users.find((candidate) => candidate.username === name);
    return user === undefined ? [] : [user.id];
  });
  if (params.user_ids !== undefined || params.usernames !== undefined)
    row.user_ids = [...new Set([...(intList(params.user_ids) ?? []), ...byName])];
}

/** /projects/:id/approval_rules (Premium). */
export const projectApprovalRules: Collection<PlainRow> = {
  path: 'approval_rules',
  scopes: ['project'],
  key: { param: 'rule_id', get: (row) => Number(row.id) },
  notFound: 'Approval Rule',
  table: (state) => projectTable(state, 'project_approval_rules'),
  inScope: inThisProject,
  tier: 'premium',
  serialize: (row, ctx) => ruleJson(ctx.state, row),
  create: {
    required: ['name', 'approvals_required'],
    build: (params, ctx) => {
      const row: PlainRow = {
        id: nextId(ctx.state, 'project_approval_rule', projectTable(ctx.state, 'project_approval_rules')),
        project_id: projectOf(ctx).id,
        rule_type: str(params.rule_type) ?? 'regular',
        report_type: str(params.report_type) ?? null,
        user_ids: [],
        group_ids: [],
        protected_branch_ids: [],
      };
      applyRule(ctx.state, row, params);
      return row;
    },
  },
  update: (row, params, ctx) => applyRule(ctx.state, row, params),
  remove: true,
};
