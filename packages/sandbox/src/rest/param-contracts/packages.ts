import type { ParamContract } from '../../http/param-contract.js';
import { boolean, integer, oneOf, sort, string } from './spec.js';

/*
 * doc/api/packages.md ("List packages" of a project and of a group, "List package files") and
 * doc/api/container_registry.md (repositories, and deleting tags in bulk); declared in GitLab's
 * lib/api/project_packages.rb, group_packages.rb, package_files.rb, project_container_repositories.rb,
 * group_container_repositories.rb and container_repositories.rb.
 */

// Packages::Package.package_types.
const packageType = oneOf(
  'maven',
  'npm',
  'conan',
  'nuget',
  'pypi',
  'composer',
  'generic',
  'golang',
  'debian',
  'rubygems',
  'helm',
  'terraform_module',
  'rpm',
  'ml_model',
  'cargo',
);

const packageFilters: ParamContract = {
  sort,
  package_type: packageType,
  package_name: string,
  package_version: string,
  include_versionless: boolean,
  status: oneOf('default', 'hidden', 'processing', 'error', 'pending_destruction', 'deprecated'),
};

// A repository's tags, and their count, on request.
const repositoryDetail: ParamContract = { tags: boolean, tags_count: boolean };

export const packageContracts: Record<string, ParamContract> = {
  'GET /projects/:id/packages': {
    ...packageFilters,
    order_by: oneOf('created_at', 'name', 'version', 'type'),
  },
  'GET /groups/:id/packages': {
    ...packageFilters,
    order_by: oneOf('created_at', 'name', 'version', 'type', 'project_path'),
    exclude_subgroups: boolean,
  },
  'GET /projects/:id/packages/:package_id/package_files': {
    order_by: oneOf('id', 'file_name', 'created_at'),
    sort,
  },
  'GET /projects/:id/registry/repositories': repositoryDetail,
  'GET /registry/repositories/:repository_id': { ...repositoryDetail, size: boolean },
  // "Delete registry repository tags in bulk": which tags go, by name pattern, count and age.
  'DELETE /projects/:id/registry/repositories/:repository_id/tags': {
    name_regex: string,
    name_regex_delete: string,
    name_regex_keep: string,
    keep_n: integer,
    older_than: string,
  },
};
