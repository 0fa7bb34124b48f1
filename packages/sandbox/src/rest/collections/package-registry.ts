import { createHash } from 'node:crypto';
import { notFound } from '../../http/errors.js';
import { findProject, projectAncestry } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection, CollectionContext, Scope } from '../collection.js';
import { bool } from '../params.js';
import { without } from '../shapes.js';
import { groupTable } from './group-owner-state.js';
import { plainCollection } from './content.js';

/*
 * Packages and package files (https://docs.gitlab.com/api/packages/), container registry repositories and tags
 * (https://docs.gitlab.com/api/container_registry/) and the registries' protection rules
 * (https://docs.gitlab.com/api/project_packages_protection_rules/,
 * https://docs.gitlab.com/api/container_repository_protection_rules/), kept in plain tables (seed/packages.ts).
 */

/** Whether a project row belongs to the scope: the project itself, or (group lists) a project below the group. */
function inProjectOrGroup(state: SandboxState, row: PlainRow, scope: Scope, direct: boolean): boolean {
  if (scope.kind === 'project') return row.project_id === scope.project.id;
  if (scope.kind !== 'group') return false;
  const project = findProject(state, Number(row.project_id));
  if (project === undefined) return false;
  if (direct) return project.namespace_kind === 'group' && project.namespace_id === scope.group.id;
  return projectAncestry(state, project).some((group) => group.id === scope.group.id);
}

function scopedTable(table: string, direct: (ctx: CollectionContext) => boolean) {
  return (ctx: CollectionContext): PlainRow[] =>
    groupTable(ctx.state, table).filter((row) => inProjectOrGroup(ctx.state, row, ctx.scope, direct(ctx)));
}

function projectPath(state: SandboxState, row: PlainRow): string {
  return findProject(state, Number(row.project_id))?.path_with_namespace ?? '';
}

/** GitLab's package entity; a group list adds the project each package belongs to. */
function packageJson(row: PlainRow, ctx: CollectionContext): PlainRow {
  const path = projectPath(ctx.state, row);
  return {
    ...without(row, 'project_id'),
    _links: { web_path: `/${path}/-/packages/${String(row.id)}` },
    pipeline: null,
    tags: [],
    ...(ctx.scope.kind === 'group' ? { project_id: row.project_id, project_path: path } : {}),
  };
}

const contains = (row: PlainRow, field: string, value: unknown) =>
  String(row[field]).toLowerCase().includes(String(value).toLowerCase());

export const packages: Collection<PlainRow> = {
  path: 'packages',
  scopes: ['project', 'group'],
  itemScopes: ['project'],
  key: { param: 'package_id', get: (row) => Number(row.id) },
  notFound: 'Package',
  table: (state) => groupTable(state, 'packages'),
  inScope: () => true,
  rows: scopedTable('packages', (ctx) => bool(ctx.req.query.exclude_subgroups) === true),
  serialize: packageJson,
  list: {
    filters: {
      package_name: (row, value) => contains(row, 'name', value),
      package_type: (row, value) => row.package_type === value,
      package_version: (row, value) => row.version === value,
      status: (row, value) => row.status === value,
    },
    orderBy: {
      created_at: (row) => String(row.created_at),
      name: (row) => String(row.name),
      version: (row) => String(row.version),
      type: (row) => String(row.package_type),
      project_path: (row) => Number(row.project_id),
    },
    defaultOrder: { orderBy: 'created_at', sort: 'asc' },
  },
  remove: (row, ctx) => {
    const files = groupTable(ctx.state, 'package_files');
    ctx.state.plain.package_files = files.filter((file) => file.package_id !== row.id);
  },
};

function fileBytes(row: PlainRow): Buffer {
  return Buffer.from(String(row.data), 'base64');
}

/** GitLab's package file entity: size and checksums, never the bytes. */
export function packageFileJson(row: PlainRow): PlainRow {
  const bytes = fileBytes(row);
  const digest = (algorithm: string) => createHash(algorithm).update(bytes).digest('hex');
  return {
    id: row.id,
    package_id: row.package_id,
    created_at: row.created_at,
    file_name: row.file_name,
    size: bytes.length,
    file_md5: digest('md5'),
    file_sha1: digest('sha1'),
    file_sha256: digest('sha256'),
    pipelines: [],
  };
}

/** The package named by `:package_id` in the request's project, or GitLab's 404. */
function packageOf(ctx: CollectionContext): PlainRow {
  const row = groupTable(ctx.state, 'packages').find(
    (item) =>
      ctx.scope.kind === 'project' &&
      item.project_id === ctx.scope.project.id &&
      String(item.id) === ctx.params.package_id,
  );
  if (row === undefined) throw notFound('Package');
  return row;
}

export const packageFiles: Collection<PlainRow> = {
  path: 'packages/:package_id/package_files',
  scopes: ['project'],
  key: { param: 'package_file_id', get: (row) => Number(row.id) },
  notFound: 'Package File',
  table: (state) => groupTable(state, 'package_files'),
  inScope: () => true,
  rows: (ctx) => {
    const owner = packageOf(ctx);
    return groupTable(ctx.state, 'package_files').filter((row) => row.package_id === owner.id);
  },
  serialize: (row) => packageFileJson(row),
  get: false,
  list: {
    orderBy: {
      id: (row) => Number(row.id),
      file_name: (row) => String(row.file_name),
      created_at: (row) => String(row.created_at),
    },
    defaultOrder: { orderBy: 'id', sort: 'asc' },
  },
  remove: true,
};

/** The registry's host: GitLab serves images beside the instance (`registry.gitlab.example.com`). */
function registryHost(state: SandboxState): string {
  return `registry.${new URL(state.config.externalUrl).host}`;
}

function repositoryPath(state: SandboxState, row: PlainRow): string {
  const base = projectPath(state, row);
  return row.name === '' ? base : `${base}/${String(row.name)}`;
}

function tagsOf(state: SandboxState, repositoryId: unknown): PlainRow[] {
  return groupTable(state, 'container_tags').filter((tag) => tag.repository_id === repositoryId);
}

/** A tag as the tag list shows it; the single tag adds digest, revision and size. */
function tagJson(state: SandboxState, row: PlainRow, full: boolean): PlainRow {
  const repository = groupTable(state, 'container_repositories').find(
    (item) => item.id === row.repository_id,
  );
  const path = `${repository === undefined ? '' : repositoryPath(state, repository)}:${String(row.name)}`;
  const revision = createHash('sha256').update(path).digest('hex');
  return {
    name: row.name,
    path,
    location: `${registryHost(state)}/${path}`,
    ...(full
      ? {
          revision,
          short_revision: revision.slice(0, 9),
          digest: `sha256:${createHash('sha256').update(revision).digest('hex')}`,
          created_at: row.created_at,
          total_size: 2_097_152,
        }
      : {}),
  };
}

/** GitLab's container repository entity; `tags` and `tags_count` only when asked for. */
export function repositoryJson(state: SandboxState, row: PlainRow, query: Record<string, string>): PlainRow {
  const path = repositoryPath(state, row);
  const tags = tagsOf(state, row.id);
  return {
    id: row.id,
    name: row.name,
    path,
    project_id: row.project_id,
    location: `${registryHost(state)}/${path}`,
    created_at: row.created_at,
    cleanup_policy_started_at: null,
    status: null,
    ...(bool(query.tags_count) === true ? { tags_count: tags.length } : {}),
    ...(bool(query.tags) === true ? { tags: tags.map((tag) => tagJson(state, tag, false)) } : {}),
  };
}

export const containerRepositories: Collection<PlainRow> = {
  path: 'registry/repositories',
  scopes: ['project', 'group'],
  itemScopes: ['project'],
  key: { param: 'repository_id', get: (row) => Number(row.id) },
  notFound: 'Repository',
  table: (state) => groupTable(state, 'container_repositories'),
  inScope: () => true,
  rows: scopedTable('container_repositories', () => false),
  serialize: (row, ctx) => repositoryJson(ctx.state, row, ctx.req.query),
  list: { orderBy: { id: (row) => Number(row.id) }, defaultOrder: { orderBy: 'id', sort: 'asc' } },
  get: false,
  remove: true,
  deleteStatus: 202,
};

/** The repository named by `:repository_id` in the request's project, or GitLab's 404. */
export function repositoryOf(ctx: CollectionContext): PlainRow {
  const row = groupTable(ctx.state, 'container_repositories').find(
    (item) =>
      ctx.scope.kind === 'project' &&
      item.project_id === ctx.scope.project.id &&
      String(item.id) === ctx.params.repository_id,
  );
  if (row === undefined) throw notFound('Repository');
  return row;
}

export const containerTags: Collection<PlainRow> = {
  path: 'registry/repositories/:repository_id/tags',
  scopes: ['project'],
  key: { param: 'tag_name', get: (row) => String(row.name) },
  notFound: 'Tag',
  table: (state) => groupTable(state, 'container_tags'),
  inScope: () => true,
  rows: (ctx) => tagsOf(ctx.state, repositoryOf(ctx).id),
  serialize: (row, ctx) => tagJson(ctx.state, row, true),
  list: {
    serialize: (row, ctx) => tagJson(ctx.state, row, false),
    orderBy: { name: (row) => String(row.name) },
    defaultOrder: { orderBy: 'name', sort: 'asc' },
  },
  remove: true,
  deleteStatus: 200,
};

/**
 * One family of protection rules: GitLab's JSON as stored, updated with PATCH. Besides the rule's pattern (the
 * required ones), GitLab's pages (doc/api/project_packages_protection_rules.md,
 * container_repository_protection_rules.md, container_repository_tag_protection_rules.md) document the two
 * minimum access levels.
 */
function protectionRules(table: string, path: string, required: string[]): Collection<PlainRow> {
  return {
    ...plainCollection({
      table,
      path,
      scope: 'project',
      key: 'id',
      notFound: 'Protection Rule',
      required,
      fields: [...required, 'minimum_access_level_for_push', 'minimum_access_level_for_delete'],
      defaults: { minimum_access_level_for_push: null, minimum_access_level_for_delete: null },
    }),
    serialize: (row) => row,
    // GitLab lists, creates, updates and deletes rules; it has no endpoint reading one rule.
    get: false,
    updateMethod: 'PATCH',
  };
}

export const registryProtectionRules = [
  protectionRules('package_protection_rules', 'packages/protection/rules', [
    'package_name_pattern',
    'package_type',
  ]),
  protectionRules('registry_repository_rules', 'registry/protection/repository/rules', [
    'repository_path_pattern',
  ]),
  protectionRules('registry_tag_rules', 'registry/protection/tag/rules', ['tag_name_pattern']),
];
