import type { Route } from '../../http/router.js';
import { issueDiscussionNoteRoutes } from './issue-discussion-notes.js';
import { issueEmojiRoutes } from './issue-emoji.js';
import { issueEventRoutes } from './issue-events.js';
import { issueLinkRoutes } from './issue-links.js';
import { issueTrackingRoutes } from './issue-tracking.js';

/** Every hand-written issue endpoint beyond the issues collection. */
export const issueRoutes: Route[] = [
  ...issueDiscussionNoteRoutes,
  ...issueEmojiRoutes,
  ...issueEventRoutes,
  ...issueLinkRoutes,
  ...issueTrackingRoutes,
];
