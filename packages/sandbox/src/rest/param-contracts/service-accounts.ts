import type { ParamContract } from '../../http/param-contract.js';
import { rotation, tokenFilters } from './access.js';
import { date, hash, integer, list, oneOf, required, sort, string } from './spec.js';

/*
 * Service accounts, cluster agents and imports: doc/api/service_accounts.md (instance,
 * group and project service accounts and their personal access tokens), doc/api/groups.md "List all personal access
 * tokens for a group" (credentials), doc/api/cluster_agents.md, doc/api/import.md; declared in
 * GitLab's ee/lib/api/service_accounts.rb, group_service_accounts.rb, project_service_accounts.rb,
 * ee/lib/api/manage/groups.rb, lib/api/clusters/agents.rb, agent_tokens.rb, import_github.rb, import_bitbucket.rb,
 * and import_bitbucket_server.rb.
 */

const serviceAccount: ParamContract = { name: string, username: string, email: string };

const serviceAccountList: ParamContract = { order_by: oneOf('id', 'username'), sort };

// "Create a personal access token for a service account".
const serviceAccountToken: ParamContract = {
  name: required(string),
  scopes: required(list),
  expires_at: date,
  description: string,
};

/** The same endpoints under /groups/:id and /projects/:id. */
function serviceAccountEndpoints(scope: 'projects' | 'groups'): Record<string, ParamContract> {
  const base = `/${scope}/:id/service_accounts`;
  return {
    [`GET ${base}`]: serviceAccountList,
    [`POST ${base}`]: serviceAccount,
    [`PATCH ${base}/:service_account_id`]: serviceAccount,
    [`GET ${base}/:service_account_id/personal_access_tokens`]: { ...tokenFilters, user_id: integer },
    [`POST ${base}/:service_account_id/personal_access_tokens`]: serviceAccountToken,
    [`POST ${base}/:service_account_id/personal_access_tokens/:token_id/rotate`]: rotation,
  };
}

const timeoutStrategy = oneOf('optimistic', 'pessimistic');

export const serviceAccountContracts: Record<string, ParamContract> = {
  'GET /service_accounts': serviceAccountList,
  'POST /service_accounts': serviceAccount,
  'PATCH /service_accounts/:service_account_id': serviceAccount,
  ...serviceAccountEndpoints('groups'),
  ...serviceAccountEndpoints('projects'),
  'GET /groups/:id/manage/personal_access_tokens': tokenFilters,
  'POST /projects/:id/cluster_agents': { name: required(string) },
  'POST /projects/:id/cluster_agents/:agent_id/tokens': { name: required(string), description: string },
  // doc/api/import.md: "Import repository from GitHub", "Import repository from Bitbucket Cloud / Server".
  'POST /import/github': {
    personal_access_token: required(string),
    repo_id: required(integer),
    target_namespace: required(string),
    new_name: string,
    github_hostname: string,
    optional_stages: hash,
    timeout_strategy: timeoutStrategy,
    pagination_limit: integer,
  },
  'POST /import/github/gists': { personal_access_token: required(string) },
  'POST /import/bitbucket': {
    repo_path: required(string),
    target_namespace: required(string),
    new_name: string,
    bitbucket_username: string,
    bitbucket_app_password: string,
    bitbucket_email: string,
    bitbucket_api_token: string,
  },
  'POST /import/bitbucket_server': {
    bitbucket_server_url: required(string),
    bitbucket_server_username: required(string),
    personal_access_token: required(string),
    bitbucket_server_project: required(string),
    bitbucket_server_repo: required(string),
    new_name: string,
    new_namespace: string,
    timeout_strategy: timeoutStrategy,
  },
};
