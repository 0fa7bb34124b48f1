import { GITLAB_REST_PERMISSIONS, gitlabRestPermission } from '@gitlab-mcp/gitlab-authz';
import type { ActionSpec } from './action.js';
import { domainOf } from './action-id.js';

/**
 * A GraphQL action's permission: GitLab's page for GraphQL is not transcribed here, so the REST permission of the
 * same resource stands for it when GitLab defines one by that name, and none otherwise.
 */
const RESOURCE_OF_DOMAIN: Readonly<Record<string, string>> = {
  issue: 'work_item',
  repository: 'repository',
  mr_review: 'merge_request',
  search: 'project',
  ci_variable: 'variable',
  feature_flags: 'feature_flag',
};

function graphqlPermission(action: ActionSpec): string | null {
  const domain = domainOf(action.id);
  const resource = RESOURCE_OF_DOMAIN[domain] ?? domain;
  const { readOnly, destructive, idempotent } = action.classification;
  const verb = readOnly ? 'read' : destructive ? 'delete' : idempotent ? 'update' : 'create';
  const name = `${verb}_${resource}`;
  return name in GITLAB_REST_PERMISSIONS ? name : null;
}

/**
 * What a fine-grained token must have been granted to run this action, in GitLab's words
 * (https://docs.gitlab.com/auth/tokens/fine_grained_access_tokens_rest/): a permission name, null when GitLab opens
 * the endpoint to no fine-grained token, or undefined when it needs none (a public endpoint, or the action asks
 * GitLab nothing of its own).
 */
export function fineGrainedPermission(action: ActionSpec): string | null | undefined {
  if (action.permission !== undefined) return action.permission;
  const call = action.gitlab;
  if ('local' in call) return undefined;
  if ('graphql' in call) return graphqlPermission(action);
  return gitlabRestPermission(call.rest);
}

/** Actions GitLab names in more than one word (`disable_two_factor_user`, `renew_secret_oauth_application`). */
const LONG_VERBS = ['disable_two_factor', 'renew_secret'];
/** Words GitLab's page writes in capitals or its own casing ("GPG Key", "OAuth Application", "CI Config"). */
const SPELLED: Readonly<Record<string, string>> = {
  ci: 'CI',
  gpg: 'GPG',
  ssh: 'SSH',
  ldap: 'LDAP',
  saml: 'SAML',
  scim: 'SCIM',
  oauth: 'OAuth',
  url: 'URL',
  sbom: 'SBOM',
};

/** A permission in the words of GitLab's token-creation page: `read_merge_request` → `Merge Request: Read`. */
export function permissionWords(permission: string): string {
  const verb = LONG_VERBS.find((long) => permission.startsWith(`${long}_`)) ?? permission.split('_')[0]!;
  const resource = permission.slice(verb.length + 1).split('_');
  const title = (word: string) => SPELLED[word] ?? word.charAt(0).toUpperCase() + word.slice(1);
  return `${resource.map(title).join(' ')}: ${verb.split('_').map(title).join(' ')}`;
}
