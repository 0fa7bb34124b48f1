import type { PlainRow } from '../store/rows.js';

/**
 * Webhook deliveries, service accounts and their tokens, integrations and push rules of group/project (42) and
 * group (10). The secrets here (a token value, a Slack webhook) exist so tests can check that no answer shows them.
 */
export const SEEDED_SECRETS = {
  serviceAccountToken: 'glpat-sandbox-deploy-bot-0001',
  releaseBotToken: 'glpat-sandbox-release-bot-0002',
  slackWebhook: 'https://hooks.slack.com/services/T0000/B0000/sandbox-secret',
  datadogApiKey: 'dd-sandbox-api-key-0001',
  telegramToken: '123456:sandbox-telegram-bot-token',
} as const;

const EVENTS_OFF = { issues_events: false, tag_push_events: false, note_events: false, job_events: false };

export function seedOwnerSettings(): Record<string, PlainRow[]> {
  return {
    hook_events: [
      {
        id: 1501,
        hook_id: 1302,
        trigger: 'push_events',
        url: 'https://hooks.example.com/group',
        response_status: '200',
        created_at: '2025-03-01T10:00:00.000Z',
      },
    ],
    owned_service_accounts: [
      {
        id: 501,
        project_id: 42,
        username: 'deploy-bot',
        name: 'Deploy bot',
        email: 'deploy-bot@noreply.gitlab.example.com',
        created_at: '2025-02-01T09:00:00.000Z',
      },
      {
        id: 502,
        group_id: 10,
        username: 'release-bot',
        name: 'Release bot',
        email: 'release-bot@noreply.gitlab.example.com',
        created_at: '2025-02-02T09:00:00.000Z',
      },
    ],
    owned_service_account_tokens: [
      {
        id: 601,
        user_id: 501,
        name: 'deploy',
        description: 'Used by the deploy job',
        scopes: ['api'],
        revoked: false,
        active: true,
        created_at: '2025-02-01T09:05:00.000Z',
        last_used_at: '2025-03-20T07:00:00.000Z',
        expires_at: '2026-02-01',
        token: SEEDED_SECRETS.serviceAccountToken,
      },
      // The group's release bot tags with a read-and-write repository token (numbered below the project's).
      {
        id: 600,
        user_id: 502,
        name: 'release',
        description: 'Tags releases',
        scopes: ['read_repository', 'write_repository'],
        revoked: false,
        active: true,
        created_at: '2025-02-02T09:05:00.000Z',
        last_used_at: '2025-03-19T18:00:00.000Z',
        expires_at: '2026-02-02',
        token: SEEDED_SECRETS.releaseBotToken,
      },
    ],
    integrations: [
      {
        id: 1,
        project_id: 42,
        slug: 'slack',
        active: true,
        created_at: '2025-01-10T09:00:00.000Z',
        updated_at: '2025-01-10T09:00:00.000Z',
        push_events: true,
        merge_requests_events: true,
        pipeline_events: true,
        ...EVENTS_OFF,
        properties: {
          webhook: SEEDED_SECRETS.slackWebhook,
          username: 'gitlab',
          channel: '#dev',
          notify_only_broken_pipelines: true,
        },
      },
      // group/project also sends its pipeline traces to Datadog and its broken pipelines to a Telegram room, and once
      // tracked its issues elsewhere (the custom tracker is still configured, but off).
      {
        id: 3,
        project_id: 42,
        slug: 'datadog',
        active: true,
        created_at: '2025-01-14T09:00:00.000Z',
        updated_at: '2025-01-14T09:00:00.000Z',
        pipeline_events: true,
        ...EVENTS_OFF,
        job_events: true,
        properties: {
          api_key: SEEDED_SECRETS.datadogApiKey,
          api_url: '',
          datadog_site: 'datadoghq.com',
          datadog_service: 'gitlab',
          datadog_env: 'production',
          datadog_tags: 'team=identity',
          archive_trace_events: true,
        },
      },
      {
        id: 4,
        project_id: 42,
        slug: 'telegram',
        active: true,
        created_at: '2025-01-15T09:00:00.000Z',
        updated_at: '2025-01-15T09:00:00.000Z',
        pipeline_events: true,
        ...EVENTS_OFF,
        properties: {
          token: SEEDED_SECRETS.telegramToken,
          room: '-1001234567890',
          notify_only_broken_pipelines: true,
          branches_to_be_notified: 'default',
        },
      },
      {
        id: 5,
        project_id: 42,
        slug: 'custom-issue-tracker',
        active: false,
        created_at: '2024-12-01T09:00:00.000Z',
        updated_at: '2025-01-02T09:00:00.000Z',
        ...EVENTS_OFF,
        properties: {
          new_issue_url: 'https://tracker.example.com/issues/new',
          issues_url: 'https://tracker.example.com/issues/:id',
          project_url: 'https://tracker.example.com/projects/login',
        },
      },
      {
        id: 2,
        group_id: 10,
        slug: 'pipelines-email',
        active: true,
        created_at: '2025-01-11T09:00:00.000Z',
        updated_at: '2025-01-11T09:00:00.000Z',
        pipeline_events: true,
        ...EVENTS_OFF,
        properties: { recipients: 'team@example.com', notify_only_broken_pipelines: true },
      },
    ],
    push_rules: [
      {
        id: 1,
        project_id: 42,
        created_at: '2025-01-12T09:00:00.000Z',
        commit_message_regex: null,
        commit_message_negative_regex: null,
        branch_name_regex: '^(main|develop|feature/.+|fix/.+)$',
        author_email_regex: null,
        file_name_regex: null,
        max_file_size: 0,
        deny_delete_tag: true,
        member_check: false,
        prevent_secrets: true,
        commit_committer_check: false,
        commit_committer_name_check: false,
        reject_unsigned_commits: false,
        reject_non_dco_commits: false,
      },
      {
        id: 2,
        group_id: 10,
        created_at: '2025-01-13T09:00:00.000Z',
        commit_message_regex: null,
        commit_message_negative_regex: null,
        branch_name_regex: null,
        author_email_regex: '@example\\.com$',
        file_name_regex: null,
        max_file_size: 100,
        deny_delete_tag: false,
        member_check: true,
        prevent_secrets: false,
        commit_committer_check: false,
        commit_committer_name_check: false,
        reject_unsigned_commits: false,
        reject_non_dco_commits: false,
      },
    ],
  };
}
