/**
 * What one catalog call must put on the wire, checked against the request log of the sandbox: the request the
 * reference catalog (reference/spec/catalog.json, `gitlab`) names, and parameter names that are the action's own
 * (`params` there) or the ones GitLab documents for what the action sends. The entry's template and `send` mapping
 * say exactly which names go, and where (the query of a read or delete, the body of a write).
 */
import { fillTemplate } from '@gitlab-mcp/catalog/run';
import { findAction } from '@gitlab-mcp/catalog/actions';
import type { LoggedRequest } from '@gitlab-mcp/sandbox';
import type { CatalogCall } from './catalog-call.js';
import { REFERENCE_DEVIATIONS, WIRE_NAMES } from './wire-names.js';

/** One line of reference/spec/catalog.json, as far as the wire is concerned. */
export interface ReferenceWire {
  params?: Record<string, string>;
  gitlab?: string | null;
}

/** Names of the call shape that steer pagination; the client sends GitLab's own for them. */
const PAGING = new Set(['page', 'per_page', 'pagination', 'page_token']);
/** What the REST client adds to a list request: offset or keyset page parameters (OF-51, OF-53). */
const CLIENT_PAGING = new Set(['page', 'per_page', 'pagination', 'id_after', 'cursor']);
const SENDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** A parameter's top-level name as GitLab reads it: `iids[]` and `filter[environment_scope]` → `iids`, `filter`. */
function topName(name: string): string {
  const bracket = name.indexOf('[');
  return bracket === -1 ? name : name.slice(0, bracket);
}

function namesOf(request: LoggedRequest): { query: string[]; body: string[] } {
  const body = request.body;
  return {
    query: [...new Set(Object.keys(request.query).map(topName))].sort(),
    body:
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? [...new Set(Object.keys(body).map(topName))].sort()
        : [],
  };
}

/** `GET /projects/{project_id}/milestones` as a pattern of the logged path (`/projects/group%2Fproject/…`). */
function templatePattern(method: string, template: string): (request: LoggedRequest) => boolean {
  const path = new RegExp(
    `^${template
      .split(/\{[a-z_]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
  return (request) => request.method === method && request.surface === 'rest' && path.test(request.path);
}

/** The REST request the reference names for the action, as `{method, template}`; null for GraphQL or none. */
function referenceRequest(id: string, reference: ReferenceWire): { method: string; template: string } | null {
  const named = REFERENCE_DEVIATIONS[id]?.request ?? reference.gitlab;
  if (!named || named.startsWith('GRAPHQL')) return null;
  const space = named.indexOf(' ');
  return { method: named.slice(0, space), template: named.slice(space + 1) };
}

/** Every way the call's requests differ from what the reference and the entry say; empty when none. */
export function wireProblems(
  call: CatalogCall,
  reference: ReferenceWire,
  log: readonly LoggedRequest[],
): string[] {
  const action = findAction(call.action);
  if (!action) return [`${call.action} is not in the catalog`];
  const gitlab = action.gitlab;
  if ('graphql' in gitlab) return [];
  const problems: string[] = [];
  const rest = log.filter((request) => request.surface === 'rest');
  const names = WIRE_NAMES[call.action] ?? {};
  // The one request that carries the action's parameters: its template's, or the one the reference names.
  let main: LoggedRequest | undefined;
  let template: string;
  if ('rest' in gitlab) {
    const params = gitlab.send ? gitlab.send(call.params) : call.params;
    const routed = gitlab.route?.(call.params) ?? gitlab.rest;
    template = routed;
    const filled = fillTemplate(routed, params);
    main = rest.find((request) => request.method === filled.method && request.path === filled.path);
    if (!main) return [`no ${filled.method} ${filled.path} reached GitLab`];
    const expected = Object.keys(filled.rest)
      .filter((name) => !PAGING.has(name))
      .sort();
    const sent = namesOf(main);
    const carrier = SENDS_BODY.has(filled.method) ? sent.body : sent.query;
    const other = SENDS_BODY.has(filled.method) ? sent.query : sent.body;
    const where = SENDS_BODY.has(filled.method) ? 'body' : 'query';
    const got = carrier.filter((name) => !CLIENT_PAGING.has(name) || expected.includes(name));
    if (got.join() !== expected.join())
      problems.push(`${where} names [${got.join(', ')}], the entry's mapping gives [${expected.join(', ')}]`);
    const misplaced = other.filter((name) => !CLIENT_PAGING.has(name));
    if (misplaced.length > 0)
      problems.push(`[${misplaced.join(', ')}] sent in the ${where === 'body' ? 'query' : 'body'}`);
  } else {
    const named = referenceRequest(call.action, reference);
    if (!named) return [];
    template = named.template;
    main = rest.find(templatePattern(named.method, named.template));
    if (!main && !call.isError)
      return [`no ${named.method} ${named.template} (the reference's request) was sent`];
    if (main) {
      const sent = namesOf(main);
      const misplaced = SENDS_BODY.has(main.method) ? sent.query : sent.body;
      if (misplaced.filter((name) => !CLIENT_PAGING.has(name)).length > 0)
        problems.push(
          `[${misplaced.join(', ')}] sent in the ${SENDS_BODY.has(main.method) ? 'query' : 'body'}`,
        );
    }
  }
  // Every name sent is the action's own parameter, or GitLab's name for one (documented in wire-names.ts).
  const own = new Set(Object.keys(reference.params ?? {}));
  const allowed = new Set([
    ...own,
    ...CLIENT_PAGING,
    ...Object.values(names.renamed ?? {}).flat(),
    ...(names.added ?? []),
    ...(names.spread ?? []).flatMap((param) => Object.keys((call.params[param] as object | undefined) ?? {})),
  ]);
  if (main) {
    const sent = namesOf(main);
    const unknown = [...sent.query, ...sent.body].filter((name) => !allowed.has(name));
    if (unknown.length > 0) problems.push(`names neither the action's nor GitLab's: [${unknown.join(', ')}]`);
  }
  // Every parameter given reaches GitLab under its name or GitLab's, unless the server itself uses it.
  if (!call.isError) {
    const onWire = new Set(
      rest.flatMap((request) => {
        const sent = namesOf(request);
        return [...sent.query, ...sent.body];
      }),
    );
    const inPath = new Set([...template.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!));
    const dropped = Object.keys(call.params).filter((param) => {
      if (PAGING.has(param) || inPath.has(param) || names.local?.[param] || names.spread?.includes(param))
        return false;
      const gitlabNames = names.renamed?.[param] ?? [param];
      return !(Array.isArray(gitlabNames) ? gitlabNames : [gitlabNames]).some((name) => onWire.has(name));
    });
    if (dropped.length > 0) problems.push(`given but never sent: [${dropped.join(', ')}]`);
  }
  return problems;
}
