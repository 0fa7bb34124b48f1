import { notFound } from '../../http/errors.js';
import { findIssue } from '../../store/generated-issues.js';
import type { IssueRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import type { ProjectContext } from './scoped.js';

/** Helpers shared by the issue endpoints beyond the issues collection (emoji, links, events, time tracking, …). */

/** The issue `:issue_iid` of the request's project, or GitLab's `404 Issue Not Found`. */
export function issueOf(ctx: ProjectContext, param = 'issue_iid'): IssueRow {
  const row = findIssue(ctx.state, ctx.project.id, Number(ctx.params[param]));
  if (row === undefined) throw notFound('Issue');
  return row;
}

/** One of the issue tables kept in `state.plain` (seeded by seed/issue-extras.ts). */
export function issueTable(state: SandboxState, name: string): PlainRow[] {
  state.plain[name] ??= [];
  return state.plain[name];
}

/** Rows of an issue table that belong to one issue. */
export function rowsOfIssue(state: SandboxState, name: string, issue: IssueRow): PlainRow[] {
  return issueTable(state, name).filter(
    (row) => row.project_id === issue.project_id && row.issue_iid === issue.iid,
  );
}

/** The next id of an issue table, above every id it holds. */
export function nextRowId(state: SandboxState, name: string): number {
  return issueTable(state, name).reduce((max, row) => Math.max(max, Number(row.id ?? 0)), 0) + 1;
}
