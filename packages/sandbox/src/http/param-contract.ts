import { ApiError } from './errors.js';
import { isUploadedFile } from './multipart.js';

/*
 * What GitLab's API (Grape) checks before an endpoint runs: each declared parameter's presence (`requires`), its
 * type (coercion) and its allowed values. A failure is a 400 naming the parameter in Grape's wording, all failures
 * joined with ", ": `title is missing`, `iids is invalid`, `state does not have a valid value`. Parameters an endpoint
 * does not declare are ignored by GitLab (its handlers read `declared(params)`), so the sandbox drops them before the
 * handler runs: nothing undeclared can be stored or echoed back.
 */

/**
 * A parameter's declared type, as GitLab's REST documentation names it: `list` is GitLab's comma-separated-or-array
 * coercion (`labels=bug,ui` or `labels[]=bug`), `integer list` the same for IDs (`iids[]`, `assignee_ids`), and
 * `id or None/Any` a user or item ID filter that also takes `None` or `Any` (`assignee_id=None`), `hash list`
 * GitLab's array of hashes (a pipeline's `variables`), `file` a part of a multipart form (Workhorse's upload: an
 * avatar), `integer or hash` a count given once for all or per key (an Elasticsearch index's shards), `integer or
 * string` either scalar (a feature flag's gate value: `true`, `false` or a percentage; Grape's String takes a JSON
 * boolean as its text).
 */
export type ParamType =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'list'
  | 'integer list'
  | 'id or None/Any'
  | 'integer or hash'
  | 'integer or string'
  | 'hash'
  | 'hash list'
  | 'file';

export interface ParamSpec {
  type: ParamType;
  required?: boolean;
  /** The allowed values (Grape's `values:`); for lists, of each element. */
  values?: readonly string[];
  /**
   * A hash's own declared keys (Grape's block of `requires`/`optional` under a Hash parameter), checked and named
   * as `name[key]`: `platform_kubernetes_attributes[token] is missing`.
   */
  keys?: ParamContract;
}

/** The parameters one endpoint declares, by name. */
export type ParamContract = Readonly<Record<string, ParamSpec>>;

/**
 * Declarations chosen by the value of one path parameter: where GitLab declares a separate endpoint per value
 * (`PUT /projects/:id/integrations/slack`, `…/jira`, each integration with its own settings), the value picks the
 * table, and a value without one is a path GitLab does not route.
 */
export interface ParamContractsByPathParam {
  readonly byPathParam: string;
  readonly contracts: Readonly<Record<string, ParamContract>>;
}

/** What a route declares: one table, or one per value of a path parameter. */
export type RouteParamContract = ParamContract | ParamContractsByPathParam;

// A ParamContract's values are ParamSpec objects, so a string `byPathParam` can only be the keyed form.
function isByPathParam(declared: RouteParamContract): declared is ParamContractsByPathParam {
  return typeof declared.byPathParam === 'string';
}

/** The table for this request's path, or undefined when the path names a value GitLab declares no endpoint for. */
export function contractForPath(
  declared: RouteParamContract,
  pathParams: Readonly<Record<string, string>>,
): ParamContract | undefined {
  if (!isByPathParam(declared)) return declared;
  const value = pathParams[declared.byPathParam];
  return value !== undefined && Object.hasOwn(declared.contracts, value)
    ? declared.contracts[value]
    : undefined;
}

/** Parameters every endpoint accepts besides its own: Sudo (any endpoint) and offset/keyset pagination. */
const ALWAYS_DECLARED = new Set([
  'sudo',
  'page',
  'per_page',
  'pagination',
  'id_after',
  'id_before',
  'cursor',
]);

// dry-types' `params.bool` coercion, which Grape uses for Boolean parameters.
const BOOLEAN_WORDS = new Set(['true', 'false', '1', '0', 't', 'f', 'yes', 'no', 'y', 'n', 'on', 'off']);

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// ISO 8601 as GitLab's DateTime parameters take it: a date, optionally a time and a zone.
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isHash(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Grape's Integer coercion: a JSON integer or its decimal text. */
export function isInteger(value: unknown): boolean {
  return typeof value === 'number'
    ? Number.isInteger(value)
    : typeof value === 'string' && INTEGER.test(value);
}

function isValidDate(text: string, shape: RegExp): boolean {
  return shape.test(text) && !Number.isNaN(Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text));
}

/** The elements of a list parameter: a JSON or `key[]` array, or a comma-separated string. */
function listItems(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' || typeof value === 'number') return String(value).split(',');
  return undefined;
}

/** Whether a present value can be coerced to the declared type. */
function coerces(type: ParamType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string' || typeof value === 'number';
    case 'integer':
      return isInteger(value);
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && NUMBER.test(value));
    case 'boolean':
      return (
        typeof value === 'boolean' || (isScalar(value) && BOOLEAN_WORDS.has(String(value).toLowerCase()))
      );
    case 'date':
      return typeof value === 'string' && isValidDate(value, DATE);
    case 'datetime':
      return typeof value === 'string' && isValidDate(value, DATETIME);
    case 'list':
      return listItems(value)?.every(isScalar) === true;
    case 'integer list':
      return (
        listItems(value)?.every((item) => isInteger(typeof item === 'string' ? item.trim() : item)) === true
      );
    case 'id or None/Any':
      return isInteger(value) || (typeof value === 'string' && ['none', 'any'].includes(value.toLowerCase()));
    case 'integer or hash':
      return isInteger(value) || isHash(value);
    case 'integer or string':
      return isScalar(value);
    case 'hash':
      return isHash(value);
    case 'hash list':
      return Array.isArray(value) && value.every(isHash);
    case 'file':
      return isUploadedFile(value);
  }
}

function hasAllowedValue(spec: ParamSpec, value: unknown): boolean {
  if (spec.values === undefined) return true;
  const items = spec.type === 'list' ? (listItems(value) ?? []) : [value];
  return items.every((item) => spec.values!.includes(String(item).trim()));
}

/** The first refusal of one parameter, in Grape's order: presence, then type, then values. */
function refusal(name: string, spec: ParamSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return spec.required === true ? `${name} is missing` : undefined;
  // An empty value is Grape's nil for every type but String; the handler judges an empty required string.
  if (value === '') return undefined;
  if (!coerces(spec.type, value)) return `${name} is invalid`;
  if (!hasAllowedValue(spec, value)) return `${name} does not have a valid value`;
  return undefined;
}

/**
 * A query key in Rack's nested form, `filter[environment_scope]`: the request log and the handlers keep it as sent,
 * while GitLab reads it as the key `environment_scope` of the hash parameter `filter`.
 */
const NESTED_KEY = /^([^[\]]+)\[([^\]]+)\]$/;

/** The value of a parameter, a hash gathered from its nested keys when it was sent as `name[key]=value`. */
export function paramValue(params: Record<string, unknown>, name: string): unknown {
  if (params[name] !== undefined) return params[name];
  const nested = Object.entries(params).flatMap(([key, value]) => {
    const match = NESTED_KEY.exec(key);
    return match?.[1] === name ? [[match[2]!, value] as const] : [];
  });
  return nested.length === 0 ? undefined : Object.fromEntries(nested);
}

/**
 * Every refusal of one parameter and of its hash's declared keys. Grape checks the keys of a hash that was sent, and
 * those of a required hash that was not (`x is missing, x[key] is missing`); an optional hash left out has none.
 */
function refusals(name: string, spec: ParamSpec, value: unknown): string[] {
  const own = refusal(name, spec, value);
  const checksKeys =
    spec.keys !== undefined && (isHash(value) || (value === undefined && spec.required === true));
  const inner = isHash(value) ? (value as Record<string, unknown>) : {};
  const nested = checksKeys
    ? Object.entries(spec.keys!).flatMap(([key, keySpec]) => refusals(`${name}[${key}]`, keySpec, inner[key]))
    : [];
  return [...(own === undefined ? [] : [own]), ...nested];
}

/** GitLab's 400 for parameters that fail the endpoint's declaration, or undefined when all pass. */
export function checkParams(contract: ParamContract, params: Record<string, unknown>): ApiError | undefined {
  const failures = Object.entries(contract).flatMap(([name, spec]) =>
    refusals(name, spec, paramValue(params, name)),
  );
  return failures.length === 0 ? undefined : new ApiError(400, { error: failures.join(', ') });
}

function isDeclared(contract: ParamContract, name: string): boolean {
  const base = NESTED_KEY.exec(name)?.[1] ?? name;
  return Object.hasOwn(contract, base) || ALWAYS_DECLARED.has(base);
}

/** Only the parameters the endpoint declares (and those every endpoint accepts), as GitLab's handlers see them. */
export function declaredOnly(
  contract: ParamContract,
  params: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => isDeclared(contract, name)));
}

/** The names sent that the endpoint does not declare: GitLab ignores them, so a client that sends one has a bug. */
export function undeclaredNames(contract: ParamContract, params: Record<string, unknown>): string[] {
  return Object.keys(params).filter((name) => !isDeclared(contract, name));
}
