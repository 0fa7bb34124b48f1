import { hasErrorCode } from '@gitlab-mcp/result/errors';
/**
 * Issues 18 and 27: every parameter an action can send must be one GitLab's endpoint declares, and every parameter
 * GitLab requires must be one the action requires. GitLab ignores an undeclared parameter without a word (the user
 * gets an unfiltered or unsorted answer believing it filtered or sorted), and answers a missing required one with a
 * 400 after the call was made; the catalog refuses both before any request instead. GitLab's parameter tables are
 * the sandbox's (packages/sandbox/src/rest/param-contracts, each transcribed from GitLab's REST documentation), read
 * without sending anything; the names an action sends are its template's, after its `send`.
 */
import { inputJsonSchema } from '@gitlab-mcp/catalog';
import type { ActionSpec, JsonSchema, RestTemplate } from '@gitlab-mcp/catalog';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import { fillTemplate } from '@gitlab-mcp/catalog/run';
import { paramTableFor } from '@gitlab-mcp/sandbox';
import type { ParamContract } from '@gitlab-mcp/sandbox';
import { describe, expect, it } from 'vitest';
import { WIRE_NAMES } from './wire-names.js';

/** Names of the call shape that steer pagination: the client sends GitLab's own for them. */
const PAGING = new Set(['page', 'per_page', 'pagination', 'page_token']);
/** What every GitLab endpoint takes besides its table: Sudo and the client's offset or keyset paging. */
const ALWAYS_TAKEN = new Set(['sudo', 'page', 'per_page', 'pagination', 'id_after', 'id_before', 'cursor']);
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** A value of the parameter's published type, so `send` maps it as it would a caller's. */
function sample(property: JsonSchema | undefined): unknown {
  if (property === undefined) return 'x';
  // The last value: the first of an access level is often 0 (no access), which some entries refuse.
  if (Array.isArray(property.enum)) return property.enum.at(-1);
  if (Array.isArray(property.anyOf)) return sample((property.anyOf as JsonSchema[])[0]);
  if (property.type === 'integer' || property.type === 'number') return 1;
  if (property.type === 'boolean') return true;
  if (property.type === 'array') return [sample(property.items as JsonSchema | undefined)];
  if (property.type === 'object') return {};
  return 'x';
}

/** A parameter's top-level name as GitLab reads it: `not[labels]` → `not`. */
const topName = (name: string) => name.split('[')[0]!;

/** One REST request an action makes: its template, the names it carries, GitLab's table for it. */
interface Request {
  template: RestTemplate;
  pathParams: readonly string[];
  /** The names the request carries (GitLab's top-level names; path parameters left out). */
  sent: readonly string[];
  /** GitLab's table, as the sandbox routes the request; undefined when it has none. */
  gitlab: { route: string; table: ParamContract } | undefined;
}

/** A REST action's published parameters, and the request it makes for some of them. */
interface RestAction {
  action: ActionSpec;
  properties: Record<string, JsonSchema>;
  required: readonly string[];
  /** The request for these params; `mapped: false` leaves `send` out (for a send that refuses a sample). */
  request: (params: Record<string, unknown>, mapped?: boolean) => Request;
}

function restAction(action: ActionSpec): RestAction | null {
  const gitlab = action.gitlab;
  if (!('rest' in gitlab)) return null;
  const schema = inputJsonSchema(action.input);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const request = (params: Record<string, unknown>, mapped = true): Request => {
    const template = gitlab.route?.(params) ?? gitlab.rest;
    const pathParams = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    // Every path parameter filled, given or not, so the request routes as a caller's would.
    const args = {
      ...Object.fromEntries(pathParams.map((name) => [name, sample(properties[name])])),
      ...params,
    };
    const filled = fillTemplate(template, gitlab.send && mapped ? gitlab.send(args) : args);
    return {
      template,
      pathParams,
      sent: Object.keys(filled.rest).map(topName),
      gitlab: paramTableFor(filled.method, filled.path.replace(/^\/api\/v4/, '')),
    };
  };
  // What the entry refuses to send without (`requires`) is required as much as what its schema requires.
  const required = [
    ...new Set([...((schema.required ?? []) as string[]), ...(action.requires?.params ?? [])]),
  ];
  return { action, properties, required, request };
}

/** The request giving `param` makes, and the names it adds there: GitLab's for it (`order_by` → `order`), or none. */
function namesFor(rest: RestAction, param: string): { request: Request; names: string[] } {
  const others = Object.fromEntries(
    rest.required.filter((name) => name !== param).map((name) => [name, sample(rest.properties[name])]),
  );
  const given = { ...others, [param]: sample(rest.properties[param]) };
  // A `send` that needs more than the required params to map: the documented mapping, or the name itself.
  const documented = () => {
    const renamed = WIRE_NAMES[rest.action.id]?.renamed?.[param];
    return { request: rest.request(given, false), names: renamed === undefined ? [param] : [renamed].flat() };
  };
  let without: Request;
  try {
    without = rest.request(others);
  } catch {
    return documented();
  }
  try {
    const request = rest.request(given);
    return { request, names: request.sent.filter((name) => !without.sent.includes(name)) };
  } catch (error) {
    // Refused by the entry's own send when given (a project search's ref without a project): nothing is sent.
    return hasErrorCode(error, 'action_outcome') ? { request: without, names: [] } : documented();
  }
}

const REST_ACTIONS = ACTIONS.map(restAction).filter((rest): rest is RestAction => rest !== null);

/** Params the action's wire table (wire-names.ts) says it uses itself or spreads, so no name of theirs is fixed. */
function ownOrSpread(id: string, param: string): boolean {
  const names = WIRE_NAMES[id];
  return names?.local?.[param] !== undefined || (names?.spread ?? []).includes(param);
}

describe("the catalog's REST actions against GitLab's parameter tables", () => {
  it('send no parameter name GitLab does not declare for the endpoint (an unsupported one is refused instead)', () => {
    const offenders: string[] = [];
    for (const rest of REST_ACTIONS) {
      const refused = rest.action.unsupported?.params ?? {};
      for (const param of Object.keys(rest.properties)) {
        if (PAGING.has(param) || param in refused || ownOrSpread(rest.action.id, param)) continue;
        const { request, names } = namesFor(rest, param);
        if (request.pathParams.includes(param)) continue;
        if (request.gitlab === undefined) {
          offenders.push(`${rest.action.id}: no GitLab table for ${request.template}`);
          break;
        }
        const { route, table } = request.gitlab;
        const undeclared = names.filter((name) => !ALWAYS_TAKEN.has(name) && table[name] === undefined);
        if (undeclared.length > 0)
          offenders.push(`${rest.action.id}: ${param} → ${undeclared.join(', ')} (${route})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("require every parameter GitLab requires (GitLab's own words: `<name> is missing`)", () => {
    const offenders: string[] = [];
    for (const rest of REST_ACTIONS) {
      // What a call always sends: its required params' names, and what `send` adds by itself (a path from a name).
      let request: Request;
      try {
        request = rest.request(
          Object.fromEntries(rest.required.map((name) => [name, sample(rest.properties[name])])),
        );
      } catch (error) {
        offenders.push(`${rest.action.id}: refuses its own required params (${String(error)})`);
        continue;
      }
      if (request.gitlab === undefined) continue;
      const { route, table } = request.gitlab;
      const missing = Object.entries(table)
        .filter(([name, spec]) => spec.required === true && !request.sent.includes(name))
        .map(([name]) => name);
      if (missing.length > 0) offenders.push(`${rest.action.id}: ${missing.join(', ')} (${route})`);
    }
    expect(offenders).toEqual([]);
  });
});
