import { defineAction } from '../../action.js';
import type { ActionEntry, ActionSpec } from '../../action.js';

/**
 * catalog.json names the group's issue list twice, under the group domain too (one tool, gitlab_issue_list_group):
 * the same call as `issue.list_group`, given here under its group ID.
 */
export function groupIssuesAction(listGroupIssues: ActionEntry): ActionSpec {
  return defineAction({ ...listGroupIssues, id: 'group.issues' });
}
