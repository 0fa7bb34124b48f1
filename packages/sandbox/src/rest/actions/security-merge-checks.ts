import {
  conflict,
  missingParams,
  notFound,
  unprocessable,
  invalidParam,
  badRequest,
} from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import { bool, int, str } from '../params.js';
import { inTrainScope, mergeTrainJson, statusCheckJson } from '../collections/security-compliance.js';
import { mergeRequestListJson } from '../collections/merge-requests.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * Hand-written merge-train and status-check routes: a branch's train and one merge request's car, adding a merge
 * request (https://docs.gitlab.com/api/merge_trains/), and a merge request's external status checks with their
 * responses and retries (https://docs.gitlab.com/api/status_checks/).
 */

function table(ctx: ProjectContext, name: string): PlainRow[] {
  return (ctx.state.plain[name] ??= []);
}

function carsOf(ctx: ProjectContext): PlainRow[] {
  return table(ctx, 'merge_trains').filter((row) => row.project_id === ctx.project.id);
}

const premium = (route: Route): Route => ({ ...route, tier: 'premium' });
const ultimate = (route: Route): Route => ({ ...route, tier: 'ultimate' });

const mergeTrainRoutes: Route[] = [
  premium(
    projectAction('GET', '/merge_trains/merge_requests/:merge_request_iid', (ctx) => {
      const mr = mergeRequestOf(ctx);
      const car = carsOf(ctx).find((row) => row.merge_request_iid === mr.iid);
      if (car === undefined) throw notFound('Merge Train');
      return json(200, mergeTrainJson(ctx.state, car));
    }),
  ),
  premium(
    projectAction('POST', '/merge_trains/merge_requests/:merge_request_iid', (ctx) => {
      const mr = mergeRequestOf(ctx);
      const params = ctx.req.params;
      if (mr.state !== 'opened') throw badRequest('Merge request is not mergeable');
      const sha = str(params.sha);
      if (sha !== undefined && sha !== mr.sha) throw conflict('SHA does not match HEAD of source branch');
      if (carsOf(ctx).some((row) => row.merge_request_iid === mr.iid && row.status !== 'merged'))
        throw badRequest('Merge request is already on a merge train');
      const now = ctx.state.now();
      // With auto_merge (or its older name), the car waits for the merge request's pipeline: GitLab's `idle`.
      const waits = bool(params.auto_merge) === true || bool(params.when_pipeline_succeeds) === true;
      table(ctx, 'merge_trains').push({
        id: nextId(ctx.state, 'merge_trains', table(ctx, 'merge_trains')),
        project_id: ctx.project.id,
        merge_request_iid: mr.iid,
        user_id: ctx.auth.user.id,
        pipeline_id: mr.head_pipeline_id,
        target_branch: mr.target_branch,
        status: waits ? 'idle' : 'fresh',
        merged_at: null,
        duration: null,
        created_at: now,
        updated_at: now,
      });
      const train = carsOf(ctx).filter(
        (row) => row.target_branch === mr.target_branch && row.status !== 'merged',
      );
      return json(
        201,
        train.map((row) => mergeTrainJson(ctx.state, row)),
      );
    }),
  ),
  premium(
    projectAction('GET', '/merge_trains/:target_branch', (ctx) => {
      const branch = ctx.params.target_branch ?? '';
      const scope = ctx.req.query.scope;
      const cars = carsOf(ctx)
        .filter((row) => row.target_branch === branch && (scope === undefined || inTrainScope(row, scope)))
        .sort((a, b) => (ctx.req.query.sort === 'asc' ? 1 : -1) * (Number(a.id) - Number(b.id)));
      const page = offsetPage(cars, ctx.req);
      return json(
        200,
        page.items.map((row) => mergeTrainJson(ctx.state, row)),
        page.headers,
      );
    }),
  ),
];

function checksOf(ctx: ProjectContext): PlainRow[] {
  return table(ctx, 'external_status_checks').filter((row) => row.project_id === ctx.project.id);
}

function responseOf(ctx: ProjectContext, mrId: number, checkId: number): PlainRow | undefined {
  return table(ctx, 'status_check_responses').find(
    (row) => row.merge_request_id === mrId && row.external_status_check_id === checkId,
  );
}

const statusCheckRoutes: Route[] = [
  ultimate(
    projectAction('GET', '/merge_requests/:merge_request_iid/status_checks', (ctx) => {
      const mr = mergeRequestOf(ctx);
      const checks = checksOf(ctx).map((check) => ({
        id: check.id,
        name: check.name,
        external_url: check.external_url,
        status: responseOf(ctx, mr.id, Number(check.id))?.status ?? 'pending',
      }));
      const page = offsetPage(checks, ctx.req);
      return json(200, page.items, page.headers);
    }),
  ),
  ultimate(
    projectAction('POST', '/merge_requests/:merge_request_iid/status_check_responses', (ctx) => {
      const mr = mergeRequestOf(ctx);
      const params = ctx.req.params;
      const missing = ['sha', 'external_status_check_id', 'status'].filter(
        (name) => params[name] === undefined,
      );
      if (missing.length > 0) throw missingParams(missing);
      const status = str(params.status);
      if (!['passed', 'failed', 'pending'].includes(status ?? '')) throw invalidParam('status');
      const check = checksOf(ctx).find((row) => row.id === int(params.external_status_check_id));
      if (check === undefined) throw notFound('External Status Check');
      if (str(params.sha) !== mr.sha) throw conflict('SHA must be the HEAD of the merge request');
      const responses = table(ctx, 'status_check_responses');
      const previous = responseOf(ctx, mr.id, Number(check.id));
      if (previous !== undefined) responses.splice(responses.indexOf(previous), 1);
      const response: PlainRow = {
        id: nextId(ctx.state, 'status_check_responses', responses),
        merge_request_id: mr.id,
        external_status_check_id: check.id,
        status,
      };
      responses.push(response);
      const mrJson = mergeRequestListJson(ctx.state, mr);
      return json(201, {
        id: response.id,
        merge_request: {
          id: mr.id,
          iid: mr.iid,
          project_id: mr.project_id,
          title: mr.title,
          web_url: mrJson.web_url,
        },
        external_status_check: statusCheckJson(ctx.state, check),
        status,
      });
    }),
  ),
  ultimate(
    projectAction('POST', '/merge_requests/:merge_request_iid/status_checks/:check_id/retry', (ctx) => {
      const mr = mergeRequestOf(ctx);
      const check = checksOf(ctx).find((row) => String(row.id) === ctx.params.check_id);
      if (check === undefined) throw notFound('External Status Check');
      const response = responseOf(ctx, mr.id, Number(check.id));
      // Only a failed check can be retried (GitLab 16.x, ee/lib/api/status_checks.rb).
      if (response?.status !== 'failed') throw unprocessable('External status check must be failed');
      response.status = 'pending';
      return json(202, { message: '202 Accepted' });
    }),
  ),
];

export const securityMergeCheckRoutes: Route[] = [...mergeTrainRoutes, ...statusCheckRoutes];
