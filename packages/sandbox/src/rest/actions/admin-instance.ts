import { ApiError, badRequest, invalidParam, missingParams } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId, yearAfter } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { int, str } from '../params.js';
import { without } from '../shapes.js';

/*
 * What an administrator runs the instance with: the licence (https://docs.gitlab.com/api/license/), a plan's
 * limits (https://docs.gitlab.com/api/plan_limits/) and Sidekiq's metrics
 * (https://docs.gitlab.com/api/sidekiq_metrics/). Seeds: seed/admin-instance.ts.
 */

const NO_LICENSE = () => new ApiError(404, { message: '404 Not Found' });

/** The licence a paid tier starts with; a free sandbox has none (GET /license answers 404 there). */
function tierLicense(ctx: RouteContext): PlainRow {
  return {
    id: 1,
    plan: ctx.state.config.tier,
    created_at: '2025-01-01T00:00:00.000Z',
    starts_at: '2025-01-01',
    // Counted from the sandbox clock, like the seeded tokens, so that `expired: false` stays true on any date.
    expires_at: yearAfter(ctx.state.now()),
    historical_max: 6,
    maximum_user_count: 6,
    expired: false,
    overage: 0,
    user_limit: 50,
    licensee: { Name: 'Example Inc.', Email: 'admin@example.com', Company: 'Example Inc.' },
    // Add-on seats bought with the licence, keyed by GitLab's add-on names (doc/api/license.md).
    add_ons: { GitLab_Auditor_User: 2, GitLab_FileLocks: 1 },
  };
}

/** Installed licences, oldest first; the last one is in force. */
function licenses(ctx: RouteContext): PlainRow[] {
  return (ctx.state.plain.licenses ??= ctx.state.config.tier === 'free' ? [] : [tierLicense(ctx)]);
}

function licenseJson(ctx: RouteContext, row: PlainRow) {
  return { ...row, active_users: ctx.state.tables.users.length };
}

/** A licence key is the base64 text of a .gitlab-license file; anything else is refused as GitLab does. */
function addLicense(ctx: RouteContext) {
  const key = str(writeParams(ctx).license);
  if (key === undefined || key === '') throw missingParams(['license']);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(key)) {
    throw badRequest(
      'The license key is invalid. Make sure it is exactly as you received it from GitLab Inc.',
    );
  }
  const table = licenses(ctx);
  const now = ctx.state.now();
  const row: PlainRow = {
    ...tierLicense(ctx),
    id: nextId(ctx.state, 'licenses', table),
    plan: 'ultimate',
    created_at: now,
    starts_at: now.slice(0, 10),
  };
  table.push(row);
  return json(201, licenseJson(ctx, row));
}

function deleteLicense(ctx: RouteContext) {
  const table = licenses(ctx);
  const index = table.findIndex((row) => String(row.id) === ctx.params.license_id);
  if (index < 0) throw NO_LICENSE();
  table.splice(index, 1);
  return noContent();
}

const PLANS = new Set([
  'default',
  'free',
  'bronze',
  'silver',
  'premium',
  'gold',
  'ultimate',
  'ultimate_trial',
  'ultimate_trial_paid_customer',
  'premium_trial',
  'opensource',
]);

/** A plan's limits; a plan never changed starts as a copy of `default`'s. */
function planLimits(ctx: RouteContext, plan: string): PlainRow {
  if (!PLANS.has(plan)) throw invalidParam('plan_name');
  const table = (ctx.state.plain.plan_limits ??= []);
  const found = table.find((row) => row.plan_name === plan);
  if (found !== undefined) return found;
  const row = { ...table.find((item) => item.plan_name === 'default'), plan_name: plan };
  table.push(row);
  return row;
}

/** GitLab's answer does not name the plan. */
const planLimitsJson = (row: PlainRow) => without(row, 'plan_name');

function changePlanLimits(ctx: RouteContext) {
  const params = writeParams(ctx);
  const plan = str(params.plan_name);
  if (plan === undefined || plan === '') throw missingParams(['plan_name']);
  const row = planLimits(ctx, plan);
  for (const [name, value] of Object.entries(params)) {
    if (name === 'plan_name' || !(name in row)) continue;
    const limit = int(value);
    if (limit === undefined) throw invalidParam(name);
    row[name] = limit;
  }
  return json(200, planLimitsJson(row));
}

function sidekiq(ctx: RouteContext): PlainRow {
  return ctx.state.plain.sidekiq_metrics?.[0] ?? {};
}

/** One Sidekiq endpoint: the parts of the metrics it reports. */
function sidekiqRoute(endpoint: string, parts: readonly string[]): Route {
  return {
    method: 'GET',
    pattern: `/sidekiq/${endpoint}`,
    handler: (ctx) => {
      const metrics = sidekiq(ctx);
      return json(200, Object.fromEntries(parts.map((part) => [part, metrics[part]])));
    },
    admin: true,
  };
}

export const adminInstanceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/license',
    handler: (ctx) => {
      const current = licenses(ctx).at(-1);
      if (current === undefined) throw NO_LICENSE();
      return json(200, licenseJson(ctx, current));
    },
    admin: true,
  },
  { method: 'POST', pattern: '/license', handler: addLicense, admin: true },
  { method: 'DELETE', pattern: '/license/:license_id', handler: deleteLicense, admin: true },
  {
    method: 'GET',
    pattern: '/application/plan_limits',
    handler: (ctx) => json(200, planLimitsJson(planLimits(ctx, str(ctx.req.params.plan_name) ?? 'default'))),
    admin: true,
  },
  { method: 'PUT', pattern: '/application/plan_limits', handler: changePlanLimits, admin: true },
  sidekiqRoute('queue_metrics', ['queues']),
  sidekiqRoute('process_metrics', ['processes']),
  sidekiqRoute('job_stats', ['jobs']),
  sidekiqRoute('compound_metrics', ['queues', 'processes', 'jobs']),
];
