import { ApiError, conflict, missingParams, notFound } from '../../http/errors.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findIssue } from '../../store/generated-issues.js';
import { findProject } from '../../store/lookup.js';
import type { IssueRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { issueJson } from '../collections/issues.js';
import { str } from '../params.js';
import { issueOf, issueTable, nextRowId } from './issue-scope.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Links between issues (https://docs.gitlab.com/api/issue_links/). A link is stored once and shows on both issues;
 * seen from its target, `blocks` reads `is_blocked_by`. GitLab does not paginate the list.
 */

const TABLE = 'issue_links';
const INVERSE: Record<string, string> = {
  relates_to: 'relates_to',
  blocks: 'is_blocked_by',
  is_blocked_by: 'blocks',
};

function ends(state: SandboxState, link: PlainRow): { source?: IssueRow; target?: IssueRow } {
  return {
    source: findIssue(state, link.project_id as number, link.issue_iid as number),
    target: findIssue(state, link.target_project_id as number, link.target_issue_iid as number),
  };
}

function linkJson(state: SandboxState, link: PlainRow): Record<string, unknown> {
  const { source, target } = ends(state, link);
  return {
    source_issue: source === undefined ? null : issueJson(state, source),
    target_issue: target === undefined ? null : issueJson(state, target),
    link_type: link.link_type,
  };
}

/** The links the issue takes part in, with the issue at their other end and the type as this issue sees it. */
function linksOf(state: SandboxState, issue: IssueRow) {
  return issueTable(state, TABLE).flatMap((link) => {
    const { source, target } = ends(state, link);
    if (source?.id === issue.id && target !== undefined)
      return [{ link, other: target, type: String(link.link_type) }];
    if (target?.id === issue.id && source !== undefined)
      return [{ link, other: source, type: INVERSE[String(link.link_type)] ?? 'relates_to' }];
    return [];
  });
}

function oneLink(ctx: ProjectContext): PlainRow {
  const found = linksOf(ctx.state, issueOf(ctx)).find(
    ({ link }) => String(link.id) === ctx.params.issue_link_id,
  );
  // Found with ActiveRecord's find among the issue's links: Rails' RecordNotFound answer.
  if (found === undefined) throw new ApiError(404, { message: '404 Not found' });
  return found.link;
}

export const issueLinkRoutes: Route[] = [
  projectAction('GET', '/issues/:issue_iid/links', (ctx) =>
    json(
      200,
      linksOf(ctx.state, issueOf(ctx)).map(({ link, other, type }) => ({
        ...issueJson(ctx.state, other),
        issue_link_id: link.id,
        link_type: type,
        link_created_at: link.created_at,
        link_updated_at: link.updated_at,
      })),
    ),
  ),
  projectAction('GET', '/issues/:issue_iid/links/:issue_link_id', (ctx) =>
    json(200, linkJson(ctx.state, oneLink(ctx))),
  ),
  projectAction('POST', '/issues/:issue_iid/links', (ctx) => {
    const source = issueOf(ctx);
    const params = ctx.req.params;
    const missing = ['target_project_id', 'target_issue_iid'].filter((name) => params[name] === undefined);
    if (missing.length > 0) throw missingParams(missing);
    const project = findProject(ctx.state, str(params.target_project_id) ?? '');
    if (project === undefined) throw notFound('Project');
    const target = findIssue(ctx.state, project.id, Number(params.target_issue_iid));
    if (target === undefined) throw notFound('Issue');
    const type = str(params.link_type) ?? 'relates_to';
    if (!(type in INVERSE)) throw new ApiError(400, { error: 'link_type does not have a valid value' });
    if (linksOf(ctx.state, source).some(({ other }) => other.id === target.id))
      throw conflict('Issue(s) already assigned');
    const now = ctx.state.now();
    const link: PlainRow = {
      id: nextRowId(ctx.state, TABLE),
      project_id: source.project_id,
      issue_iid: source.iid,
      target_project_id: target.project_id,
      target_issue_iid: target.iid,
      link_type: type,
      created_at: now,
      updated_at: now,
    };
    issueTable(ctx.state, TABLE).push(link);
    return json(201, linkJson(ctx.state, link));
  }),
  projectAction('DELETE', '/issues/:issue_iid/links/:issue_link_id', (ctx) => {
    const link = oneLink(ctx);
    const body = linkJson(ctx.state, link);
    const table = issueTable(ctx.state, TABLE);
    table.splice(table.indexOf(link), 1);
    return json(200, body);
  }),
];
