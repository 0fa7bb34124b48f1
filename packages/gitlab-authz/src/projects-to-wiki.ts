/**
 * GitLab's fine-grained permissions of the REST endpoints of its "Projects" to "Wiki" sections (see
 * rest-permissions.ts for the source and how the table is read).
 */
export const PERMISSIONS_PROJECTS_TO_WIKI: Readonly<Record<string, string>> = {
  read_event: 'GET /projects/:id/events, GET /events, GET /users/:id/events',
  render_markdown: 'POST /markdown',
  create_markdown_upload: 'POST /projects/:id/uploads, POST /groups/:id/uploads',
  delete_markdown_upload:
    'DELETE /projects/:id/uploads/:secret/:filename, DELETE /projects/:id/uploads/:upload_id, DELETE /groups/:id/uploads/:secret/:filename, DELETE /groups/:id/uploads/:upload_id',
  read_markdown_upload:
    'GET /projects/:id/uploads, GET /projects/:id/uploads/:secret/:filename, GET /projects/:id/uploads/:upload_id, GET /groups/:id/uploads, GET /groups/:id/uploads/:secret/:filename, GET /groups/:id/uploads/:upload_id',
  delete_page: 'DELETE /projects/:id/pages',
  read_page: 'GET /projects/:id/pages',
  update_page: 'PATCH /projects/:id/pages',
  create_pages_domain: 'POST /projects/:id/pages/domains',
  delete_pages_domain: 'DELETE /projects/:id/pages/domains/:domain',
  read_pages_domain:
    'GET /projects/:id/pages/domains, GET /projects/:id/pages/domains/:domain, GET /pages/domains',
  update_pages_domain: 'PUT /projects/:id/pages/domains/:domain',
  verify_pages_domain: 'PUT /projects/:id/pages/domains/:domain/verify',
  archive_project: 'POST /projects/:id/archive, POST /projects/:id/unarchive',
  create_project: 'POST /projects, POST /projects/user/:user_id',
  delete_project: 'DELETE /projects/:id',
  fork_project: 'POST /projects/:id/fork, POST /projects/:id/fork/:forked_from_id, DELETE /projects/:id/fork',
  read_project:
    'GET /projects/:id, GET /projects/:id/dependency_firewall/enablement, GET /projects/:id/forks, GET /projects/:id/groups, GET /projects/:id/invited_groups, GET /projects/:id/languages, GET /projects/:id/pages_access, GET /projects/:id/share_locations, GET /projects/:id/starrers, GET /projects/:id/storage, GET /projects/:id/transfer_locations, GET /projects/:id/users, GET /groups/:id/projects, GET /projects, GET /users/:user_id/contributed_projects, GET /users/:user_id/projects, GET /users/:user_id/starred_projects',
  share_project:
    'POST /projects/:id/share, DELETE /projects/:id/share/:group_id, DELETE /groups/:id/shared_projects/:project_id',
  transfer_project: 'PUT /projects/:id/transfer, POST /groups/:id/projects/:project_id',
  update_project:
    'POST /projects/:id/housekeeping, POST /projects/:id/import_project_members/:project_id, POST /projects/:id/repository_size, POST /projects/:id/restore, POST /projects/:id/star, POST /projects/:id/unstar, PUT /projects/:id',
  read_approval_configuration: 'GET /projects/:id/approvals',
  update_approval_configuration: 'POST /projects/:id/approvals',
  create_approval_rule:
    'POST /projects/:id/approval_rules, POST /projects/:id/approval_settings/rules, POST /groups/:id/approval_rules',
  delete_approval_rule:
    'DELETE /projects/:id/approval_rules/:approval_rule_id, DELETE /projects/:id/approval_settings/rules/:approval_rule_id',
  read_approval_rule:
    'GET /projects/:id/approval_rules, GET /projects/:id/approval_rules/:approval_rule_id, GET /projects/:id/approval_settings, GET /projects/:id/merge_requests/:merge_request_iid/approval_settings, GET /groups/:id/approval_rules',
  update_approval_rule:
    'POST /projects/:id/merge_requests/:merge_request_iid/approvals, PUT /projects/:id/approval_rules/:approval_rule_id, PUT /projects/:id/approval_settings/rules/:approval_rule_id, PUT /groups/:id/approval_rules/:approval_rule_id',
  read_approval_setting:
    'GET /projects/:id/merge_request_approval_setting, GET /groups/:id/merge_request_approval_setting',
  update_approval_setting:
    'PUT /projects/:id/merge_request_approval_setting, PUT /groups/:id/merge_request_approval_setting',
  create_branch: 'POST /projects/:id/repository/branches',
  delete_branch:
    'DELETE /projects/:id/repository/branches/:branch, DELETE /projects/:id/repository/merged_branches',
  protect_branch:
    'POST /projects/:id/protected_branches, PUT /projects/:id/repository/branches/:branch/protect, PUT /projects/:id/repository/branches/:branch/unprotect, DELETE /projects/:id/protected_branches/:name, POST /groups/:id/protected_branches, DELETE /groups/:id/protected_branches/:name',
  read_branch: 'GET /projects/:id/repository/branches, GET /projects/:id/repository/branches/:branch',
  read_code: 'GET /projects/:id/(-/)search/semantic',
  create_commit:
    'POST /projects/:id/repository/commits, POST /projects/:id/repository/commits/:noteable_id/discussions, POST /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes, POST /projects/:id/repository/commits/:sha/cherry_pick, POST /projects/:id/repository/commits/:sha/revert',
  delete_commit:
    'DELETE /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
  read_commit:
    'GET /projects/:id/repository/commits, GET /projects/:id/repository/commits/:noteable_id/discussions, GET /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id, GET /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes, GET /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id, GET /projects/:id/repository/commits/:sha, GET /projects/:id/repository/commits/:sha/comments, GET /projects/:id/repository/commits/:sha/diff, GET /projects/:id/repository/commits/:sha/merge_requests, GET /projects/:id/repository/commits/:sha/refs, GET /projects/:id/repository/commits/:sha/sequence, GET /projects/:id/repository/commits/:sha/signature, GET /projects/:id/repository/commits/:sha/statuses, GET /projects/:id/repository/diverging_commits',
  update_commit:
    'POST /projects/:id/repository/commits/:sha/comments, PUT /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
  approve_merge_request:
    'POST /projects/:id/merge_requests/:merge_request_iid/approve, POST /projects/:id/merge_requests/:merge_request_iid/unapprove, PUT /projects/:id/merge_requests/:merge_request_iid/reset_approvals',
  create_merge_request:
    'POST /projects/:id/create_ci_config, POST /projects/:id/merge_requests, POST /projects/:id/merge_requests/:merge_request_iid/blocks, POST /projects/:id/merge_requests/:noteable_id/discussions, POST /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes',
  delete_merge_request:
    'DELETE /projects/:id/merge_requests/:merge_request_iid, DELETE /projects/:id/merge_requests/:merge_request_iid/blocks/:block_id, DELETE /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id',
  merge_merge_request:
    'POST /projects/:id/merge_requests/:merge_request_iid/cancel_auto_merge, POST /projects/:id/merge_requests/:merge_request_iid/cancel_merge_when_pipeline_succeeds, PUT /projects/:id/merge_requests/:merge_request_iid/merge',
  read_merge_request:
    'GET /projects/:id/merge_requests, GET /projects/:id/merge_requests/:eventable_id/resource_label_events, GET /projects/:id/merge_requests/:eventable_id/resource_label_events/:event_id, GET /projects/:id/merge_requests/:merge_request_iid, GET /projects/:id/merge_requests/:merge_request_iid/approval_state, GET /projects/:id/merge_requests/:merge_request_iid/approvals, GET /projects/:id/merge_requests/:merge_request_iid/blockees, GET /projects/:id/merge_requests/:merge_request_iid/blocks, GET /projects/:id/merge_requests/:merge_request_iid/blocks/:block_id, GET /projects/:id/merge_requests/:merge_request_iid/changes, GET /projects/:id/merge_requests/:merge_request_iid/closes_issues, GET /projects/:id/merge_requests/:merge_request_iid/commits, GET /projects/:id/merge_requests/:merge_request_iid/context_commits, GET /projects/:id/merge_requests/:merge_request_iid/diffs, GET /projects/:id/merge_requests/:merge_request_iid/draft_notes, GET /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id, GET /projects/:id/merge_requests/:merge_request_iid/merge_ref, GET /projects/:id/merge_requests/:merge_request_iid/participants, GET /projects/:id/merge_requests/:merge_request_iid/pipelines, GET /projects/:id/merge_requests/:merge_request_iid/raw_diffs, GET /projects/:id/merge_requests/:merge_request_iid/related_issues, GET /projects/:id/merge_requests/:merge_request_iid/reviewers, GET /projects/:id/merge_requests/:merge_request_iid/versions, GET /projects/:id/merge_requests/:merge_request_iid/versions/:version_id, GET /projects/:id/merge_requests/:noteable_id/discussions, GET /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id, GET /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes, GET /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id, GET /groups/:id/merge_requests, GET /merge_requests',
  subscribe_merge_request:
    'POST /projects/:id/merge_requests/:subscribable_id/subscribe, POST /projects/:id/merge_requests/:subscribable_id/unsubscribe',
  update_merge_request:
    'POST /projects/:id/merge_requests/:merge_request_iid/context_commits, POST /projects/:id/merge_requests/:merge_request_iid/draft_notes, POST /projects/:id/merge_requests/:merge_request_iid/draft_notes/bulk_publish, POST /projects/:id/merge_requests/:merge_request_iid/pipelines, PUT /projects/:id/merge_requests/:merge_request_iid, PUT /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id, PUT /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id/publish, PUT /projects/:id/merge_requests/:merge_request_iid/rebase, PUT /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id, PUT /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id, DELETE /projects/:id/merge_requests/:merge_request_iid/context_commits, DELETE /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id',
  create_merge_request_approval_rule: 'POST /projects/:id/merge_requests/:merge_request_iid/approval_rules',
  delete_merge_request_approval_rule:
    'DELETE /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
  read_merge_request_approval_rule:
    'GET /projects/:id/merge_requests/:merge_request_iid/approval_rules, GET /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
  update_merge_request_approval_rule:
    'PUT /projects/:id/merge_requests/:merge_request_iid/approval_rules/:approval_rule_id',
  read_protected_branch:
    'GET /projects/:id/protected_branches, GET /projects/:id/protected_branches/:name, GET /groups/:id/protected_branches, GET /groups/:id/protected_branches/:name',
  update_protected_branch:
    'PATCH /projects/:id/protected_branches/:name, PATCH /groups/:id/protected_branches/:name',
  read_protected_tag: 'GET /projects/:id/protected_tags, GET /projects/:id/protected_tags/:name',
  create_push_rule: 'POST /projects/:id/push_rule, POST /groups/:id/push_rule',
  delete_push_rule: 'DELETE /projects/:id/push_rule, DELETE /groups/:id/push_rule',
  read_push_rule: 'GET /projects/:id/push_rule, GET /groups/:id/push_rule',
  update_push_rule: 'PUT /projects/:id/push_rule, PUT /groups/:id/push_rule',
  create_repository:
    'POST /projects/:id/repository/changelog, POST /projects/:id/repository/files/:file_path',
  delete_repository: 'DELETE /projects/:id/repository/files/:file_path',
  read_repository:
    'GET /projects/:id/repository/archive, GET /projects/:id/repository/blobs/:sha, GET /projects/:id/repository/blobs/:sha/raw, GET /projects/:id/repository/changed_paths, GET /projects/:id/repository/changelog, GET /projects/:id/repository/compare, GET /projects/:id/repository/contributors, GET /projects/:id/repository/diff_stats, GET /projects/:id/repository/files/:file_path, GET /projects/:id/repository/files/:file_path/blame, GET /projects/:id/repository/files/:file_path/raw, GET /projects/:id/repository/health, GET /projects/:id/repository/merge_base, GET /projects/:id/repository/tree, POST /projects/:id/repository/blobs/batch',
  update_repository: 'PUT /projects/:id/repository/files/:file_path',
  update_repository_submodule: 'PUT /projects/:id/repository/submodules/:submodule',
  create_repository_tag: 'POST /projects/:id/repository/tags',
  delete_repository_tag: 'DELETE /projects/:id/repository/tags/:tag_name',
  read_repository_tag:
    'GET /projects/:id/repository/tags, GET /projects/:id/repository/tags/:tag_name, GET /projects/:id/repository/tags/:tag_name/signature',
  apply_suggestion: 'PUT /suggestions/:id/apply, PUT /suggestions/batch_apply',
  protect_tag: 'POST /projects/:id/protected_tags, DELETE /projects/:id/protected_tags/:name',
  use_global_search: 'GET /projects/:id/(-/)search, GET /groups/:id/(-/)search, GET /search',
  read_search_migration: 'GET /admin/search/migrations, GET /admin/search/migrations/:migration_id',
  create_license: 'POST /license',
  delete_license: 'DELETE /license/:id',
  read_license: 'GET /license, GET /license/:id, GET /license/usage_export, GET /licenses',
  refresh_license_billable_user: 'PUT /license/:id/refresh_billable_users',
  approve_access_request:
    'PUT /projects/:id/access_requests/:user_id/approve, PUT /groups/:id/access_requests/:user_id/approve',
  create_access_request: 'POST /groups/:id/access_requests, POST /projects/:id/access_requests',
  delete_access_request:
    'DELETE /projects/:id/access_requests/:user_id, DELETE /groups/:id/access_requests/:user_id',
  read_access_request: 'GET /projects/:id/access_requests, GET /groups/:id/access_requests',
  read_any_token: 'POST /admin/token',
  revoke_any_token: 'DELETE /admin/token',
  read_application_appearance: 'GET /application/appearance',
  update_application_appearance: 'PUT /application/appearance',
  read_application_setting: 'GET /application/settings',
  update_application_setting: 'PUT /application/settings',
  read_counts: 'GET /user_counts',
  create_deploy_key: 'POST /projects/:id/deploy_keys, POST /deploy_keys',
  delete_deploy_key: 'DELETE /projects/:id/deploy_keys/:key_id',
  enable_deploy_key: 'POST /projects/:id/deploy_keys/:key_id/enable',
  read_deploy_key:
    'GET /projects/:id/deploy_keys, GET /projects/:id/deploy_keys/:key_id, GET /users/:user_id/project_deploy_keys, GET /deploy_keys',
  update_deploy_key: 'PUT /projects/:id/deploy_keys/:key_id',
  create_deploy_token: 'POST /projects/:id/deploy_tokens, POST /groups/:id/deploy_tokens',
  delete_deploy_token:
    'DELETE /projects/:id/deploy_tokens/:token_id, DELETE /groups/:id/deploy_tokens/:token_id',
  read_deploy_token:
    'GET /projects/:id/deploy_tokens, GET /projects/:id/deploy_tokens/:token_id, GET /groups/:id/deploy_tokens, GET /groups/:id/deploy_tokens/:token_id, GET /deploy_tokens',
  create_email: 'POST /user/emails, POST /users/:id/emails',
  delete_email: 'DELETE /user/emails/:email_id, DELETE /users/:id/emails/:email_id',
  read_email: 'GET /user/emails, GET /user/emails/:email_id, GET /users/:id/emails',
  delete_enterprise_user: 'DELETE /groups/:id/enterprise_users/:user_id',
  disable_two_factor_enterprise_user: 'PATCH /groups/:id/enterprise_users/:user_id/disable_two_factor',
  read_enterprise_user: 'GET /groups/:id/enterprise_users, GET /groups/:id/enterprise_users/:user_id',
  update_enterprise_user: 'PATCH /groups/:id/enterprise_users/:user_id',
  delete_feature: 'DELETE /features/:name',
  read_feature: 'GET /features, GET /features/definitions',
  update_feature: 'POST /features/:name',
  delete_identity: 'DELETE /users/:id/identities/:provider',
  create_impersonation_token: 'POST /users/:user_id/impersonation_tokens',
  read_impersonation_token:
    'GET /users/:user_id/impersonation_tokens, GET /users/:user_id/impersonation_tokens/:impersonation_token_id',
  revoke_impersonation_token: 'DELETE /users/:user_id/impersonation_tokens/:impersonation_token_id',
  create_invitation: 'POST /projects/:id/invitations, POST /groups/:id/invitations',
  delete_invitation: 'DELETE /projects/:id/invitations/:email, DELETE /groups/:id/invitations/:email',
  read_invitation: 'GET /projects/:id/invitations, GET /groups/:id/invitations',
  update_invitation: 'PUT /projects/:id/invitations/:email, PUT /groups/:id/invitations/:email',
  read_job_token_scope: 'GET /projects/:id/job_token_scope',
  update_job_token_scope: 'PATCH /projects/:id/job_token_scope',
  create_job_token_scope_allowlist:
    'POST /projects/:id/job_token_scope/allowlist, POST /projects/:id/job_token_scope/groups_allowlist',
  delete_job_token_scope_allowlist:
    'DELETE /projects/:id/job_token_scope/allowlist/:target_project_id, DELETE /projects/:id/job_token_scope/groups_allowlist/:target_group_id',
  read_job_token_scope_allowlist:
    'GET /projects/:id/job_token_scope/allowlist, GET /projects/:id/job_token_scope/groups_allowlist',
  read_ldap_group: 'GET /ldap/:provider/groups, GET /ldap/groups',
  create_ldap_group_link: 'POST /groups/:id/ldap_group_links',
  delete_ldap_group_link:
    'DELETE /groups/:id/ldap_group_links, DELETE /groups/:id/ldap_group_links/:cn, DELETE /groups/:id/ldap_group_links/:provider/:cn',
  read_ldap_group_link: 'GET /groups/:id/ldap_group_links',
  run_ldap_group_sync: 'POST /groups/:id/ldap_sync',
  create_member: 'POST /projects/:id/members, POST /groups/:id/members',
  delete_member:
    'DELETE /projects/:id/members/:user_id, DELETE /groups/:id/billable_members/:user_id, DELETE /groups/:id/members/:user_id',
  read_member:
    'GET /projects/:id/members, GET /projects/:id/members/:user_id, GET /projects/:id/members/all, GET /projects/:id/members/all/:user_id, GET /groups/:id/billable_members, GET /groups/:id/billable_members/:user_id/indirect, GET /groups/:id/billable_members/:user_id/memberships, GET /groups/:id/members, GET /groups/:id/members/:user_id, GET /groups/:id/members/all, GET /groups/:id/members/all/:user_id, GET /groups/:id/pending_members',
  update_member:
    'PUT /projects/:id/members/:user_id, POST /groups/:id/members/:user_id/override, POST /groups/:id/members/approve_all, PUT /groups/:id/members/:member_id/approve, PUT /groups/:id/members/:user_id, PUT /groups/:id/members/:user_id/state, DELETE /groups/:id/members/:user_id/override',
  read_metadata: 'GET /metadata, GET /version',
  read_notification_setting:
    'GET /groups/:id/notification_settings, GET /notification_settings, GET /projects/:id/notification_settings',
  update_notification_setting:
    'PUT /groups/:id/notification_settings, PUT /notification_settings, PUT /projects/:id/notification_settings',
  create_oauth_application: 'POST /user/applications, POST /applications',
  delete_oauth_application: 'DELETE /user/applications/:id, DELETE /applications/:id',
  read_oauth_application: 'GET /user/applications, GET /user/applications/:id, GET /applications',
  renew_secret_oauth_application: 'POST /applications/:id/renew-secret',
  update_oauth_application: 'PUT /user/applications/:id',
  create_personal_access_token:
    'POST /user/personal_access_tokens, POST /users/:user_id/personal_access_tokens',
  read_personal_access_token:
    'GET /groups/:id/manage/personal_access_tokens, GET /personal_access_tokens, GET /personal_access_tokens/:id, GET /personal_access_tokens/self, GET /personal_access_tokens/self/associations',
  revoke_personal_access_token:
    'DELETE /groups/:id/manage/personal_access_tokens/:pat_id, DELETE /personal_access_tokens/:id, DELETE /personal_access_tokens/self',
  rotate_personal_access_token:
    'POST /groups/:id/manage/personal_access_tokens/:pat_id/rotate, POST /personal_access_tokens/:id/rotate, POST /personal_access_tokens/self/rotate',
  read_plan_limit: 'GET /application/plan_limits',
  update_plan_limit: 'PUT /application/plan_limits',
  read_provisioned_user: 'GET /groups/:id/provisioned_users',
  create_resource_access_token: 'POST /projects/:id/access_tokens, POST /groups/:id/access_tokens',
  delete_resource_access_token:
    'DELETE /projects/:id/access_tokens/:token_id, DELETE /groups/:id/access_tokens/:token_id, DELETE /groups/:id/manage/resource_access_tokens/:prat_id',
  read_resource_access_token:
    'GET /projects/:id/access_tokens, GET /projects/:id/access_tokens/:token_id, GET /groups/:id/access_tokens, GET /groups/:id/access_tokens/:token_id, GET /groups/:id/manage/resource_access_tokens',
  rotate_resource_access_token:
    'POST /projects/:id/access_tokens/:token_id/rotate, POST /projects/:id/access_tokens/self/rotate, POST /groups/:id/access_tokens/:token_id/rotate, POST /groups/:id/access_tokens/self/rotate, POST /groups/:id/manage/resource_access_tokens/:prat_id/rotate',
  delete_saml_group_identity: 'DELETE /groups/:id/saml/:uid',
  read_saml_group_identity: 'GET /groups/:id/saml/:uid, GET /groups/:id/saml/identities',
  update_saml_group_identity: 'PATCH /groups/:id/saml/:uid',
  create_saml_group_link: 'POST /groups/:id/saml_group_links',
  delete_saml_group_link: 'DELETE /groups/:id/saml_group_links/:saml_group_name',
  read_saml_group_link: 'GET /groups/:id/saml_group_links, GET /groups/:id/saml_group_links/:saml_group_name',
  read_saml_user: 'GET /groups/:id/saml_users',
  delete_scim_identity: 'DELETE /groups/:id/scim/:uid',
  read_scim_identity: 'GET /groups/:id/scim/:uid, GET /groups/:id/scim/identities',
  update_scim_identity: 'PATCH /groups/:id/scim/:uid',
  create_service_account:
    'POST /projects/:id/service_accounts, POST /groups/:id/service_accounts, POST /service_accounts',
  delete_service_account:
    'DELETE /projects/:id/service_accounts/:user_id, DELETE /groups/:id/service_accounts/:user_id',
  read_service_account:
    'GET /projects/:id/service_accounts, GET /projects/:id/service_accounts/:user_id, GET /groups/:id/service_accounts, GET /groups/:id/service_accounts/:user_id, GET /service_accounts',
  update_service_account:
    'PATCH /projects/:id/service_accounts/:user_id, PATCH /groups/:id/service_accounts/:user_id, PATCH /service_accounts/:user_id',
  create_service_account_personal_access_token:
    'POST /projects/:id/service_accounts/:user_id/personal_access_tokens, POST /groups/:id/service_accounts/:user_id/personal_access_tokens',
  read_service_account_personal_access_token:
    'GET /projects/:id/service_accounts/:user_id/personal_access_tokens, GET /groups/:id/service_accounts/:user_id/personal_access_tokens',
  revoke_service_account_personal_access_token:
    'DELETE /projects/:id/service_accounts/:user_id/personal_access_tokens/:token_id, DELETE /groups/:id/service_accounts/:user_id/personal_access_tokens/:token_id',
  rotate_service_account_personal_access_token:
    'POST /projects/:id/service_accounts/:user_id/personal_access_tokens/:token_id/rotate, POST /groups/:id/service_accounts/:user_id/personal_access_tokens/:token_id/rotate',
  create_ssh_key: 'POST /user/keys, POST /users/:user_id/keys',
  delete_ssh_key:
    'DELETE /groups/:id/manage/ssh_keys/:key_id, DELETE /user/keys/:key_id, DELETE /users/:id/keys/:key_id',
  read_ssh_key:
    'GET /groups/:id/manage/ssh_keys, GET /user/keys, GET /user/keys/:key_id, GET /users/:id/keys/:key_id, GET /users/:user_id/keys, GET /keys, GET /keys/:id',
  read_statistic: 'GET /projects/:id/statistics, GET /application/statistics',
  read_usage_data_query: 'GET /usage_data/queries',
  activate_user: 'POST /users/:id/activate',
  approve_user: 'POST /users/:id/approve',
  ban_user: 'POST /users/:id/ban',
  block_user: 'POST /users/:id/block',
  create_user: 'POST /users',
  deactivate_user: 'POST /users/:id/deactivate',
  delete_user: 'DELETE /users/:id',
  disable_two_factor_user: 'PATCH /users/:id/disable_two_factor',
  follow_user: 'POST /users/:id/follow',
  read_user: 'GET /user, GET /users/:id, GET /users, GET /users/:user_id/memberships',
  reject_user: 'POST /users/:id/reject',
  unban_user: 'POST /users/:id/unban',
  unblock_user: 'POST /users/:id/unblock',
  unfollow_user: 'POST /users/:id/unfollow',
  update_user: 'PUT /users/:id',
  read_batched_background_migration:
    'GET /admin/batched_background_migrations, GET /admin/batched_background_migrations/:id',
  run_batched_background_migration:
    'PUT /admin/batched_background_migrations/:id/pause, PUT /admin/batched_background_migrations/:id/resume',
  read_database_dictionary:
    'GET /admin/databases/:database_name/dictionary/tables/:table_name, GET /databases/:database_name/dictionary/tables',
  mark_database_migration: 'POST /admin/migrations/:timestamp/mark',
  read_database_migration: 'GET /admin/migrations/pending',
  create_export:
    'POST /projects/:id/export, POST /projects/:id/export_relations, POST /groups/:id/export, POST /groups/:id/export_relations',
  download_export:
    'GET /projects/:id/export/download, GET /projects/:id/export_relations/download, GET /groups/:id/export/download, GET /groups/:id/export_relations/download',
  read_export:
    'GET /projects/:id/export, GET /projects/:id/export_relations/status, GET /groups/:id/export_relations/status',
  cancel_import: 'POST /import/github/cancel, POST /bulk_imports/:import_id/cancel',
  create_import:
    'POST /projects/:id/import/git, POST /projects/import-relation, POST /import/bitbucket, POST /import/github, POST /projects/import, POST /projects/remote-import, POST /projects/remote-import-s3, POST /import/github/gists, POST /bulk_imports, POST /groups/import, POST /import/bitbucket_server, POST /offline_imports',
  read_import:
    'GET /projects/:id/import, GET /projects/:id/relation-imports, GET /bulk_imports, GET /bulk_imports/:import_id, GET /bulk_imports/:import_id/entities, GET /bulk_imports/:import_id/entities/:entity_id, GET /bulk_imports/:import_id/entities/:entity_id/failures, GET /bulk_imports/entities',
  create_placeholder_reassignment: 'POST /groups/:id/placeholder_reassignments',
  read_placeholder_reassignment: 'GET /groups/:id/placeholder_reassignments',
  read_batched_background_operation:
    'GET /admin/batched_background_operations, GET /admin/batched_background_operations/:id',
  run_batched_background_operation:
    'PUT /admin/batched_background_operations/:id/restart, PUT /admin/batched_background_operations/:id/stop',
  create_wiki: 'POST /projects/:id/wikis, POST /groups/:id/wikis',
  delete_wiki: 'DELETE /projects/:id/wikis/:slug, DELETE /groups/:id/wikis/:slug',
  read_wiki:
    'GET /projects/:id/wikis, GET /projects/:id/wikis/:slug, GET /groups/:id/wikis, GET /groups/:id/wikis/:slug',
  update_wiki:
    'POST /projects/:id/wikis/attachments, PUT /projects/:id/wikis/:slug, POST /groups/:id/wikis/attachments, PUT /groups/:id/wikis/:slug',
};
