import { mergeRequestApprovalRuleActions } from './approval_rules.js';
import { mergeRequestCoreActions } from './core.js';
import { mergeRequestLinkActions } from './links.js';
import { mergeRequestMergingActions } from './merging.js';
import { mergeRequestReactionActions } from './reactions.js';
import { mergeRequestRelatedActions } from './related.js';
import { mergeRequestTimeTrackingActions } from './time_tracking.js';

/** Every merge request action, one sub-resource file after another. */
export const mergeRequestActions = [
  ...mergeRequestCoreActions,
  ...mergeRequestMergingActions,
  ...mergeRequestRelatedActions,
  ...mergeRequestTimeTrackingActions,
  ...mergeRequestApprovalRuleActions,
  ...mergeRequestLinkActions,
  ...mergeRequestReactionActions,
];
