import type { PlainRow } from '../store/rows.js';

/**
 * CI objects around the seeded pipelines of group/project (42), kept as GitLab's JSON in plain tables: pipeline
 * variables, a downstream bridge, trigger tokens, resource groups and the CI/CD job token's scope and allowlists.
 */
export function seedCiExtras(): Record<string, PlainRow[]> {
  return {
    // https://docs.gitlab.com/api/pipelines/#get-variables-of-a-pipeline
    pipeline_variables: [
      { pipeline_id: 1210, key: 'DEPLOY_ENV', value: 'production', variable_type: 'env_var' },
      { pipeline_id: 1210, key: 'RELEASE_NOTES', value: 'notes.md', variable_type: 'file' },
    ],
    // A trigger job of #1210 that started a pipeline in group/subgroup/library (https://docs.gitlab.com/api/jobs/#list-pipeline-trigger-jobs).
    pipeline_bridges: [
      {
        id: 12105,
        project_id: 42,
        pipeline_id: 1210,
        name: 'trigger-docs',
        stage: 'deploy',
        status: 'success',
        ref: 'main',
        tag: false,
        coverage: null,
        allow_failure: false,
        created_at: '2025-03-20T16:05:00.000Z',
        started_at: '2025-03-20T16:08:04.000Z',
        finished_at: '2025-03-20T16:09:02.000Z',
        erased_at: null,
        duration: 58,
        queued_duration: 0.8,
        user_id: 1,
        downstream_pipeline: {
          id: 1301,
          sha: 'b83d6e391c22777fca1ed3012fce84f633d7fed0',
          ref: 'main',
          status: 'success',
          created_at: '2025-03-20T16:08:04.000Z',
          updated_at: '2025-03-20T16:12:00.000Z',
          web_url: 'https://gitlab.example.com/group/subgroup/library/-/pipelines/1301',
        },
      },
    ],
    // https://docs.gitlab.com/api/pipeline_triggers/
    pipeline_triggers: [
      {
        id: 1801,
        project_id: 42,
        description: 'Deploy from the release tool',
        token: 'glptt-4f2e6c1a9b8d7e3f0a5c2b1d6e9f8a7c4b3d2e1f',
        owner_id: 1,
        last_used: '2025-03-19T14:00:00.000Z',
        created_at: '2025-01-10T09:00:00.000Z',
        updated_at: '2025-01-10T09:00:00.000Z',
        expires_at: null,
      },
    ],
    // https://docs.gitlab.com/api/resource_groups/
    resource_groups: [
      {
        id: 1701,
        project_id: 42,
        key: 'production',
        process_mode: 'unordered',
        created_at: '2025-01-15T09:00:00.000Z',
        updated_at: '2025-01-15T09:00:00.000Z',
      },
    ],
    // https://docs.gitlab.com/api/project_job_token_scopes/
    job_token_scopes: [{ project_id: 42, inbound_enabled: true, outbound_enabled: false }],
    job_token_allowlist: [{ project_id: 42, target_project_id: 44 }],
    job_token_groups_allowlist: [{ project_id: 42, target_group_id: 11 }],
  };
}
