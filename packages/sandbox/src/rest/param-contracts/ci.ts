import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, hash, hashList, list, oneOf, required, sort, string } from './spec.js';

// doc/api/jobs.md: a job's statuses, which `scope[]` filters by (GitLab's CommitStatus::AVAILABLE_STATUSES).
export const JOB_STATUSES = [
  'created',
  'waiting_for_resource',
  'preparing',
  'waiting_for_callback',
  'pending',
  'running',
  'success',
  'failed',
  'canceling',
  'canceled',
  'skipped',
  'manual',
  'scheduled',
];

export const ciContracts: Record<string, ParamContract> = {
  // doc/api/pipelines.md, "List project pipelines".
  'GET /projects/:id/pipelines': {
    name: string,
    order_by: oneOf('id', 'status', 'ref', 'updated_at', 'user_id'),
    ref: string,
    scope: oneOf('running', 'pending', 'finished', 'branches', 'tags'),
    sha: string,
    sort,
    source: string,
    status: oneOf(
      'created',
      'waiting_for_resource',
      'preparing',
      'pending',
      'running',
      'success',
      'failed',
      'canceled',
      'skipped',
      'manual',
      'scheduled',
    ),
    updated_after: datetime,
    updated_before: datetime,
    created_after: datetime,
    created_before: datetime,
    username: string,
    yaml_errors: boolean,
  },
  // doc/api/pipelines.md, "Create a new pipeline": `variables` is an array of hashes.
  'POST /projects/:id/pipeline': { ref: required(string), variables: hashList, inputs: hash },
  // doc/api/jobs.md, "List project jobs".
  'GET /projects/:id/jobs': { scope: { ...list, values: JOB_STATUSES }, include_retried: boolean },
};
