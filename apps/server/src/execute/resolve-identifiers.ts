import { GitLabMcpError, hasErrorCode } from '@gitlab-mcp/result/errors';
/**
 * Identifiers as people have them (issue 22): before an action's params are validated, a username stands for a
 * user ID (`user.block` with `"dave"`), a `group/project` path for a numeric project or group ID, and a pasted GitLab
 * web address for the IDs it holds. One place, on every surface, for every action. Each lookup costs at most one
 * GitLab request and is remembered for the tenant; each resolution is told in the answer (`user dave → ID 5`).
 */
import { GROUP_PATH_FORM, PROJECT_PATH_FORM, USERNAME_FORM, namedIdentifier } from '@gitlab-mcp/catalog';
import type { ActionSpec, IdentifierKind, NamedIdentifier } from '@gitlab-mcp/catalog';
import { idsOfAddress, isWebAddress } from './web-address.js';
import type { AddressIds } from './web-address.js';

/** What resolution needs from the tenant. */
export interface IdentifierLookup {
  /** One GitLab GET through the tenant's client; GitLab's errors are thrown as they are. */
  get(path: string, query?: Record<string, unknown>): Promise<unknown>;
  /** GITLAB_URL: only its own web addresses are read. */
  gitlabUrl: string;
  /** The token's user, for `me`. */
  me: { id: number | null; username: string };
  /** Lookups already made for this tenant, by `user:dave`, `project:group/project`, `group:group`. */
  cache: Map<string, number>;
}

/** The resolved params, the sentences that tell each resolution, and how the caller named each resolved ID. */
export type Resolution =
  | { ok: true; params: Record<string, unknown>; notes: string[]; labels: Record<string, string> }
  | { ok: false; text: string };

/** What resolution tells: a note per resolution, and the name the caller used for each parameter (`@dave`). */
interface Told {
  notes: string[];
  labels: Record<string, string>;
}

/** Parameters that take a user ID (one, or several): a user's web address stands for its username. */
const USER_PARAM = /^(user_id|(not_)?(assignee|author|reviewer)_id|(assignee|reviewer|user)_ids)$/;
/** The parameters a web address may stand for, and fill when the action takes them. */
const ADDRESS_PARAMS = new Set<string>([
  'project_id',
  'group_id',
  'merge_request_iid',
  'issue_iid',
  'pipeline_id',
  'job_id',
  'sha',
  'ref',
  'file_path',
  'tag_name',
  'milestone_iid',
]);

/** The names given for IDs (the action's schema takes both): each is looked up; `None` and numbers are not. */
function namesIn(action: ActionSpec, params: Record<string, unknown>): Array<[string, NamedIdentifier]> {
  return Object.entries(params).flatMap(([name, value]) => {
    const named = namedIdentifier(action, name);
    if (named === undefined || named.numeric.safeParse(value).success) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.some((item) => isName(item, named.kind)) ? [[name, named] as [string, NamedIdentifier]] : [];
  });
}

/** Resolves the identifiers of one call; params it does not touch pass as they came. */
export async function resolveIdentifiers(
  action: ActionSpec,
  params: Record<string, unknown>,
  lookup: IdentifierLookup,
  /** Whether params pass the call's own validation: names are looked up only for a call that otherwise would. */
  wouldPass: (params: Record<string, unknown>) => boolean,
): Promise<Resolution> {
  const shape = action.input.shape;
  const told: Told = { notes: [], labels: {} };
  const { notes } = told;
  const resolved = { ...params };
  try {
    for (const [name, value] of Object.entries(params)) {
      // No project, ref, IID or user is named by a web address: one given for it is read, never sent.
      if (!Object.hasOwn(shape, name) || !isWebAddress(value)) continue;
      if (!ADDRESS_PARAMS.has(name) && !USER_PARAM.test(name)) continue;
      const ids = idsOfAddress(value, lookup.gitlabUrl);
      if (ids === null)
        throw new GitLabMcpError(
          'unresolved_identifier',
          `${name}: ${value} is not an address of this GitLab (${lookup.gitlabUrl})`,
        );
      const own = USER_PARAM.test(name) ? ids.username : ids[name as keyof AddressIds];
      if (own === undefined)
        throw new GitLabMcpError('unresolved_identifier', `${name}: the address ${value} names no ${name}`);
      resolved[name] = own;
      const filled = [`${name} ${own}`];
      for (const [other, id] of Object.entries(ids)) {
        if (
          other !== name &&
          Object.hasOwn(shape, other) &&
          resolved[other] === undefined &&
          ADDRESS_PARAMS.has(other)
        ) {
          resolved[other] = id;
          filled.push(`${other} ${id}`);
        }
      }
      notes.push(`${value} → ${filled.join(', ')}`);
    }
    // Looked up only when the call is otherwise valid: bad input elsewhere is refused without asking GitLab.
    if (!wouldPass(resolved)) return { ok: true, params: resolved, ...told };
    for (const [name, named] of namesIn(action, resolved))
      resolved[name] = await resolveValue(name, resolved[name], named.kind, lookup, told);
  } catch (error) {
    if (hasErrorCode(error, 'unresolved_identifier')) return { ok: false, text: error.message };
    throw error;
  }
  return { ok: true, params: resolved, ...told };
}

async function resolveValue(
  name: string,
  value: unknown,
  kind: IdentifierKind,
  lookup: IdentifierLookup,
  told: Told,
): Promise<unknown> {
  if (Array.isArray(value))
    return Promise.all(
      value.map(async (item) => (isName(item, kind) ? (await userId(name, item, lookup, told)).id : item)),
    );
  if (!isName(value, kind)) return value;
  if (kind === 'user') {
    const { id, username } = await userId(name, value, lookup, told);
    told.labels[name] = `@${username}`;
    return id;
  }
  told.labels[name] = value;
  return namespaceId(kind, name, value, lookup, told.notes);
}

/**
 * Text in the form GitLab gives a username or a full path, within its lengths (the forms the action's schema
 * publishes). Anything else is left as it came, for the schema to refuse naming the argument, never looked up (a
 * megabyte of text must not become a GitLab query).
 */
function isName(value: unknown, kind: IdentifierKind): value is string {
  if (typeof value !== 'string' || /^\d+$/.test(value)) return false;
  return (kind === 'user' ? USERNAME_FORM : kind === 'project' ? PROJECT_PATH_FORM : GROUP_PATH_FORM).test(
    value,
  );
}

async function userId(
  name: string,
  given: string,
  lookup: IdentifierLookup,
  { notes }: Told,
): Promise<{ id: number; username: string }> {
  const username = given.replace(/^@/, '');
  if (username.toLowerCase() === 'me') {
    if (lookup.me.id === null)
      throw new GitLabMcpError(
        'unresolved_identifier',
        `${name}: this token's user has no ID to stand for "me"`,
      );
    notes.push(`user me (@${lookup.me.username}) → ID ${lookup.me.id}`);
    return { id: lookup.me.id, username: lookup.me.username };
  }
  const key = `user:${username.toLowerCase()}`;
  let id = lookup.cache.get(key);
  if (id === undefined) {
    const users = await lookup.get('users', { username });
    const found = Array.isArray(users)
      ? (users as Array<{ id?: unknown; username?: unknown }>).find(
          (user) =>
            typeof user.username === 'string' && user.username.toLowerCase() === username.toLowerCase(),
        )
      : undefined;
    if (typeof found?.id !== 'number')
      throw new GitLabMcpError(
        'unresolved_identifier',
        `${name}: no GitLab user has the username "${username}"; give the numeric user ID, or find the user with user.list (search)`,
      );
    id = found.id;
    lookup.cache.set(key, id);
  }
  notes.push(`user ${username} → ID ${id}`);
  return { id, username };
}

async function namespaceId(
  kind: 'project' | 'group',
  name: string,
  path: string,
  lookup: IdentifierLookup,
  notes: string[],
): Promise<number> {
  const key = `${kind}:${path.toLowerCase()}`;
  let id = lookup.cache.get(key);
  if (id === undefined) {
    const found = (await lookup
      .get(`${kind === 'project' ? 'projects' : 'groups'}/${encodeURIComponent(path)}`)
      .catch((error: unknown) => {
        if (hasErrorCode(error, 'gitlab_api') && error.status === 404) return null;
        throw error;
      })) as { id?: unknown } | null;
    if (typeof found?.id !== 'number')
      throw new GitLabMcpError(
        'unresolved_identifier',
        `${name}: no ${kind} "${path}" is visible to this token; give its numeric ID`,
      );
    id = found.id;
    lookup.cache.set(key, id);
  }
  notes.push(`${kind} ${path} → ID ${id}`);
  return id;
}
