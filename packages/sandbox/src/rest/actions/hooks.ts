import { ApiError, invalidParam, missingParams, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { findItem, resolveScope, writeParams } from '../collection.js';
import { groupHooks, projectHooks, systemHooks } from '../collections/hooks.js';
import type { HookScope } from '../collections/hooks.js';
import { str } from '../params.js';

/**
 * What a webhook does beyond its own CRUD: URL variables and custom headers set one at a time, test deliveries
 * and resending a past delivery (https://docs.gitlab.com/api/project_webhooks/). Test deliveries are recorded in
 * `hook_events` (GitLab's web hook logs), which a resend reads. System hooks have URL variables and a test of
 * their own (https://docs.gitlab.com/api/system_hooks/).
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

const COLLECTIONS = { project: projectHooks, group: groupHooks, root: systemHooks };

/** Where a scope's hooks live: `/projects/:id/hooks`, `/groups/:id/hooks`, or `/hooks` for system hooks. */
const hooksPath = (scope: HookScope) => (scope === 'root' ? '/hooks' : `/${scope}s/:id/hooks`);

function hookOf(scope: HookScope, ctx: RouteContext): PlainRow {
  return findItem(COLLECTIONS[scope], { ...ctx, scope: resolveScope(scope, ctx) });
}

/** PUT and DELETE of one entry of a `[{key, value}]` setting; both answer 204 as GitLab does. */
function keyedSettingRoutes(
  scope: HookScope,
  field: 'url_variables' | 'custom_headers',
  resource: string,
): Route[] {
  const pattern = `${hooksPath(scope)}/:hook_id/${field}/:key`;
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

/** Records a test delivery in the hook's log, as the receiver answered it (200). */
function logDelivery(ctx: RouteContext, row: PlainRow, trigger: string): void {
  const events = (ctx.state.plain.hook_events ??= []);
  events.push({
    id: nextId(ctx.state, 'hook_event', events),
    hook_id: row.id,
    trigger,
    url: row.url,
    response_status: '200',
    created_at: ctx.state.now(),
  });
}

function testDelivery(scope: HookScope, ctx: RouteContext): SandboxResponse {
  const row = hookOf(scope, ctx);
  const trigger = ctx.params.trigger ?? '';
  const allowed = scope === 'project' ? [...TEST_TRIGGERS, 'resource_deploy_token_events'] : TEST_TRIGGERS;
  if (!allowed.includes(trigger)) throw invalidParam('trigger');
  logDelivery(ctx, row, trigger);
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

/**
 * Testing a system hook posts GitLab's sample system event to it and answers that event
 * (https://docs.gitlab.com/api/system_hooks/#test-system-hook).
 */
function testSystemHook(ctx: RouteContext): SandboxResponse {
  logDelivery(ctx, hookOf('root', ctx), 'project_create');
  return json(201, {
    project_id: 1,
    owner_email: 'example@gitlabhq.com',
    owner_name: 'Someone',
    name: 'Ruby',
    path: 'ruby',
    event_name: 'project_create',
  });
}

function scopeRoutes(scope: 'project' | 'group'): Route[] {
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

/** System hooks are for administrators only, their URL variables and test included. */
const systemHookRoutes: Route[] = (
  [
    ...keyedSettingRoutes('root', 'url_variables', 'URL variable'),
    { method: 'POST', pattern: '/hooks/:hook_id', handler: testSystemHook },
  ] satisfies Route[]
).map((route) => ({ ...route, admin: true }));

export const hookRoutes: Route[] = [...scopeRoutes('project'), ...scopeRoutes('group'), ...systemHookRoutes];
