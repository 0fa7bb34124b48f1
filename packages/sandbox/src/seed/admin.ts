import type { PlainRow } from '../store/rows.js';

/**
 * Instance administration data, first half of the `admin` domain: metric images of alert 1 of group/project,
 * the instance appearance, an OAuth application (its secret is stored, never listed), a finished group migration
 * with one failed relation, a cluster agent of group/project with a token (no value: GitLab shows it once),
 * custom attributes, error tracking of group/project, and instance feature flags with their definitions.
 */
export function seedAdminTables(): Record<string, PlainRow[]> {
  return {
    alert_metric_images: [
      {
        id: 4101,
        project_id: 42,
        alert_iid: 1,
        created_at: '2025-03-18T08:00:00.000Z',
        filename: 'cpu-spike.png',
        file_path: '/uploads/-/system/alert_metric_image/file/4101/cpu-spike.png',
        url: 'https://grafana.example.com/d/cpu',
        url_text: 'CPU dashboard',
      },
    ],
    appearance: [
      {
        title: 'Example GitLab',
        description: 'Code for Example Inc.',
        pwa_name: 'Example GitLab',
        pwa_short_name: 'GitLab',
        pwa_description: 'The DevSecOps platform of Example Inc.',
        pwa_icon: null,
        logo: null,
        header_logo: null,
        favicon: null,
        member_guidelines: '',
        new_project_guidelines: 'Name projects after their service.',
        profile_image_guidelines: '',
        header_message: '',
        footer_message: '',
        message_background_color: '#E75E40',
        message_font_color: '#FFFFFF',
        email_header_and_footer_enabled: false,
      },
    ],
    applications: [
      {
        id: 4201,
        application_id: '5832fc6e14300a0d962240a8144466eef4ee93ef0d218477e55f11cf12fc3737',
        application_name: 'Grafana',
        callback_url: 'https://grafana.example.com/login/gitlab',
        confidential: true,
        secret: 'gloas-seeded0000000000000000000000000000000000000000000000000000',
      },
    ],
    bulk_imports: [
      {
        id: 4301,
        status: 'finished',
        source_type: 'gitlab',
        source_url: 'https://source.example.com',
        created_at: '2025-03-10T09:00:00.000Z',
        updated_at: '2025-03-10T09:20:00.000Z',
        has_failures: true,
      },
    ],
    bulk_import_entities: [
      {
        id: 4311,
        bulk_import_id: 4301,
        status: 'finished',
        entity_type: 'group',
        source_full_path: 'legacy/platform',
        destination_full_path: 'group/platform',
        destination_name: 'platform',
        destination_slug: 'platform',
        destination_namespace: 'group',
        parent_id: null,
        namespace_id: null,
        project_id: null,
        created_at: '2025-03-10T09:00:00.000Z',
        updated_at: '2025-03-10T09:20:00.000Z',
        failures: [],
        migrate_projects: true,
        migrate_memberships: true,
        has_failures: true,
        stats: {},
      },
    ],
    bulk_import_failures: [
      {
        bulk_import_id: 4301,
        entity_id: 4311,
        relation: 'issues',
        step: 'extractor',
        exception_message: 'Validation failed: Title is too long',
        exception_class: 'ActiveRecord::RecordInvalid',
        correlation_id_value: '01HQ8X4ZP5V2K7F3',
        created_at: '2025-03-10T09:12:00.000Z',
        pipeline_class: 'BulkImports::Projects::Pipelines::IssuesPipeline',
        pipeline_step: 'loader',
        source_url: 'https://source.example.com/legacy/platform/-/issues/7',
        source_title: 'Migrate the billing service',
      },
    ],
    cluster_agents: [
      {
        id: 4401,
        project_id: 42,
        name: 'production-agent',
        created_at: '2025-02-01T09:00:00.000Z',
        created_by_user_id: 1,
      },
    ],
    cluster_agent_tokens: [
      {
        id: 4411,
        agent_id: 4401,
        name: 'production-token',
        description: 'Token of the production cluster',
        status: 'active',
        created_at: '2025-02-01T09:05:00.000Z',
        created_by_user_id: 1,
        last_used_at: '2025-03-20T12:00:00.000Z',
      },
    ],
    custom_attributes: [
      { owner: 'users', owner_id: 2, key: 'location', value: 'Berlin' },
      { owner: 'projects', owner_id: 42, key: 'cost_center', value: 'CC-1042' },
      { owner: 'groups', owner_id: 10, key: 'department', value: 'Platform' },
    ],
    error_tracking_settings: [
      {
        project_id: 42,
        active: true,
        project_name: 'project',
        sentry_external_url: null,
        api_url: null,
        integrated: true,
      },
    ],
    error_tracking_client_keys: [
      {
        id: 4501,
        project_id: 42,
        active: true,
        public_key: 'glet_aa1b2c3d4e5f60718293a4b5c6d7e8f9',
        sentry_dsn:
          'https://glet_aa1b2c3d4e5f60718293a4b5c6d7e8f9@gitlab.example.com/api/v4/error_tracking/collector/42',
      },
    ],
    features: [
      { name: 'ci_job_token_scope', state: 'on', gates: [{ key: 'boolean', value: true }] },
      {
        name: 'new_navigation',
        state: 'conditional',
        gates: [
          { key: 'boolean', value: false },
          { key: 'percentage_of_time', value: 25 },
        ],
      },
    ],
    feature_definitions: [
      {
        name: 'ci_job_token_scope',
        introduced_by_url: 'https://gitlab.com/gitlab-org/gitlab/-/merge_requests/41000',
        rollout_issue_url: 'https://gitlab.com/gitlab-org/gitlab/-/issues/270000',
        milestone: '13.4',
        log_state_changes: null,
        type: 'development',
        group: 'group::pipeline security',
        default_enabled: true,
      },
      {
        name: 'new_navigation',
        introduced_by_url: 'https://gitlab.com/gitlab-org/gitlab/-/merge_requests/99000',
        rollout_issue_url: null,
        milestone: '15.7',
        log_state_changes: null,
        type: 'beta',
        group: 'group::foundations',
        default_enabled: false,
      },
    ],
  };
}
