import { findIssue, findProject, newIssue } from '../../store/index.js';
import type { IssueRow, NewIssue, ProjectRow } from '../../store/index.js';
import { assertCanWrite } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { gidNumber } from '../global-id.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * Issue writes (work item writes: work-item-mutations.ts). They change `state.tables.issues` in place, so REST reads see them at once; new issues
 * come from the same store builder as REST's (ids, iids, clock, who may backdate).
 */

/** Label names from label gids (`gid://gitlab/ProjectLabel/21`), as the store keeps labels by name. */
export function labelNames(ctx: GraphqlContext, ids: readonly string[]): string[] {
  return ids
    .map(
      (id) =>
        ctx.state.tables.labels.find(
          (label) => label.id === gidNumber(id, ['Label', 'ProjectLabel', 'GroupLabel']),
        )?.name,
    )
    .filter((name): name is string => name !== undefined);
}

/** Stores a new issue built by the store's one issue builder (store/new-issue.ts), which REST creates by too. */
export function insertIssue(
  ctx: GraphqlContext,
  project: ProjectRow,
  input: Omit<NewIssue, 'project' | 'author' | 'assigneeIds' | 'milestoneId'> & {
    assigneeIds?: readonly string[] | null;
    milestoneId?: string | null;
  },
): IssueRow {
  const row = newIssue(ctx.state, {
    ...input,
    project,
    author: ctx.viewer!,
    assigneeIds: (input.assigneeIds ?? []).map((id) => gidNumber(id, ['User'])),
    milestoneId: input.milestoneId == null ? null : gidNumber(input.milestoneId, ['Milestone']),
  });
  ctx.state.tables.issues.push(row);
  return row;
}

export function closeOrReopen(ctx: GraphqlContext, issue: IssueRow, event: string | null | undefined): void {
  if (event === 'CLOSE' && issue.state !== 'closed') {
    issue.state = 'closed';
    issue.closed_at = ctx.state.now();
    issue.closed_by_id = ctx.viewer?.id ?? null;
  } else if (event === 'REOPEN' && issue.state === 'closed') {
    issue.state = 'opened';
    issue.closed_at = null;
    issue.closed_by_id = null;
  }
}

interface CreateIssueInput {
  projectPath: string;
  title: string;
  description?: string | null;
  assigneeIds?: string[] | null;
  labelIds?: string[] | null;
  labels?: string[] | null;
  milestoneId?: string | null;
  confidential?: boolean | null;
  dueDate?: string | null;
  weight?: number | null;
  createdAt?: string | null;
  type?: string | null;
  clientMutationId?: string | null;
}

interface UpdateIssueInput {
  projectPath: string;
  iid: string;
  title?: string | null;
  description?: string | null;
  stateEvent?: string | null;
  labelIds?: string[] | null;
  addLabelIds?: string[] | null;
  removeLabelIds?: string[] | null;
  milestoneId?: string | null;
  confidential?: boolean | null;
  dueDate?: string | null;
  weight?: number | null;
  locked?: boolean | null;
  clientMutationId?: string | null;
}

/** The mutation payload when the input fails GitLab's model validation: no object, messages in `errors`. */
export function invalid(key: string, clientMutationId: string | null | undefined, message: string) {
  return { [key]: null, errors: [message], clientMutationId: clientMutationId ?? null };
}

export const issueMutationResolvers: ResolverMap = {
  Mutation: fields<undefined>({
    createIssue: (_root, { input }: { input: CreateIssueInput }, ctx) => {
      const project = assertCanWrite(ctx, findProject(ctx.state, input.projectPath), 'create_work_item');
      if (input.title.trim() === '') return invalid('issue', input.clientMutationId, "Title can't be blank");
      const issue = insertIssue(ctx, project, {
        ...input,
        type: (input.type?.toLowerCase() ?? 'issue') as IssueRow['issue_type'],
        labels: [...labelNames(ctx, input.labelIds ?? []), ...(input.labels ?? [])],
      });
      return { issue, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
    updateIssue: (_root, { input }: { input: UpdateIssueInput }, ctx) => {
      const project = assertCanWrite(ctx, findProject(ctx.state, input.projectPath), 'update_work_item');
      const issue = /^\d+$/.test(input.iid) ? findIssue(ctx.state, project.id, Number(input.iid)) : undefined;
      if (!issue) return invalid('issue', input.clientMutationId, 'Issue not found');
      if (input.title != null) {
        if (input.title.trim() === '')
          return invalid('issue', input.clientMutationId, "Title can't be blank");
        issue.title = input.title;
      }
      if (input.description != null) issue.description = input.description;
      if (input.labelIds != null) issue.labels = labelNames(ctx, input.labelIds);
      if (input.addLabelIds != null)
        issue.labels = [...new Set([...issue.labels, ...labelNames(ctx, input.addLabelIds)])];
      if (input.removeLabelIds != null) {
        const removed = labelNames(ctx, input.removeLabelIds);
        issue.labels = issue.labels.filter((label) => !removed.includes(label));
      }
      if (input.milestoneId !== undefined)
        issue.milestone_id = input.milestoneId === null ? null : gidNumber(input.milestoneId, ['Milestone']);
      if (input.confidential != null) issue.confidential = input.confidential;
      if (input.dueDate !== undefined) issue.due_date = input.dueDate;
      if (input.weight !== undefined) issue.weight = input.weight;
      if (input.locked != null) issue.discussion_locked = input.locked;
      closeOrReopen(ctx, issue, input.stateEvent);
      issue.updated_at = ctx.state.now();
      return { issue, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
  }),
};
