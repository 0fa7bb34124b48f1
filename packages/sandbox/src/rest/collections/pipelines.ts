import { notFound } from '../../http/errors.js';
import type { JobRow, PipelineRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { Collection } from '../collection.js';
import { bool, list } from '../params.js';
import { projectPageUrl, userBasic } from '../shapes.js';
import { commitJson } from './repository.js';
import { userEntity } from './users.js';

/** Pipelines and jobs (https://docs.gitlab.com/api/pipelines/, /api/jobs/). */

const STATUS_TEXT: Record<string, string> = {
  success: 'passed',
  failed: 'failed',
  running: 'running',
  pending: 'pending',
  created: 'created',
  canceled: 'canceled',
  canceling: 'canceling',
  skipped: 'skipped',
  manual: 'manual',
  scheduled: 'delayed',
  preparing: 'preparing',
  waiting_for_resource: 'waiting',
};

function detailedStatus(status: string, detailsPath: string): Record<string, unknown> {
  const text = STATUS_TEXT[status] ?? status;
  return {
    icon: `status_${status}`,
    text,
    label: text,
    group: status,
    tooltip: text,
    has_details: true,
    details_path: detailsPath,
    favicon: `/assets/ci_favicons/favicon_status_${status}.png`,
  };
}

export function pipelineBasicJson(state: SandboxState, pipeline: PipelineRow): Record<string, unknown> {
  return {
    id: pipeline.id,
    iid: pipeline.iid,
    project_id: pipeline.project_id,
    sha: pipeline.sha,
    ref: pipeline.ref,
    status: pipeline.status,
    source: pipeline.source,
    created_at: pipeline.created_at,
    updated_at: pipeline.updated_at,
    web_url: projectPageUrl(state, pipeline.project_id, `/-/pipelines/${pipeline.id}`),
  };
}

export function pipelineDetailJson(state: SandboxState, pipeline: PipelineRow): Record<string, unknown> {
  const path = new URL(projectPageUrl(state, pipeline.project_id, `/-/pipelines/${pipeline.id}`)).pathname;
  return {
    ...pipelineBasicJson(state, pipeline),
    before_sha: pipeline.before_sha,
    tag: pipeline.tag,
    yaml_errors: pipeline.yaml_errors,
    user: userBasic(state, pipeline.user_id),
    started_at: pipeline.started_at,
    finished_at: pipeline.finished_at,
    committed_at: pipeline.committed_at,
    duration: pipeline.duration,
    queued_duration: pipeline.queued_duration,
    coverage: pipeline.coverage,
    detailed_status: detailedStatus(pipeline.status, path),
    name: pipeline.name ?? null,
    archived: false,
  };
}

export const pipelines: Collection<PipelineRow> = {
  path: 'pipelines',
  scopes: ['project'],
  key: { param: 'pipeline_id', get: (row) => row.id },
  notFound: 'Pipeline',
  table: (state) => state.tables.pipelines,
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row, ctx) => pipelineDetailJson(ctx.state, row),
  list: {
    serialize: (row, ctx) => pipelineBasicJson(ctx.state, row),
    filters: {
      status: (row, value) => row.status === value,
      ref: (row, value) => row.ref === value,
      sha: (row, value) => row.sha === value,
      source: (row, value) => row.source === value,
      username: (row, value, ctx) =>
        ctx.state.tables.users.find((user) => user.id === row.user_id)?.username === value,
      updated_after: (row, value) => row.updated_at >= String(value),
      updated_before: (row, value) => row.updated_at <= String(value),
      created_after: (row, value) => row.created_at >= String(value),
      created_before: (row, value) => row.created_at <= String(value),
      scope: (row, value) =>
        value === 'finished'
          ? ['success', 'failed', 'canceled', 'skipped'].includes(row.status)
          : value === 'branches' || value === 'tags'
            ? row.tag === (value === 'tags')
            : row.status === value,
    },
    orderBy: {
      id: (row) => row.id,
      status: (row) => row.status,
      ref: (row) => row.ref,
      updated_at: (row) => row.updated_at,
      user_id: (row) => row.user_id,
    },
    defaultOrder: { orderBy: 'id', sort: 'desc' },
  },
  remove: (row, ctx) => {
    const jobs = ctx.state.tables.jobs;
    for (let index = jobs.length - 1; index >= 0; index -= 1)
      if (jobs[index]!.pipeline_id === row.id) jobs.splice(index, 1);
  },
};

/** A job's user is GitLab's full User entity (Ci::JobBasic exposes it `with: ::API::Entities::User`), not UserBasic. */
function jobUser(state: SandboxState, id: number | null): Record<string, unknown> | null {
  const user = state.tables.users.find((row) => row.id === id);
  return user === undefined ? null : userEntity(state, user);
}

/** The job entity; `failure_reason` is sent for failed jobs only (API::Entities::Ci::JobBasic, `if: job.failed?`). */
export function jobJson(state: SandboxState, job: JobRow): Record<string, unknown> {
  const pipeline = state.tables.pipelines.find((row) => row.id === job.pipeline_id);
  const commit =
    pipeline === undefined
      ? undefined
      : state.tables.commits.find((row) => row.project_id === job.project_id && row.id === pipeline.sha);
  return {
    id: job.id,
    status: job.status,
    stage: job.stage,
    name: job.name,
    ref: job.ref,
    tag: job.tag,
    coverage: job.coverage,
    allow_failure: job.allow_failure,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
    erased_at: job.erased_at,
    duration: job.duration,
    queued_duration: job.queued_duration,
    user: jobUser(state, job.user_id),
    commit: commit === undefined ? null : commitJson(state, commit),
    pipeline: pipeline === undefined ? null : pipelineBasicJson(state, pipeline),
    web_url: projectPageUrl(state, job.project_id, `/-/jobs/${job.id}`),
    project: { ci_job_token_scope_enabled: false },
    artifacts: job.artifacts,
    artifacts_file:
      job.artifacts.find((artifact) => artifact.file_type === 'archive') === undefined
        ? null
        : { filename: 'artifacts.zip', size: job.artifacts[0]!.size },
    artifacts_expire_at: job.artifacts_expire_at,
    archived: false,
    tag_list: job.tag_list,
    runner:
      job.runner_id === null
        ? null
        : {
            id: job.runner_id,
            description: 'shared-runner-1',
            ip_address: '10.0.0.7',
            active: true,
            paused: false,
            is_shared: true,
            runner_type: 'instance_type',
            name: 'gitlab-runner',
            online: true,
            status: 'online',
          },
    runner_manager: null,
    ...(job.status === 'failed' ? { failure_reason: job.failure_reason } : {}),
  };
}

const jobScopes = (row: JobRow, value: unknown) => (list(value) ?? []).includes(row.status);

export const jobs: Collection<JobRow> = {
  path: 'jobs',
  scopes: ['project'],
  key: { param: 'job_id', get: (row) => row.id },
  notFound: 'Job',
  table: (state) => state.tables.jobs,
  inScope: (row, scope) => scope.kind === 'project' && row.project_id === scope.project.id,
  serialize: (row, ctx) => jobJson(ctx.state, row),
  list: {
    filters: { scope: jobScopes },
    orderBy: { id: (row) => row.id },
    defaultOrder: { orderBy: 'id', sort: 'desc' },
    // Project jobs support keyset pagination ordered by id (docs/rest-pagination.md).
    keyset: true,
  },
};

export const pipelineJobs: Collection<JobRow> = {
  ...jobs,
  path: 'pipelines/:pipeline_id/jobs',
  rows: (ctx) => {
    const projectId = ctx.scope.kind === 'project' ? ctx.scope.project.id : -1;
    const pipeline = ctx.state.tables.pipelines.find(
      (row) => row.project_id === projectId && String(row.id) === ctx.params.pipeline_id,
    );
    if (pipeline === undefined) throw notFound('Pipeline');
    // Retried jobs are left out unless include_retried is set (https://docs.gitlab.com/api/jobs/#list-pipeline-jobs).
    const retried = bool(ctx.req.params.include_retried) === true;
    return ctx.state.tables.jobs.filter(
      (row) => row.pipeline_id === pipeline.id && (retried || !row.retried),
    );
  },
  list: {
    filters: { scope: jobScopes },
    orderBy: { id: (row) => row.id },
    defaultOrder: { orderBy: 'id', sort: 'asc' },
  },
  get: false,
};
