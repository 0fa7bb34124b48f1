import { findNamespace } from '../../store/index.js';
import type { UserRow } from '../../store/index.js';
import { viewerPermissions } from '../access.js';
import { webUrl } from '../context.js';
import { toGid } from '../global-id.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import { mergeRequestConnection } from './merge-requests.js';
import type { MergeRequestFilters } from './merge-requests.js';

const userFields = fields<UserRow>({
  id: (user) => toGid('User', user.id),
  avatarUrl: () => null,
  webUrl: (user, _args, ctx) => webUrl(ctx, user.username),
  webPath: (user) => `/${user.username}`,
  publicEmail: (user) => user.public_email,
  email: (user) => user.public_email,
  namespace: (user, _args, ctx) => findNamespace(ctx.state, user.namespace_id) ?? null,
  userPermissions: (_user, _args, ctx) => viewerPermissions(ctx),
  authoredMergeRequests: (user, args: MergeRequestFilters, ctx) =>
    mergeRequestConnection(ctx, ctx.state.tables.projects, { ...args, authorUsername: user.username }),
  assignedMergeRequests: (user, args: MergeRequestFilters, ctx) =>
    mergeRequestConnection(ctx, ctx.state.tables.projects, { ...args, assigneeUsername: user.username }),
  reviewRequestedMergeRequests: (user, args: MergeRequestFilters, ctx) =>
    mergeRequestConnection(ctx, ctx.state.tables.projects, { ...args, reviewerUsername: user.username }),
});

/** UserCore and the three merge-request user types share every field (they all implement `User`). */
export const userResolvers: ResolverMap = {
  UserCore: userFields,
  MergeRequestAuthor: userFields,
  MergeRequestAssignee: userFields,
  MergeRequestReviewer: userFields,
};
