import { findProject } from '../../store/index.js';
import type { JobRow, PipelineRow, ProjectRow } from '../../store/index.js';
import { canReadProject, viewerPermissions } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { toGid } from '../global-id.js';
import { within } from '../ordering.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { userById } from './user-rows.js';

/** Project `pipelines` arguments. */
export interface PipelineFilters extends ConnectionArgs {
  ref?: string | null;
  sha?: string | null;
  status?: string | null;
  source?: string | null;
  username?: string | null;
  scope?: string | null;
  updatedAfter?: string | null;
  updatedBefore?: string | null;
}

const ACTIVE = new Set([
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'scheduled',
  'canceling',
]);

/** GitLab's `scope` values: RUNNING, PENDING, FINISHED, BRANCHES, TAGS. */
function inScope(ctx: GraphqlContext, pipeline: PipelineRow, scope: string): boolean {
  switch (scope) {
    case 'RUNNING':
      return pipeline.status === 'running';
    case 'PENDING':
      return pipeline.status === 'pending';
    case 'FINISHED':
      return !ACTIVE.has(pipeline.status);
    case 'BRANCHES':
      return (
        !pipeline.tag &&
        ctx.state.tables.branches.some(
          (branch) => branch.project_id === pipeline.project_id && branch.name === pipeline.ref,
        )
      );
    case 'TAGS':
      return pipeline.tag;
    default:
      return true;
  }
}

/** A project's pipelines, newest first, filtered as GitLab's `Project.pipelines` does. */
export function pipelineConnection(ctx: GraphqlContext, project: ProjectRow, filters: PipelineFilters) {
  if (!canReadProject(ctx, project, 'read_pipeline')) return paginate([], filters, () => '');
  const user =
    filters.username == null
      ? undefined
      : ctx.state.tables.users.find((row) => row.username === filters.username);
  const rows = ctx.state.tables.pipelines
    .filter(
      (pipeline) =>
        pipeline.project_id === project.id &&
        (filters.ref == null || pipeline.ref === filters.ref) &&
        (filters.sha == null || pipeline.sha.startsWith(filters.sha)) &&
        (filters.status == null || pipeline.status === filters.status.toLowerCase()) &&
        (filters.source == null || pipeline.source === filters.source) &&
        (filters.username == null || pipeline.user_id === user?.id) &&
        (filters.scope == null || inScope(ctx, pipeline, filters.scope)) &&
        within(pipeline.updated_at, filters.updatedAfter, filters.updatedBefore),
    )
    .sort((a, b) => b.id - a.id);
  return paginate(rows, filters, (pipeline) => String(pipeline.id));
}

/** `Project.pipeline(iid, sha)`: by iid, else the newest pipeline for the sha, else the newest one. */
export function pipelineOf(
  ctx: GraphqlContext,
  project: ProjectRow,
  args: { iid?: string | null; sha?: string | null },
): PipelineRow | null {
  if (!canReadProject(ctx, project, 'read_pipeline')) return null;
  const rows = ctx.state.tables.pipelines
    .filter((pipeline) => pipeline.project_id === project.id)
    .filter(
      (pipeline) =>
        (args.iid == null || String(pipeline.iid) === args.iid) &&
        (args.sha == null || pipeline.sha.startsWith(args.sha)),
    );
  return rows.reduce<PipelineRow | null>(
    (newest, pipeline) => (newest === null || pipeline.id > newest.id ? pipeline : newest),
    null,
  );
}

export function pipelineById(ctx: GraphqlContext, id: number | null): PipelineRow | null {
  return id === null ? null : (ctx.state.tables.pipelines.find((pipeline) => pipeline.id === id) ?? null);
}

function pathOf(ctx: GraphqlContext, pipeline: PipelineRow): string {
  return `/${findProject(ctx.state, pipeline.project_id)?.path_with_namespace ?? ''}/-/pipelines/${pipeline.id}`;
}

/** The words GitLab's status badges use (`success` reads "passed"). */
const STATUS_TEXT: Record<string, string> = { success: 'passed', waiting_for_resource: 'waiting' };

export const pipelineResolvers: ResolverMap = {
  Pipeline: fields<PipelineRow>({
    id: (pipeline) => toGid('Ci::Pipeline', pipeline.id),
    iid: (pipeline) => String(pipeline.iid),
    status: (pipeline) => pipeline.status.toUpperCase(),
    sha: (pipeline, args: { format?: string | null }) =>
      args.format === 'SHORT' ? pipeline.sha.slice(0, 8) : pipeline.sha,
    beforeSha: (pipeline) => pipeline.before_sha,
    coverage: (pipeline) => (pipeline.coverage === null ? null : Number(pipeline.coverage)),
    user: (pipeline, _args, ctx) => userById(ctx, pipeline.user_id),
    project: (pipeline, _args, ctx) => findProject(ctx.state, pipeline.project_id) ?? null,
    path: (pipeline, _args, ctx) => pathOf(ctx, pipeline),
    active: (pipeline) => ACTIVE.has(pipeline.status),
    complete: (pipeline) => !ACTIVE.has(pipeline.status),
    cancelable: (pipeline) => ACTIVE.has(pipeline.status),
    retryable: (pipeline) => pipeline.status === 'failed' || pipeline.status === 'canceled',
    warnings: () => false,
    detailedStatus: (pipeline, _args, ctx) => {
      const text = STATUS_TEXT[pipeline.status] ?? pipeline.status;
      return {
        id: `${pipeline.status}-${pipeline.id}`,
        group: pipeline.status,
        icon: `status_${pipeline.status}`,
        favicon: `favicon_status_${pipeline.status}`,
        text,
        label: text,
        tooltip: text,
        hasDetails: true,
        detailsPath: pathOf(ctx, pipeline),
      };
    },
    userPermissions: (_pipeline, _args, ctx) => viewerPermissions(ctx),
    // A pipeline's latest jobs (not their retries), in creation order; `statuses` filters them as GitLab does.
    jobs: (pipeline, args: ConnectionArgs & { statuses?: string[] | null }, ctx) =>
      paginate(
        ctx.state.tables.jobs
          .filter(
            (job) =>
              job.pipeline_id === pipeline.id &&
              !job.retried &&
              (args.statuses == null || args.statuses.includes(job.status.toUpperCase())),
          )
          .sort((a, b) => a.id - b.id),
        args,
        (job) => String(job.id),
      ),
  }),
  CiJob: fields<JobRow>({
    id: (job) => toGid('Ci::Build', job.id),
    status: (job) => job.status.toUpperCase(),
    duration: (job) => (job.duration === null ? null : Math.round(job.duration)),
    stage: (job) => ({ id: toGid('Ci::Stage', `${job.pipeline_id}-${job.stage}`), name: job.stage }),
    needs: (job, args: ConnectionArgs) =>
      paginate(
        (job.needs ?? []).map((name) => ({ id: toGid('Ci::BuildNeed', `${job.id}-${name}`), name })),
        args,
        (need) => need.name,
      ),
  }),
};
