import type { ParamContract, ParamSpec } from '../../http/param-contract.js';
import { boolean, hash, hashList, integer, oneOf, required, string } from './spec.js';

/*
 * Running the instance, for administrators: doc/api/plan_limits.md, doc/api/license.md, doc/api/features.md,
 * doc/api/sidekiq_metrics.md, doc/api/usage_data.md, doc/api/statistics.md, doc/api/database_migrations.md,
 * doc/api/import.md ("Cancel GitHub project import"), doc/api/project_repository_storage_moves.md and its group and
 * snippet siblings, doc/api/instance_level_ci_variables.md, doc/api/system_hooks.md, doc/api/runners.md,
 * doc/api/runner_controllers.md and doc/api/runner_controller_tokens.md.
 */

const plain = [
  'GET /license',
  'DELETE /license/:license_id',
  'GET /features',
  'GET /features/definitions',
  'DELETE /features/:name',
  ...['queue_metrics', 'process_metrics', 'job_stats', 'compound_metrics'].map(
    (part) => `GET /sidekiq/${part}`,
  ),
  ...['service_ping', 'non_sql_metrics', 'queries', 'metric_definitions'].map(
    (part) => `GET /usage_data/${part}`,
  ),
  'GET /application/statistics',
  ...['project', 'group', 'snippet'].flatMap((moved) => [
    `GET /${moved}_repository_storage_moves`,
    `GET /${moved}_repository_storage_moves/:move_id`,
  ]),
  'GET /snippets/:id/repository_storage_moves',
  'GET /snippets/:id/repository_storage_moves/:move_id',
  'GET /admin/ci/variables',
  'GET /admin/ci/variables/:key',
  'DELETE /admin/ci/variables/:key',
  'GET /hooks',
  'GET /hooks/:hook_id',
  'DELETE /hooks/:hook_id',
  // "Test system hook".
  'POST /hooks/:hook_id',
  'DELETE /hooks/:hook_id/url_variables/:key',
  'POST /runners/reset_registration_token',
  'GET /runners/:runner_id',
  'DELETE /runners/:runner_id',
  'GET /runners/:runner_id/managers',
  'POST /runners/:runner_id/reset_authentication_token',
  'GET /runner_controllers',
  'GET /runner_controllers/:controller_id',
  'DELETE /runner_controllers/:controller_id',
  'GET /runner_controllers/:controller_id/scopes',
  'POST /runner_controllers/:controller_id/scopes/instance',
  'DELETE /runner_controllers/:controller_id/scopes/instance',
  'POST /runner_controllers/:controller_id/scopes/runners/:runner_id',
  'DELETE /runner_controllers/:controller_id/scopes/runners/:runner_id',
  'GET /runner_controllers/:controller_id/tokens',
  'GET /runner_controllers/:controller_id/tokens/:token_id',
  'DELETE /runner_controllers/:controller_id/tokens/:token_id',
  'POST /runner_controllers/:controller_id/tokens/:token_id/rotate',
];

// "Update plan limits": every limit is a whole number.
const planLimits: ParamContract = Object.fromEntries(
  [
    'ci_instance_level_variables',
    'ci_pipeline_size',
    'ci_active_jobs',
    'ci_project_subscriptions',
    'ci_pipeline_schedules',
    'ci_needs_size_limit',
    'ci_registered_group_runners',
    'ci_registered_project_runners',
    'dotenv_size',
    'dotenv_variables',
    'conan_max_file_size',
    'enforcement_limit',
    'generic_packages_max_file_size',
    'helm_max_file_size',
    'maven_max_file_size',
    'notification_limit',
    'npm_max_file_size',
    'nuget_max_file_size',
    'max_pipelines_per_merge_train',
    'pipeline_hierarchy_size',
    'pypi_max_file_size',
    'terraform_module_max_file_size',
    'storage_size_limit',
    'web_hook_calls',
  ].map((limit) => [limit, integer]),
);

// "Events Tracking API": one internal event, alone or as an element of `events`.
const trackedEvent: ParamContract = {
  event: required(string),
  send_to_snowplow: boolean,
  namespace_id: integer,
  project_id: integer,
  additional_properties: hash,
};

// "Register a runner controller" and "Update a runner controller".
const runnerController: ParamContract = {
  description: string,
  state: oneOf('disabled', 'enabled', 'dry_run'),
};

// "`true` or `false` to enable/disable, or an integer for percentage of time".
const gateValue: ParamSpec = { type: 'integer or string', required: true };

export const instanceOperationContracts: Record<string, ParamContract> = {
  ...Object.fromEntries(plain.map((route) => [route, {}])),
  'GET /application/plan_limits': { plan_name: string },
  'PUT /application/plan_limits': { ...planLimits, plan_name: required(string) },
  'POST /license': { license: required(string) },
  'POST /features/:name': {
    value: gateValue,
    key: oneOf('percentage_of_actors', 'percentage_of_time'),
    feature_group: string,
    user: string,
    group: string,
    namespace: string,
    project: string,
    repository: string,
    force: boolean,
  },
  'POST /usage_data/track_event': trackedEvent,
  'POST /usage_data/track_events': { events: required(hashList) },
  // "Mark a migration as successful": the database defaults to `main`.
  'POST /admin/migrations/:version/mark': { database: string },
  'POST /import/github/cancel': { project_id: required(integer) },
  ...Object.fromEntries(
    ['project', 'group', 'snippet'].map((moved) => [
      `POST /${moved}_repository_storage_moves`,
      { source_storage_name: required(string), destination_storage_name: string },
    ]),
  ),
  'POST /snippets/:id/repository_storage_moves': { destination_storage_name: string },
  'POST /runner_controllers': runnerController,
  'PUT /runner_controllers/:controller_id': runnerController,
  'POST /runner_controllers/:controller_id/tokens': { description: string },
};
