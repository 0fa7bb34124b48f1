import type { ParamContract } from '../../http/param-contract.js';
import { JOB_STATUSES } from './ci.js';
import { boolean, hash, integer, list, oneOf, required, sort, string } from './spec.js';

/*
 * doc/api/runners.md ("List owned runners", "List all runners", "List project's runners", "List group's runners",
 * "Update runner's details", "List runner's jobs", "Register a new runner") and doc/api/users.md "Create a runner
 * linked to a user"; declared in GitLab's lib/api/ci/runners.rb, ci/runner.rb and user_runners.rb.
 */

// Ci::Runner's types, and its statuses with the deprecated `active`/`paused`.
const RUNNER_TYPES = ['instance_type', 'group_type', 'project_type'];
const RUNNER_STATUSES = ['active', 'paused', 'online', 'offline', 'never_contacted', 'stale'];

// `filter_params`: every runner list.
const runnerFilters: ParamContract = {
  type: oneOf(...RUNNER_TYPES),
  paused: boolean,
  status: oneOf(...RUNNER_STATUSES),
  tag_list: list,
  version_prefix: string,
};

// `deprecated_filter_params`: the lists that still take the old `scope` (types, legacy types and statuses).
const scopedRunnerFilters: ParamContract = {
  ...runnerFilters,
  scope: oneOf('specific', 'shared', ...RUNNER_TYPES, ...RUNNER_STATUSES),
};

/** A runner's settings, as registering, creating and updating one set them. */
const runnerSettings: ParamContract = {
  description: string,
  paused: boolean,
  locked: boolean,
  run_untagged: boolean,
  tag_list: list,
  access_level: oneOf('not_protected', 'ref_protected'),
  maximum_timeout: integer,
  maintenance_note: string,
};

export const runnerContracts: Record<string, ParamContract> = {
  'GET /runners': scopedRunnerFilters,
  'GET /runners/all': scopedRunnerFilters,
  'GET /projects/:id/runners': scopedRunnerFilters,
  'GET /groups/:id/runners': runnerFilters,
  'PUT /runners/:runner_id': { ...runnerSettings, active: boolean },
  'GET /runners/:runner_id/jobs': {
    system_id: string,
    status: oneOf(...JOB_STATUSES),
    order_by: oneOf('id'),
    sort,
  },
  'POST /runners': {
    ...runnerSettings,
    token: required(string),
    info: hash,
    active: boolean,
    maintainer_note: string,
  },
  // "Assign a runner to project", "Delete a runner by authentication token", "Verify authentication for a runner".
  'POST /projects/:id/runners': { runner_id: required(integer) },
  'DELETE /runners': { token: required(string) },
  'POST /runners/verify': { token: required(string), system_id: string },
  'POST /user/runners': {
    ...runnerSettings,
    runner_type: required(oneOf(...RUNNER_TYPES)),
    group_id: integer,
    project_id: integer,
  },
};
