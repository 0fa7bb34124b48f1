import type { ParamContract } from '../../http/param-contract.js';
import { boolean, integer, list, oneOf, required, sort, string } from './spec.js';

/*
 * What a project's refs and commits are asked and how a merge request is checked: doc/api/repositories.md
 * ("Contributors", "Merge base"), doc/api/commits.md ("List merge requests associated with a commit"),
 * doc/api/branches.md (the legacy "Protect repository branch"), doc/api/merge_trains.md ("List merge requests in a
 * merge train"), doc/api/status_checks.md ("Set status of an external status check"); declared in GitLab's
 * lib/api/repositories.rb, commits.rb, branches.rb and ee/lib/api/merge_trains.rb, status_checks.rb.
 */

export const repositoryRefContracts: Record<string, ParamContract> = {
  'GET /projects/:id/repository/contributors': {
    ref: string,
    order_by: oneOf('email', 'name', 'commits'),
    sort,
  },
  // At least two refs (GitLab's 400 "Provide at least 2 refs" is the handler's), as refs[] or comma-separated.
  'GET /projects/:id/repository/merge_base': { refs: required(list) },
  // A merge request state, matched by the finder (no declared values).
  'GET /projects/:id/repository/commits/:sha/merge_requests': { state: string },
  // Kept for compatibility: the protected branches API replaced it; these two flags are all it takes.
  'PUT /projects/:id/repository/branches/:branch/protect': {
    developers_can_push: boolean,
    developers_can_merge: boolean,
  },
  'GET /projects/:id/merge_trains/:target_branch': { scope: oneOf('active', 'complete'), sort },
  'POST /projects/:id/merge_requests/:merge_request_iid/status_check_responses': {
    external_status_check_id: required(integer),
    sha: required(string),
    status: required(oneOf('passed', 'failed', 'pending')),
  },
};
