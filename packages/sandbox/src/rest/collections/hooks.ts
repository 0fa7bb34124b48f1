import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { byProjectOrGroup } from '../collection.js';
import type { Collection, CollectionContext } from '../collection.js';
import { bool, str } from '../params.js';

/**
 * Project and group webhooks (https://docs.gitlab.com/api/project_webhooks/, group_webhooks/). Rows keep what the
 * user set, secrets included (`token`, `signing_token`, URL variable and custom header values); GitLab's JSON
 * never carries them: variables and headers are answered by name only.
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

export function hookJson(row: PlainRow): Record<string, unknown> {
  const { token: _token, signing_token: _signing, ...shown } = row;
  return { ...shown, url_variables: keysOf(row.url_variables), custom_headers: keysOf(row.custom_headers) };
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

function hookCollection(scope: 'project' | 'group'): Collection<PlainRow> {
  const table = `${scope}_hooks`;
  return {
    path: 'hooks',
    scopes: [scope],
    key: { param: 'hook_id', get: (row) => Number(row.id) },
    notFound: scope === 'project' ? 'Project Hook' : 'Group Hook',
    table: (state) => (state.plain[table] ??= []),
    inScope: byProjectOrGroup,
    serialize: (row) => hookJson(row),
    list: { orderBy: { id: (row) => Number(row.id) }, defaultOrder: { orderBy: 'id', sort: 'asc' } },
    create: {
      required: ['url'],
      build: (params, ctx: CollectionContext) => {
        const row: PlainRow = {
          id: nextId(ctx.state, 'hook', [
            ...(ctx.state.plain.project_hooks ?? []),
            ...(ctx.state.plain.group_hooks ?? []),
          ]),
          ...(ctx.scope.kind === 'project' ? { project_id: ctx.scope.project.id } : {}),
          ...(ctx.scope.kind === 'group' ? { group_id: ctx.scope.group.id } : {}),
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
          custom_headers: [],
          custom_webhook_template: null,
        };
        applySettings(row, params);
        return row;
      },
    },
    update: (row, params) => applySettings(row, params),
    remove: true,
    ...(scope === 'group' ? { tier: 'premium' as const } : {}),
  };
}

export const projectHooks = hookCollection('project');
// Group webhooks need Premium (https://docs.gitlab.com/api/group_webhooks/).
export const groupHooks = hookCollection('group');
