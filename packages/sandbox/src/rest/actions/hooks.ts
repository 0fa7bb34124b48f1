import { ApiError, invalidParam, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { findItem, resolveScope, writeParams } from '../collection.js';
import { groupHooks, projectHooks } from '../collections/hooks.js';
import { str } from '../params.js';

/**
 * What a webhook does beyond its own CRUD: URL variables and custom headers set one at a time, test deliveries
 * and resending a past delivery (https://docs.gitlab.com/api/project_webhooks/). Test deliveries are recorded in
 * `hook_events` (GitLab's web hook logs), which a resend reads.
 */

/** The events a test delivery can simulate; projects add their deploy token events. */
const TEST_TRIGGERS = [
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'merge_requests_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
];

type HookScope = 'project' | 'group';

function hookOf(scope: HookScope, ctx: RouteContext): PlainRow {
  const collection = scope === 'project' ? projectHooks : groupHooks;
  return findItem(collection, { ...ctx, scope: resolveScope(scope, ctx) });
}

/** PUT and DELETE of one entry of a `[{key, value}]` setting; both answer 204 as GitLab does. */
function keyedSettingRoutes(
  scope: HookScope,
  field: 'url_variables' | 'custom_headers',
  resource: string,
): Route[] {
  const pattern = `/${scope}s/:id/hooks/:hook_id/${field}/:key`;
  const entries = (row: PlainRow): PlainRow[] =>
    Array.isArray(row[field]) ? (row[field] as PlainRow[]) : [];
  return [
    {
      method: 'PUT',
      pattern,
      handler: (ctx) => {
        const row = hookOf(scope, ctx);
        const value = str(writeParams(ctx).value);
        if (value === undefined || value === '') throw missingParams(['value']);
        const key = ctx.params.key ?? '';
        row[field] = [...entries(row).filter((entry) => entry.key !== key), { key, value }];
        return noContent();
      },
    },
    {
      method: 'DELETE',
      pattern,
      handler: (ctx) => {
        const row = hookOf(scope, ctx);
        const kept = entries(row).filter((entry) => entry.key !== ctx.params.key);
        if (kept.length === entries(row).length) throw notFound(resource);
        row[field] = kept;
        return noContent();
      },
    },
  ];
}

function testDelivery(scope: HookScope, ctx: RouteContext): SandboxResponse {
  const row = hookOf(scope, ctx);
  const trigger = ctx.params.trigger ?? '';
  const allowed = scope === 'project' ? [...TEST_TRIGGERS, 'resource_deploy_token_events'] : TEST_TRIGGERS;
  if (!allowed.includes(trigger)) throw invalidParam('trigger');
  const events = (ctx.state.plain.hook_events ??= []);
  events.push({
    id: nextId(ctx.state, 'hook_event', events),
    hook_id: row.id,
    trigger,
    url: row.url,
    response_status: '200',
    created_at: ctx.state.now(),
  });
  return json(201, { message: '201 Created' });
}

/** A resend repeats a logged delivery; GitLab refuses it once the hook's address has changed. */
function resendDelivery(scope: HookScope, ctx: RouteContext): SandboxResponse {
  const row = hookOf(scope, ctx);
  const event = (ctx.state.plain.hook_events ?? []).find(
    (entry) => String(entry.id) === ctx.params.hook_event_id && entry.hook_id === row.id,
  );
  if (event === undefined) throw notFound('Hook Log');
  if (event.url !== row.url)
    throw new ApiError(422, { message: 'The hook URL has changed, and this log entry cannot be retried' });
  return json(201, { response_status: Number(event.response_status) });
}

function scopeRoutes(scope: HookScope): Route[] {
  const routes: Route[] = [
    ...keyedSettingRoutes(scope, 'url_variables', 'URL variable'),
    ...keyedSettingRoutes(scope, 'custom_headers', 'Custom header'),
    {
      method: 'POST',
      pattern: `/${scope}s/:id/hooks/:hook_id/test/:trigger`,
      handler: (ctx) => testDelivery(scope, ctx),
    },
    {
      method: 'POST',
      pattern: `/${scope}s/:id/hooks/:hook_id/events/:hook_event_id/resend`,
      handler: (ctx) => resendDelivery(scope, ctx),
    },
  ];
  // Group webhooks need Premium, their extras included.
  return scope === 'group' ? routes.map((route) => ({ ...route, tier: 'premium' as const })) : routes;
}

export const hookRoutes: Route[] = [...scopeRoutes('project'), ...scopeRoutes('group')];
