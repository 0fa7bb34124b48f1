import { ApiError, badRequest, forbidden, missingParams, notFound } from '../../http/errors.js';
import { json, text } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { resolveRef } from '../../store/repository.js';
import type { JobRow, PipelineRow } from '../../store/rows.js';
import { nextId, nextIid } from '../../store/state.js';
import { jobJson, pipelineDetailJson } from '../collections/pipelines.js';
import { str } from '../params.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/** Pipeline and job behaviour (https://docs.gitlab.com/api/pipelines/, /api/jobs/): create, retry, cancel, play, trace. */

const ACTIVE = new Set([
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'scheduled',
  'manual',
]);
const RETRYABLE = new Set(['failed', 'canceled', 'success', 'skipped']);

export function pipelineOf(ctx: ProjectContext): PipelineRow {
  const row = ctx.state.tables.pipelines.find(
    (pipeline) => pipeline.project_id === ctx.project.id && String(pipeline.id) === ctx.params.pipeline_id,
  );
  if (row === undefined) throw notFound('Pipeline');
  return row;
}

export function jobOf(ctx: ProjectContext): JobRow {
  const row = ctx.state.tables.jobs.find(
    (job) => job.project_id === ctx.project.id && String(job.id) === ctx.params.job_id,
  );
  if (row === undefined) throw notFound('Job');
  return row;
}

/** A pipeline's status from its current jobs, as GitLab composes it. */
function settle(ctx: ProjectContext, pipeline: PipelineRow): void {
  const jobs = ctx.state.tables.jobs.filter((job) => job.pipeline_id === pipeline.id && !job.retried);
  const has = (status: string) => jobs.some((job) => job.status === status);
  const now = ctx.state.now();
  if (has('running')) pipeline.status = 'running';
  else if (has('pending') || has('created')) pipeline.status = 'pending';
  else if (jobs.some((job) => job.status === 'failed' && !job.allow_failure)) pipeline.status = 'failed';
  else if (has('canceled')) pipeline.status = 'canceled';
  else pipeline.status = 'success';
  pipeline.updated_at = now;
  pipeline.finished_at = ACTIVE.has(pipeline.status) ? null : now;
}

function newJob(
  ctx: ProjectContext,
  pipeline: PipelineRow,
  template: { name: string; stage: string; allow_failure?: boolean },
): JobRow {
  const now = ctx.state.now();
  return {
    id: nextId(ctx.state, 'job', ctx.state.tables.jobs),
    project_id: ctx.project.id,
    pipeline_id: pipeline.id,
    name: template.name,
    stage: template.stage,
    status: 'pending',
    ref: pipeline.ref,
    tag: pipeline.tag,
    user_id: ctx.auth.user.id,
    allow_failure: template.allow_failure ?? false,
    when: 'on_success',
    created_at: now,
    started_at: null,
    finished_at: null,
    erased_at: null,
    duration: null,
    queued_duration: null,
    coverage: null,
    failure_reason: null,
    retried: false,
    trace: '',
    artifacts: [],
    artifacts_expire_at: null,
    tag_list: ['docker'],
    runner_id: null,
  };
}

/** A new pipeline on a ref with GitLab's three default jobs; `source` says what started it (api, schedule, trigger). */
export function startPipeline(ctx: ProjectContext, ref: string, source: string): PipelineRow {
  const commit = resolveRef(ctx.state, ctx.project.id, ref);
  // GitLab reports an unknown ref as a validation error on `base`.
  if (commit === undefined) throw badRequest({ base: ['Reference not found'] });
  const now = ctx.state.now();
  const pipeline: PipelineRow = {
    id: nextId(ctx.state, 'pipeline', ctx.state.tables.pipelines),
    iid: nextIid(ctx.state.tables.pipelines.filter((row) => row.project_id === ctx.project.id)),
    project_id: ctx.project.id,
    sha: commit.id,
    before_sha: '0000000000000000000000000000000000000000',
    ref,
    tag: ctx.state.tables.tags.some((tag) => tag.project_id === ctx.project.id && tag.name === ref),
    status: 'pending',
    source,
    user_id: ctx.auth.user.id,
    created_at: now,
    updated_at: now,
    started_at: null,
    finished_at: null,
    committed_at: commit.committed_date,
    duration: null,
    queued_duration: null,
    coverage: null,
    yaml_errors: null,
  };
  ctx.state.tables.pipelines.push(pipeline);
  for (const template of [
    { name: 'build', stage: 'build' },
    { name: 'test', stage: 'test' },
    { name: 'lint', stage: 'test', allow_failure: true },
  ]) {
    ctx.state.tables.jobs.push(newJob(ctx, pipeline, template));
  }
  return pipeline;
}

/** The variables a pipeline was created with are kept for GET …/pipelines/:id/variables. */
function createPipeline(ctx: ProjectContext) {
  const ref = str(ctx.req.params.ref);
  if (ref === undefined || ref === '') throw missingParams(['ref']);
  const pipeline = startPipeline(ctx, ref, 'api');
  const variables = Array.isArray(ctx.req.params.variables)
    ? (ctx.req.params.variables as Record<string, unknown>[])
    : [];
  const stored = (ctx.state.plain.pipeline_variables ??= []);
  for (const variable of variables)
    stored.push({
      pipeline_id: pipeline.id,
      key: str(variable.key),
      value: str(variable.value),
      variable_type: str(variable.variable_type) ?? 'env_var',
    });
  return json(201, pipelineDetailJson(ctx.state, pipeline));
}

function retryJob(ctx: ProjectContext, job: JobRow): JobRow {
  const pipeline = ctx.state.tables.pipelines.find((row) => row.id === job.pipeline_id)!;
  job.retried = true;
  const fresh = newJob(ctx, pipeline, job);
  ctx.state.tables.jobs.push(fresh);
  return fresh;
}

export const ciRoutes: Route[] = [
  projectAction('POST', '/pipeline', createPipeline),
  projectAction('POST', '/pipelines/:pipeline_id/retry', (ctx) => {
    const pipeline = pipelineOf(ctx);
    const failed = ctx.state.tables.jobs.filter(
      (job) =>
        job.pipeline_id === pipeline.id &&
        !job.retried &&
        (job.status === 'failed' || job.status === 'canceled'),
    );
    for (const job of failed) retryJob(ctx, job);
    settle(ctx, pipeline);
    return json(201, pipelineDetailJson(ctx.state, pipeline));
  }),
  projectAction('POST', '/pipelines/:pipeline_id/cancel', (ctx) => {
    const pipeline = pipelineOf(ctx);
    for (const job of ctx.state.tables.jobs) {
      if (job.pipeline_id === pipeline.id && ACTIVE.has(job.status)) {
        job.status = 'canceled';
        job.finished_at = ctx.state.now();
      }
    }
    settle(ctx, pipeline);
    return json(200, pipelineDetailJson(ctx.state, pipeline));
  }),
  projectAction('POST', '/jobs/:job_id/retry', (ctx) => {
    const job = jobOf(ctx);
    if (!RETRYABLE.has(job.status)) throw forbidden('403 Forbidden - Job is not retryable');
    const fresh = retryJob(ctx, job);
    settle(
      ctx,
      ctx.state.tables.pipelines.find((row) => row.id === job.pipeline_id)!,
    );
    return json(201, jobJson(ctx.state, fresh));
  }),
  projectAction('POST', '/jobs/:job_id/cancel', (ctx) => {
    const job = jobOf(ctx);
    if (ACTIVE.has(job.status)) {
      job.status = 'canceled';
      job.finished_at = ctx.state.now();
      settle(
        ctx,
        ctx.state.tables.pipelines.find((row) => row.id === job.pipeline_id)!,
      );
    }
    return json(201, jobJson(ctx.state, job));
  }),
  projectAction('POST', '/jobs/:job_id/play', (ctx) => {
    const job = jobOf(ctx);
    if (job.status !== 'manual') throw new ApiError(400, { message: '400 Bad request - Unplayable Job' });
    job.status = 'pending';
    settle(
      ctx,
      ctx.state.tables.pipelines.find((row) => row.id === job.pipeline_id)!,
    );
    return json(200, jobJson(ctx.state, job));
  }),
  projectAction('POST', '/jobs/:job_id/erase', (ctx) => {
    const job = jobOf(ctx);
    if (ACTIVE.has(job.status)) throw forbidden('403 Forbidden - Job is not erasable!');
    job.trace = '';
    job.artifacts = [];
    job.erased_at = ctx.state.now();
    return json(201, jobJson(ctx.state, job));
  }),
  // The log is plain text, not JSON (https://docs.gitlab.com/api/jobs/#get-a-log-file).
  projectAction('GET', '/jobs/:job_id/trace', (ctx) => text(200, jobOf(ctx).trace)),
];
