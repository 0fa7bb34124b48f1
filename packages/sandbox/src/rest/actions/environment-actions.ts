import { badRequest, invalidParam, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { DeploymentRow, PlainRow } from '../../store/rows.js';
import { environmentJson } from '../collections/delivery.js';
import { mergeRequestListJson } from '../collections/merge-requests.js';
import { str } from '../params.js';
import { userBasic } from '../shapes.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/*
 * What environments and deployments do beyond their collections: stopping an environment
 * (https://docs.gitlab.com/api/environments/#stop-an-environment), the merge requests a deployment shipped
 * (https://docs.gitlab.com/api/deployments/#list-of-merge-requests-associated-with-a-deployment) and the approval
 * of a blocked deployment (https://docs.gitlab.com/api/deployments/#approve-or-reject-a-blocked-deployment, Premium).
 */

function environmentOf(ctx: ProjectContext) {
  const id = Number(ctx.params.environment_id);
  const row = ctx.state.tables.environments.find((env) => env.project_id === ctx.project.id && env.id === id);
  if (row === undefined) throw notFound('Environment');
  return row;
}

function deploymentOf(ctx: ProjectContext): DeploymentRow {
  const id = Number(ctx.params.deployment_id);
  const row = ctx.state.tables.deployments.find((dep) => dep.project_id === ctx.project.id && dep.id === id);
  if (row === undefined) throw notFound('Deployment');
  return row;
}

/**
 * The merge requests merged into the deployed ref after the environment's previous successful deployment and
 * before this one: GitLab links them when the deployment succeeds.
 */
function shippedMergeRequests(ctx: ProjectContext, deployment: DeploymentRow) {
  const previous = ctx.state.tables.deployments
    .filter(
      (row) =>
        row.environment_id === deployment.environment_id &&
        row.status === 'success' &&
        row.created_at < deployment.created_at,
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return ctx.state.tables.mergeRequests.filter(
    (mr) =>
      mr.project_id === deployment.project_id &&
      mr.target_branch === deployment.ref &&
      mr.merged_at !== null &&
      mr.merged_at <= deployment.created_at &&
      (previous === undefined || mr.merged_at > previous.created_at),
  );
}

/** Stored approvals, kept as GitLab's fields plus the deployment they belong to. */
function approvalsOf(ctx: ProjectContext): PlainRow[] {
  return (ctx.state.plain.deployment_approvals ??= []);
}

function approvedCount(ctx: ProjectContext, deployment: DeploymentRow): number {
  return approvalsOf(ctx).filter((row) => row.deployment_id === deployment.id && row.status === 'approved')
    .length;
}

/** The approvals the protected environment asks for; a blocked deployment needs at least one. */
function requiredApprovals(ctx: ProjectContext, deployment: DeploymentRow): number {
  const name = ctx.state.tables.environments.find((env) => env.id === deployment.environment_id)?.name;
  const rule = (ctx.state.plain.protected_environments ?? []).find(
    (row) => row.project_id === deployment.project_id && row.name === name,
  );
  return Math.max(1, typeof rule?.required_approval_count === 'number' ? rule.required_approval_count : 1);
}

const APPROVAL_STATUSES = new Set(['approved', 'rejected']);

export const environmentRoutes: Route[] = [
  projectAction('POST', '/environments/:environment_id/stop', (ctx) => {
    const environment = environmentOf(ctx);
    environment.state = 'stopped';
    environment.updated_at = ctx.state.now();
    return json(200, environmentJson(ctx.state, environment));
  }),
  projectAction('GET', '/deployments/:deployment_id/merge_requests', (ctx) => {
    const deployment = deploymentOf(ctx);
    if (deployment.status !== 'success') return json(200, []);
    const rows = shippedMergeRequests(ctx, deployment).sort((a, b) => b.id - a.id);
    const page = offsetPage(rows, ctx.req);
    return json(
      200,
      page.items.map((mr) => mergeRequestListJson(ctx.state, mr)),
      page.headers,
    );
  }),
  {
    ...projectAction('POST', '/deployments/:deployment_id/approval', (ctx) => {
      const deployment = deploymentOf(ctx);
      const status = str(ctx.req.params.status);
      if (status === undefined || status === '') throw missingParams(['status']);
      if (!APPROVAL_STATUSES.has(status)) throw invalidParam('status');
      if (deployment.status !== 'blocked') throw badRequest('This deployment is not waiting for approvals.');
      const approvals = approvalsOf(ctx);
      const mine = approvals.find(
        (row) => row.deployment_id === deployment.id && row.user_id === ctx.auth.user.id,
      );
      const approval: PlainRow = mine ?? { deployment_id: deployment.id, user_id: ctx.auth.user.id };
      Object.assign(approval, {
        status,
        comment: str(ctx.req.params.comment) ?? null,
        created_at: ctx.state.now(),
      });
      if (mine === undefined) approvals.push(approval);
      // One rejection cancels the deployment; enough approvals unblock it (its job may then run).
      if (status === 'rejected') deployment.status = 'canceled';
      else if (approvedCount(ctx, deployment) >= requiredApprovals(ctx, deployment))
        deployment.status = 'created';
      return json(201, {
        user: userBasic(ctx.state, ctx.auth.user.id),
        status,
        created_at: approval.created_at,
        comment: approval.comment,
      });
    }),
    tier: 'premium',
  },
];
