import { z } from 'zod';
import type { ActionSpec } from './action.js';

/**
 * Identifiers as people have them (issue 22): where GitLab's API takes only a number for a user, project or group,
 * the server also takes the name a person has at hand and looks the ID up before the call is validated
 * (apps/server/src/execute/resolve-identifiers.ts). The action's own schema says so (issue 23), so the JSON Schema
 * a client reads accepts exactly what the server does: `user_id` is an integer or a username, `target_project_id` an
 * integer or a `group/project` path. The parameter's name says which kind of name it may be given.
 */
export type IdentifierKind = 'user' | 'project' | 'group';

/**
 * One name or path segment as GitLab allows it (its namespace path rule): letters, digits, `_`, `-` and `.`, not
 * starting with `-` nor ending with `.`, up to 255 characters; so never `.` or `..`, which would leave the path.
 */
const SEGMENT = String.raw`(?:[\w.][\w.-]{0,253}[\w-]|\w)`;
/** A username, `@` optional; `me` is the token's own user. */
export const USERNAME_FORM = new RegExp(`^@?${SEGMENT}$`);
/** A group's full path: up to 20 levels. */
export const GROUP_PATH_FORM = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,19}$`);
/** A project's full path: a namespace, then the project. */
export const PROJECT_PATH_FORM = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){1,19}$`);

const FORMS: Readonly<Record<IdentifierKind, RegExp>> = {
  user: USERNAME_FORM,
  project: PROJECT_PATH_FORM,
  group: GROUP_PATH_FORM,
};
/** A name of each kind, to ask the parameter's own schema whether it already takes names. */
const SAMPLE: Readonly<Record<IdentifierKind, string>> = {
  user: 'dave',
  project: 'group/project',
  group: 'group',
};

/** What a widened parameter's description adds, so a model reading it knows names are taken. */
const SAYS: Readonly<Record<IdentifierKind, string>> = {
  user: ' (or a username, or me)',
  project: ' (or the full path)',
  group: ' (or the full path)',
};

/** Parameters that take a user ID (one, or several). */
const USER_PARAM = /^(user_id|(not_)?(assignee|author|reviewer)_id|(assignee|reviewer|user)_ids)$/;
const PROJECT_PARAM = /(^|_)project_id$/;
const GROUP_PARAM = /(^|_)group_id$/;

function kindOfName(name: string): IdentifierKind | undefined {
  if (USER_PARAM.test(name)) return 'user';
  if (PROJECT_PARAM.test(name)) return 'project';
  return GROUP_PARAM.test(name) ? 'group' : undefined;
}

/** A widened parameter: the kind of name it takes, and what it took before (`None`, numbers), which needs no lookup. */
export interface NamedIdentifier {
  kind: IdentifierKind;
  numeric: z.ZodType;
}

const widened = new WeakMap<z.ZodType, NamedIdentifier>();
const actions = new WeakMap<ActionSpec, ActionSpec>();

/** The action with its numeric-only user, project and group parameters also taking names (once per action). */
export function withNamedIdentifiers(action: ActionSpec): ActionSpec {
  let named = actions.get(action);
  if (named === undefined) {
    named = { ...action, input: namedInput(action.input) };
    actions.set(action, named);
  }
  return named;
}

/** The parameter's kind of name and its numeric schema when it is one that takes names for IDs. */
export function namedIdentifier(action: ActionSpec, name: string): NamedIdentifier | undefined {
  if (!Object.hasOwn(action.input.shape, name)) return undefined;
  return widened.get(unwrapped(action.input.shape[name] as z.ZodType));
}

function namedInput(input: z.ZodObject): z.ZodObject {
  let changed = false;
  const shape: Record<string, z.ZodType> = {};
  for (const [name, schema] of Object.entries(input.shape as Record<string, z.ZodType>)) {
    const kind = kindOfName(name);
    shape[name] = kind === undefined ? schema : (widen(schema, kind) ?? schema);
    changed ||= shape[name] !== schema;
  }
  // Keeps the object's own rules (strict, refinements) by extending rather than rebuilding it.
  return changed ? input.safeExtend(shape) : input;
}

/** The parameter taking a name too, or undefined when it already takes one or is no ID at all. */
function widen(schema: z.ZodType, kind: IdentifierKind): z.ZodType | undefined {
  const optional = schema instanceof z.ZodOptional;
  const inner = unwrapped(schema);
  const list = inner instanceof z.ZodArray;
  const numeric = list ? (inner.element as z.ZodType) : inner;
  if (numeric.safeParse(SAMPLE[kind]).success || !numeric.safeParse(1).success) return undefined;
  const name = z.string().regex(FORMS[kind]);
  // One level of options: a filter that takes `None` and `Any` stays a flat list of what it takes.
  const options = numeric instanceof z.ZodUnion ? (numeric.options as z.ZodType[]) : [numeric];
  const either = z.union([...options, name]);
  const said = inner.description ?? '';
  const described = /username|full path/i.test(said) ? said : `${said}${SAYS[kind]}`;
  // `describe` makes a new schema: what is recorded is the one the action's shape holds.
  const whole = list ? z.array(either).describe(described) : either.describe(described);
  widened.set(whole, { kind, numeric: inner });
  return optional ? whole.optional() : whole;
}

function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}
