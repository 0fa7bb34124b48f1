import { awardEmojiRoutes } from './award-emoji.js';
import { issueOf } from './issue-scope.js';

/** Emoji reactions on issues and on their comments; award rows name their issue by project and iid. */
export const issueEmojiRoutes = awardEmojiRoutes('/issues/:issue_iid', {
  type: 'Issue',
  table: 'issue_award_emoji',
  find: (ctx) => {
    const issue = issueOf(ctx);
    return { id: issue.id, link: { project_id: ctx.project.id, issue_iid: issue.iid } };
  },
});
