import type { ActionSpec } from '@gitlab-mcp/catalog';

/** A URL path segment that a URL parser folds away, so a value carrying it leaves the object it names. */
export const isDotSegment = (segment: string) => segment === '.' || segment === '..';

/** The REST template of an action that sends one request from a fixed template; null for local and routed calls. */
export function fixedTemplateOf(action: ActionSpec): string | null {
  const call = action.gitlab;
  if (!('rest' in call) || call.route) return null;
  return call.rest.slice(call.rest.indexOf(' ') + 1);
}

/** A template as a pattern over raw request paths: each `{name}` is one segment that is not a dot segment. */
export function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => (/^\{[a-z_]+\}$/.test(segment) ? '(?!\\.\\.?/|\\.\\.?$)[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}(?:/|$)`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the catalog's requests may go: the first path segment of every template (`/projects`, `/groups`, `/user`…)
 * plus GraphQL. A request whose path starts elsewhere left the API the server models, e.g. `/projects/../x`.
 */
export function knownRoots(actions: readonly ActionSpec[]): Set<string> {
  // GraphQL (`/api/graphql`), and the instance-wide paths local calls build in code (`server.status`, sidekiq).
  const roots = new Set(['api', 'version', 'sidekiq']);
  for (const action of actions) {
    const call = action.gitlab;
    if ('rest' in call) roots.add(call.rest.split(' ')[1]!.split('/')[1]!);
  }
  return roots;
}

/** Why a request path the sandbox logged escapes what was asked for, or null when it does not. */
export function escapeIn(path: string, roots: ReadonlySet<string>, expected: RegExp | null): string | null {
  const segments = path.split('/');
  if (segments.some(isDotSegment)) return `a dot segment reached GitLab: ${path}`;
  if (!roots.has(segments[1] ?? '')) return `the path left the API the catalog models: ${path}`;
  if (expected && !expected.test(path))
    return `the path does not fill the action's template ${expected.source}: ${path}`;
  return null;
}
