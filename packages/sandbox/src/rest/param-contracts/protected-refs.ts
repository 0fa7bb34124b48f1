import type { ParamContract, ParamSpec } from '../../http/param-contract.js';
import { boolean, hashList, required, string } from './spec.js';

/*
 * doc/api/protected_branches.md, doc/api/group_protected_branches.md, doc/api/protected_tags.md; declared in GitLab's
 * lib/api/protected_branches.rb, ee/lib/api/group_protected_branches.rb, lib/api/protected_tags.rb with the lists of
 * users, groups and deploy keys of lib/api/helpers/protected_branches_helpers.rb (arrays of hashes).
 */

// ProtectedBranch::PushAccessLevel / MergeAccessLevel.allowed_access_levels: no one, developer, maintainer, admin.
const accessLevel: ParamSpec = { type: 'integer', values: ['0', '30', '40', '60'] };
// Unprotecting needs at least a developer.
const unprotectAccessLevel: ParamSpec = { type: 'integer', values: ['30', '40', '60'] };

/** Who may push, merge and unprotect, beyond the role levels. */
const branchAccess: ParamContract = {
  allow_force_push: boolean,
  allowed_to_push: hashList,
  allowed_to_merge: hashList,
  allowed_to_unprotect: hashList,
  code_owner_approval_required: boolean,
};

const branchProtection: ParamContract = {
  ...branchAccess,
  name: required(string),
  push_access_level: accessLevel,
  merge_access_level: accessLevel,
  unprotect_access_level: unprotectAccessLevel,
};

export const protectedRefContracts: Record<string, ParamContract> = {
  'GET /projects/:id/protected_branches': { search: string },
  'POST /projects/:id/protected_branches': branchProtection,
  // "Update a protected branch": the branch is named in the path; there is no renaming.
  'PATCH /projects/:id/protected_branches/:name': branchAccess,
  'GET /groups/:id/protected_branches': { search: string },
  'POST /groups/:id/protected_branches': branchProtection,
  'PATCH /groups/:id/protected_branches/:name': branchAccess,
  'POST /projects/:id/protected_tags': {
    name: required(string),
    create_access_level: accessLevel,
    allowed_to_create: hashList,
  },
};
