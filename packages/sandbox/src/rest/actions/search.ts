import { ApiError, missingParams } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { projectIssues } from '../../store/generated-issues.js';
import { branchFiles, history } from '../../store/repository.js';
import type { ProjectRow } from '../../store/rows.js';
import { resolveScope } from '../collection.js';
import type { Scope } from '../collection.js';
import { issueJson } from '../collections/issues.js';
import { inGroupTree, mergeRequestListJson } from '../collections/merge-requests.js';
import { noteJson } from '../collections/notes.js';
import { projectJson } from '../collections/projects.js';
import { commitJson } from '../collections/repository.js';
import { snippetJson } from '../collections/content.js';
import { milestoneJson, userBasic } from '../shapes.js';

/*
 * The search API (https://docs.gitlab.com/api/search/): GET /search, /groups/:id/search, /projects/:id/search.
 * GitLab pages search results without counting them, so answers carry X-Page, X-Per-Page, X-Next-Page and
 * X-Prev-Page but no X-Total / X-Total-Pages (contract OF-52).
 */

const SCOPES: Record<Scope['kind'], string[]> = {
  root: [
    'projects',
    'issues',
    'merge_requests',
    'milestones',
    'snippet_titles',
    'users',
    'blobs',
    'commits',
    'notes',
    'wiki_blobs',
  ],
  group: [
    'projects',
    'issues',
    'merge_requests',
    'milestones',
    'users',
    'blobs',
    'commits',
    'notes',
    'wiki_blobs',
  ],
  project: ['issues', 'merge_requests', 'milestones', 'notes', 'wiki_blobs', 'commits', 'blobs', 'users'],
  user: [],
};

/** Code, commit, comment and wiki search outside a project needs advanced search (Premium and up). */
const ADVANCED = new Set(['blobs', 'commits', 'notes', 'wiki_blobs']);

function projectsIn(ctx: RouteContext, scope: Scope): ProjectRow[] {
  const projects = ctx.state.tables.projects;
  if (scope.kind === 'project') return [scope.project];
  if (scope.kind === 'group')
    return projects.filter(
      (project) =>
        project.namespace_kind === 'group' && inGroupTree(ctx.state, project.namespace_id, scope.group.id),
    );
  return projects;
}

function results(ctx: RouteContext, scope: Scope, kind: string, term: string): unknown[] {
  const { state } = ctx;
  const needle = term.toLowerCase();
  const has = (...fields: (string | null | undefined)[]) =>
    fields.some((field) => (field ?? '').toLowerCase().includes(needle));
  const projects = projectsIn(ctx, scope);
  const ids = new Set(projects.map((project) => project.id));
  switch (kind) {
    case 'projects':
      return projects
        .filter((project) => has(project.name, project.path, project.description))
        .map((project) => projectJson(state, project));
    case 'issues':
      return projects.flatMap((project) =>
        projectIssues(state, project.id)
          .filter((issue) => has(issue.title, issue.description))
          .map((issue) => issueJson(state, issue)),
      );
    case 'merge_requests':
      return state.tables.mergeRequests
        .filter((mr) => ids.has(mr.project_id) && has(mr.title, mr.description))
        .map((mr) => mergeRequestListJson(state, mr));
    case 'milestones':
      return state.tables.milestones
        .filter(
          (row) => row.project_id !== null && ids.has(row.project_id) && has(row.title, row.description),
        )
        .map((row) => milestoneJson(state, row));
    case 'users':
      return state.tables.users
        .filter((user) => has(user.username, user.name))
        .map((user) => userBasic(state, user.id));
    case 'snippet_titles':
      return state.tables.snippets
        .filter((row) => has(row.title, row.file_name))
        .map((row) => snippetJson(state, row));
    case 'notes':
      return state.tables.notes
        .filter(
          (note) => note.project_id !== null && ids.has(note.project_id) && !note.system && has(note.body),
        )
        .map((note) => noteJson(state, note, false));
    case 'commits':
      return projects.flatMap((project) => {
        const main = state.tables.branches.find(
          (row) => row.project_id === project.id && row.name === project.default_branch,
        );
        const commits = main === undefined ? [] : history(state, project.id, main.commit_id);
        return commits
          .filter((commit) => has(commit.title, commit.message))
          .map((commit) => ({ ...commitJson(state, commit), project_id: project.id }));
      });
    case 'blobs':
      return projects.flatMap((project) =>
        branchFiles(state, project.id, project.default_branch, project.default_branch)
          .filter((file) => has(file.path, file.content))
          .map((file) => {
            const lines = file.content.split('\n');
            const line = Math.max(
              0,
              lines.findIndex((text) => text.toLowerCase().includes(needle)),
            );
            return {
              basename: file.path.replace(/\.[^./]+$/, ''),
              data: lines.slice(line, line + 3).join('\n'),
              path: file.path,
              filename: file.path,
              id: null,
              ref: project.default_branch,
              startline: line + 1,
              project_id: project.id,
            };
          }),
      );
    case 'wiki_blobs':
      return state.tables.wikiPages
        .filter(
          (page) => page.project_id !== null && ids.has(page.project_id) && has(page.title, page.content),
        )
        .map((page) => ({
          basename: page.slug,
          data: page.content,
          path: `${page.slug}.md`,
          filename: `${page.slug}.md`,
          id: null,
          ref: 'main',
          startline: 1,
          project_id: page.project_id,
          group_id: null,
        }));
    default:
      return [];
  }
}

function search(kind: Scope['kind']) {
  return (ctx: RouteContext) => {
    const scope = kind === 'root' ? ({ kind: 'root' } as const) : resolveScope(kind, ctx);
    const { scope: wanted, search: term } = ctx.req.query;
    const missing = [
      wanted === undefined ? 'scope' : undefined,
      term === undefined ? 'search' : undefined,
    ].filter((name): name is string => name !== undefined);
    if (missing.length > 0) throw missingParams(missing);
    if (!SCOPES[kind].includes(wanted!))
      throw new ApiError(400, { error: 'scope does not have a valid value' });
    if (kind !== 'project' && ADVANCED.has(wanted!) && ctx.state.config.tier === 'free') {
      throw new ApiError(400, { message: 'Scope not supported without Elasticsearch!' });
    }
    const page = offsetPage(results(ctx, scope, wanted!, term!), ctx.req, { withoutCount: true });
    return json(200, page.items, page.headers);
  };
}

export const searchRoutes: Route[] = [
  { method: 'GET', pattern: '/search', handler: search('root') },
  { method: 'GET', pattern: '/groups/:id/search', handler: search('group') },
  { method: 'GET', pattern: '/projects/:id/search', handler: search('project') },
];
