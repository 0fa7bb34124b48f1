import type { ParamContract } from '../../http/param-contract.js';
import { file, oneOf, required, string } from './spec.js';

/*
 * Who may push and delete packages and container images, and a generic package's upload:
 * doc/api/project_packages_protection_rules.md, container_repository_protection_rules.md,
 * container_repository_tag_protection_rules.md ("Create …", "Update …"), doc/api/packages/generic_packages.md
 * ("Publish a package file"); declared in GitLab's lib/api/project_packages_protection_rules.rb,
 * project_container_registry_protection_rules.rb, project_container_registry_protection_tag_rules.rb and
 * generic_packages.rb, with the values of the models' enums (Packages::Protection::Rule,
 * ContainerRegistry::Protection::Rule and TagRule).
 */

// Packages::Protection::Rule.package_types: the formats a rule can protect.
const protectedPackageType = oneOf('conan', 'generic', 'helm', 'maven', 'npm', 'nuget', 'pypi');
const pushAccess = oneOf('maintainer', 'owner', 'admin');
// A package's deletion is protected from owner up; a container's from maintainer up.
const packageDeleteAccess = oneOf('owner', 'admin');

// "At least one of" the two levels is the rule's own validation (422), not a declared requirement.
const packageRule: ParamContract = {
  package_name_pattern: string,
  package_type: protectedPackageType,
  minimum_access_level_for_push: pushAccess,
  minimum_access_level_for_delete: packageDeleteAccess,
};

const containerAccess: ParamContract = {
  minimum_access_level_for_push: pushAccess,
  minimum_access_level_for_delete: pushAccess,
};

export const registryProtectionContracts: Record<string, ParamContract> = {
  'POST /projects/:id/packages/protection/rules': {
    ...packageRule,
    package_name_pattern: required(string),
    package_type: required(protectedPackageType),
  },
  'PATCH /projects/:id/packages/protection/rules/:package_protection_rules_id': packageRule,
  'POST /projects/:id/registry/protection/repository/rules': {
    ...containerAccess,
    repository_path_pattern: required(string),
  },
  'PATCH /projects/:id/registry/protection/repository/rules/:registry_repository_rules_id': {
    ...containerAccess,
    repository_path_pattern: string,
  },
  // A tag rule names both levels on creation.
  'POST /projects/:id/registry/protection/tag/rules': {
    tag_name_pattern: required(string),
    minimum_access_level_for_push: required(pushAccess),
    minimum_access_level_for_delete: required(pushAccess),
  },
  'PATCH /projects/:id/registry/protection/tag/rules/:registry_tag_rules_id': {
    ...containerAccess,
    tag_name_pattern: string,
  },
  // The file is the request body, which Workhorse hands GitLab as `file` (so no client names it).
  'PUT /projects/:id/packages/generic/:package_name/:package_version/:file_name': {
    file,
    status: oneOf('default', 'hidden'),
    select: oneOf('package_file'),
  },
};
