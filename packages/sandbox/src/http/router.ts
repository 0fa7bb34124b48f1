import type { Tier } from '../types.js';
import type { RouteParamContract } from './param-contract.js';
import type { SandboxState } from '../store/state.js';
import type { AuthContext, SandboxRequest } from './request.js';
import type { SandboxResponse } from './response.js';
import { handleGraphql } from '../graphql/index.js';

/** What a REST handler receives. */
export interface RouteContext {
  state: SandboxState;
  req: SandboxRequest;
  /** Path parameters, URL-decoded (`group%2Fproject` → `group/project`). */
  params: Record<string, string>;
  auth: AuthContext;
}

export type Handler = (ctx: RouteContext) => SandboxResponse | Promise<SandboxResponse>;

/** One REST endpoint: method, a pattern relative to /api/v4 ('/projects/:id/repository/branches/:branch'), handler. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  handler: Handler;
  /** Admin-only endpoint (403 for other users and for tokens without admin_mode). */
  admin?: boolean;
  /** Lowest licence tier that has the endpoint; lower tiers answer 404 as GitLab does for unlicensed features. */
  tier?: Tier;
  /** The parameters GitLab declares for the endpoint; when known, checked and filtered before the handler runs. */
  params?: RouteParamContract;
}

/** GraphQL's entry point, exported by src/graphql/index.ts as `handleGraphql`. */
export type GraphqlHandler = (
  state: SandboxState,
  req: SandboxRequest,
) => SandboxResponse | Promise<SandboxResponse>;

// The GraphQL route (POST /api/graphql, and GET with a `query` parameter): dispatch.ts sends those requests here,
// after checking any credential they carry.
export const graphqlHandler: GraphqlHandler | undefined = handleGraphql;

interface CompiledRoute {
  route: Route;
  segments: { literal?: string; param?: string }[];
  /** Literal segments rank above parameters, so '/personal_access_tokens/self' wins over '/:id'. */
  rank: string;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The REST routing table: patterns matched segment by segment on the raw (still percent-encoded) path. */
export class Router {
  private readonly compiled: CompiledRoute[] = [];

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      const segments = route.pattern
        .split('/')
        .filter((part) => part.length > 0)
        .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }));
      const rank = segments.map((segment) => (segment.literal === undefined ? '0' : '1')).join('');
      this.compiled.push({ route, segments, rank });
    }
  }

  /** The best route for a method and a raw path after /api/v4; undefined when none matches (GitLab's 404). */
  match(method: string, rawPath: string): RouteMatch | undefined {
    const parts = rawPath.split('/').filter((part) => part.length > 0);
    let best: { compiled: CompiledRoute; params: Record<string, string> } | undefined;
    for (const compiled of this.compiled) {
      if (compiled.route.method !== method || compiled.segments.length !== parts.length) continue;
      const params = matchSegments(compiled, parts);
      if (params === undefined) continue;
      if (best === undefined || compiled.rank > best.compiled.rank) best = { compiled, params };
    }
    return best === undefined ? undefined : { route: best.compiled.route, params: best.params };
  }

  /** Every route, for documentation and tests. */
  routes(): readonly Route[] {
    return this.compiled.map((compiled) => compiled.route);
  }
}

function matchSegments(compiled: CompiledRoute, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index += 1) {
    const segment = compiled.segments[index]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(parts[index]!);
    } catch {
      return undefined;
    }
    if (segment.literal !== undefined) {
      if (segment.literal !== decoded) return undefined;
    } else {
      params[segment.param!] = decoded;
    }
  }
  return params;
}
