import { flag, integer, text, textList } from '../../params.js';

/**
 * Fields GitLab keeps write-only in an integration's settings (passwords, API keys, tokens, Slack-style webhook
 * addresses): GitLab's `properties` leave them out, and so do our answers
 * (https://docs.gitlab.com/api/project_integrations/).
 */
export const INTEGRATION_SECRETS = [
  'password',
  'api_key',
  'api_token',
  'token',
  'webhook',
  'secret',
  'secret_token',
  'client_secret',
] as const;

/** Jira's settings (https://docs.gitlab.com/api/project_integrations/#jira). */
export const JIRA_SETTINGS = {
  url: text('Jira web address, e.g. https://jira.example.com'),
  api_url: text('Jira REST API base address when it differs from url').optional(),
  jira_auth_type: integer(
    '0 basic (username and password or email and API token), 1 Jira personal access token',
  ).optional(),
  username: text('Jira username or email (basic authentication)').optional(),
  password: text('Jira password, API token or personal access token (never shown back)').optional(),
  active: flag('Turn the integration on or off').optional(),
  project_key: text('Older single Jira project key').optional(),
  project_keys: textList('Jira project keys GitLab links issues to').optional(),
  jira_issue_regex: text('Regex matching Jira issue keys').optional(),
  jira_issue_prefix: text('Prefix in front of Jira issue keys').optional(),
  jira_issue_transition_automatic: flag('Move issues to a done state automatically').optional(),
  jira_issue_transition_id: text('Transition IDs to move issues through, comma-separated').optional(),
  commit_events: flag('Comment on Jira issues mentioned in commits').optional(),
  merge_requests_events: flag('Comment on Jira issues mentioned in merge requests').optional(),
  comment_on_event_enabled: flag('Post a comment on the Jira issue for each event').optional(),
  issues_enabled: flag('Show Jira issues inside GitLab').optional(),
  vulnerabilities_enabled: flag('Create Jira issues from vulnerabilities (Ultimate)').optional(),
  vulnerabilities_issuetype: integer('Jira issue type ID for vulnerability issues').optional(),
  customize_jira_issue_enabled: flag(
    'Open the Jira form before creating an issue from a vulnerability',
  ).optional(),
  jira_check_enabled: flag('Check Jira issues on merge requests (Ultimate)').optional(),
  jira_exists_check_enabled: flag('Require the Jira issue key to exist').optional(),
  jira_assignee_check_enabled: flag('Require the Jira issue to have an assignee').optional(),
  jira_status_check_enabled: flag('Require the Jira issue to be in an allowed status').optional(),
  jira_allowed_statuses_as_string: text('Allowed Jira statuses, comma-separated').optional(),
  use_inherited_settings: flag('Use the settings of the group or instance instead').optional(),
};

/** Datadog's settings (https://docs.gitlab.com/api/group_integrations/#datadog). */
export const DATADOG_SETTINGS = {
  api_key: text('Datadog API key (never shown back)').optional(),
  api_url: text('Full Datadog intake address, instead of datadog_site').optional(),
  datadog_site: text('Datadog site, e.g. datadoghq.com or datadoghq.eu').optional(),
  datadog_service: text('Service name tagged on every trace').optional(),
  datadog_env: text('Environment tagged on every trace').optional(),
  datadog_tags: text('Extra tags, one key:value per line').optional(),
  archive_trace_events: flag('Send job logs to Datadog').optional(),
  datadog_ci_visibility: flag('Send pipeline and job events to Datadog CI Visibility').optional(),
  use_inherited_settings: flag('Use the settings of the instance instead').optional(),
};
