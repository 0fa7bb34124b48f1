/**
 * Whether an action is the one whose things and where the request asks about: its scope (a project's, a group's,
 * the instance's) and its owner (the caller's, another user's) against the request's intent.
 */
import type { Entry } from './action-index.js';
import type { Intent } from './intent.js';
import { stem } from './words.js';

/** Domains that are also scopes: an ID naming one (`runner.list_group`) says where, not a relation. */
export const SCOPES: ReadonlySet<string> = new Set(['group', 'project']);

/**
 * `list my SSH keys` is the caller's own (`user.ssh_keys`), `SSH keys of user 12` another user's
 * (`user.ssh_keys_for_user`): an action whose name ends in `for_user` acts on a user the request must name.
 */
export function ownerFit<T>(entry: Entry<T>, intent: Intent, objects: ReadonlySet<string>): number {
  if (!intent.owner) return 0;
  if (entry.id.endsWith(FOR_USER)) return intent.owner === 'other' ? 1 : -1;
  if (intent.owner !== 'self') return 0;
  // `show my status` is not a user's the request must name (`user.get_status` takes one); `list my SSH keys`
  // is not a group's inventory, unless the request says the group.
  const anotherUsers = entry.domain === USER && entry.takes.has(USER);
  const notMine =
    intent.scopes.size === 0 &&
    (entry.scope?.scope === 'group' || entry.scope?.scope === 'instance') &&
    !objects.has(entry.domain);
  if (anotherUsers || notMine) return -1;
  // The catalog says the caller's own as the current user's (`user.current_user_status`, `user.ssh_keys`).
  return entry.fields.has(CURRENT) ? 1 : 0;
}

export const [USER, CURRENT] = ['user', stem('current')] as [string, string];

const FOR_USER = '_for_user';

/**
 * A request that names a scope (`all runners on the instance`, `audit events of the group`) favours the actions
 * whose ID names it and costs those whose ID names another; an action that names no scope is neither.
 */
export function scopeFit<T>(
  entry: Entry<T>,
  intent: Intent,
  objects: ReadonlySet<string>,
): 'sameScope' | 'otherScope' | 'unscoped' | null {
  // An action whose ID names no scope is a project's (`package.list`), as GitLab's API is.
  if (!entry.scope) {
    if (intent.scopes.has('project')) return 'sameScope';
    // A project's action, when the request names only a wider scope (`feature flags of this instance`); `all`
    // alone names none (`all protected branches of the repository`).
    return intent.scopeNamed && entry.needs.has('project') ? 'otherScope' : null;
  }
  // Unsaid, the scope is a project's: a group's protected environments are asked for by saying group. Naming
  // the action's domain says no scope (`deny the access request on backend`), unless the domain is the group
  // itself (`update group attributes`) or the action reads all of it on the instance (`issue.list_all`).
  if (intent.scopes.size === 0) {
    const wider = entry.scope.scope === 'group' || (entry.scope.scope === 'instance' && entry.scope.explicit);
    const saysScope =
      objects.has(entry.domain) && (entry.scope.scope === 'instance' || SCOPES.has(entry.domain));
    return wider && !saysScope ? 'unscoped' : null;
  }
  if (intent.scopes.has(entry.scope.scope)) return 'sameScope';
  return entry.scope.explicit ? 'otherScope' : null;
}
