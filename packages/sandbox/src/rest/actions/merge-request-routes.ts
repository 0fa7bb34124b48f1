import type { Route } from '../../http/router.js';
import { mergeRequestApprovalRuleRoutes } from './merge-request-approval-rules.js';
import { mergeRequestExtraRoutes } from './merge-request-extras.js';
import { mergeRequestLinkRoutes } from './merge-request-links.js';
import { mergeRequestReactionRoutes } from './merge-request-reactions.js';

/** The merge request domain's hand-written endpoints beyond merge, approve and the reads in merge-requests.ts. */
export const mergeRequestDomainRoutes: Route[] = [
  ...mergeRequestExtraRoutes,
  ...mergeRequestApprovalRuleRoutes,
  ...mergeRequestLinkRoutes,
  ...mergeRequestReactionRoutes,
];
