import type { ActionSpec } from './action.js';
import { domainOf } from './action-id.js';
import { GITLAB_ALWAYS_ACCESSIBLE, GITLAB_REST_PERMISSIONS } from './fine-grained-rest.js';

/** One endpoint of GitLab's table as a pattern over the catalog's templates (`{project_id}` fills `:id`). */
interface EndpointPattern {
  permission: string;
  pattern: RegExp;
  /** Fixed text in GitLab's path: `/branches/protected` is preferred to `/branches/:branch`. */
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^$|[\]\\]/g, '\\$&');

/** GitLab's path syntax (Grape): `:name` one segment, `*name` one or more, `(-/)` and `(*path/)` optional. */
function endpointPattern(endpoint: string): RegExp {
  const [method = '', path = ''] = endpoint.split(' ');
  const source = escapeRegExp(path)
    .replace(/\\?\(-\/\\?\)/g, '(?:-/)?')
    .replace(/\\?\(\*[a-z_]+\/\\?\)/g, '(?:[^/]+/)*')
    .replace(/\*[a-z_]+/g, '[^/]+(?:/[^/]+)*')
    .replace(/:[a-z_]+/g, '[^/]+');
  return new RegExp(`^${method} ${source}$`);
}

/** Where an endpoint is filed: its method and first path segment, fixed text in GitLab's paths and ours alike. */
const bucketOf = (endpoint: string) => endpoint.split('/', 2).join('/');

/** The endpoints of a table by bucket, so that a lookup tries a few dozen patterns, not a thousand. */
function patterns(table: Readonly<Record<string, string>>): ReadonlyMap<string, EndpointPattern[]> {
  const byBucket = new Map<string, EndpointPattern[]>();
  for (const [permission, endpoints] of Object.entries(table)) {
    for (const endpoint of endpoints.split(' | ')) {
      const bucket = byBucket.get(bucketOf(endpoint)) ?? [];
      bucket.push({
        permission,
        pattern: endpointPattern(endpoint),
        literal: endpoint.replace(/[:*][a-z_]+/g, '').length,
      });
      byBucket.set(bucketOf(endpoint), bucket);
    }
  }
  return byBucket;
}

const GITLAB_ENDPOINTS = patterns(GITLAB_REST_PERMISSIONS);
const ALWAYS_ACCESSIBLE = patterns({ none: GITLAB_ALWAYS_ACCESSIBLE });

/** The permission GitLab checks on a REST template (`GET /projects/{project_id}/issues` → `read_work_item`). */
export function gitlabRestPermission(template: string): string | null | undefined {
  const request = template.replace(/\/\/+/g, '/');
  const bucket = bucketOf(request);
  if ((ALWAYS_ACCESSIBLE.get(bucket) ?? []).some(({ pattern }) => pattern.test(request))) return undefined;
  const matches = (GITLAB_ENDPOINTS.get(bucket) ?? []).filter(({ pattern }) => pattern.test(request));
  const best = Math.max(...matches.map(({ literal }) => literal));
  return matches.find(({ literal }) => literal === best)?.permission ?? null;
}

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
