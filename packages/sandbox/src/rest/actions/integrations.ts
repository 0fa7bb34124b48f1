import { ApiError, missingParams, notFound, routeNotFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { byProjectOrGroup, resolveScope, writeParams } from '../collection.js';
import type { Scope } from '../collection.js';
import { bool } from '../params.js';
import { INTEGRATION_SETTINGS } from '../param-contracts/integration-settings.js';

/**
 * Project and group integrations (https://docs.gitlab.com/api/project_integrations/, group_integrations/).
 * Rows keep every setting given, secrets included; GitLab's JSON shows `properties` without the secret fields
 * (a Jira password, a Datadog API key, a Slack webhook), so no answer carries them.
 */

interface IntegrationSpec {
  title: string;
  /** Settings shown back in `properties`. */
  shown: readonly string[];
  /** Settings GitLab keeps write-only. */
  secret: readonly string[];
  required: readonly string[];
}

/** The integrations the sandbox knows, by slug; any other slug is a route GitLab does not have. */
const INTEGRATIONS: Readonly<Record<string, IntegrationSpec>> = {
  jira: {
    title: 'Jira',
    shown: [
      'url',
      'api_url',
      'username',
      'jira_auth_type',
      'project_key',
      'project_keys',
      'jira_issue_regex',
      'jira_issue_prefix',
      'jira_issue_transition_automatic',
      'jira_issue_transition_id',
      'issues_enabled',
      'vulnerabilities_enabled',
      'vulnerabilities_issuetype',
      'jira_check_enabled',
    ],
    secret: ['password'],
    required: ['url'],
  },
  slack: {
    title: 'Slack notifications',
    shown: ['username', 'channel', 'notify_only_broken_pipelines', 'branches_to_be_notified'],
    secret: ['webhook'],
    required: ['webhook'],
  },
  datadog: {
    title: 'Datadog',
    shown: [
      'api_url',
      'datadog_site',
      'datadog_service',
      'datadog_env',
      'datadog_tags',
      'archive_trace_events',
      'datadog_ci_visibility',
    ],
    secret: ['api_key'],
    required: ['api_key'],
  },
  'pipelines-email': {
    title: 'Pipeline status emails',
    shown: ['recipients', 'notify_only_broken_pipelines', 'branches_to_be_notified'],
    secret: [],
    required: ['recipients'],
  },
  'emails-on-push': {
    title: 'Emails on push',
    shown: ['recipients', 'disable_diffs', 'send_from_committer_email', 'branches_to_be_notified'],
    secret: [],
    required: ['recipients'],
  },
  'microsoft-teams': {
    title: 'Microsoft Teams notifications',
    shown: ['notify_only_broken_pipelines', 'branches_to_be_notified'],
    secret: ['webhook'],
    required: ['webhook'],
  },
  telegram: {
    title: 'Telegram',
    shown: ['room', 'thread', 'notify_only_broken_pipelines', 'branches_to_be_notified'],
    secret: ['token'],
    required: ['token', 'room'],
  },
  mattermost: {
    title: 'Mattermost notifications',
    shown: ['username', 'channel', 'notify_only_broken_pipelines', 'branches_to_be_notified'],
    secret: ['webhook'],
    required: ['webhook'],
  },
  discord: {
    title: 'Discord Notifications',
    shown: ['notify_only_broken_pipelines', 'branches_to_be_notified'],
    secret: ['webhook'],
    required: ['webhook'],
  },
  'custom-issue-tracker': {
    title: 'Custom issue tracker',
    shown: ['new_issue_url', 'issues_url', 'project_url'],
    secret: [],
    required: ['issues_url', 'project_url'],
  },
};

/** The trigger flags every integration carries in GitLab's JSON. */
const EVENTS = [
  'commit_events',
  'push_events',
  'issues_events',
  'incident_events',
  'alert_events',
  'confidential_issues_events',
  'merge_requests_events',
  'tag_push_events',
  'deployment_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'job_events',
  'comment_on_event_enabled',
  'vulnerability_events',
] as const;

/** GitLab's basic integration entity: what lists show. */
function basicJson(row: PlainRow, spec: IntegrationSpec | undefined): Record<string, unknown> {
  return {
    id: row.id,
    title: spec?.title ?? row.slug,
    slug: row.slug,
    created_at: row.created_at,
    updated_at: row.updated_at,
    active: row.active,
    inherited: false,
    ...Object.fromEntries(EVENTS.map((event) => [event, row[event] ?? false])),
  };
}

/** The full entity: the basic one plus the settings that are not secret. */
function fullJson(row: PlainRow): Record<string, unknown> {
  const spec = INTEGRATIONS[String(row.slug)];
  const properties = (row.properties ?? {}) as Record<string, unknown>;
  const shown = Object.entries(properties).filter(([name]) => !spec?.secret.includes(name));
  return { ...basicJson(row, spec), properties: Object.fromEntries(shown) };
}

function rowsOf(ctx: RouteContext, scope: Scope): PlainRow[] {
  return (ctx.state.plain.integrations ?? []).filter((row) => byProjectOrGroup(row, scope));
}

function specOf(ctx: RouteContext): IntegrationSpec {
  const spec = INTEGRATIONS[ctx.params.slug ?? ''];
  if (spec === undefined) throw routeNotFound();
  return spec;
}

/**
 * A read or disable names its integration in `:slug`, which GitLab declares with the values of its integrations
 * (lib/api/integrations.rb: `requires :slug, values: INTEGRATIONS.keys`): another slug is Grape's 400. One GitLab has
 * but the sandbox does not model has never been set up here.
 */
function configured(ctx: RouteContext, scope: Scope): PlainRow {
  if (!Object.hasOwn(INTEGRATION_SETTINGS, ctx.params.slug ?? '')) {
    throw new ApiError(400, { error: 'slug does not have a valid value' });
  }
  const row = rowsOf(ctx, scope).find((entry) => entry.slug === ctx.params.slug);
  if (row === undefined) throw notFound('Integration');
  return row;
}

function upsert(ctx: RouteContext, scope: Scope): PlainRow {
  const spec = specOf(ctx);
  const params = writeParams(ctx);
  const existing = rowsOf(ctx, scope).find((entry) => entry.slug === ctx.params.slug);
  const properties = { ...((existing?.properties ?? {}) as Record<string, unknown>) };
  for (const name of [...spec.shown, ...spec.secret]) if (name in params) properties[name] = params[name];
  const missing = spec.required.filter((name) => properties[name] === undefined || properties[name] === '');
  if (missing.length > 0) throw missingParams(missing);
  const table = (ctx.state.plain.integrations ??= []);
  const row: PlainRow = existing ?? {
    id: table.reduce((max, entry) => Math.max(max, Number(entry.id)), 0) + 1,
    ...(scope.kind === 'project' ? { project_id: scope.project.id } : {}),
    ...(scope.kind === 'group' ? { group_id: scope.group.id } : {}),
    slug: ctx.params.slug,
    created_at: ctx.state.now(),
  };
  if (existing === undefined) table.push(row);
  for (const event of EVENTS) if (event in params) row[event] = bool(params[event]) ?? row[event];
  row.properties = properties;
  row.active = bool(params.active) ?? true;
  row.updated_at = ctx.state.now();
  return row;
}

function scopeRoutes(kind: 'project' | 'group'): Route[] {
  const scopeOf = (ctx: RouteContext) => resolveScope(kind, ctx);
  const list = (ctx: RouteContext) =>
    json(
      200,
      rowsOf(ctx, scopeOf(ctx))
        .filter((row) => row.active === true)
        .map((row) => basicJson(row, INTEGRATIONS[String(row.slug)])),
    );
  const item = `/${kind}s/:id/integrations/:slug`;
  return [
    // A project's `/services/…` (the older name, deprecated in 14.x, not removed) is in ../route-aliases.ts.
    { method: 'GET', pattern: `/${kind}s/:id/integrations`, handler: list },
    { method: 'GET', pattern: item, handler: (ctx) => json(200, fullJson(configured(ctx, scopeOf(ctx)))) },
    { method: 'PUT', pattern: item, handler: (ctx) => json(200, fullJson(upsert(ctx, scopeOf(ctx)))) },
    {
      method: 'DELETE',
      pattern: item,
      handler: (ctx) => {
        const scope = scopeOf(ctx);
        const row = configured(ctx, scope);
        ctx.state.plain.integrations = (ctx.state.plain.integrations ?? []).filter((entry) => entry !== row);
        return noContent();
      },
    },
  ];
}

export const integrationRoutes: Route[] = [...scopeRoutes('project'), ...scopeRoutes('group')];
