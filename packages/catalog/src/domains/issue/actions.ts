import { issueCoreActions } from './core.js';
import { issueEmojiActions } from './emoji.js';
import { issueEventActions } from './events.js';
import { issueLinkActions } from './links.js';
import { issueNoteActions } from './notes.js';
import { issueTrackingActions } from './tracking.js';
import { issueWorkItemActions } from './work-items.js';

/** Every issue action, one sub-resource file after another. */
export const issueActions = [
  ...issueCoreActions,
  ...issueNoteActions,
  ...issueLinkActions,
  ...issueTrackingActions,
  ...issueEmojiActions,
  ...issueEventActions,
  ...issueWorkItemActions,
];
