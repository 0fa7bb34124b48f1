import { maxIssueIid } from './generated-issues.js';
import { ROLE, projectAccess } from './membership.js';
import type { IssueRow, ProjectRow, UserRow } from './rows.js';
import { nextId } from './state.js';
import type { SandboxState } from './state.js';

/** What creating an issue takes, in the store's terms; REST (`POST /projects/:id/issues`) and GraphQL map onto it. */
export interface NewIssue {
  project: ProjectRow;
  author: UserRow;
  title: string;
  description?: string | null;
  type?: IssueRow['issue_type'];
  assigneeIds?: readonly number[];
  labels?: readonly string[];
  milestoneId?: number | null;
  confidential?: boolean | null;
  dueDate?: string | null;
  weight?: number | null;
  /** Backdating: honoured only for administrators and project owners, as both of GitLab's APIs document. */
  createdAt?: string | null;
}

/**
 * A new issue row: the next global id and the project's next iid (after its generated issues), stamped with the
 * sandbox clock. The caller stores it (`state.tables.issues`). An issue created without a description has
 * `description: null`, as GitLab answers it.
 */
export function newIssue(state: SandboxState, input: NewIssue): IssueRow {
  const mayBackdate = projectAccess(state, input.author, input.project) >= ROLE.owner;
  const created = input.createdAt && mayBackdate ? new Date(input.createdAt).toISOString() : state.now();
  return {
    id: nextId(state, 'issue', state.tables.issues),
    iid: maxIssueIid(state, input.project.id) + 1,
    project_id: input.project.id,
    title: input.title,
    description: input.description ?? null,
    state: 'opened',
    author_id: input.author.id,
    assignee_ids: [...new Set(input.assigneeIds ?? [])],
    labels: [...new Set(input.labels ?? [])],
    milestone_id: input.milestoneId ?? null,
    confidential: input.confidential ?? false,
    discussion_locked: null,
    due_date: input.dueDate ?? null,
    weight: input.weight ?? null,
    issue_type: input.type ?? 'issue',
    created_at: created,
    updated_at: created,
    closed_at: null,
    closed_by_id: null,
    upvotes: 0,
    downvotes: 0,
  };
}
