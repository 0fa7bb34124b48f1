import type { ParamContract } from '../../http/param-contract.js';
import { boolean, date, datetime, hash, integer, list, oneOf, required, sort, string } from './spec.js';

// doc/api/discussions.md, "Create new issue thread", "Create new merge request thread".
const newThread: ParamContract = { body: required(string), created_at: datetime, internal: boolean };

// doc/api/search.md: every search takes a scope and a term; the scopes each level knows are checked by the endpoint.
const search: ParamContract = {
  scope: required(string),
  search: required(string),
  confidential: boolean,
  state: string,
  order_by: oneOf('created_at'),
  sort,
  fields: list,
  search_type: oneOf('basic', 'advanced', 'zoekt'),
};

export const collaborationContracts: Record<string, ParamContract> = {
  'GET /search': search,
  'GET /groups/:id/search': search,
  'GET /projects/:id/search': { ...search, ref: string },
  // GitLab routes `:id/(-/)search`: the same searches under their `/-/` spelling.
  'GET /groups/:id/-/search': search,
  'GET /projects/:id/-/search': { ...search, ref: string },
  // doc/api/members.md, "Add a member to a group or project".
  'POST /projects/:id/members': {
    user_id: string,
    username: string,
    access_level: required(integer),
    expires_at: date,
    invite_source: string,
    member_role_id: integer,
  },
  // doc/api/merge_requests.md, "Merge a merge request".
  'PUT /projects/:id/merge_requests/:merge_request_iid/merge': {
    merge_commit_message: string,
    squash_commit_message: string,
    squash: boolean,
    should_remove_source_branch: boolean,
    merge_when_pipeline_succeeds: boolean,
    auto_merge: boolean,
    sha: string,
  },
  'POST /projects/:id/issues/:issue_iid/discussions': newThread,
  'POST /projects/:id/merge_requests/:merge_request_iid/discussions': {
    ...newThread,
    commit_id: string,
    position: hash,
  },
  // doc/api/discussions.md, "Resolve a merge request thread".
  'PUT /projects/:id/merge_requests/:merge_request_iid/discussions/:discussion_id': {
    resolved: required(boolean),
  },
  // doc/api/issue_links.md, "Create an issue link".
  'POST /projects/:id/issues/:issue_iid/links': {
    target_project_id: required(string),
    target_issue_iid: required(string),
    link_type: oneOf('relates_to', 'blocks', 'is_blocked_by'),
  },
};
