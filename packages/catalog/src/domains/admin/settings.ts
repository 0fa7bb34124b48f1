import { z } from 'zod';
import { defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { anyObject } from '../../params.js';
import { withoutFields } from '../../secret-fields.js';

/**
 * The instance's application settings (https://docs.gitlab.com/api/settings/), for administrators. GitLab answers
 * some integration credentials among them; they are dropped so no answer carries one.
 */
const SECRET_SETTINGS = [
  'akismet_api_key',
  'recaptcha_private_key',
  'spam_check_api_key',
  'asset_proxy_secret_key',
  'eks_secret_access_key',
  'elasticsearch_password',
  'elasticsearch_aws_secret_access_key',
  'external_auth_client_key',
  'external_auth_client_key_pass',
  'mailgun_signing_key',
  'slack_app_secret',
  'slack_app_signing_secret',
  'slack_app_verification_token',
  'error_tracking_access_token',
  'arkose_labs_private_api_key',
  'telesign_api_key',
  'secret_detection_token_revocation_token',
] as const;
const reshape = withoutFields(SECRET_SETTINGS);

export const settingsActions = [
  defineAction({
    id: 'admin.settings_get',
    description:
      "Show the instance's application settings: sign-up, default visibility and branch, limits, admin mode…",
    input: z.object({}).strict(),
    gitlab: { reshape },
    answer: { object: 'application_settings' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.settings_update', text: 'change a setting' }],
    aliases: ['admin settings', 'instance settings', 'application settings'],
    admin: true,
  }),
  defineAction({
    id: 'admin.settings_update',
    description:
      "Change the instance's application settings, given as GitLab's setting names and values: signup_enabled, require_two_factor_authentication, max_attachment_size, default_project_visibility, default_branch_name…",
    input: z
      .object({
        settings: anyObject(
          'Settings to change, by GitLab\'s names, e.g. {"signup_enabled": false, "default_branch_name": "main"}',
        ),
      })
      .strict(),
    // GitLab takes each setting as a top-level field of the request.
    gitlab: { send: (args) => args.settings, reshape },
    answer: { object: 'application_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.settings_get', text: 'see every setting' }],
    aliases: ['change instance settings', 'sign-up restrictions'],
    admin: true,
  }),
];
