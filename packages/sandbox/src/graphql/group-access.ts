import { GraphQLError } from 'graphql';
import { isFineGrained, isGroupMember } from '../store/index.js';
import type { GroupRow } from '../store/index.js';
import { canReadGroup } from './access.js';
import type { GraphqlContext } from './context.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';

/**
 * Throws GitLab's resource access error unless the viewer may change what a group defines (achievements, security
 * categories): a token with the `api` scope of an administrator or a member of the group or an ancestor. Fine-grained
 * tokens hold no permission for these GraphQL-only resources in the sandbox.
 */
export function assertCanWriteGroup(ctx: GraphqlContext, group: GroupRow | undefined): GroupRow {
  const { token, viewer } = ctx;
  const allowed =
    group !== undefined &&
    token !== null &&
    viewer !== null &&
    !isFineGrained(token) &&
    token.scopes.includes('api') &&
    canReadGroup(ctx, group) &&
    (viewer.is_admin || isGroupMember(ctx.state, viewer, group));
  if (!allowed) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return group;
}
