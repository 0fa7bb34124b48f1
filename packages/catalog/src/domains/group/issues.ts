import { defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';

/**
 * catalog.json names the group's issue list twice, under the group domain too (one tool, gitlab_issue_list_group):
 * the same call as `issue.list_group`, given here under its group ID.
 */
export function groupIssuesAction(listGroupIssues: ActionSpec): ActionSpec {
  return defineAction({ ...listGroupIssues, id: 'group.issues' });
}
