import type { ParamContract } from '../../http/param-contract.js';
import { JOB_STATUSES } from './ci.js';
import { datetime, hashList, integer, oneOf, required, sort, string } from './spec.js';

/*
 * Pipelines' names, a schedule's pipelines, resource groups, protected environments and storage moves:
 * doc/api/pipelines.md ("Update pipeline metadata"), doc/api/pipeline_schedules.md ("Get all pipelines triggered by
 * a pipeline schedule"), doc/api/resource_groups.md ("Edit an existing resource group"),
 * doc/api/protected_environments.md ("Protect a single environment", "Update a protected environment"),
 * doc/api/project_repository_storage_moves.md ("Schedule a repository storage move for a project"); declared in
 * GitLab's lib/api/ci/pipelines.rb, ci/pipeline_schedules.rb, ci/resource_groups.rb,
 * ee/lib/api/protected_environments.rb and lib/api/project_repository_storage_moves.rb.
 */

// The deployers and approvers: arrays of hashes, each a user_id, group_id or access_level (and group_inheritance_type;
// approvers also required_approvals, and id/_destroy to change one on update).
const environmentProtection: ParamContract = {
  deploy_access_levels: hashList,
  approval_rules: hashList,
  // Deprecated: GitLab answers 422 when it is above 0.
  required_approval_count: integer,
};

export const ciSettingContracts: Record<string, ParamContract> = {
  'PUT /projects/:id/pipelines/:pipeline_id/metadata': { name: required(string) },
  // The pipeline list's filters (Ci::PipelinesFinder::ALLOWED_SCOPES, Ci::HasStatus::AVAILABLE_STATUSES).
  'GET /projects/:id/pipeline_schedules/:pipeline_schedule_id/pipelines': {
    scope: oneOf('running', 'pending', 'finished', 'branches', 'tags'),
    status: oneOf(...JOB_STATUSES),
    updated_before: datetime,
    updated_after: datetime,
    created_before: datetime,
    created_after: datetime,
    sort,
  },
  // Ci::ResourceGroup.process_modes.
  'PUT /projects/:id/resource_groups/:key': {
    process_mode: oneOf('unordered', 'oldest_first', 'newest_first', 'newest_ready_first'),
  },
  'POST /projects/:id/protected_environments': {
    ...environmentProtection,
    name: required(string),
    deploy_access_levels: required(hashList),
  },
  // The environment is named by the path; GitLab renames nothing here.
  'PUT /projects/:id/protected_environments/:environment': environmentProtection,
  'POST /projects/:id/repository_storage_moves': { destination_storage_name: string },
};
