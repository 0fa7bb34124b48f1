import type { ParamContract } from '../../http/param-contract.js';
import { ciContracts, JOB_STATUSES } from './ci.js';
import { deliveryContracts } from './delivery.js';
import { boolean, hash, hashList, integer, list, omit, oneOf, required, sort, string } from './spec.js';

/*
 * Pipelines, jobs and schedules beyond ci.ts, and a commit's own endpoints beyond repository.ts:
 * doc/api/pipelines.md ("Get the latest pipeline"), doc/api/jobs.md ("List pipeline jobs", "List pipeline trigger
 * jobs", "Run a job"), doc/api/job_artifacts.md, doc/api/pipeline_schedules.md, doc/api/commits.md; declared in
 * GitLab's lib/api/ci/pipelines.rb, ci/jobs.rb, ci/job_artifacts.rb, ci/pipeline_schedules.rb and commits.rb.
 */

const jobScope = { ...list, values: JOB_STATUSES };

// "Cherry-pick a commit", "Revert a commit".
const commitCopy: ParamContract = { branch: required(string), dry_run: boolean };

// "Download the artifacts archive" / "Download a single artifact file" of a ref's latest successful pipeline.
const artifactsByRef: ParamContract = { job: required(string) };

export const ciRunContracts: Record<string, ParamContract> = {
  'GET /projects/:id/pipelines/latest': { ref: string },
  'GET /projects/:id/pipelines/:pipeline_id/jobs': ciContracts['GET /projects/:id/jobs']!,
  'GET /projects/:id/pipelines/:pipeline_id/bridges': { scope: jobScope },
  // "Run a job": variables, and values for the job's inputs (doc/ci/jobs/job_inputs.md).
  'POST /projects/:id/jobs/:job_id/play': { job_variables_attributes: hashList, job_inputs: hash },
  'GET /projects/:id/jobs/artifacts/:ref_name/download': artifactsByRef,
  'GET /projects/:id/jobs/artifacts/:ref_name/raw/:artifact_path': artifactsByRef,
  'GET /projects/:id/pipeline_schedules': { scope: oneOf('active', 'inactive') },
  // "Edit a pipeline schedule": what creating one takes, none of it required.
  'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id': {
    ...omit(deliveryContracts['POST /projects/:id/pipeline_schedules']!, 'description', 'ref', 'cron'),
    description: string,
    ref: string,
    cron: string,
  },
  'GET /projects/:id/repository/commits/:sha': { stats: boolean },
  'GET /projects/:id/repository/commits/:sha/diff': { unidiff: boolean },
  'GET /projects/:id/repository/commits/:sha/refs': { type: oneOf('branch', 'tag', 'all') },
  'GET /projects/:id/repository/commits/:sha/statuses': {
    ref: string,
    stage: string,
    name: string,
    pipeline_id: integer,
    all: boolean,
    order_by: oneOf('id', 'pipeline_id'),
    sort,
  },
  'POST /projects/:id/repository/commits/:sha/comments': {
    note: required(string),
    path: string,
    line: integer,
    line_type: oneOf('new', 'old'),
  },
  'POST /projects/:id/repository/commits/:sha/cherry_pick': { ...commitCopy, message: string },
  'POST /projects/:id/repository/commits/:sha/revert': commitCopy,
};
