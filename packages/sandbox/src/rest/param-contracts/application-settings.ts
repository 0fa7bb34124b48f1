import type { ParamContract } from '../../http/param-contract.js';
import { applicationSettingsAtoL } from './application-settings-a-l.js';
import { applicationSettingsMtoZ } from './application-settings-m-z.js';
import { boolean, integer, string } from './spec.js';

/*
 * Settings GitLab's lib/api/settings.rb declares for PUT /application/settings that doc/api/settings.md's table does
 * not list: legacy names it maps to current ones, and rate limits and switches added without a documentation row.
 */
const undocumentedSettings: ParamContract = {
  // Legacy name of `password_authentication_enabled_for_web`.
  password_authentication_enabled: boolean,
  // The page lists `autocomplete_users` and `bulk_import_max_download_file_size`; Grape declares these spellings.
  autocomplete_users_limit: integer,
  autocomplete_users_unauthenticated_limit: integer,
  bulk_import_max_download_file: integer,
  ci_max_caches_per_job: integer,
  code_suggestions_api_rate_limit: integer,
  enable_language_server_restrictions: boolean,
  floc_enabled: boolean,
  max_pages_custom_domains_per_project: integer,
  minimum_language_server_version: string,
  namespace_aggregation_schedule_lease_duration_in_seconds: integer,
  show_migrate_from_jenkins_banner: boolean,
  terraform_state_encryption_enabled: boolean,
  users_get_by_id_limit: integer,
  wiki_asciidoc_allow_uri_includes: boolean,
};

export const applicationSettingContracts: Record<string, ParamContract> = {
  'GET /application/settings': {},
  'PUT /application/settings': {
    ...applicationSettingsAtoL,
    ...applicationSettingsMtoZ,
    ...undocumentedSettings,
  },
};
