import type { UserRow } from '../../store/index.js';
import { canReadUsers } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';

/*
 * The users other objects point at (authors, assignees, reviewers), as rows. Apart from the User type's resolvers
 * (users.ts), which reach back to merge requests for a user's own lists.
 */

/** Users by id in the given order, each once; a fine-grained token without `read_user` sees none. */
export function usersByIds(ctx: GraphqlContext, ids: readonly number[]): UserRow[] {
  if (!canReadUsers(ctx)) return [];
  return [...new Set(ids)]
    .map((id) => ctx.state.tables.users.find((user) => user.id === id))
    .filter((user): user is UserRow => user !== undefined);
}

export function userById(ctx: GraphqlContext, id: number | null): UserRow | null {
  return id === null ? null : (usersByIds(ctx, [id])[0] ?? null);
}

/** A connection of users (assignees, reviewers, …) keyed by user id. */
export function userConnection(ctx: GraphqlContext, ids: readonly number[], args: ConnectionArgs) {
  return paginate(usersByIds(ctx, ids), args, (user) => String(user.id));
}
