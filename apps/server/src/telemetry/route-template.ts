/**
 * Which catalog REST template a request's path filled in: a span names the route (`/projects/{project_id}/issues`),
 * never the path with its IDs, branch names and file paths. A path no known template matches is `other`, so an
 * unmatched request records nothing of what was in it.
 */
export const UNMATCHED_ROUTE = 'other';

interface Route {
  method: string;
  template: string;
  segments: readonly RegExp[];
  /** Literal segments: where two templates match, the more literal one is the route (`/user` over `/{x}`). */
  literals: number;
}

/** The templates seen so far (`GET /projects/{project_id}`), at most one entry per catalog action. */
export class RouteTemplates {
  private readonly routes = new Map<string, Route>();

  add(restTemplate: string): void {
    if (this.routes.has(restTemplate)) return;
    const [method, template] = restTemplate.split(' ', 2);
    if (!method || !template) return;
    const parts = template.split('/').slice(1);
    this.routes.set(restTemplate, {
      method,
      template,
      segments: parts.map(segmentPattern),
      literals: parts.filter((part) => !part.includes('{')).length,
    });
  }

  /** The route of `path` (as sent, with or without the `/api/v4` prefix), trying `preferred` templates first. */
  match(method: string, path: string, preferred: readonly string[] = []): string {
    const segments = apiPath(path).split('/').slice(1);
    for (const restTemplate of preferred) {
      this.add(restTemplate);
      const route = this.routes.get(restTemplate);
      if (route && matches(route, method, segments)) return route.template;
    }
    let best: Route | undefined;
    for (const route of this.routes.values())
      if (matches(route, method, segments) && (!best || route.literals > best.literals)) best = route;
    return best?.template ?? UNMATCHED_ROUTE;
  }
}

/** The path under the API root: `/gitlab/api/v4/projects/1`, `//projects/1` and `/projects/1` are `/projects/1`. */
function apiPath(path: string): string {
  const bare = (path.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  const root = bare.indexOf('/api/v4/');
  return root === -1 ? bare : bare.slice(root + '/api/v4'.length);
}

function matches(route: Route, method: string, segments: readonly string[]): boolean {
  return (
    route.method === method &&
    route.segments.length === segments.length &&
    route.segments.every((pattern, index) => pattern.test(segments[index]!))
  );
}

/** A template segment as a pattern: `{name}` is one non-empty segment (a value with `/` arrives as %2F). */
function segmentPattern(part: string): RegExp {
  const source = part
    .split(/(\{[a-z_]+\})/)
    .map((piece) => (/^\{[a-z_]+\}$/.test(piece) ? '[^/]+' : piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
