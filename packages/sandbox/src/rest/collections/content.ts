import { validationFailed } from '../../http/errors.js';
import type { PlainRow, SnippetRow, WikiPageRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup } from '../collection.js';
import type { Collection, CollectionContext, ScopeKind } from '../collection.js';
import { str } from '../params.js';
import { projectPageUrl, userBasic, webUrl, without } from '../shapes.js';

/** Wikis, snippets and the collections kept as GitLab's JSON (hooks, variables, badges, …). */

function wikiJson(row: WikiPageRow, ctx: CollectionContext, withContent: boolean): Record<string, unknown> {
  return {
    format: row.format,
    slug: row.slug,
    title: row.title,
    encoding: 'UTF-8',
    ...(withContent ? { content: row.content } : {}),
  };
}

export const wikis: Collection<WikiPageRow> = {
  path: 'wikis',
  scopes: ['project', 'group'],
  key: { param: 'slug', get: (row) => row.slug },
  notFound: 'Wiki Page',
  table: (state) => state.tables.wikiPages,
  inScope: byProjectOrGroup,
  serialize: (row, ctx) => wikiJson(row, ctx, true),
  // The wiki list sends content only with with_content=1 (documented).
  list: {
    serialize: (row, ctx) =>
      wikiJson(row, ctx, ctx.req.query.with_content === '1' || ctx.req.query.with_content === 'true'),
  },
  create: {
    required: ['title', 'content'],
    check: (params, ctx) =>
      ctx.state.tables.wikiPages.some(
        (row) => byProjectOrGroup(row, ctx.scope) && row.slug === slug(str(params.title) ?? ''),
      )
        ? validationFailed({ title: ['has already been taken'] })
        : undefined,
    build: (params, ctx) => ({
      project_id: ctx.scope.kind === 'project' ? ctx.scope.project.id : null,
      group_id: ctx.scope.kind === 'group' ? ctx.scope.group.id : null,
      slug: slug(str(params.title) ?? ''),
      title: str(params.title) ?? '',
      format: (str(params.format) as WikiPageRow['format'] | undefined) ?? 'markdown',
      content: str(params.content) ?? '',
    }),
  },
  update: (row, params) => {
    if (params.title !== undefined) row.title = str(params.title) ?? row.title;
    if (params.content !== undefined) row.content = str(params.content) ?? '';
    if (params.format !== undefined) row.format = (str(params.format) as WikiPageRow['format']) ?? row.format;
  },
  remove: true,
};

function slug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

export function snippetJson(state: SandboxState, row: SnippetRow): Record<string, unknown> {
  const web =
    row.project_id === null
      ? webUrl(state, `-/snippets/${row.id}`)
      : projectPageUrl(state, row.project_id, `/-/snippets/${row.id}`);
  const api =
    row.project_id === null
      ? `${state.config.externalUrl}/-/snippets/${row.id}/raw`
      : projectPageUrl(state, row.project_id, `/-/snippets/${row.id}/raw`);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    author: userBasic(state, row.author_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
    project_id: row.project_id,
    web_url: web,
    raw_url: api,
    file_name: row.file_name,
    files: [{ path: row.file_name, raw_url: `${web}/raw/main/${row.file_name}` }],
  };
}

function snippetCollection(scope: ScopeKind): Collection<SnippetRow> {
  return {
    path: 'snippets',
    scopes: [scope],
    key: { param: 'snippet_id', get: (row) => row.id },
    notFound: 'Snippet',
    table: (state) => state.tables.snippets,
    inScope: (row, current) =>
      current.kind === 'project' ? row.project_id === current.project.id : row.project_id === null,
    rows: (ctx) =>
      ctx.state.tables.snippets.filter((row) =>
        ctx.scope.kind === 'project'
          ? row.project_id === ctx.scope.project.id
          : row.project_id === null && row.author_id === ctx.auth.user.id,
      ),
    serialize: (row, ctx) => snippetJson(ctx.state, row),
    create: {
      required: ['title'],
      build: (params, ctx) => {
        const files = Array.isArray(params.files)
          ? (params.files as { file_path?: string; content?: string }[])
          : [];
        const now = ctx.state.now();
        return {
          id: nextId(ctx.state, 'snippet', ctx.state.tables.snippets),
          project_id: ctx.scope.kind === 'project' ? ctx.scope.project.id : null,
          title: str(params.title) ?? '',
          description: str(params.description) ?? null,
          file_name: str(params.file_name) ?? files[0]?.file_path ?? 'snippet.txt',
          content: str(params.content) ?? files[0]?.content ?? '',
          visibility: (str(params.visibility) as SnippetRow['visibility'] | undefined) ?? 'private',
          author_id: ctx.auth.user.id,
          created_at: now,
          updated_at: now,
        };
      },
    },
    update: (row, params, ctx) => {
      if (params.title !== undefined) row.title = str(params.title) ?? row.title;
      if (params.description !== undefined) row.description = str(params.description) ?? null;
      if (params.content !== undefined) row.content = str(params.content) ?? '';
      if (params.visibility !== undefined)
        row.visibility = (str(params.visibility) as SnippetRow['visibility']) ?? row.visibility;
      row.updated_at = ctx.state.now();
    },
    remove: true,
  };
}

export const projectSnippets = snippetCollection('project');
export const personalSnippets = snippetCollection('root');

/**
 * A collection whose rows are GitLab's JSON as stored (seed/plain.ts): protected tags, topics, broadcast messages,
 * SSH keys…; their JSON does not repeat the owner id. Create and update copy only the parameters GitLab documents
 * for the endpoint (`fields`): GitLab ignores any other, so a misspelt name must not be stored and echoed back.
 */
export function plainCollection(options: {
  table: string;
  path: string;
  scope: ScopeKind;
  key: string;
  notFound: string;
  required: string[];
  /** The write parameters GitLab documents for the endpoint (the required ones included). */
  fields: readonly string[];
  unique?: string;
  admin?: boolean;
  defaults?: Record<string, unknown>;
  /** 200 where GitLab answers a deletion with the deleted row; 204 (no content) otherwise. */
  deleteStatus?: 200;
  /** False where GitLab has no endpoint updating an item (a protected tag is unprotected and protected anew). */
  updatable?: false;
}): Collection<PlainRow> {
  const known = (params: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(params).filter(([name]) => options.fields.includes(name)));
  const scopeField =
    options.scope === 'project'
      ? 'project_id'
      : options.scope === 'group'
        ? 'group_id'
        : options.scope === 'user'
          ? 'user_id'
          : undefined;
  const scopeId = (ctx: CollectionContext): number | undefined =>
    ctx.scope.kind === 'project'
      ? ctx.scope.project.id
      : ctx.scope.kind === 'group'
        ? ctx.scope.group.id
        : ctx.scope.kind === 'user'
          ? ctx.scope.user.id
          : undefined;
  const strip = (row: PlainRow): PlainRow => {
    if (scopeField === undefined) return row;
    return without(row, scopeField);
  };
  return {
    path: options.path,
    scopes: [options.scope],
    key: {
      param: options.key === 'id' ? `${options.table}_id` : options.key,
      get: (row) => String(row[options.key]),
    },
    notFound: options.notFound,
    table: (state) => (state.plain[options.table] ??= []),
    inScope: (row, scope) =>
      scopeField === undefined ||
      (scope.kind === 'project' && row[scopeField] === scope.project.id) ||
      (scope.kind === 'group' && row[scopeField] === scope.group.id) ||
      (scope.kind === 'user' && row[scopeField] === scope.user.id),
    serialize: (row) => strip(row),
    ...(options.admin === true ? { admin: true } : {}),
    create: {
      required: options.required,
      check: (params, ctx) =>
        options.unique !== undefined &&
        (ctx.state.plain[options.table] ?? []).some(
          (row) =>
            (scopeField === undefined || row[scopeField] === scopeId(ctx)) &&
            row[options.unique!] === params[options.unique!],
        )
          ? validationFailed({ [options.unique]: ['has already been taken'] })
          : undefined,
      build: (params, ctx) => {
        const rows = (ctx.state.plain[options.table] ??= []);
        const id = options.key === 'id' ? { id: nextId(ctx.state, options.table, rows) } : {};
        return {
          ...(scopeField === undefined ? {} : { [scopeField]: scopeId(ctx) }),
          ...id,
          ...options.defaults,
          ...known(params),
          created_at: ctx.state.now(),
        };
      },
    },
    ...(options.updatable === false
      ? {}
      : {
          update: (row: PlainRow, params: Record<string, unknown>) => {
            for (const [key, value] of Object.entries(known(params)))
              if (key !== options.key) row[key] = value;
          },
        }),
    remove: true,
    ...(options.deleteStatus === undefined ? {} : { deleteStatus: options.deleteStatus }),
  };
}

// Webhooks are served by collections/hooks.ts: their secrets are stored but never answered.
export const plainCollections: Collection<PlainRow>[] = [
  // CI/CD variables are served by collections/ci-variables.ts (environment scopes, hidden values).
  // Badges are served by collections/badges.ts: their URLs are rendered for the project.
  plainCollection({
    table: 'protected_tags',
    path: 'protected_tags',
    scope: 'project',
    key: 'name',
    notFound: 'Protected Tag',
    required: ['name'],
    // doc/api/protected_tags.md: "Protect repository tags".
    fields: ['name', 'create_access_level', 'allowed_to_create'],
    unique: 'name',
    defaults: { create_access_levels: [] },
    updatable: false,
  }),
  plainCollection({
    table: 'topics',
    path: 'topics',
    scope: 'root',
    key: 'id',
    notFound: 'Topic',
    required: ['name', 'title'],
    // doc/api/topics.md: "Create a project topic", "Update a project topic".
    fields: ['name', 'title', 'description', 'avatar'],
    unique: 'name',
    admin: false,
    defaults: { total_projects_count: 0, avatar_url: null },
  }),
  plainCollection({
    table: 'broadcast_messages',
    path: 'broadcast_messages',
    scope: 'root',
    key: 'id',
    notFound: 'Broadcast Message',
    required: ['message'],
    // doc/api/broadcast_messages.md: "Create a broadcast message", "Update a broadcast message".
    fields: [
      'message',
      'starts_at',
      'ends_at',
      'font',
      'target_access_levels',
      'target_path',
      'broadcast_type',
      'dismissable',
      'theme',
    ],
    defaults: { active: true, broadcast_type: 'banner', dismissable: false },
    // GitLab answers a deletion with the message it destroyed (its broadcast messages API, `delete ':id'`).
    deleteStatus: 200,
  }),
  plainCollection({
    table: 'user_ssh_keys',
    path: 'keys',
    scope: 'user',
    key: 'id',
    notFound: 'Key',
    required: ['title', 'key'],
    // doc/api/user_keys.md: "Add an SSH key for a user"; the page has no endpoint that edits one.
    fields: ['title', 'key', 'expires_at', 'usage_type'],
    updatable: false,
  }),
];
