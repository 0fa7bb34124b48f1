import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

/**
 * What an administrator runs the instance with: its licence (https://docs.gitlab.com/api/license/), a plan's
 * limits (https://docs.gitlab.com/api/plan_limits/), Sidekiq's metrics
 * (https://docs.gitlab.com/api/sidekiq_metrics/), and the projects that imports from GitHub and Bitbucket create
 * (https://docs.gitlab.com/api/import/).
 */

export const licenseKind = defineKind({
  name: 'license',
  plural: { key: 'licenses', title: 'Licenses' },
  empty: 'No licenses found.',
  heading: { template: 'License #{id}: {plan}' },
  fields: [
    { label: 'Licensee', path: 'licensee.Name', format: 'text' },
    { label: 'Company', path: 'licensee.Company', format: 'text' },
    { label: 'Email', path: 'licensee.Email', format: 'text' },
    { label: 'Starts', path: 'starts_at', format: 'date' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'Expired', path: 'expired', format: 'warning' },
    { label: 'User Limit', path: 'user_limit', format: 'count' },
    { label: 'Active Users', path: 'active_users', format: 'count' },
    { label: 'Maximum Users', path: 'maximum_user_count', format: 'count' },
    { label: 'Historical Max', path: 'historical_max', format: 'count' },
    { label: 'Overage', path: 'overage', format: 'count' },
    { label: 'Added', path: 'created_at', format: 'date' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Plan', path: 'plan', format: 'text' },
    { label: 'Licensee', path: 'licensee.Name', format: 'text' },
    { label: 'Starts', path: 'starts_at', format: 'date' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'license',
    suggestions: [{ action: 'admin.license_add', text: 'install a licence key' }],
  },
});

/** The package formats with a largest file size, by the prefix of GitLab's field. */
const SIZE_LIMITS: Readonly<Record<string, string>> = {
  conan: 'Conan',
  generic_packages: 'Generic package',
  helm: 'Helm',
  maven: 'Maven',
  npm: 'npm',
  nuget: 'NuGet',
  pypi: 'PyPI',
  terraform_module: 'Terraform module',
};

/** GitLab's answer names no plan; the catalog adds the one asked about as `plan_name`. */
export const planLimitsKind = defineKind({
  name: 'plan_limits',
  plural: { key: 'plan_limits', title: 'Plan Limits' },
  empty: 'No plan limits found.',
  heading: { template: 'Plan Limits: {plan_name}' },
  fields: [
    ...Object.entries(SIZE_LIMITS).map(([format, name]): FieldSpec => ({
      label: `${name} max file size`,
      path: `${format}_max_file_size`,
      format: 'count',
      suffix: ' bytes',
    })),
    { label: 'CI pipeline size', path: 'ci_pipeline_size', format: 'count' },
    { label: 'CI active jobs', path: 'ci_active_jobs', format: 'count' },
    { label: 'CI pipeline schedules', path: 'ci_pipeline_schedules', format: 'count' },
    { label: 'CI needs size limit', path: 'ci_needs_size_limit', format: 'count' },
    { label: 'CI instance variables', path: 'ci_instance_level_variables', format: 'count' },
    { label: 'Dotenv variables', path: 'dotenv_variables', format: 'count' },
    { label: 'Dotenv size', path: 'dotenv_size', format: 'count', suffix: ' bytes' },
  ],
  columns: [
    { label: 'Plan', path: 'plan_name', format: 'text' },
    { label: 'Generic max file size', path: 'generic_packages_max_file_size', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'plan',
    suggestions: [{ action: 'admin.plan_limits_get', text: 'read the default plan’s limits' }],
  },
});

const JOB_COUNTS = ['processed', 'failed', 'enqueued', 'dead'].map((count): FieldSpec => ({
  label: `Jobs ${count}`,
  path: `jobs.${count}`,
  format: 'count',
}));

/** Any of the four Sidekiq answers: queues (listed by the catalog), processes, job counts, or all of them. */
export const sidekiqMetricsKind = defineKind({
  name: 'sidekiq_metrics',
  plural: { key: 'sidekiq_metrics', title: 'Sidekiq Metrics' },
  empty: 'No metrics found.',
  heading: { template: 'Sidekiq Metrics' },
  fields: JOB_COUNTS,
  columns: JOB_COUNTS,
  longText: [],
  nested: [
    { label: 'Queues', path: 'queues', kind: 'sidekiq_queue' },
    { label: 'Processes', path: 'processes', kind: 'sidekiq_process' },
  ],
  notFound: {
    subject: 'Sidekiq metrics',
    suggestions: [{ action: 'admin.sidekiq_compound_metrics', text: 'read every Sidekiq metric' }],
  },
});

export const sidekiqQueueKind = defineKind({
  name: 'sidekiq_queue',
  plural: { key: 'queues', title: 'Queues' },
  empty: 'No queues found.',
  heading: { template: 'Queue: {name}' },
  fields: [
    { label: 'Backlog', path: 'backlog', format: 'count' },
    { label: 'Latency (s)', path: 'latency', format: 'count' },
  ],
  columns: [
    { label: 'Queue', path: 'name', format: 'code' },
    { label: 'Backlog', path: 'backlog', format: 'count' },
    { label: 'Latency (s)', path: 'latency', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Sidekiq queue',
    suggestions: [{ action: 'admin.sidekiq_queue_metrics', text: 'list the queues' }],
  },
});

export const sidekiqProcessKind = defineKind({
  name: 'sidekiq_process',
  plural: { key: 'processes', title: 'Processes' },
  empty: 'No processes found.',
  heading: { template: 'Process {pid} on {hostname}' },
  fields: [
    { label: 'Tag', path: 'tag', format: 'text' },
    { label: 'Started', path: 'started_at', format: 'date' },
    { label: 'Concurrency', path: 'concurrency', format: 'count' },
    { label: 'Busy', path: 'busy', format: 'count' },
    { label: 'Queues', path: 'queues', format: 'list' },
  ],
  columns: [
    { label: 'Host', path: 'hostname', format: 'text' },
    { label: 'PID', path: 'pid', format: 'count' },
    { label: 'Started', path: 'started_at', format: 'date' },
    { label: 'Concurrency', path: 'concurrency', format: 'count' },
    { label: 'Busy', path: 'busy', format: 'count' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Sidekiq process',
    suggestions: [{ action: 'admin.sidekiq_process_metrics', text: 'list the processes' }],
  },
});

/** The project an import from GitHub or Bitbucket creates, with its import's progress. */
export const externalImportKind = defineKind({
  name: 'external_import',
  plural: { key: 'imports', title: 'Imports' },
  empty: 'No imports found.',
  heading: { template: 'Import of {full_name|name}' },
  fields: [
    { label: 'Project ID', path: 'id', format: 'count' },
    { label: 'Path', path: 'full_path', format: 'code' },
    { label: 'Source', path: 'import_source', format: 'text' },
    { label: 'Status', path: 'import_status', format: 'text' },
    { label: 'Source Link', path: 'provider_link', format: 'text' },
    { label: 'Warning', path: 'import_warning', format: 'text' },
  ],
  columns: [
    { label: 'Project ID', path: 'id', format: 'count' },
    { label: 'Path', path: 'full_path', format: 'code' },
    { label: 'Source', path: 'import_source', format: 'text' },
    { label: 'Status', path: 'import_status', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'import',
    suggestions: [{ action: 'project.import_status', text: "see a project's import status" }],
  },
});
