import { ApiError, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent, text } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { JobRow, PipelineRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { jobJson, pipelineBasicJson, pipelineDetailJson } from '../collections/pipelines.js';
import { scheduleJson } from '../collections/pipeline-ci.js';
import { bool, list, str } from '../params.js';
import { projectPageUrl, userBasic } from '../shapes.js';
import { jobOf, pipelineOf, startPipeline } from './ci.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Pipeline and job endpoints beyond create/retry/cancel (ci.ts): latest, metadata, test reports, variables,
 * bridges, schedule and trigger runs, resource group queues, the job token scope and job artifacts.
 */

const FINISHED = new Set(['success', 'failed', 'canceled', 'skipped']);

function plain(state: SandboxState, table: string): PlainRow[] {
  return (state.plain[table] ??= []);
}

function scheduleOf(ctx: ProjectContext): PlainRow {
  const row = plain(ctx.state, 'pipeline_schedules').find(
    (item) => item.project_id === ctx.project.id && String(item.id) === ctx.params.pipeline_schedule_id,
  );
  if (row === undefined) throw notFound('Pipeline Schedule');
  return row;
}

/**
 * The test cases a seeded `test` job reports; the failing one matches the failed job's log. The first one saved a
 * screenshot, which GitLab links as the case's `attachment_url` (a job artifact; cases without one have no such key).
 */
function testCases(state: SandboxState, job: JobRow): Record<string, unknown>[] {
  const failed = job.status === 'failed';
  const testCase = (name: string, classname: string, status: string, time: number, trace: string | null) => ({
    status,
    name,
    classname,
    file: `tests/${classname}.test.ts`,
    execution_time: time,
    system_output: trace,
    stack_trace: trace,
    recent_failures: null,
  });
  const screenshot = `/-/jobs/${job.id}/artifacts/file/screenshots/creates-a-session.png`;
  return [
    {
      ...testCase('creates a session', 'session', 'success', 0.12, null),
      attachment_url: projectPageUrl(state, job.project_id, screenshot),
    },
    failed
      ? testCase('session expires', 'session', 'failed', 0.3, 'AssertionError: expected 1800000 to be 900000')
      : testCase('session expires', 'session', 'success', 0.3, null),
    testCase('rejects a wrong password', 'login', 'success', 0.08, null),
    testCase('remembers the user', 'login', 'skipped', 0, null),
  ];
}

/** A pipeline's test suites, one per finished `test` job (https://docs.gitlab.com/api/pipelines/#get-a-pipelines-test-report). */
function testSuites(ctx: ProjectContext, pipeline: PipelineRow) {
  return ctx.state.tables.jobs
    .filter((job) => job.pipeline_id === pipeline.id && job.name === 'test' && FINISHED.has(job.status))
    .map((job) => {
      const cases = testCases(ctx.state, job);
      const count = (status: string) => cases.filter((item) => item.status === status).length;
      return {
        name: job.name,
        total_time: cases.reduce((sum, item) => sum + (item.execution_time as number), 0),
        total_count: cases.length,
        success_count: count('success'),
        failed_count: count('failed'),
        skipped_count: count('skipped'),
        error_count: count('error'),
        suite_error: null,
        build_ids: [job.id],
        test_cases: cases,
      };
    });
}

function sum(suites: Record<string, unknown>[], field: string): number {
  return suites.reduce((total, suite) => total + (suite[field] as number), 0);
}

/** Pipelines a schedule or a trigger starts run on a branch: `refs/heads/main` is `main`. */
function branchOf(ref: unknown): string {
  return String(ref ?? '').replace(/^refs\/heads\//, '');
}

/** The job of `ref_name`'s latest successful pipeline named `job`, as the by-ref artifact endpoints find it. */
function jobByRef(ctx: ProjectContext): JobRow {
  const name = str(ctx.req.params.job);
  if (name === undefined || name === '') throw missingParams(['job']);
  const pipelines = ctx.state.tables.pipelines
    .filter(
      (row) =>
        row.project_id === ctx.project.id && row.ref === ctx.params.ref_name && row.status === 'success',
    )
    .sort((a, b) => b.id - a.id);
  for (const pipeline of pipelines) {
    const job = ctx.state.tables.jobs.find((row) => row.pipeline_id === pipeline.id && row.name === name);
    if (job !== undefined) return job;
  }
  throw notFound('Job');
}

/** The files inside a seeded build's archive. */
function artifactFiles(job: JobRow): Record<string, string> {
  return {
    'dist/app.js': `// ${job.name} #${job.id} on ${job.ref}\nexport const version = '1.2.0';\n`,
    'coverage/summary.txt': `Statements: ${job.coverage ?? 87.5}%\n`,
  };
}

/** The archive as bytes a client can count (a stand-in for a zip: its header, then the file list). */
function archive(job: JobRow): ReturnType<typeof text> {
  if (!job.artifacts.some((artifact) => artifact.file_type === 'archive')) throw notFound('Artifact');
  const listing = Object.entries(artifactFiles(job))
    .map(([path, content]) => `${path}\n${content}`)
    .join('');
  return text(200, `PK\u0003\u0004${listing}`, 'application/zip');
}

function artifactFile(job: JobRow, path: string): ReturnType<typeof text> {
  if (!job.artifacts.some((artifact) => artifact.file_type === 'archive')) throw notFound('Artifact');
  const content = artifactFiles(job)[path];
  if (content === undefined) throw notFound('Artifact');
  return text(200, content);
}

function scopeOf(ctx: ProjectContext): PlainRow {
  const rows = plain(ctx.state, 'job_token_scopes');
  let row = rows.find((item) => item.project_id === ctx.project.id);
  if (row === undefined) {
    row = { project_id: ctx.project.id, inbound_enabled: true, outbound_enabled: false };
    rows.push(row);
  }
  return row;
}

export const pipelineCiRoutes: Route[] = [
  // Without ref, the default branch (https://docs.gitlab.com/api/pipelines/#get-the-latest-pipeline).
  projectAction('GET', '/pipelines/latest', (ctx) => {
    const ref = str(ctx.req.params.ref) ?? ctx.project.default_branch;
    const latest = ctx.state.tables.pipelines
      .filter((row) => row.project_id === ctx.project.id && row.ref === ref)
      .sort((a, b) => b.id - a.id)[0];
    if (latest === undefined) throw notFound('Pipeline');
    return json(200, pipelineDetailJson(ctx.state, latest));
  }),
  projectAction('PUT', '/pipelines/:pipeline_id/metadata', (ctx) => {
    const pipeline = pipelineOf(ctx);
    const name = str(ctx.req.params.name);
    if (name === undefined) throw missingParams(['name']);
    pipeline.name = name;
    pipeline.updated_at = ctx.state.now();
    return json(200, pipelineDetailJson(ctx.state, pipeline));
  }),
  projectAction('GET', '/pipelines/:pipeline_id/test_report', (ctx) => {
    const suites = testSuites(ctx, pipelineOf(ctx)).map(({ build_ids: _ids, ...suite }) => suite);
    return json(200, {
      total_time: sum(suites, 'total_time'),
      total_count: sum(suites, 'total_count'),
      success_count: sum(suites, 'success_count'),
      failed_count: sum(suites, 'failed_count'),
      skipped_count: sum(suites, 'skipped_count'),
      error_count: sum(suites, 'error_count'),
      test_suites: suites,
    });
  }),
  projectAction('GET', '/pipelines/:pipeline_id/test_report_summary', (ctx) => {
    const suites = testSuites(ctx, pipelineOf(ctx)).map(({ test_cases: _cases, ...suite }) => suite);
    return json(200, {
      total: {
        time: sum(suites, 'total_time'),
        count: sum(suites, 'total_count'),
        success: sum(suites, 'success_count'),
        failed: sum(suites, 'failed_count'),
        skipped: sum(suites, 'skipped_count'),
        error: sum(suites, 'error_count'),
        suite_error: null,
      },
      test_suites: suites,
    });
  }),
  projectAction('GET', '/pipelines/:pipeline_id/variables', (ctx) => {
    const pipeline = pipelineOf(ctx);
    const rows = plain(ctx.state, 'pipeline_variables').filter((row) => row.pipeline_id === pipeline.id);
    return json(
      200,
      rows.map((row) => ({ key: row.key, value: row.value, variable_type: row.variable_type })),
    );
  }),
  projectAction('GET', '/pipelines/:pipeline_id/bridges', (ctx) => {
    const pipeline = pipelineOf(ctx);
    const scope = list(ctx.req.params.scope);
    const rows = plain(ctx.state, 'pipeline_bridges').filter(
      (row) => row.pipeline_id === pipeline.id && (scope === undefined || scope.includes(String(row.status))),
    );
    const page = offsetPage(rows, ctx.req);
    return json(
      200,
      page.items.map(({ project_id: _project, pipeline_id: _pipeline, user_id, ...row }) => ({
        ...row,
        user: userBasic(ctx.state, user_id as number),
        pipeline: pipelineBasicJson(ctx.state, pipeline),
        web_url: projectPageUrl(ctx.state, pipeline.project_id, `/-/jobs/${String(row.id)}`),
      })),
      page.headers,
    );
  }),
  // Runs a schedule now: GitLab queues the pipeline and answers 201 with a message.
  projectAction('POST', '/pipeline_schedules/:pipeline_schedule_id/play', (ctx) => {
    const schedule = scheduleOf(ctx);
    const pipeline = startPipeline(ctx, branchOf(schedule.ref), 'schedule');
    schedule.pipeline_ids = [...((schedule.pipeline_ids as number[] | undefined) ?? []), pipeline.id];
    return json(201, { message: '201 Created' });
  }),
  projectAction('POST', '/pipeline_schedules/:pipeline_schedule_id/take_ownership', (ctx) => {
    const schedule = scheduleOf(ctx);
    schedule.owner_id = ctx.auth.user.id;
    schedule.updated_at = ctx.state.now();
    return json(200, scheduleJson(ctx.state, schedule, true));
  }),
  projectAction('GET', '/pipeline_schedules/:pipeline_schedule_id/pipelines', (ctx) => {
    const ids = (scheduleOf(ctx).pipeline_ids as number[] | undefined) ?? [];
    const rows = ctx.state.tables.pipelines.filter((row) => ids.includes(row.id));
    const sorted =
      ctx.req.query.sort === 'desc' ? rows.sort((a, b) => b.id - a.id) : rows.sort((a, b) => a.id - b.id);
    const page = offsetPage(sorted, ctx.req);
    return json(
      200,
      page.items.map((row) => pipelineBasicJson(ctx.state, row)),
      page.headers,
    );
  }),
  projectAction('POST', '/pipeline_schedules/:pipeline_schedule_id/variables', (ctx) => {
    const schedule = scheduleOf(ctx);
    const missing = ['key', 'value'].filter((name) => str(ctx.req.params[name]) === undefined);
    if (missing.length > 0) throw missingParams(missing);
    const variables = ((schedule.variables as PlainRow[] | undefined) ??= []);
    const key = str(ctx.req.params.key);
    if (variables.some((row) => row.key === key))
      throw new ApiError(400, { message: { key: ['(' + String(key) + ') has already been taken'] } });
    const variable = {
      key,
      variable_type: str(ctx.req.params.variable_type) ?? 'env_var',
      value: str(ctx.req.params.value),
      raw: false,
    };
    variables.push(variable);
    schedule.variables = variables;
    return json(201, variable);
  }),
  projectAction('PUT', '/pipeline_schedules/:pipeline_schedule_id/variables/:key', (ctx) => {
    const schedule = scheduleOf(ctx);
    const variable = ((schedule.variables as PlainRow[] | undefined) ?? []).find(
      (row) => row.key === ctx.params.key,
    );
    if (variable === undefined) throw notFound('Variable');
    if (ctx.req.params.value !== undefined) variable.value = str(ctx.req.params.value);
    if (ctx.req.params.variable_type !== undefined)
      variable.variable_type = str(ctx.req.params.variable_type);
    return json(200, variable);
  }),
  projectAction('DELETE', '/pipeline_schedules/:pipeline_schedule_id/variables/:key', (ctx) => {
    const schedule = scheduleOf(ctx);
    const variables = (schedule.variables as PlainRow[] | undefined) ?? [];
    const variable = variables.find((row) => row.key === ctx.params.key);
    if (variable === undefined) throw notFound('Variable');
    schedule.variables = variables.filter((row) => row !== variable);
    return json(202, variable);
  }),
  // A trigger token starts a pipeline (https://docs.gitlab.com/api/pipeline_triggers/#trigger-a-pipeline-with-a-token).
  projectAction('POST', '/trigger/pipeline', (ctx) => {
    const missing = ['token', 'ref'].filter((name) => str(ctx.req.params[name]) === undefined);
    if (missing.length > 0) throw missingParams(missing);
    const trigger = plain(ctx.state, 'pipeline_triggers').find(
      (row) => row.project_id === ctx.project.id && row.token === ctx.req.params.token,
    );
    if (trigger === undefined) throw notFound('Project');
    trigger.last_used = ctx.state.now();
    const pipeline = startPipeline(ctx, String(ctx.req.params.ref), 'trigger');
    const variables = ctx.req.params.variables;
    if (variables !== null && typeof variables === 'object' && !Array.isArray(variables))
      for (const [key, value] of Object.entries(variables))
        plain(ctx.state, 'pipeline_variables').push({
          pipeline_id: pipeline.id,
          key,
          value: str(value),
          variable_type: 'env_var',
        });
    return json(201, pipelineDetailJson(ctx.state, pipeline));
  }),
  // Deploy jobs wait on the `production` resource group until they run.
  projectAction('GET', '/resource_groups/:key/upcoming_jobs', (ctx) => {
    const group = plain(ctx.state, 'resource_groups').find(
      (row) => row.project_id === ctx.project.id && row.key === ctx.params.key,
    );
    if (group === undefined) throw notFound('Resource Group');
    const jobs = ctx.state.tables.jobs.filter(
      (job) =>
        job.project_id === ctx.project.id &&
        job.name === 'deploy' &&
        ['created', 'waiting_for_resource', 'pending'].includes(job.status),
    );
    const page = offsetPage(jobs, ctx.req);
    return json(
      200,
      page.items.map((job) => jobJson(ctx.state, job)),
      page.headers,
    );
  }),
  projectAction('GET', '/job_token_scope', (ctx) => {
    const scope = scopeOf(ctx);
    return json(200, { inbound_enabled: scope.inbound_enabled, outbound_enabled: scope.outbound_enabled });
  }),
  projectAction('PATCH', '/job_token_scope', (ctx) => {
    const enabled = bool(ctx.req.params.enabled);
    if (enabled === undefined) throw missingParams(['enabled']);
    scopeOf(ctx).inbound_enabled = enabled;
    return noContent();
  }),
  // Artifacts (https://docs.gitlab.com/api/job_artifacts/): an archive is binary, single files are sent as they are.
  projectAction('GET', '/jobs/:job_id/artifacts', (ctx) => archive(jobOf(ctx))),
  projectAction('GET', '/jobs/:job_id/artifacts/:artifact_path', (ctx) =>
    artifactFile(jobOf(ctx), ctx.params.artifact_path ?? ''),
  ),
  projectAction('GET', '/jobs/artifacts/:ref_name/download', (ctx) => archive(jobByRef(ctx))),
  projectAction('GET', '/jobs/artifacts/:ref_name/raw/:artifact_path', (ctx) =>
    artifactFile(jobByRef(ctx), ctx.params.artifact_path ?? ''),
  ),
  projectAction('POST', '/jobs/:job_id/artifacts/keep', (ctx) => {
    const job = jobOf(ctx);
    if (job.artifacts.length === 0) throw notFound('Artifact');
    job.artifacts_expire_at = null;
    return json(200, jobJson(ctx.state, job));
  }),
  projectAction('DELETE', '/jobs/:job_id/artifacts', (ctx) => {
    const job = jobOf(ctx);
    if (!job.artifacts.some((artifact) => artifact.file_type === 'archive')) throw notFound('Artifact');
    job.artifacts = job.artifacts.filter((artifact) => artifact.file_type === 'trace');
    job.artifacts_expire_at = null;
    return noContent();
  }),
  // Deletes every job's artifacts that may be deleted; GitLab does it in the background and answers 202.
  projectAction('DELETE', '/artifacts', (ctx) => {
    for (const job of ctx.state.tables.jobs)
      if (job.project_id === ctx.project.id && job.artifacts_expire_at !== null) {
        job.artifacts = job.artifacts.filter((artifact) => artifact.file_type === 'trace');
        job.artifacts_expire_at = null;
      }
    return json(202, { message: '202 Accepted' });
  }),
];
