import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ApiError, badRequest, missingParams, notFound } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { binary, json } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow, ProjectRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { bool, str } from '../params.js';
import { projectIdentity, projectTable } from '../collections/project-relations.js';
import { createProject, namespaceNamed } from './project-lifecycle.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * What GitLab reports about a project's repository and its export and import (https://docs.gitlab.com/api/projects/,
 * /api/project_statistics/, /api/project_import_export/, /api/project_security_settings/, /api/dependency_firewall/).
 */

/** Linguist's names for the extensions the seeded repositories hold; prose and data files are not languages. */
const LANGUAGE_OF_EXTENSION: Readonly<Record<string, string>> = {
  ts: 'TypeScript',
  js: 'JavaScript',
  rb: 'Ruby',
  py: 'Python',
  go: 'Go',
  sh: 'Shell',
  css: 'CSS',
  html: 'HTML',
  vue: 'Vue',
  java: 'Java',
  kt: 'Kotlin',
  rs: 'Rust',
  c: 'C',
  cpp: 'C++',
  cs: 'C#',
  php: 'PHP',
  swift: 'Swift',
  scala: 'Scala',
  ex: 'Elixir',
  lua: 'Lua',
  dart: 'Dart',
};

/** Each language's share of the default branch's code, in percent with two decimals, as GitLab answers. */
function languages(state: SandboxState, project: ProjectRow): Record<string, number> {
  const sizes = new Map<string, number>();
  for (const file of state.tables.files) {
    if (file.project_id !== project.id || file.branch !== project.default_branch) continue;
    const language = LANGUAGE_OF_EXTENSION[file.path.split('.').pop() ?? ''];
    if (language !== undefined) sizes.set(language, (sizes.get(language) ?? 0) + file.content.length);
  }
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return Object.fromEntries(
    [...sizes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([language, size]) => [language, Math.round((size / total) * 10000) / 100]),
  );
}

/** A row of a per-project table, made with its defaults on first use. */
function rowOf(state: SandboxState, table: string, project: ProjectRow, defaults: () => PlainRow): PlainRow {
  const rows = projectTable(state, table);
  let row = rows.find((item) => item.project_id === project.id);
  if (row === undefined) {
    row = { project_id: project.id, ...defaults() };
    rows.push(row);
  }
  return row;
}

function securitySettings(ctx: ProjectContext): PlainRow {
  return rowOf(ctx.state, 'project_security_settings', ctx.project, () => ({
    created_at: ctx.project.created_at,
    updated_at: ctx.project.created_at,
    auto_fix_container_scanning: true,
    auto_fix_dast: true,
    auto_fix_dependency_scanning: true,
    auto_fix_sast: true,
    continuous_vulnerability_scans_enabled: false,
    container_scanning_for_registry_enabled: false,
    secret_push_protection_enabled: false,
  }));
}

function importJson(project: ProjectRow, row: PlainRow | undefined): Record<string, unknown> {
  return {
    ...projectIdentity(project),
    import_status: row?.import_status ?? 'none',
    import_type: row?.import_type ?? null,
    correlation_id: row?.correlation_id ?? null,
    failed_relations: [],
    import_error: null,
  };
}

/**
 * POST /projects/import: a multipart form with the export archive as `file`. The sandbox creates the project at
 * once and finishes its import; GitLab answers `scheduled` and imports in the background.
 */
function importProject(ctx: RouteContext): SandboxResponse {
  const params = writeParams(ctx);
  const missing = ['path', 'file'].filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) throw missingParams(missing);
  if (!isUploadedFile(params.file)) throw badRequest('file is invalid');
  const namespace = params.namespace === undefined ? undefined : namespaceNamed(ctx.state, params.namespace);
  if (params.namespace !== undefined && namespace === undefined) throw notFound('Namespace');
  const namespaceId = namespace?.id ?? ctx.auth.user.namespace_id;
  const path = str(params.path) ?? '';
  const existing = ctx.state.tables.projects.findIndex(
    (row) => row.namespace_id === namespaceId && row.path === path,
  );
  if (existing >= 0 && bool(params.overwrite) === true) ctx.state.tables.projects.splice(existing, 1);
  // A form sends the overrides as `override_params[description]` fields.
  const overrides = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const name = /^override_params\[(\w+)\]$/.exec(key)?.[1];
      return name === undefined ? [] : [[name, value]];
    }),
  );
  const project = createProject(ctx, {
    ...overrides,
    name: str(params.name) ?? path,
    path,
    namespace_id: namespaceId,
  });
  const row: PlainRow = {
    project_id: project.id,
    import_status: 'finished',
    import_type: 'gitlab_project',
    correlation_id: `sandbox-import-${project.id}`,
  };
  projectTable(ctx.state, 'project_imports').push(row);
  return json(201, { ...importJson(project, row), import_status: 'scheduled' });
}

function exportOf(ctx: ProjectContext): PlainRow | undefined {
  return projectTable(ctx.state, 'project_exports').find((row) => row.project_id === ctx.project.id);
}

/**
 * The dependency firewall's policy in the sandbox: packages listed in `dependency_firewall_blocks` are blocked,
 * 0.x versions are warned about, the rest is allowed.
 */
function evaluatePackage(state: SandboxState, params: Record<string, unknown>): Record<string, unknown> {
  const block = projectTable(state, 'dependency_firewall_blocks').find(
    (row) => row.ecosystem === params.ecosystem && row.name === params.name && row.version === params.version,
  );
  if (block !== undefined) return { outcome: 'blocked', reason: block.reason };
  if (String(params.version).startsWith('0.'))
    return { outcome: 'warned', reason: 'Version 0.x packages are not yet stable' };
  return { outcome: 'allowed', reason: null };
}

const created = (): SandboxResponse => ({ status: 201, headers: {}, body: undefined });

export const projectFactRoutes: Route[] = [
  projectAction('GET', '/languages', (ctx) => json(200, languages(ctx.state, ctx.project))),
  projectAction('GET', '/statistics', (ctx) => {
    const days = (projectTable(ctx.state, 'project_fetches').find((row) => row.project_id === ctx.project.id)
      ?.days ?? []) as { count: number; date: string }[];
    return json(200, { fetches: { total: days.reduce((sum, day) => sum + day.count, 0), days } });
  }),
  {
    ...projectAction('GET', '/storage', (ctx) => {
      // Hashed storage: the path is the SHA-256 of the project ID (https://docs.gitlab.com/administration/repository_storage_paths/).
      const hash = createHash('sha256').update(String(ctx.project.id)).digest('hex');
      return json(200, {
        project_id: ctx.project.id,
        disk_path: `@hashed/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`,
        created_at: ctx.project.created_at,
        repository_storage: 'default',
      });
    }),
    admin: true,
  },
  projectAction('POST', '/housekeeping', () => created()),
  {
    ...projectAction('GET', '/security_settings', (ctx) => json(200, securitySettings(ctx))),
    tier: 'ultimate',
  },
  {
    ...projectAction('PUT', '/security_settings', (ctx) => {
      const value = bool(writeParams(ctx).secret_push_protection_enabled);
      if (value === undefined) throw missingParams(['secret_push_protection_enabled']);
      const row = securitySettings(ctx);
      row.secret_push_protection_enabled = value;
      row.updated_at = ctx.state.now();
      return json(200, row);
    }),
    tier: 'ultimate',
  },
  {
    ...projectAction('POST', '/dependency_firewall/evaluate', (ctx) => {
      const params = writeParams(ctx);
      const missing = ['ecosystem', 'name', 'version'].filter((name) => str(params[name]) === undefined);
      if (missing.length > 0) throw missingParams(missing);
      return json(200, evaluatePackage(ctx.state, params));
    }),
    tier: 'premium',
  },
  // The sandbox finishes an export at once; GitLab goes through queued and started first.
  projectAction('POST', '/export', (ctx) => {
    const rows = projectTable(ctx.state, 'project_exports');
    const previous = rows.findIndex((row) => row.project_id === ctx.project.id);
    if (previous >= 0) rows.splice(previous, 1);
    rows.push({
      project_id: ctx.project.id,
      export_status: 'finished',
      created_at: ctx.state.now(),
      description: str(writeParams(ctx).description) ?? null,
    });
    return json(202, { message: '202 Accepted' });
  }),
  projectAction('GET', '/export', (ctx) => {
    const row = exportOf(ctx);
    const api = `${ctx.state.config.externalUrl}/api/v4/projects/${ctx.project.id}/export/download`;
    const web = `${ctx.state.config.externalUrl}/${ctx.project.path_with_namespace}/download_export`;
    return json(200, {
      ...projectIdentity(ctx.project),
      export_status: row?.export_status ?? 'none',
      ...(row?.export_status === 'finished' ? { _links: { api_url: api, web_url: web } } : {}),
    });
  }),
  projectAction('GET', '/export/download', (ctx) => {
    if (exportOf(ctx)?.export_status !== 'finished')
      throw new ApiError(404, { message: '404 Not found or has expired' });
    // An empty tar (two zero blocks), gzipped: a real archive, small enough for a test.
    return binary(200, gzipSync(Buffer.alloc(1024)), 'application/octet-stream');
  }),
  projectAction('GET', '/import', (ctx) => {
    const row = projectTable(ctx.state, 'project_imports').find((item) => item.project_id === ctx.project.id);
    return json(200, importJson(ctx.project, row));
  }),
  { method: 'POST', pattern: '/projects/import', handler: importProject },
];
