import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { byProjectOrGroup } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, str } from '../params.js';

/**
 * Project, group and system webhooks (https://docs.gitlab.com/api/project_webhooks/, group_webhooks/,
 * system_hooks/). Rows keep what the user set, secrets included (`token`, `signing_token`, URL variable and custom
 * header values); GitLab's JSON never carries them: variables and headers are answered by name only. GitLab keeps
 * every kind in one table, so they share one ID sequence.
 */

/** Settings GitLab stores as given (the event flags are every other `*_events` parameter). */
const TEXT_FIELDS = [
  'url',
  'name',
  'description',
  'push_events_branch_filter',
  'branch_filter_strategy',
  'custom_webhook_template',
  'token',
  'signing_token',
] as const;

/** A `[{key, value}]` setting (url_variables, custom_headers) as GitLab answers it: the keys alone. */
function keysOf(value: unknown): { key: string }[] {
  return Array.isArray(value) ? value.map((entry) => ({ key: String((entry as PlainRow).key) })) : [];
}

/** The event flags a project or group hook answers (doc/api/project_webhooks.md, group_webhooks.md), off unless set. */
const EVENT_FLAGS = [
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'merge_requests_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'releases_events',
  'emoji_events',
  'resource_access_token_events',
];
/** Group hooks also hear about subgroups and members. */
const GROUP_EVENT_FLAGS = [...EVENT_FLAGS, 'subgroup_events', 'member_events'];

/** System hooks have no custom headers nor the project and group event flags, so their JSON has no such fields. */
export function hookJson(row: PlainRow): Record<string, unknown> {
  const { token: _token, signing_token: _signing, ...shown } = row;
  const flags = 'group_id' in row ? GROUP_EVENT_FLAGS : 'project_id' in row ? EVENT_FLAGS : [];
  const scoped = flags.length > 0;
  return {
    ...Object.fromEntries(flags.map((flag) => [flag, false])),
    ...(scoped ? { push_events_branch_filter: null, custom_webhook_template: null } : {}),
    ...shown,
    url_variables: keysOf(row.url_variables),
    ...(scoped ? { custom_headers: keysOf(row.custom_headers) } : {}),
  };
}

/** Merges `[{key, value}]` settings by key, as GitLab's hook update does. */
function mergeSettings(current: unknown, given: unknown): PlainRow[] {
  const merged = new Map<string, PlainRow>();
  for (const entry of [...(Array.isArray(current) ? current : []), ...(Array.isArray(given) ? given : [])])
    merged.set(String((entry as PlainRow).key), {
      key: (entry as PlainRow).key,
      value: (entry as PlainRow).value,
    });
  return [...merged.values()];
}

function applySettings(row: PlainRow, params: Record<string, unknown>): void {
  for (const field of TEXT_FIELDS) if (field in params) row[field] = str(params[field]) ?? null;
  for (const [name, value] of Object.entries(params))
    if (name.endsWith('_events') || name === 'enable_ssl_verification') row[name] = bool(value) ?? row[name];
  for (const field of ['url_variables', 'custom_headers'] as const)
    if (params[field] !== undefined) row[field] = mergeSettings(row[field], params[field]);
}

export type HookScope = 'project' | 'group' | 'root';

const HOOK_TABLES: Record<HookScope, string> = {
  project: 'project_hooks',
  group: 'group_hooks',
  root: 'system_hooks',
};
const NOT_FOUND: Record<HookScope, string> = {
  project: 'Project Hook',
  group: 'Group Hook',
  root: 'System hook',
};

/** What a new hook of the scope starts as, before the given settings apply. */
function hookDefaults(ctx: CollectionContext): PlainRow {
  const common = {
    name: null,
    description: null,
    created_at: ctx.state.now(),
    push_events: true,
    push_events_branch_filter: null,
    branch_filter_strategy: 'wildcard',
    enable_ssl_verification: true,
    alert_status: 'executable',
    disabled_until: null,
    url_variables: [],
  };
  if (ctx.scope.kind === 'root')
    return {
      ...common,
      tag_push_events: false,
      merge_requests_events: false,
      repository_update_events: false,
    };
  return {
    ...(ctx.scope.kind === 'project' ? { project_id: ctx.scope.project.id } : {}),
    ...(ctx.scope.kind === 'group' ? { group_id: ctx.scope.group.id } : {}),
    ...common,
    custom_headers: [],
    custom_webhook_template: null,
  };
}

function hookCollection(scope: HookScope): Collection<PlainRow> {
  const table = HOOK_TABLES[scope];
  return {
    path: 'hooks',
    scopes: [scope],
    key: { param: 'hook_id', get: (row) => Number(row.id) },
    notFound: NOT_FOUND[scope],
    table: (state) => (state.plain[table] ??= []),
    inScope: scope === 'root' ? () => true : byProjectOrGroup,
    serialize: (row) => hookJson(row),
    list: { orderBy: { id: (row) => Number(row.id) }, defaultOrder: { orderBy: 'id', sort: 'asc' } },
    create: {
      required: ['url'],
      build: (params, ctx: CollectionContext) => {
        const row: PlainRow = {
          id: nextId(
            ctx.state,
            'hook',
            Object.values(HOOK_TABLES).flatMap((name) => ctx.state.plain[name] ?? []),
          ),
          ...hookDefaults(ctx),
        };
        applySettings(row, params);
        return row;
      },
    },
    update: (row, params) => applySettings(row, params),
    remove: true,
    ...(scope === 'group' ? { tier: 'premium' as const } : {}),
    ...(scope === 'root' ? { admin: true } : {}),
  };
}

export const projectHooks = hookCollection('project');
// Group webhooks need Premium (https://docs.gitlab.com/api/group_webhooks/).
export const groupHooks = hookCollection('group');
// System hooks are for administrators only (https://docs.gitlab.com/api/system_hooks/).
export const systemHooks = hookCollection('root');
