import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { templateParams } from '@gitlab-mcp/catalog';
import type { ActionSpec, JsonSchema } from '@gitlab-mcp/catalog';
import { inputSchemaOf } from '../surfaces/compact-schema.js';

export type Validation = { ok: true; args: Record<string, unknown> } | { ok: false; text: string };

/** Compatibility aliases the reference server accepts where the surface allows them (OF-82). */
const ALIASES: Readonly<Record<string, string>> = { project_path: 'project_id' };

/**
 * Checks params against the action's schema before anything reaches GitLab. A refusal names every wrong argument
 * and what was expected, then lists the valid params, so the model can repair the call in one step.
 */
export function validateParams(
  action: ActionSpec,
  params: Record<string, unknown>,
  caller: string,
  acceptAliases: boolean,
  /** Every name that fills a URL path somewhere in the catalog: a local call's paths are built in code. */
  catalogPathParams: readonly string[],
): Validation {
  const input = acceptAliases ? resolveAliases(action, params) : params;
  const schema = inputSchemaOf(action);
  const parsed = action.input.safeParse(input);
  const wrong = [...notNumbers(schema, input), ...tooLong(schema, input)];
  if (parsed.success) {
    const args = parsed.data as Record<string, unknown>;
    wrong.push(...emptySegments(action, args, catalogPathParams));
    if (wrong.length === 0) return { ok: true, args };
  }

  const properties = Object.keys((schema.properties ?? {}) as object);
  const missing: string[] = [];
  const unknown: string[] = [];
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') unknown.push(...issue.keys);
    else if (issue.code === 'invalid_type' && input[name] === undefined && issue.path.length === 1)
      missing.push(name);
    else if (!wrong.some((line) => line.startsWith(`${name}: `)))
      wrong.push(`${name}: ${issue.message.replace(/^Invalid input: /, '')}`);
  }
  const parts = [
    missing.length > 0 ? `Missing required params: ${missing.join(', ')}.` : '',
    unknown.length > 0 ? `Unknown params: ${unknown.join(', ')}.` : '',
    ...wrong.map((line) => `${line}.`),
    `Valid params: ${properties.join(', ') || 'none'}.`,
  ].filter((part) => part !== '');
  return { ok: false, text: `${caller}/${action.id}: invalid params. ${parts.join(' ')}` };
}

function resolveAliases(action: ActionSpec, params: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(ALIASES).some((alias) => alias in params)) return params;
  const accepted = new Set(Object.keys(action.input.shape));
  const resolved = { ...params };
  for (const [alias, canonical] of Object.entries(ALIASES)) {
    if (
      alias in resolved &&
      !accepted.has(alias) &&
      accepted.has(canonical) &&
      resolved[canonical] === undefined
    ) {
      resolved[canonical] = resolved[alias];
      delete resolved[alias];
    }
  }
  return resolved;
}

/**
 * Strings longer than the published schema's `maxLength` (bounded by kind of field where schemas are built,
 * catalog param-bounds.ts), in a parameter or an item of a list: refused before anything reaches GitLab.
 */
function tooLong(schema: JsonSchema, input: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const boundOf = (property: JsonSchema | undefined): number | undefined => {
    if (property === undefined) return undefined;
    if (typeof property.maxLength === 'number') return property.maxLength;
    const options = (property.anyOf ?? []) as JsonSchema[];
    const bounds = options.map(boundOf).filter((bound): bound is number => bound !== undefined);
    return bounds.length > 0 ? Math.max(...bounds) : undefined;
  };
  const wrong: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    const property = properties[name];
    const items = property?.type === 'array' ? (property.items as JsonSchema | undefined) : undefined;
    const max = boundOf(items ?? property);
    if (max === undefined) continue;
    const texts = Array.isArray(value) ? value : [value];
    // Counted in code points, as JSON Schema counts maxLength.
    if (texts.some((text) => typeof text === 'string' && text.length > max && [...text].length > max))
      wrong.push(`${name}: expected at most ${max} characters`);
  }
  return wrong;
}

/** Numbers, or numbers written as text (models send both); the published schema's own words for what it takes. */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Arguments the published schema types as numbers that are neither numbers nor numeric text. Zod's coercion would
 * turn `true` into 1 and `null`, `""` and `[]` into 0, and send GitLab an ID or count nobody asked for.
 */
function notNumbers(schema: JsonSchema, input: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const isNumeric = (property: JsonSchema | undefined): boolean =>
    property?.type === 'integer' ||
    property?.type === 'number' ||
    (Array.isArray(property?.anyOf) && (property.anyOf as JsonSchema[]).some(isNumeric));
  const fits = (value: unknown) =>
    typeof value === 'number' || (typeof value === 'string' && NUMERIC_TEXT.test(value));
  // A number that may also be text (`None`, a username): text only as one of the schema's text options says.
  const fitsIn =
    (property: JsonSchema | undefined) =>
    (value: unknown): boolean =>
      Array.isArray(property?.anyOf)
        ? (property.anyOf as JsonSchema[]).some((option) => fitsIn(option)(value))
        : isNumeric(property)
          ? fits(value)
          : property?.type === 'string'
            ? typeof value === 'string' && textFits(property, value)
            : jsonTypeFits(property?.type, value);
  const wrong: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    const property = properties[name];
    if (value === undefined || !property) continue;
    const items = property.type === 'array' ? (property.items as JsonSchema | undefined) : undefined;
    const misfit = isNumeric(property)
      ? !fitsIn(property)(value)
      : isNumeric(items) && Array.isArray(value) && !value.every(fitsIn(items));
    if (misfit)
      wrong.push(
        `${name}: expected ${isNumeric(property) ? 'number' : 'array of numbers'}, received ${JSON.stringify(value)?.slice(0, 40)}`,
      );
  }
  return wrong;
}

/** A value of an option that is neither number nor text (`admin.feature_set`'s value may be a boolean). */
function jsonTypeFits(type: unknown, value: unknown): boolean {
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'null') return value === null;
  return type === undefined;
}

/** Text as a string option of the published schema takes it: one of its values, in its pattern. */
function textFits(option: JsonSchema, value: string): boolean {
  if (Array.isArray(option.enum)) return option.enum.includes(value);
  return typeof option.pattern !== 'string' || new RegExp(option.pattern).test(value);
}

/**
 * Path parameters that name nothing: empty, `.` or `..`. Encoding leaves them as they are, and then the request is
 * about something else: a URL parser folds dot segments away (`project_id: ".."` turns
 * `/projects/../repository/branches` into `/repository/branches`), and an empty one makes a get a list. No GitLab
 * project, group, ref, file or key is named so.
 */
function emptySegments(
  action: ActionSpec,
  args: Record<string, unknown>,
  catalogPathParams: readonly string[],
): string[] {
  const call = action.gitlab;
  // A local call builds its paths in code: every name that fills a path anywhere in the catalog is checked.
  const [names, filled] =
    'rest' in call
      ? [templateParams(call.route?.(args) ?? call.rest), call.send ? pathValues(call.send, args) : args]
      : 'local' in call
        ? [catalogPathParams, args]
        : [[], args];
  return names
    .filter((name) => EMPTY_SEGMENTS.has(filled[name]))
    .map((name) => `${name}: "${String(filled[name])}" names nothing GitLab can look up in a URL path`);
}

const EMPTY_SEGMENTS = new Set<unknown>(['', '.', '..']);

/**
 * The values a `send` fills the path with. A `send` may refuse the call (a parameter GitLab's endpoint would ignore,
 * unsupported-params.ts); that refusal is the action's answer when it runs, after validation has named every
 * malformed argument, so here the arguments stand as given.
 */
function pathValues(
  send: (args: Record<string, unknown>) => Record<string, unknown>,
  args: Record<string, unknown>,
): Record<string, unknown> {
  try {
    return send(args);
  } catch (error) {
    if (hasErrorCode(error, 'action_outcome')) return args;
    throw error;
  }
}
