import type { ParamContract } from '../../http/param-contract.js';
import { collaborationContracts } from './collaboration.js';
import { boolean, date, integer, integerList, oneOf, required, string } from './spec.js';

/*
 * doc/api/members.md, "List all members of a group or project" (direct and inherited), "Add a member", "Edit a
 * member", "Remove a member"; declared in GitLab's lib/api/members.rb for groups and projects alike (the `state`,
 * `with_saml_identity` and `member_role_id` of Premium from the page).
 */

const memberQuery: ParamContract = {
  query: string,
  user_ids: integerList,
  show_seat_info: boolean,
  state: oneOf('awaiting', 'active'),
};

const directMembers: ParamContract = { ...memberQuery, skip_users: integerList, with_saml_identity: boolean };

const memberUpdate: ParamContract = {
  access_level: required(integer),
  expires_at: date,
  member_role_id: integer,
};

const memberRemoval: ParamContract = { skip_subresources: boolean, unassign_issuables: boolean };

/** The same endpoints under /projects/:id and /groups/:id. */
function memberEndpoints(scope: 'projects' | 'groups'): Record<string, ParamContract> {
  return {
    [`GET /${scope}/:id/members`]: directMembers,
    [`GET /${scope}/:id/members/all`]: memberQuery,
    [`PUT /${scope}/:id/members/:user_id`]: memberUpdate,
    [`DELETE /${scope}/:id/members/:user_id`]: memberRemoval,
  };
}

export const memberContracts: Record<string, ParamContract> = {
  ...memberEndpoints('projects'),
  ...memberEndpoints('groups'),
  // "Add a member to a group or project": the same declaration for groups.
  'POST /groups/:id/members': collaborationContracts['POST /projects/:id/members']!,
};
