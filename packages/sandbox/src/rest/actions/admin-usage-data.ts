import { missingParams } from '../../http/errors.js';
import { json, text } from '../../http/response.js';
import type { SandboxResponse } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { GITLAB_VERSION } from '../../instance.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { str } from '../params.js';

/*
 * Service Ping (https://docs.gitlab.com/api/usage_data/): the payload, its non-SQL half and its SQL, counted from
 * the sandbox's own store so a write shows up in the next ping; the metric definitions as one YAML document; and
 * internal events, recorded in the plain table `tracked_events`. The three payloads are for administrators.
 */

/** What each database-count metric counts, and the table its SQL names. */
const COUNTED: { metric: string; table: string; count: (state: SandboxState) => number }[] = [
  { metric: 'projects', table: 'projects', count: (state) => state.tables.projects.length },
  { metric: 'groups', table: 'namespaces', count: (state) => state.tables.groups.length },
  { metric: 'issues', table: 'issues', count: (state) => state.tables.issues.length },
  { metric: 'merge_requests', table: 'merge_requests', count: (state) => state.tables.mergeRequests.length },
  { metric: 'ci_pipelines', table: 'ci_pipelines', count: (state) => state.tables.pipelines.length },
  {
    metric: 'protected_branches',
    table: 'protected_branches',
    count: (state) => state.tables.protectedBranches.length,
  },
];

function instanceFacts(state: SandboxState): Record<string, unknown> {
  return {
    recorded_at: state.now(),
    uuid: '8c2f5ad6-3b1e-4c2d-9a57-2f0e6f4b7d10',
    hostname: new URL(state.config.externalUrl).hostname,
    version: GITLAB_VERSION.replace(/-ee$/, ''),
    installation_type: 'omnibus-gitlab',
    edition:
      state.config.tier === 'free'
        ? 'EE Free'
        : `EE ${state.config.tier === 'premium' ? 'Premium' : 'Ultimate'}`,
  };
}

const activeUsers = (state: SandboxState) =>
  state.tables.users.filter((user) => user.state === 'active').length;

function servicePing(ctx: RouteContext): SandboxResponse {
  return json(200, {
    ...instanceFacts(ctx.state),
    active_user_count: activeUsers(ctx.state),
    license: {},
    counts: Object.fromEntries(COUNTED.map(({ metric, count }) => [metric, count(ctx.state)])),
    settings: { gitaly_apdex: 0.95, operating_system: 'ubuntu-24.04' },
  });
}

/** The non-SQL half: settings and counters kept outside the database; database counts are left out. */
function nonSqlMetrics(ctx: RouteContext): SandboxResponse {
  return json(200, {
    ...instanceFacts(ctx.state),
    settings: { gitaly_apdex: 0.95, operating_system: 'ubuntu-24.04' },
    redis_hll_counters: { search: { i_search_total_monthly: 12 } },
  });
}

/** The SQL each database-count metric runs, in place of its value. */
function queries(ctx: RouteContext): SandboxResponse {
  const countSql = (table: string) => `SELECT COUNT("${table}"."id") FROM "${table}"`;
  return json(200, {
    ...instanceFacts(ctx.state),
    active_user_count: `SELECT COUNT("users"."id") FROM "users" WHERE "users"."state" = 'active'`,
    counts: Object.fromEntries(COUNTED.map(({ metric, table }) => [metric, countSql(table)])),
  });
}

/** GitLab's export: one YAML list, an entry per metric (`application/yaml`). */
function metricDefinitions(): SandboxResponse {
  const entries = COUNTED.map(({ metric }) =>
    [
      `- key_path: counts.${metric}`,
      `  description: Count of ${metric.replace(/_/g, ' ')}`,
      '  product_group: analytics_instrumentation',
      '  value_type: number',
      '  status: active',
      '  time_frame: all',
      '  data_source: database',
    ].join('\n'),
  );
  return text(200, `---\n${entries.join('\n')}\n`, 'application/yaml');
}

function record(ctx: RouteContext, event: PlainRow): void {
  (ctx.state.plain.tracked_events ??= []).push({ ...event, user_id: ctx.auth.user.id, at: ctx.state.now() });
}

function trackEvent(ctx: RouteContext): SandboxResponse {
  const params = writeParams(ctx);
  if (str(params.event) === undefined) throw missingParams(['event']);
  record(ctx, params);
  return text(200, '', 'application/json');
}

/** The batch form: every event needs its name, or none is recorded. */
function trackEvents(ctx: RouteContext): SandboxResponse {
  const events = writeParams(ctx).events;
  if (!Array.isArray(events) || events.length === 0) throw missingParams(['events']);
  if (events.some((event) => str((event as PlainRow).event) === undefined))
    throw missingParams(['events[event]']);
  for (const event of events as PlainRow[]) record(ctx, event);
  return text(200, '', 'application/json');
}

export const usageDataRoutes: Route[] = [
  { method: 'GET', pattern: '/usage_data/service_ping', handler: servicePing, admin: true },
  { method: 'GET', pattern: '/usage_data/non_sql_metrics', handler: nonSqlMetrics, admin: true },
  { method: 'GET', pattern: '/usage_data/queries', handler: queries, admin: true },
  { method: 'GET', pattern: '/usage_data/metric_definitions', handler: metricDefinitions },
  { method: 'POST', pattern: '/usage_data/track_event', handler: trackEvent },
  { method: 'POST', pattern: '/usage_data/track_events', handler: trackEvents },
];
