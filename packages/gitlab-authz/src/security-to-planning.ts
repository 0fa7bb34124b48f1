/**
 * GitLab's fine-grained permissions of the REST endpoints of its "Application Security" to "Project Planning"
 * sections (see rest-permissions.ts for the source and how the table is read).
 */
export const PERMISSIONS_SECURITY_TO_PLANNING: Readonly<Record<string, string>> = {
  read_attestation:
    'GET /projects/:id/attestations/:attestation_iid/download, GET /projects/:id/attestations/:subject_digest',
  read_compliance_policy_setting: 'GET /admin/security/compliance_policy_settings',
  update_compliance_policy_setting: 'PUT /admin/security/compliance_policy_settings',
  read_dependency: 'GET /projects/:id/dependencies',
  create_dependency_firewall_evaluation: 'POST /projects/:id/dependency_firewall/evaluate',
  create_dependency_list_export:
    'POST /pipelines/:id/dependency_list_exports, POST /projects/:id/dependency_list_exports, POST /groups/:id/dependency_list_exports',
  read_dependency_list_export:
    'GET /dependency_list_exports/:export_id, GET /dependency_list_exports/:export_id/download',
  create_security_scan: 'POST /projects/:id/security_scans/sast/:sast_endpoint',
  read_security_setting: 'GET /projects/:id/security_settings',
  update_security_setting: 'PUT /projects/:id/security_settings, PUT /groups/:id/security_settings',
  create_vulnerability: 'POST /projects/:id/vulnerabilities',
  read_vulnerability:
    'GET /projects/:id/vulnerabilities, GET /projects/:id/vulnerability_findings, GET /vulnerabilities/:id',
  update_vulnerability:
    'POST /vulnerabilities/:id/confirm, POST /vulnerabilities/:id/dismiss, POST /vulnerabilities/:id/resolve, POST /vulnerabilities/:id/revert',
  create_vulnerability_export:
    'POST /security/projects/:id/vulnerability_exports, POST /security/groups/:id/vulnerability_exports, POST /security/vulnerability_exports',
  read_vulnerability_export:
    'GET /security/vulnerability_exports/:id, GET /security/vulnerability_exports/:id/download',
  create_vulnerability_issue_link: 'POST /vulnerabilities/:id/issue_links',
  delete_vulnerability_issue_link: 'DELETE /vulnerabilities/:id/issue_links/:issue_link_id',
  read_vulnerability_issue_link: 'GET /vulnerabilities/:id/issue_links',
  delete_artifact: 'DELETE /projects/:id/artifacts',
  publish_catalog_version: 'POST /projects/:id/catalog/publish',
  read_ci_config: 'GET /projects/:id/ci/lint',
  validate_ci_config: 'POST /projects/:id/ci/lint',
  create_cluster:
    'POST /projects/:id/clusters/user, POST /groups/:id/clusters/user, POST /admin/clusters/add',
  delete_cluster:
    'DELETE /projects/:id/clusters/:cluster_id, DELETE /groups/:id/clusters/:cluster_id, DELETE /admin/clusters/:cluster_id',
  read_cluster:
    'GET /projects/:id/clusters, GET /projects/:id/clusters/:cluster_id, GET /discover-cert-based-clusters, GET /groups/:id/clusters, GET /groups/:id/clusters/:cluster_id, GET /admin/clusters, GET /admin/clusters/:cluster_id',
  update_cluster:
    'PUT /projects/:id/clusters/:cluster_id, PUT /groups/:id/clusters/:cluster_id, PUT /admin/clusters/:cluster_id',
  create_cluster_agent: 'POST /projects/:id/cluster_agents',
  delete_cluster_agent: 'DELETE /projects/:id/cluster_agents/:agent_id',
  read_cluster_agent: 'GET /projects/:id/cluster_agents, GET /projects/:id/cluster_agents/:agent_id',
  create_cluster_agent_token: 'POST /projects/:id/cluster_agents/:agent_id/tokens',
  read_cluster_agent_token:
    'GET /projects/:id/cluster_agents/:agent_id/tokens, GET /projects/:id/cluster_agents/:agent_id/tokens/:token_id',
  revoke_cluster_agent_token: 'DELETE /projects/:id/cluster_agents/:agent_id/tokens/:token_id',
  create_commit_status: 'POST /projects/:id/statuses/:sha',
  approve_deployment: 'POST /projects/:id/deployments/:deployment_id/approval',
  create_deployment: 'POST /projects/:id/deployments',
  delete_deployment: 'DELETE /projects/:id/deployments/:deployment_id',
  read_deployment:
    'GET /projects/:id/deployments, GET /projects/:id/deployments/:deployment_id, GET /projects/:id/deployments/:deployment_id/merge_requests',
  update_deployment: 'PUT /projects/:id/deployments/:deployment_id',
  read_dora_metric:
    'GET /projects/:id/analytics/deployment_frequency, GET /projects/:id/dora/metrics, GET /groups/:id/dora/metrics',
  create_environment: 'POST /projects/:id/environments',
  delete_environment:
    'DELETE /projects/:id/environments/:environment_id, DELETE /projects/:id/environments/review_apps',
  read_environment: 'GET /projects/:id/environments, GET /projects/:id/environments/:environment_id',
  stop_environment:
    'POST /projects/:id/environments/:environment_id/stop, POST /projects/:id/environments/stop_stale',
  update_environment: 'PUT /projects/:id/environments/:environment_id',
  create_feature_flag: 'POST /projects/:id/feature_flags',
  delete_feature_flag: 'DELETE /projects/:id/feature_flags/:feature_flag_name',
  read_feature_flag:
    'GET /projects/:id/feature_flags, GET /projects/:id/feature_flags/:feature_flag_name, GET /projects/:id/feature_flags_settings',
  update_feature_flag: 'PUT /projects/:id/feature_flags/:feature_flag_name',
  update_feature_flag_settings: 'PUT /projects/:id/feature_flags_settings',
  create_freeze_period: 'POST /projects/:id/freeze_periods',
  delete_freeze_period: 'DELETE /projects/:id/freeze_periods/:freeze_period_id',
  read_freeze_period: 'GET /projects/:id/freeze_periods, GET /projects/:id/freeze_periods/:freeze_period_id',
  update_freeze_period: 'PUT /projects/:id/freeze_periods/:freeze_period_id',
  delete_job: 'POST /projects/:id/jobs/:job_id/erase',
  read_job: 'GET /projects/:id/jobs, GET /projects/:id/jobs/:job_id, GET /projects/:id/jobs/:job_id/trace',
  run_job: 'POST /projects/:id/jobs/:job_id/play, POST /projects/:id/jobs/:job_id/retry',
  update_job: 'POST /projects/:id/jobs/:job_id/cancel',
  delete_job_artifact: 'DELETE /projects/:id/jobs/:job_id/artifacts',
  read_job_artifact:
    'GET /projects/:id/jobs/:job_id/artifacts, GET /projects/:id/jobs/:job_id/artifacts/*artifact_path, GET /projects/:id/jobs/:job_id/artifacts/tree, GET /projects/:id/jobs/artifacts/:ref_name/download, GET /projects/:id/jobs/artifacts/:ref_name/raw/*artifact_path',
  update_job_artifact: 'POST /projects/:id/jobs/:job_id/artifacts/keep',
  read_merge_train:
    'GET /projects/:id/merge_trains, GET /projects/:id/merge_trains/:target_branch, GET /projects/:id/merge_trains/merge_requests/:merge_request_iid',
  add_merge_train_merge_request: 'POST /projects/:id/merge_trains/merge_requests/:merge_request_iid',
  create_pipeline: 'POST /projects/:id/pipeline',
  delete_pipeline: 'DELETE /projects/:id/pipelines/:pipeline_id',
  read_pipeline:
    'GET /projects/:id/pipelines, GET /projects/:id/pipelines/:pipeline_id, GET /projects/:id/pipelines/:pipeline_id/bridges, GET /projects/:id/pipelines/:pipeline_id/jobs, GET /projects/:id/pipelines/:pipeline_id/test_report, GET /projects/:id/pipelines/:pipeline_id/test_report_summary, GET /projects/:id/pipelines/:pipeline_id/trigger_jobs, GET /projects/:id/pipelines/:pipeline_id/variables, GET /projects/:id/pipelines/latest, GET /pipelines',
  update_pipeline:
    'POST /projects/:id/pipelines/:pipeline_id/cancel, POST /projects/:id/pipelines/:pipeline_id/retry, PUT /projects/:id/pipelines/:pipeline_id/metadata',
  create_pipeline_schedule: 'POST /projects/:id/pipeline_schedules',
  delete_pipeline_schedule: 'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id',
  read_pipeline_schedule:
    'GET /projects/:id/pipeline_schedules, GET /projects/:id/pipeline_schedules/:pipeline_schedule_id, GET /projects/:id/pipeline_schedules/:pipeline_schedule_id/pipelines, GET /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
  update_pipeline_schedule:
    'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/play, POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/take_ownership, POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables, PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id, PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key, DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
  create_protected_environment:
    'POST /projects/:id/protected_environments, POST /groups/:id/protected_environments',
  delete_protected_environment:
    'DELETE /projects/:id/protected_environments/:name, DELETE /groups/:id/protected_environments/:name',
  read_protected_environment:
    'GET /projects/:id/protected_environments, GET /projects/:id/protected_environments/:name, GET /groups/:id/protected_environments, GET /groups/:id/protected_environments/:name',
  update_protected_environment:
    'PUT /projects/:id/protected_environments/:name, PUT /groups/:id/protected_environments/:name',
  create_pull_mirror: 'POST /projects/:id/mirror/pull',
  read_pull_mirror: 'GET /projects/:id/mirror/pull',
  update_pull_mirror: 'PUT /projects/:id/mirror/pull',
  create_repository_storage_move:
    'POST /projects/:id/repository_storage_moves, POST /groups/:id/repository_storage_moves, POST /group_repository_storage_moves, POST /project_repository_storage_moves, POST /snippet_repository_storage_moves, POST /snippets/:id/repository_storage_moves',
  read_repository_storage_move:
    'GET /projects/:id/repository_storage_moves, GET /projects/:id/repository_storage_moves/:repository_storage_move_id, GET /groups/:id/repository_storage_moves, GET /groups/:id/repository_storage_moves/:repository_storage_move_id, GET /group_repository_storage_moves, GET /group_repository_storage_moves/:repository_storage_move_id, GET /project_repository_storage_moves, GET /project_repository_storage_moves/:repository_storage_move_id, GET /snippet_repository_storage_moves, GET /snippet_repository_storage_moves/:repository_storage_move_id, GET /snippets/:id/repository_storage_moves, GET /snippets/:id/repository_storage_moves/:repository_storage_move_id',
  read_resource_group:
    'GET /projects/:id/resource_groups, GET /projects/:id/resource_groups/:key, GET /projects/:id/resource_groups/:key/current_job, GET /projects/:id/resource_groups/:key/upcoming_jobs',
  update_resource_group: 'PUT /projects/:id/resource_groups/:key',
  assign_runner: 'POST /projects/:id/runners, DELETE /projects/:id/runners/:runner_id',
  create_runner: 'POST /user/runners',
  delete_runner: 'DELETE /runners/:id',
  read_runner:
    'GET /projects/:id/runners, GET /runners/:id, GET /runners/:id/jobs, GET /runners/:id/managers, GET /runners/:id/projects, GET /groups/:id/runners, GET /runners, GET /runners/all',
  update_runner: 'POST /runners/:id/reset_authentication_token, PUT /runners/:id',
  create_runner_controller: 'POST /runner_controllers',
  delete_runner_controller: 'DELETE /runner_controllers/:id',
  read_runner_controller:
    'GET /runner_controllers, GET /runner_controllers/:id, GET /runner_controllers/:id/scopes',
  update_runner_controller:
    'POST /runner_controllers/:id/scopes/instance, POST /runner_controllers/:id/scopes/runners/:runner_id, PUT /runner_controllers/:id, DELETE /runner_controllers/:id/scopes/instance, DELETE /runner_controllers/:id/scopes/runners/:runner_id',
  create_runner_controller_token: 'POST /runner_controllers/:runner_controller_id/tokens',
  read_runner_controller_token:
    'GET /runner_controllers/:runner_controller_id/tokens, GET /runner_controllers/:runner_controller_id/tokens/:id',
  revoke_runner_controller_token: 'DELETE /runner_controllers/:runner_controller_id/tokens/:id',
  rotate_runner_controller_token: 'POST /runner_controllers/:runner_controller_id/tokens/:id/rotate',
  reset_runner_registration_token:
    'POST /projects/:id/runners/reset_registration_token, POST /groups/:id/runners/reset_registration_token, POST /runners/reset_registration_token',
  create_secure_file: 'POST /projects/:id/secure_files',
  delete_secure_file: 'DELETE /projects/:id/secure_files/:secure_file_id',
  read_secure_file:
    'GET /projects/:id/secure_files, GET /projects/:id/secure_files/:secure_file_id, GET /projects/:id/secure_files/:secure_file_id/download',
  create_terraform_state: 'POST /projects/:id/terraform/state/:name',
  delete_terraform_state:
    'DELETE /projects/:id/terraform/state/:name, DELETE /projects/:id/terraform/state/:name/versions/:serial',
  lock_terraform_state:
    'POST /projects/:id/terraform/state/:name/lock, DELETE /projects/:id/terraform/state/:name/lock',
  read_terraform_state:
    'GET /projects/:id/terraform/state/:name, GET /projects/:id/terraform/state/:name/versions/:serial, GET /projects/:id/terraform/state_protection_rules',
  create_trigger: 'POST /projects/:id/triggers',
  delete_trigger: 'DELETE /projects/:id/triggers/:trigger_id',
  read_trigger: 'GET /projects/:id/triggers, GET /projects/:id/triggers/:trigger_id',
  update_trigger: 'PUT /projects/:id/triggers/:trigger_id',
  create_variable: 'POST /projects/:id/variables, POST /groups/:id/variables, POST /admin/ci/variables',
  delete_variable:
    'DELETE /projects/:id/variables/:key, DELETE /groups/:id/variables/:key, DELETE /admin/ci/variables/:key',
  read_variable:
    'GET /projects/:id/variables, GET /projects/:id/variables/:key, GET /groups/:id/variables, GET /groups/:id/variables/:key, GET /admin/ci/variables, GET /admin/ci/variables/:key',
  update_variable:
    'PUT /projects/:id/variables/:key, PUT /groups/:id/variables/:key, PUT /admin/ci/variables/:key',
  read_audit_event:
    'GET /projects/:id/audit_events, GET /projects/:id/audit_events/:audit_event_id, GET /groups/:id/audit_events, GET /groups/:id/audit_events/:audit_event_id, GET /audit_events, GET /audit_events/:id',
  read_external_status_check: 'GET /projects/:id/merge_requests/:merge_request_iid/status_checks',
  retry_external_status_check:
    'POST /projects/:id/merge_requests/:merge_request_iid/status_checks/:external_status_check_id/retry',
  update_external_status_check: 'POST /projects/:id/merge_requests/:merge_request_iid/status_check_responses',
  create_external_status_check_service: 'POST /projects/:id/external_status_checks',
  delete_external_status_check_service: 'DELETE /projects/:id/external_status_checks/:check_id',
  read_external_status_check_service: 'GET /projects/:id/external_status_checks',
  update_external_status_check_service: 'PUT /projects/:id/external_status_checks/:check_id',
  create_geo_node: 'POST /geo_nodes',
  delete_geo_node: 'DELETE /geo_nodes/:id',
  read_geo_node:
    'GET /geo_nodes, GET /geo_nodes/:id, GET /geo_nodes/:id/status, GET /geo_nodes/status, POST /geo/node_proxy/:id/graphql',
  repair_geo_node: 'POST /geo_nodes/:id/repair',
  update_geo_node: 'PUT /geo_nodes/:id',
  create_geo_site: 'POST /geo_sites',
  delete_geo_site: 'DELETE /geo_sites/:id',
  read_geo_site: 'GET /geo_sites, GET /geo_sites/:id, GET /geo_sites/:id/status, GET /geo_sites/status',
  repair_geo_site: 'POST /geo_sites/:id/repair',
  update_geo_site: 'PUT /geo_sites/:id',
  read_activity: 'GET /user/activities',
  read_activity_analytics:
    'GET /analytics/group_activity/issues_count, GET /analytics/group_activity/merge_requests_count, GET /analytics/group_activity/new_members_count',
  read_association: 'GET /users/:id/associations_count',
  read_avatar: 'GET /projects/:id/avatar, GET /groups/:id/avatar, GET /avatar',
  update_avatar: 'PUT /user/avatar',
  read_follower: 'GET /users/:id/followers',
  read_following: 'GET /users/:id/following',
  create_gpg_key: 'POST /user/gpg_keys, POST /users/:id/gpg_keys',
  delete_gpg_key: 'DELETE /user/gpg_keys/:key_id, DELETE /users/:id/gpg_keys/:key_id',
  read_gpg_key:
    'GET /user/gpg_keys, GET /user/gpg_keys/:key_id, GET /users/:id/gpg_keys, GET /users/:id/gpg_keys/:key_id',
  revoke_gpg_key: 'POST /user/gpg_keys/:key_id/revoke, POST /users/:id/gpg_keys/:key_id/revoke',
  archive_group: 'POST /groups/:id/archive, POST /groups/:id/unarchive',
  create_group: 'POST /groups',
  delete_group: 'DELETE /groups/:id',
  read_group:
    'GET /groups/:id, GET /groups/:id/descendant_groups, GET /groups/:id/groups/shared, GET /groups/:id/invited_groups, GET /groups/:id/projects/shared, GET /groups/:id/subgroups, GET /groups/:id/transfer_locations, GET /groups',
  share_group: 'POST /groups/:id/share, DELETE /groups/:id/share/:group_id',
  transfer_group: 'POST /groups/:id/transfer, POST /groups/:id/transfer_to_organization',
  update_group: 'POST /groups/:id/restore, PUT /groups/:id',
  create_member_role: 'POST /groups/:id/member_roles, POST /member_roles',
  delete_member_role: 'DELETE /groups/:id/member_roles/:member_role_id, DELETE /member_roles/:member_role_id',
  read_member_role: 'GET /groups/:id/member_roles, GET /member_roles',
  create_ssh_certificate: 'POST /groups/:id/ssh_certificates, POST /admin/ssh_certificates',
  delete_ssh_certificate:
    'DELETE /groups/:id/ssh_certificates/:ssh_certificates_id, DELETE /admin/ssh_certificates/:id',
  read_ssh_certificate: 'GET /groups/:id/ssh_certificates, GET /admin/ssh_certificates',
  read_namespace: 'GET /namespaces, GET /namespaces/:id, GET /namespaces/:id/exists',
  update_namespace: 'PUT /namespaces/:id',
  read_preference: 'GET /user/preferences',
  update_preference: 'PUT /user/preferences',
  read_status: 'GET /user/status, GET /users/:user_id/status',
  update_status: 'PATCH /user/status, PUT /user/status',
  read_template: 'GET /projects/:id/templates/:type, GET /projects/:id/templates/:type/:name',
  create_topic: 'POST /topics',
  delete_topic: 'DELETE /topics/:id',
  merge_topic: 'POST /topics/merge',
  update_topic: 'PUT /topics/:id',
  delete_integration:
    'DELETE /groups/:id/integrations/:slug, DELETE /projects/:id/integrations/:slug, DELETE /projects/:id/services/:slug',
  read_integration:
    'GET /groups/:id/integrations, GET /groups/:id/integrations/:slug, GET /projects/:id/integrations, GET /projects/:id/integrations/:slug, GET /projects/:id/services, GET /projects/:id/services/:slug',
  update_integration:
    'PUT /groups/:id/integrations/:slug, PUT /projects/:id/integrations/:slug, PUT /projects/:id/services/:slug',
  create_webhook: 'POST /projects/:id/hooks, POST /groups/:id/hooks, POST /hooks',
  delete_webhook:
    'DELETE /projects/:id/hooks/:hook_id, DELETE /groups/:id/hooks/:hook_id, DELETE /hooks/:hook_id',
  read_webhook:
    'GET /projects/:id/hooks, GET /projects/:id/hooks/:hook_id, GET /projects/:id/hooks/:hook_id/events, GET /groups/:id/hooks, GET /groups/:id/hooks/:hook_id, GET /groups/:id/hooks/:hook_id/events, GET /hooks, GET /hooks/:hook_id',
  trigger_webhook:
    'POST /projects/:id/hooks/:hook_id/events/:hook_log_id/resend, POST /projects/:id/hooks/:hook_id/test/:trigger, POST /groups/:id/hooks/:hook_id/events/:hook_log_id/resend, POST /groups/:id/hooks/:hook_id/test/:trigger, POST /hooks/:hook_id',
  update_webhook:
    'PUT /projects/:id/hooks/:hook_id, PUT /projects/:id/hooks/:hook_id/custom_headers/:key, PUT /projects/:id/hooks/:hook_id/url_variables/:key, DELETE /projects/:id/hooks/:hook_id/custom_headers/:key, DELETE /projects/:id/hooks/:hook_id/url_variables/:key, PUT /groups/:id/hooks/:hook_id, PUT /groups/:id/hooks/:hook_id/custom_headers/:key, PUT /groups/:id/hooks/:hook_id/url_variables/:key, DELETE /groups/:id/hooks/:hook_id/custom_headers/:key, DELETE /groups/:id/hooks/:hook_id/url_variables/:key, PUT /hooks/:hook_id, PUT /hooks/:hook_id/custom_headers/:key, PUT /hooks/:hook_id/url_variables/:key, DELETE /hooks/:hook_id/custom_headers/:key, DELETE /hooks/:hook_id/url_variables/:key',
  create_alert_metric_image: 'POST /projects/:id/alert_management_alerts/:alert_iid/metric_images',
  delete_alert_metric_image:
    'DELETE /projects/:id/alert_management_alerts/:alert_iid/metric_images/:metric_image_id',
  read_alert_metric_image: 'GET /projects/:id/alert_management_alerts/:alert_iid/metric_images',
  update_alert_metric_image:
    'PUT /projects/:id/alert_management_alerts/:alert_iid/metric_images/:metric_image_id',
  create_error_tracking_client_key: 'POST /projects/:id/error_tracking/client_keys',
  delete_error_tracking_client_key: 'DELETE /projects/:id/error_tracking/client_keys/:key_id',
  read_error_tracking_client_key: 'GET /projects/:id/error_tracking/client_keys',
  read_error_tracking_setting: 'GET /projects/:id/error_tracking/settings',
  update_error_tracking_setting:
    'PATCH /projects/:id/error_tracking/settings, PUT /projects/:id/error_tracking/settings',
  drop_sidekiq_job: 'DELETE /admin/sidekiq/queues/:queue_name',
  read_sidekiq_metric:
    'GET /sidekiq/compound_metrics, GET /sidekiq/job_stats, GET /sidekiq/process_metrics, GET /sidekiq/queue_metrics',
  create_broadcast_message: 'POST /broadcast_messages',
  delete_broadcast_message: 'DELETE /broadcast_messages/:id',
  update_broadcast_message: 'PUT /broadcast_messages/:id',
  create_todo:
    'POST /projects/:id/issues/:issue_iid/todo, POST /projects/:id/merge_requests/:merge_request_iid/todo, POST /groups/:id/epics/:epic_iid/todo',
  read_todo: 'GET /todos',
  update_todo: 'POST /todos/:id/mark_as_done, POST /todos/mark_as_done',
  create_container_registry_protection_tag_rule: 'POST /projects/:id/registry/protection/tag/rules',
  delete_container_registry_protection_tag_rule:
    'DELETE /projects/:id/registry/protection/tag/rules/:protection_rule_id',
  read_container_registry_protection_tag_rule: 'GET /projects/:id/registry/protection/tag/rules',
  update_container_registry_protection_tag_rule:
    'PATCH /projects/:id/registry/protection/tag/rules/:protection_rule_id',
  delete_container_repository:
    'DELETE /projects/:id/registry/repositories/:repository_id, DELETE /projects/:id/registry/repositories/:repository_id/tags, DELETE /projects/:id/registry/repositories/:repository_id/tags/:tag_name',
  read_container_repository:
    'GET /projects/:id/registry/repositories, GET /projects/:id/registry/repositories/:repository_id/tags, GET /projects/:id/registry/repositories/:repository_id/tags/:tag_name, GET /registry/repositories/:id, GET /groups/:id/registry/repositories',
  create_container_repository_protection_rule: 'POST /projects/:id/registry/protection/repository/rules',
  delete_container_repository_protection_rule:
    'DELETE /projects/:id/registry/protection/repository/rules/:protection_rule_id',
  read_container_repository_protection_rule: 'GET /projects/:id/registry/protection/repository/rules',
  update_container_repository_protection_rule:
    'PATCH /projects/:id/registry/protection/repository/rules/:protection_rule_id',
  purge_dependency_proxy_cache: 'DELETE /groups/:id/dependency_proxy/cache',
  create_package:
    'POST /projects/:id/packages/protection/rules, PUT /projects/:id/packages/generic/:package_name/*package_version/(*path/):file_name',
  delete_package:
    'DELETE /projects/:id/packages/:package_id, DELETE /projects/:id/packages/:package_id/package_files/:package_file_id, DELETE /projects/:id/packages/protection/rules/:package_protection_rule_id',
  read_package:
    'GET /projects/:id/packages, GET /projects/:id/packages/:package_id, GET /projects/:id/packages/:package_id/package_files, GET /projects/:id/packages/:package_id/package_files/:package_file_id/download, GET /projects/:id/packages/:package_id/pipelines, GET /projects/:id/packages/generic/:package_name/*package_version/(*path/):file_name, GET /projects/:id/packages/protection/rules, GET /groups/:id/packages',
  update_package: 'PATCH /projects/:id/packages/protection/rules/:package_protection_rule_id',
  create_alias: 'POST /project_aliases',
  delete_alias: 'DELETE /project_aliases/:name',
  read_alias: 'GET /project_aliases, GET /project_aliases/:name',
  create_badge: 'POST /projects/:id/badges, POST /groups/:id/badges',
  delete_badge: 'DELETE /projects/:id/badges/:badge_id, DELETE /groups/:id/badges/:badge_id',
  read_badge:
    'GET /projects/:id/badges, GET /projects/:id/badges/:badge_id, GET /projects/:id/badges/render, GET /groups/:id/badges, GET /groups/:id/badges/:badge_id, GET /groups/:id/badges/render',
  update_badge: 'PUT /projects/:id/badges/:badge_id, PUT /groups/:id/badges/:badge_id',
  read_code_review_analytics: 'GET /analytics/code_review',
  create_release: 'POST /projects/:id/releases, POST /projects/:id/releases/:tag_name/evidence',
  delete_release: 'DELETE /projects/:id/releases/:tag_name',
  read_release:
    'GET /projects/:id/releases, GET /projects/:id/releases/:tag_name, GET /projects/:id/releases/:tag_name/downloads/*direct_asset_path, GET /projects/:id/releases/permalink/latest, GET /groups/:id/releases',
  update_release: 'PUT /projects/:id/releases/:tag_name',
  create_release_link: 'POST /projects/:id/releases/:tag_name/assets/links',
  delete_release_link: 'DELETE /projects/:id/releases/:tag_name/assets/links/:link_id',
  read_release_link:
    'GET /projects/:id/releases/:tag_name/assets/links, GET /projects/:id/releases/:tag_name/assets/links/:link_id',
  update_release_link: 'PUT /projects/:id/releases/:tag_name/assets/links/:link_id',
  create_remote_mirror: 'POST /projects/:id/remote_mirrors',
  delete_remote_mirror: 'DELETE /projects/:id/remote_mirrors/:mirror_id',
  read_remote_mirror: 'GET /projects/:id/remote_mirrors, GET /projects/:id/remote_mirrors/:mirror_id',
  update_remote_mirror:
    'POST /projects/:id/remote_mirrors/:mirror_id/sync, PUT /projects/:id/remote_mirrors/:mirror_id',
  read_remote_mirror_public_key: 'GET /projects/:id/remote_mirrors/:mirror_id/public_key',
  read_snapshot: 'GET /projects/:id/snapshot',
  create_snippet: 'POST /projects/:id/snippets, POST /snippets',
  delete_snippet: 'DELETE /projects/:id/snippets/:snippet_id, DELETE /snippets/:id',
  read_snippet:
    'GET /projects/:id/snippets, GET /projects/:id/snippets/:snippet_id, GET /projects/:id/snippets/:snippet_id/files/:ref/:file_path/raw, GET /projects/:id/snippets/:snippet_id/raw, GET /snippets, GET /snippets/:id, GET /snippets/:id/files/:ref/:file_path/raw, GET /snippets/:id/raw, GET /snippets/all, GET /snippets/public, GET /projects/:id/snippets/:snippet_id/user_agent_detail, GET /snippets/:id/user_agent_detail',
  update_snippet: 'PUT /projects/:id/snippets/:snippet_id, PUT /snippets/:id',
  create_model_version: 'PUT /projects/:id/packages/ml_models/:model_version_id/files/(*path/):file_name',
  read_model_version: 'GET /projects/:id/packages/ml_models/:model_version_id/files/(*path/):file_name',
  delete_custom_attribute:
    'DELETE /projects/:id/custom_attributes/:key, DELETE /groups/:id/custom_attributes/:key, DELETE /users/:id/custom_attributes/:key',
  read_custom_attribute:
    'GET /projects/:id/custom_attributes, GET /projects/:id/custom_attributes/:key, GET /groups/:id/custom_attributes, GET /groups/:id/custom_attributes/:key, GET /users/:id/custom_attributes, GET /users/:id/custom_attributes/:key',
  update_custom_attribute:
    'PUT /projects/:id/custom_attributes/:key, PUT /groups/:id/custom_attributes/:key, PUT /users/:id/custom_attributes/:key',
  create_feature_flag_user_list: 'POST /projects/:id/feature_flags_user_lists',
  delete_feature_flag_user_list: 'DELETE /projects/:id/feature_flags_user_lists/:iid',
  read_feature_flag_user_list:
    'GET /projects/:id/feature_flags_user_lists, GET /projects/:id/feature_flags_user_lists/:iid',
  update_feature_flag_user_list: 'PUT /projects/:id/feature_flags_user_lists/:iid',
  track_internal_event: 'POST /usage_data/track_event, POST /usage_data/track_events',
  create_issuable_metric_image: 'POST /projects/:id/issues/:issue_iid/metric_images',
  delete_issuable_metric_image: 'DELETE /projects/:id/issues/:issue_iid/metric_images/:metric_image_id',
  read_issuable_metric_image: 'GET /projects/:id/issues/:issue_iid/metric_images',
  update_issuable_metric_image: 'PUT /projects/:id/issues/:issue_iid/metric_images/:metric_image_id',
  subscribe_issue:
    'POST /projects/:id/issues/:subscribable_id/subscribe, POST /projects/:id/issues/:subscribable_id/unsubscribe',
  create_label: 'POST /projects/:id/labels, POST /groups/:id/labels',
  delete_label:
    'DELETE /projects/:id/labels, DELETE /projects/:id/labels/:name, DELETE /groups/:id/labels, DELETE /groups/:id/labels/:name',
  promote_label: 'PUT /projects/:id/labels/:name/promote, PUT /projects/:id/labels/promote',
  read_label:
    'GET /projects/:id/labels, GET /projects/:id/labels/:name, GET /groups/:id/labels, GET /groups/:id/labels/:name',
  subscribe_label:
    'POST /projects/:id/labels/:subscribable_id/subscribe, POST /projects/:id/labels/:subscribable_id/unsubscribe, POST /groups/:id/labels/:subscribable_id/subscribe, POST /groups/:id/labels/:subscribable_id/unsubscribe',
  update_label:
    'PUT /projects/:id/labels, PUT /projects/:id/labels/:name, PUT /groups/:id/labels, PUT /groups/:id/labels/:name',
  read_service_ping: 'GET /usage_data/service_ping',
  read_usage_data_metric: 'GET /usage_data/non_sql_metrics',
  update_usage_data_metric: 'POST /usage_data/increment_counter, POST /usage_data/increment_unique_users',
  create_work_item:
    'POST /projects/:id/boards, POST /projects/:id/boards/:board_id/lists, POST /projects/:id/issues, POST /projects/:id/issues/:issue_iid/award_emoji, POST /projects/:id/issues/:issue_iid/clone, POST /projects/:id/issues/:issue_iid/links, POST /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji, POST /projects/:id/issues/:noteable_id/discussions, POST /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes, POST /projects/:id/issues/:noteable_id/notes, POST /projects/:id/merge_requests/:merge_request_iid/award_emoji, POST /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji, POST /projects/:id/merge_requests/:noteable_id/notes, POST /projects/:id/milestones, POST /projects/:id/snippets/:noteable_id/discussions, POST /projects/:id/snippets/:noteable_id/discussions/:discussion_id/notes, POST /projects/:id/snippets/:noteable_id/notes, POST /projects/:id/snippets/:snippet_id/award_emoji, POST /projects/:id/snippets/:snippet_id/notes/:note_id/award_emoji, POST /projects/:id/wiki_pages/:noteable_id/notes, POST /groups/:id/(-/)epics, POST /groups/:id/(-/)epics/:epic_iid/epics, POST /groups/:id/(-/)epics/:epic_iid/epics/:child_epic_id, POST /groups/:id/(-/)epics/:epic_iid/issues/:issue_id, POST /groups/:id/boards, POST /groups/:id/boards/:board_id/lists, POST /groups/:id/epics/:epic_iid/award_emoji, POST /groups/:id/epics/:epic_iid/notes/:note_id/award_emoji, POST /groups/:id/epics/:epic_iid/related_epics, POST /groups/:id/epics/:noteable_id/discussions, POST /groups/:id/epics/:noteable_id/discussions/:discussion_id/notes, POST /groups/:id/epics/:noteable_id/notes, POST /groups/:id/milestones, POST /groups/:id/wiki_pages/:noteable_id/notes',
  delete_work_item:
    'DELETE /projects/:id/boards/:board_id, DELETE /projects/:id/boards/:board_id/lists/:list_id, DELETE /projects/:id/issues/:issue_iid, DELETE /projects/:id/issues/:issue_iid/award_emoji/:award_id, DELETE /projects/:id/issues/:issue_iid/links/:issue_link_id, DELETE /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id, DELETE /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id, DELETE /projects/:id/issues/:noteable_id/notes/:note_id, DELETE /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id, DELETE /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id, DELETE /projects/:id/merge_requests/:noteable_id/notes/:note_id, DELETE /projects/:id/milestones/:milestone_id, DELETE /projects/:id/snippets/:noteable_id/discussions/:discussion_id/notes/:note_id, DELETE /projects/:id/snippets/:noteable_id/notes/:note_id, DELETE /projects/:id/snippets/:snippet_id/award_emoji/:award_id, DELETE /projects/:id/snippets/:snippet_id/notes/:note_id/award_emoji/:award_id, DELETE /projects/:id/wiki_pages/:noteable_id/notes/:note_id, DELETE /groups/:id/(-/)epics/:epic_iid, DELETE /groups/:id/(-/)epics/:epic_iid/epics/:child_epic_id, DELETE /groups/:id/(-/)epics/:epic_iid/issues/:epic_issue_id, DELETE /groups/:id/boards/:board_id, DELETE /groups/:id/boards/:board_id/lists/:list_id, DELETE /groups/:id/epics/:epic_iid/award_emoji/:award_id, DELETE /groups/:id/epics/:epic_iid/notes/:note_id/award_emoji/:award_id, DELETE /groups/:id/epics/:epic_iid/related_epics/:related_epic_link_id, DELETE /groups/:id/epics/:noteable_id/discussions/:discussion_id/notes/:note_id, DELETE /groups/:id/epics/:noteable_id/notes/:note_id, DELETE /groups/:id/milestones/:milestone_id, DELETE /groups/:id/wiki_pages/:noteable_id/notes/:note_id',
  read_work_item:
    'GET /projects/:id/boards, GET /projects/:id/boards/:board_id, GET /projects/:id/boards/:board_id/lists, GET /projects/:id/boards/:board_id/lists/:list_id, GET /projects/:id/issues, GET /projects/:id/issues/:eventable_id/resource_iteration_events, GET /projects/:id/issues/:eventable_id/resource_iteration_events/:event_id, GET /projects/:id/issues/:eventable_id/resource_label_events, GET /projects/:id/issues/:eventable_id/resource_label_events/:event_id, GET /projects/:id/issues/:eventable_id/resource_milestone_events, GET /projects/:id/issues/:eventable_id/resource_milestone_events/:event_id, GET /projects/:id/issues/:eventable_id/resource_state_events, GET /projects/:id/issues/:eventable_id/resource_state_events/:event_id, GET /projects/:id/issues/:eventable_id/resource_weight_events, GET /projects/:id/issues/:eventable_id/resource_weight_events/:event_id, GET /projects/:id/issues/:issue_iid, GET /projects/:id/issues/:issue_iid/award_emoji, GET /projects/:id/issues/:issue_iid/award_emoji/:award_id, GET /projects/:id/issues/:issue_iid/closed_by, GET /projects/:id/issues/:issue_iid/links, GET /projects/:id/issues/:issue_iid/links/:issue_link_id, GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji, GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id, GET /projects/:id/issues/:issue_iid/participants, GET /projects/:id/issues/:issue_iid/related_merge_requests, GET /projects/:id/issues/:issue_iid/time_stats, GET /projects/:id/issues/:issue_iid/user_agent_detail, GET /projects/:id/issues/:noteable_id/discussions, GET /projects/:id/issues/:noteable_id/discussions/:discussion_id, GET /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes, GET /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id, GET /projects/:id/issues/:noteable_id/notes, GET /projects/:id/issues/:noteable_id/notes/:note_id, GET /projects/:id/issues_statistics, GET /projects/:id/iterations, GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events, GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events/:event_id, GET /projects/:id/merge_requests/:eventable_id/resource_state_events, GET /projects/:id/merge_requests/:eventable_id/resource_state_events/:event_id, GET /projects/:id/merge_requests/:merge_request_iid/award_emoji, GET /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id, GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji, GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id, GET /projects/:id/merge_requests/:merge_request_iid/time_stats, GET /projects/:id/merge_requests/:noteable_id/notes, GET /projects/:id/merge_requests/:noteable_id/notes/:note_id, GET /projects/:id/milestones, GET /projects/:id/milestones/:milestone_id, GET /projects/:id/milestones/:milestone_id/burndown_events, GET /projects/:id/milestones/:milestone_id/issues, GET /projects/:id/milestones/:milestone_id/merge_requests, GET /projects/:id/snippets/:noteable_id/discussions, GET /projects/:id/snippets/:noteable_id/discussions/:discussion_id, GET /projects/:id/snippets/:noteable_id/discussions/:discussion_id/notes, GET /projects/:id/snippets/:noteable_id/discussions/:discussion_id/notes/:note_id, GET /projects/:id/snippets/:noteable_id/notes, GET /projects/:id/snippets/:noteable_id/notes/:note_id, GET /projects/:id/snippets/:snippet_id/award_emoji, GET /projects/:id/snippets/:snippet_id/award_emoji/:award_id, GET /projects/:id/snippets/:snippet_id/notes/:note_id/award_emoji, GET /projects/:id/snippets/:snippet_id/notes/:note_id/award_emoji/:award_id, GET /projects/:id/wiki_pages/:noteable_id/notes, GET /projects/:id/wiki_pages/:noteable_id/notes/:note_id, GET /groups/:id/(-/)epics/:epic_iid/epics, GET /groups/:id/-/epics, GET /groups/:id/-/epics/:epic_iid, GET /groups/:id/-/epics/:epic_iid/issues, GET /groups/:id/boards, GET /groups/:id/boards/:board_id, GET /groups/:id/boards/:board_id/lists, GET /groups/:id/boards/:board_id/lists/:list_id, GET /groups/:id/epic_boards, GET /groups/:id/epic_boards/:board_id, GET /groups/:id/epic_boards/:board_id/lists, GET /groups/:id/epic_boards/:board_id/lists/:list_id, GET /groups/:id/epics, GET /groups/:id/epics/:epic_iid, GET /groups/:id/epics/:epic_iid/award_emoji, GET /groups/:id/epics/:epic_iid/award_emoji/:award_id, GET /groups/:id/epics/:epic_iid/issues, GET /groups/:id/epics/:epic_iid/notes/:note_id/award_emoji, GET /groups/:id/epics/:epic_iid/notes/:note_id/award_emoji/:award_id, GET /groups/:id/epics/:epic_iid/related_epics, GET /groups/:id/epics/:eventable_id/resource_label_events, GET /groups/:id/epics/:eventable_id/resource_label_events/:event_id, GET /groups/:id/epics/:eventable_id/resource_state_events, GET /groups/:id/epics/:eventable_id/resource_state_events/:event_id, GET /groups/:id/epics/:noteable_id/discussions, GET /groups/:id/epics/:noteable_id/discussions/:discussion_id, GET /groups/:id/epics/:noteable_id/discussions/:discussion_id/notes, GET /groups/:id/epics/:noteable_id/discussions/:discussion_id/notes/:note_id, GET /groups/:id/epics/:noteable_id/notes, GET /groups/:id/epics/:noteable_id/notes/:note_id, GET /groups/:id/issues, GET /groups/:id/issues_statistics, GET /groups/:id/iterations, GET /groups/:id/milestones, GET /groups/:id/milestones/:milestone_id, GET /groups/:id/milestones/:milestone_id/burndown_events, GET /groups/:id/milestones/:milestone_id/issues, GET /groups/:id/milestones/:milestone_id/merge_requests, GET /groups/:id/related_epic_links, GET /groups/:id/wiki_pages/:noteable_id/notes, GET /groups/:id/wiki_pages/:noteable_id/notes/:note_id, GET /issues, GET /issues_statistics, GET /issues/:id',
  update_work_item:
    'POST /projects/:id/issues/:issue_iid/add_spent_time, POST /projects/:id/issues/:issue_iid/move, POST /projects/:id/issues/:issue_iid/reset_spent_time, POST /projects/:id/issues/:issue_iid/reset_time_estimate, POST /projects/:id/issues/:issue_iid/time_estimate, POST /projects/:id/merge_requests/:merge_request_iid/add_spent_time, POST /projects/:id/merge_requests/:merge_request_iid/reset_spent_time, POST /projects/:id/merge_requests/:merge_request_iid/reset_time_estimate, POST /projects/:id/merge_requests/:merge_request_iid/time_estimate, POST /projects/:id/milestones/:milestone_id/promote, PUT /projects/:id/boards/:board_id, PUT /projects/:id/boards/:board_id/lists/:list_id, PUT /projects/:id/issues/:issue_iid, PUT /projects/:id/issues/:issue_iid/reorder, PUT /projects/:id/issues/:noteable_id/discussions/:discussion_id, PUT /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id, PUT /projects/:id/issues/:noteable_id/notes/:note_id, PUT /projects/:id/merge_requests/:noteable_id/notes/:note_id, PUT /projects/:id/milestones/:milestone_id, PUT /projects/:id/snippets/:noteable_id/discussions/:discussion_id/notes/:note_id, PUT /projects/:id/snippets/:noteable_id/notes/:note_id, PUT /projects/:id/wiki_pages/:noteable_id/notes/:note_id, PUT /groups/:id/(-/)epics/:epic_iid, PUT /groups/:id/(-/)epics/:epic_iid/epics/:child_epic_id, PUT /groups/:id/(-/)epics/:epic_iid/issues/:epic_issue_id, PUT /groups/:id/boards/:board_id, PUT /groups/:id/boards/:board_id/lists/:list_id, PUT /groups/:id/epics/:noteable_id/discussions/:discussion_id, PUT /groups/:id/epics/:noteable_id/discussions/:discussion_id/notes/:note_id, PUT /groups/:id/epics/:noteable_id/notes/:note_id, PUT /groups/:id/milestones/:milestone_id, PUT /groups/:id/wiki_pages/:noteable_id/notes/:note_id',
};
