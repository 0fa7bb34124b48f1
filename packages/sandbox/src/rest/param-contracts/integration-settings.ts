import type { ParamContract, ParamSpec } from '../../http/param-contract.js';
import { boolean, integer, list, number, oneOf, required, string } from './spec.js';

/*
 * The settings each integration's `PUT …/integrations/:slug` declares: GitLab defines one endpoint per integration
 * (lib/api/integrations.rb: `INTEGRATIONS.each do |slug, settings| … put "#{path}/#{slug}"`), so every slug has its
 * own table. Transcribed from doc/api/project_integrations.md, one section per integration ("Set up …"), with
 * three corrections from GitLab's own declaration where the page disagrees with it:
 * - the event flags a page marks "yes" (Telegram) are optional: lib/api/integrations.rb adds every event name as
 *   `required: false`;
 * - Packagist's `server` and Pivotal Tracker's `restrict_to_branch` are strings (the page says boolean;
 *   lib/api/helpers/integrations_helpers.rb declares `type: String`);
 * - Datadog's `datadog_ci_visibility` is optional (the page says "yes"; app/models/integrations/datadog.rb does not
 *   mark the field required, its validation only wants a boolean once the integration is active).
 * Apple App Store Connect's slug is `apple-app-store`, as the Grape helper keys it (the page writes an underscore).
 * Mock CI (development instances only) is left out.
 */

const requiredString = required(string);

function named(names: readonly string[], spec: ParamSpec): ParamContract {
  return Object.fromEntries(names.map((name) => [name, spec]));
}

/** Every set-up table's last row ("Indicates whether to inherit the default settings"). */
const INHERIT = { use_inherited_settings: boolean };

/** "Valid options are `all`, `default`, `protected`, and `default_and_protected`." */
const BRANCHES = { branches_to_be_notified: oneOf('all', 'default', 'protected', 'default_and_protected') };

/** "Valid options are `match_any` and `match_all`." */
const LABELS = {
  labels_to_be_notified: string,
  labels_to_be_notified_behavior: oneOf('match_any', 'match_all'),
};

/** The nine notification events the chat integrations' tables list. */
const CHAT_EVENTS = named(
  [
    'push_events',
    'issues_events',
    'confidential_issues_events',
    'merge_requests_events',
    'tag_push_events',
    'note_events',
    'confidential_note_events',
    'pipeline_events',
    'wiki_page_events',
  ],
  boolean,
);

/** The channel overrides of those events (Slack, Mattermost, Discord, the GitLab for Slack app). */
const CHAT_CHANNELS = named(
  [
    'push_channel',
    'issue_channel',
    'confidential_issue_channel',
    'merge_request_channel',
    'note_channel',
    'confidential_note_channel',
    'tag_push_channel',
    'pipeline_channel',
    'wiki_page_channel',
  ],
  string,
);

/** A chat integration posting to one webhook: Google Chat, Microsoft Teams, Unify Circuit, Webex Teams, Pumble. */
const WEBHOOK_CHAT = {
  webhook: requiredString,
  notify_only_broken_pipelines: boolean,
  ...BRANCHES,
  ...CHAT_EVENTS,
  ...INHERIT,
};

/** Slack's and Mattermost's common settings ("Slack notifications", "Mattermost notifications"). */
const CHANNEL_CHAT = {
  ...WEBHOOK_CHAT,
  username: string,
  channel: string,
  notify_only_default_branch: boolean,
  ...LABELS,
  ...CHAT_CHANNELS,
};

/** An issue tracker linked by its addresses: Bugzilla, the custom tracker, EWM, Redmine (with a new-issue URL). */
const TRACKER = { issues_url: requiredString, project_url: requiredString, ...INHERIT };
const TRACKER_WITH_NEW_ISSUE = { new_issue_url: requiredString, ...TRACKER };

/** The CI integrations' trigger events (Buildkite, Drone, Jenkins, Packagist). */
const CI_EVENTS = named(['push_events', 'merge_requests_events', 'tag_push_events'], boolean);

export const INTEGRATION_SETTINGS: Readonly<Record<string, ParamContract>> = {
  'apple-app-store': {
    ...named(
      ['app_store_issuer_id', 'app_store_key_id', 'app_store_private_key_file_name', 'app_store_private_key'],
      requiredString,
    ),
    app_store_protected_refs: boolean,
    ...INHERIT,
  },
  asana: { api_key: requiredString, restrict_to_branch: string, ...INHERIT },
  assembla: { token: requiredString, subdomain: string, ...INHERIT },
  bamboo: {
    ...named(['bamboo_url', 'build_key', 'username', 'password'], requiredString),
    enable_ssl_verification: boolean,
    ...INHERIT,
  },
  bugzilla: TRACKER_WITH_NEW_ISSUE,
  buildkite: {
    token: requiredString,
    project_url: requiredString,
    enable_ssl_verification: boolean,
    ...CI_EVENTS,
    ...INHERIT,
  },
  campfire: { token: requiredString, subdomain: string, room: string, ...INHERIT },
  clickup: TRACKER,
  confluence: { confluence_url: requiredString, ...INHERIT },
  'custom-issue-tracker': TRACKER_WITH_NEW_ISSUE,
  datadog: {
    api_key: requiredString,
    datadog_ci_visibility: boolean,
    ...named(['api_url', 'datadog_env', 'datadog_service', 'datadog_site', 'datadog_tags'], string),
    archive_trace_events: boolean,
    ...INHERIT,
  },
  'diffblue-cover': {
    ...named(
      ['diffblue_license_key', 'diffblue_access_token_name', 'diffblue_access_token_secret'],
      requiredString,
    ),
    ...INHERIT,
  },
  discord: {
    webhook: requiredString,
    notify_only_broken_pipelines: boolean,
    ...BRANCHES,
    ...CHAT_EVENTS,
    ...named(['deployment_events', 'group_confidential_mentions_events', 'group_mentions_events'], boolean),
    ...CHAT_CHANNELS,
    ...named(['deployment_channel', 'group_confidential_mentions_channel', 'group_mentions_channel'], string),
    ...INHERIT,
  },
  'drone-ci': {
    token: requiredString,
    drone_url: requiredString,
    enable_ssl_verification: boolean,
    ...CI_EVENTS,
    ...INHERIT,
  },
  'emails-on-push': {
    recipients: requiredString,
    disable_diffs: boolean,
    send_from_committer_email: boolean,
    push_events: boolean,
    tag_push_events: boolean,
    ...BRANCHES,
    ...INHERIT,
  },
  ewm: TRACKER_WITH_NEW_ISSUE,
  'external-wiki': { external_wiki_url: requiredString, ...INHERIT },
  'git-guardian': { token: requiredString, ...INHERIT },
  github: { token: requiredString, repository_url: requiredString, static_context: boolean, ...INHERIT },
  // "You cannot enable or disable the integration with the GitLab integrations form or the API": no inheritance row.
  'jira-cloud-app': {
    jira_cloud_app_service_ids: string,
    jira_cloud_app_enable_deployment_gating: boolean,
    jira_cloud_app_deployment_gating_environments: string,
  },
  'gitlab-slack-application': {
    channel: string,
    notify_only_broken_pipelines: boolean,
    notify_only_default_branch: boolean,
    ...BRANCHES,
    ...LABELS,
    ...CHAT_EVENTS,
    ...named(['alert_events', 'deployment_events', 'incidents_events', 'vulnerability_events'], boolean),
    ...CHAT_CHANNELS,
    ...named(['deployment_channel', 'incident_channel', 'vulnerability_channel', 'alert_channel'], string),
    ...INHERIT,
  },
  'hangouts-chat': { ...WEBHOOK_CHAT, notify_only_default_branch: boolean },
  'google-cloud-platform-artifact-registry': {
    ...named(
      ['artifact_registry_project_id', 'artifact_registry_location', 'artifact_registry_repositories'],
      requiredString,
    ),
    ...INHERIT,
  },
  'google-cloud-platform-workload-identity-federation': {
    ...named(
      [
        'workload_identity_federation_project_id',
        'workload_identity_pool_id',
        'workload_identity_pool_provider_id',
      ],
      requiredString,
    ),
    workload_identity_federation_project_number: required(integer),
    ...INHERIT,
  },
  'google-play': {
    ...named(['package_name', 'service_account_key', 'service_account_key_file_name'], requiredString),
    google_play_protected_refs: boolean,
    ...INHERIT,
  },
  harbor: { ...named(['url', 'project_name', 'username', 'password'], requiredString), ...INHERIT },
  irker: {
    recipients: requiredString,
    default_irc_uri: string,
    server_host: string,
    server_port: integer,
    colorize_messages: boolean,
    ...INHERIT,
  },
  jenkins: {
    jenkins_url: requiredString,
    project_name: requiredString,
    enable_ssl_verification: boolean,
    username: string,
    password: string,
    ...CI_EVENTS,
    ...INHERIT,
  },
  teamcity: {
    ...named(['teamcity_url', 'build_type', 'username', 'password'], requiredString),
    enable_ssl_verification: boolean,
    push_events: boolean,
    merge_requests_events: boolean,
    ...INHERIT,
  },
  jira: {
    url: requiredString,
    password: requiredString,
    ...named(
      ['api_url', 'username', 'jira_issue_prefix', 'jira_issue_regex', 'jira_issue_transition_id'],
      string,
    ),
    jira_auth_type: integer,
    ...named(
      [
        'active',
        'jira_issue_transition_automatic',
        'commit_events',
        'merge_requests_events',
        'comment_on_event_enabled',
        'issues_enabled',
        'vulnerabilities_enabled',
        'customize_jira_issue_enabled',
      ],
      boolean,
    ),
    project_keys: list,
    vulnerabilities_issuetype: number,
    project_key: string,
    // Jira verification (GitLab 18.3, EE): fields of ee/app/models/ee/integrations/jira.rb, which Jira's API
    // declaration takes from its fields; the page does not list them yet.
    ...named(
      [
        'jira_check_enabled',
        'jira_exists_check_enabled',
        'jira_assignee_check_enabled',
        'jira_status_check_enabled',
      ],
      boolean,
    ),
    jira_allowed_statuses_as_string: string,
    ...INHERIT,
  },
  matrix: {
    hostname: string,
    token: requiredString,
    room: requiredString,
    notify_only_broken_pipelines: boolean,
    ...BRANCHES,
    ...CHAT_EVENTS,
    ...INHERIT,
  },
  mattermost: CHANNEL_CHAT,
  'mattermost-slash-commands': { token: requiredString, ...INHERIT },
  'microsoft-teams': { ...WEBHOOK_CHAT, notify_only_default_branch: boolean },
  packagist: { username: requiredString, token: requiredString, server: string, ...CI_EVENTS, ...INHERIT },
  phorge: TRACKER,
  'pipelines-email': {
    recipients: requiredString,
    notify_only_broken_pipelines: boolean,
    ...BRANCHES,
    notify_only_default_branch: boolean,
    pipeline_events: boolean,
    ...INHERIT,
  },
  pivotaltracker: { token: requiredString, restrict_to_branch: string, ...INHERIT },
  pumble: WEBHOOK_CHAT,
  pushover: {
    ...named(['api_key', 'user_key', 'priority'], requiredString),
    device: string,
    sound: string,
    ...INHERIT,
  },
  redmine: TRACKER_WITH_NEW_ISSUE,
  slack: {
    ...CHANNEL_CHAT,
    ...named(
      ['alert_events', 'commit_events', 'deployment_events', 'incidents_events', 'job_events'],
      boolean,
    ),
    ...named(['alert_channel', 'deployment_channel', 'incident_channel'], string),
  },
  'slack-slash-commands': { token: requiredString, ...INHERIT },
  'squash-tm': { url: requiredString, token: string, ...INHERIT },
  telegram: {
    hostname: string,
    token: requiredString,
    room: requiredString,
    thread: integer,
    notify_only_broken_pipelines: boolean,
    ...BRANCHES,
    ...CHAT_EVENTS,
    ...INHERIT,
  },
  'unify-circuit': WEBHOOK_CHAT,
  'webex-teams': WEBHOOK_CHAT,
  youtrack: TRACKER,
};
