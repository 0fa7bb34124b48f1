import { generatedBigIssue } from '../seed/issues.js';
import type { IssueRow } from './rows.js';
import type { SandboxState } from './state.js';

/**
 * All issues of a project: stored rows plus, for a project with generated issues (group/big), rows built on demand.
 * The result is a fresh array per call; generated rows are not kept unless materialized by findIssue.
 */
export function projectIssues(state: SandboxState, projectId: number): IssueRow[] {
  const stored = state.tables.issues.filter((issue) => issue.project_id === projectId);
  const generated = state.generatedIssues.find((entry) => entry.project_id === projectId);
  if (generated === undefined) return stored;
  const rows: IssueRow[] = [];
  for (let iid = 1; iid <= generated.count; iid += 1) {
    if (!generated.materialized.has(iid)) rows.push(generatedBigIssue(iid));
  }
  return rows.concat(stored);
}

/** One issue by iid; a generated one is copied into `tables.issues` first, so writes to it persist. */
export function findIssue(state: SandboxState, projectId: number, iid: number): IssueRow | undefined {
  const stored = state.tables.issues.find((issue) => issue.project_id === projectId && issue.iid === iid);
  if (stored !== undefined) return stored;
  const generated = state.generatedIssues.find((entry) => entry.project_id === projectId);
  if (generated === undefined || iid < 1 || iid > generated.count || generated.materialized.has(iid))
    return undefined;
  const row = generatedBigIssue(iid);
  generated.materialized.add(iid);
  state.tables.issues.push(row);
  return row;
}

/** The highest iid a project's issues use, generated ones included (the next issue takes this + 1). */
export function maxIssueIid(state: SandboxState, projectId: number): number {
  const generated = state.generatedIssues.find((entry) => entry.project_id === projectId);
  return state.tables.issues.reduce(
    (max, issue) => (issue.project_id === projectId && issue.iid > max ? issue.iid : max),
    generated?.count ?? 0,
  );
}
