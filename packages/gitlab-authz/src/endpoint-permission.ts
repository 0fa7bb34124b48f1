import { GITLAB_ALWAYS_ACCESSIBLE, GITLAB_REST_PERMISSIONS } from './rest-permissions.js';

/** One endpoint of GitLab's table as a pattern over request paths and path templates alike. */
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

/** Where an endpoint is filed: its method and first path segment, fixed text in GitLab's paths and requests alike. */
const bucketOf = (endpoint: string) => endpoint.split('/', 2).join('/');

/** The endpoints of a table by bucket, so that a lookup tries a few dozen patterns, not a thousand. */
function patterns(table: Readonly<Record<string, string>>): ReadonlyMap<string, EndpointPattern[]> {
  const byBucket = new Map<string, EndpointPattern[]>();
  for (const [permission, endpoints] of Object.entries(table)) {
    for (const endpoint of endpoints.split(', ')) {
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

/**
 * The fine-grained permission GitLab checks on a REST endpoint, given as `METHOD /path` below /api/v4: a request
 * (`GET /projects/42/issues`) or a template whose placeholders stand for one segment each
 * (`GET /projects/{project_id}/issues`); both give `read_work_item`. Undefined when the endpoint is always
 * accessible (it needs no permission); null when GitLab's page does not list it, so no fine-grained token reaches it.
 */
export function gitlabRestPermission(endpoint: string): string | null | undefined {
  const request = endpoint.replace(/\/\/+/g, '/');
  const bucket = bucketOf(request);
  if ((ALWAYS_ACCESSIBLE.get(bucket) ?? []).some(({ pattern }) => pattern.test(request))) return undefined;
  const matches = (GITLAB_ENDPOINTS.get(bucket) ?? []).filter(({ pattern }) => pattern.test(request));
  const best = Math.max(...matches.map(({ literal }) => literal));
  return matches.find(({ literal }) => literal === best)?.permission ?? null;
}
