import { ApiError, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { IssueRow, PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { CollectionContext } from '../collection.js';
import { descendantsOf } from '../collections/group-core.js';
import { epicOfRoute } from '../collections/epic.js';
import { issueJson } from '../collections/issues.js';
import { int } from '../params.js';
import { userBasic } from '../shapes.js';
import { ownedRoute } from './owned-route.js';

/*
 * The issues of an epic over REST (https://docs.gitlab.com/api/epic_issues/, Premium): list, assign, remove and
 * reorder. Links are the `epic_issues` plain table ({id, epic_id, issue_id, relative_position}); an issue belongs to
 * one epic at most, so assigning it to another epic moves it, as GitLab does.
 */

const links = (ctx: CollectionContext): PlainRow[] => (ctx.state.plain.epic_issues ??= []);

function linksOf(ctx: CollectionContext, epic: PlainRow): PlainRow[] {
  return links(ctx)
    .filter((link) => link.epic_id === epic.id)
    .sort((a, b) => Number(a.relative_position) - Number(b.relative_position));
}

function issueOf(ctx: CollectionContext, link: PlainRow): IssueRow | undefined {
  return ctx.state.tables.issues.find((issue) => issue.id === link.issue_id);
}

/** An epic's issue as GitLab lists it: the issue entity with the link's id and position. */
function epicIssueJson(ctx: CollectionContext, link: PlainRow): Record<string, unknown>[] {
  const issue = issueOf(ctx, link);
  if (issue === undefined) return [];
  return [
    { ...issueJson(ctx.state, issue), epic_issue_id: link.id, relative_position: link.relative_position },
  ];
}

/** GitLab's EpicIssueLink entity: the link, its epic in short and its issue. */
function linkJson(ctx: CollectionContext, epic: PlainRow, link: PlainRow): Record<string, unknown> {
  const issue = issueOf(ctx, link);
  return {
    id: link.id,
    relative_position: link.relative_position,
    epic: {
      id: epic.id,
      iid: epic.iid,
      title: epic.title,
      description: epic.description,
      author: userBasic(ctx.state, epic.author_id as number),
    },
    issue: issue === undefined ? null : issueJson(ctx.state, issue),
  };
}

function listed(ctx: CollectionContext, epic: PlainRow) {
  const page = offsetPage(linksOf(ctx, epic), ctx.req);
  return json(
    200,
    page.items.flatMap((link) => epicIssueJson(ctx, link)),
    page.headers,
  );
}

function linkOfRoute(ctx: CollectionContext, epic: PlainRow): PlainRow {
  const link = linksOf(ctx, epic).find((row) => String(row.id) === ctx.params.epic_issue_id);
  if (link === undefined) throw notFound('EpicIssue');
  return link;
}

/** An issue of a project in the epic's group or below it; GitLab's 404 otherwise. */
function assignable(ctx: CollectionContext, epic: PlainRow): IssueRow {
  const groups = new Set([
    epic.group_id,
    ...descendantsOf(ctx.state, Number(epic.group_id)).map((g) => g.id),
  ]);
  const issue = ctx.state.tables.issues.find((row) => String(row.id) === ctx.params.issue_id);
  const project = ctx.state.tables.projects.find((row) => row.id === issue?.project_id);
  if (issue === undefined || project === undefined || !groups.has(project.namespace_id))
    throw notFound('Issue');
  return issue;
}

function assign(ctx: CollectionContext) {
  const epic = epicOfRoute(ctx);
  const issue = assignable(ctx, epic);
  const table = links(ctx);
  const current = table.find((link) => link.issue_id === issue.id);
  if (current?.epic_id === epic.id) throw new ApiError(409, { message: 'Issue(s) already assigned' });
  if (current !== undefined) table.splice(table.indexOf(current), 1);
  const last = linksOf(ctx, epic).at(-1);
  const link: PlainRow = {
    id: nextId(ctx.state, 'epic_issue', table),
    epic_id: epic.id,
    issue_id: issue.id,
    relative_position: last === undefined ? 0 : Number(last.relative_position) + 1,
  };
  table.push(link);
  return json(201, linkJson(ctx, epic, link));
}

function remove(ctx: CollectionContext) {
  const epic = epicOfRoute(ctx);
  const link = linkOfRoute(ctx, epic);
  const table = links(ctx);
  table.splice(table.indexOf(link), 1);
  return json(200, linkJson(ctx, epic, link));
}

/** Moves the link next to `move_before_id` or `move_after_id` (other links of the epic) and answers the new order. */
function reorder(ctx: CollectionContext) {
  const epic = epicOfRoute(ctx);
  const moving = linkOfRoute(ctx, epic);
  const before = int(ctx.req.params.move_before_id);
  const after = int(ctx.req.params.move_after_id);
  const others = linksOf(ctx, epic).filter((link) => link !== moving);
  const anchor = others.findIndex((link) => link.id === (before ?? after));
  if ((before !== undefined || after !== undefined) && anchor < 0) throw notFound('EpicIssue');
  if (anchor >= 0) others.splice(before !== undefined ? anchor + 1 : anchor, 0, moving);
  else others.push(moving);
  others.forEach((link, index) => (link.relative_position = index));
  return listed(ctx, epic);
}

export const epicIssueRoutes: Route[] = [
  ownedRoute('group', 'GET', '/epics/:epic_iid/issues', (ctx) => listed(ctx, epicOfRoute(ctx)), 'premium'),
  ownedRoute('group', 'POST', '/epics/:epic_iid/issues/:issue_id', assign, 'premium'),
  ownedRoute('group', 'DELETE', '/epics/:epic_iid/issues/:epic_issue_id', remove, 'premium'),
  ownedRoute('group', 'PUT', '/epics/:epic_iid/issues/:epic_issue_id', reorder, 'premium'),
];
