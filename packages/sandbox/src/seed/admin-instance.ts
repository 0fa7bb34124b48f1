import type { PlainRow } from '../store/rows.js';

/**
 * What an administrator runs the instance with: the `default` plan's limits (https://docs.gitlab.com/api/plan_limits/;
 * other plans start as copies of it), Sidekiq's metrics (https://docs.gitlab.com/api/sidekiq_metrics/) and the
 * secure files of group/project (https://docs.gitlab.com/api/secure_files/). The licence is built from the tier
 * (rest/actions/admin-instance.ts).
 */
export function seedInstanceOperations(): Record<string, PlainRow[]> {
  return {
    plan_limits: [
      {
        plan_name: 'default',
        ci_instance_level_variables: 25,
        ci_pipeline_size: 0,
        ci_active_jobs: 0,
        ci_project_subscriptions: 2,
        ci_pipeline_schedules: 10,
        ci_needs_size_limit: 50,
        ci_registered_group_runners: 1000,
        ci_registered_project_runners: 1000,
        conan_max_file_size: 3221225472,
        dotenv_size: 5120,
        dotenv_variables: 20,
        enforcement_limit: 0,
        generic_packages_max_file_size: 5368709120,
        helm_max_file_size: 5242880,
        maven_max_file_size: 3221225472,
        notification_limit: 0,
        npm_max_file_size: 524288000,
        nuget_max_file_size: 524288000,
        pipeline_hierarchy_size: 1000,
        pypi_max_file_size: 3221225472,
        terraform_module_max_file_size: 1073741824,
        storage_size_limit: 0,
      },
    ],
    sidekiq_metrics: [
      {
        queues: {
          default: { backlog: 0, latency: 0 },
          mailers: { backlog: 3, latency: 1 },
          pipeline_processing: { backlog: 42, latency: 7 },
        },
        processes: [
          {
            hostname: 'sidekiq-1.gitlab.example.com',
            pid: 5649,
            tag: 'gitlab',
            started_at: '2025-03-20T06:00:00.000Z',
            queues: ['default', 'mailers', 'pipeline_processing'],
            labels: [],
            concurrency: 20,
            busy: 4,
          },
        ],
        jobs: { processed: 182734, failed: 27, enqueued: 45, dead: 2 },
      },
    ],
    secure_files: [
      {
        id: 4801,
        project_id: 42,
        name: 'release.keystore',
        checksum: '16630b189ab34b2e3504f4758e1054d2e478deda510b2b08cc0ef38d12e80aac',
        checksum_algorithm: 'sha256',
        created_at: '2025-02-10T09:00:00.000Z',
        expires_at: null,
        metadata: null,
        file_extension: 'keystore',
      },
      {
        id: 4802,
        project_id: 42,
        name: 'distribution.cer',
        checksum: 'a1f09d55e8a4b0c7de0a6bbd4ecb8f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8',
        checksum_algorithm: 'sha256',
        created_at: '2025-02-11T10:00:00.000Z',
        expires_at: '2026-02-11T10:00:00.000Z',
        metadata: {
          id: '75949910542696343243264405377658443914',
          issuer: {
            C: 'US',
            O: 'Apple Inc.',
            CN: 'Apple Worldwide Developer Relations Certification Authority',
            OU: 'G3',
          },
          subject: { C: 'US', O: 'Example Inc.', CN: 'Apple Distribution: Example Inc. (ABC123XYZ)' },
          expires_at: '2026-02-11T10:00:00.000Z',
        },
        file_extension: 'cer',
      },
    ],
  };
}
