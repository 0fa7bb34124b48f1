import { invalidParam, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findIssue } from '../../store/generated-issues.js';
import { findProject, findUser } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { resolveScope } from '../collection.js';
import { issueJson } from '../collections/issues.js';
import { mergeRequestJson } from '../collections/merge-requests.js';
import { projectPageUrl, userBasic } from '../shapes.js';

/** Contribution events (https://docs.gitlab.com/api/events/) and to-do items (https://docs.gitlab.com/api/todos/). */

/** The event filter's action words and the `action_name`s GitLab writes for them. */
const ACTION_NAMES: Record<string, readonly string[]> = {
  created: ['created', 'opened'],
  pushed: ['pushed to', 'pushed new'],
  commented: ['commented on'],
};

/** `merge_request` → `MergeRequest`: the filter's words against the stored target types. */
function camel(word: string): string {
  return word.replace(/(^|_)([a-z])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());
}

function eventsWhere(ctx: RouteContext, keep: (row: PlainRow) => boolean) {
  const { action, target_type: targetType, before, after, sort } = ctx.req.query;
  if (sort !== undefined && sort !== 'asc' && sort !== 'desc') throw invalidParam('sort');
  const rows = (ctx.state.plain.events ?? [])
    .filter(keep)
    .filter(
      (row) => action === undefined || (ACTION_NAMES[action] ?? [action]).includes(String(row.action_name)),
    )
    .filter((row) => targetType === undefined || row.target_type === camel(targetType))
    .filter((row) => before === undefined || String(row.created_at).slice(0, 10) < before)
    .filter((row) => after === undefined || String(row.created_at).slice(0, 10) > after)
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) * (sort === 'asc' ? 1 : -1));
  const page = offsetPage(rows, ctx.req);
  const items = page.items.map((row) => {
    const author = userBasic(ctx.state, Number(row.author_id));
    return { ...row, author, author_username: author?.username };
  });
  return json(200, items, page.headers);
}

/** Every to-do of the sandbox in one form: issue.add_todo's, merge_request.create_todo's and the seeded ones. */
interface Todo {
  row: PlainRow;
  target: Record<string, unknown>;
  targetType: 'Issue' | 'MergeRequest';
  projectId: number;
}

function allTodos(state: SandboxState): Todo[] {
  const issueTodos = [...(state.plain.todos ?? []), ...(state.plain.user_todos ?? [])].flatMap((row) => {
    const projectId = Number(row.project_id);
    const issue =
      row.target_iid === undefined
        ? state.tables.issues.find((item) => item.id === row.target_id)
        : findIssue(state, projectId, Number(row.target_iid));
    return issue === undefined
      ? []
      : [{ row, target: issueJson(state, issue), targetType: 'Issue' as const, projectId }];
  });
  const mergeRequestTodos = (state.plain.merge_request_todos ?? []).flatMap((row) => {
    const mr = state.tables.mergeRequests.find((item) => item.id === row.merge_request_id);
    return mr === undefined
      ? []
      : [
          {
            row,
            target: mergeRequestJson(state, mr),
            targetType: 'MergeRequest' as const,
            projectId: mr.project_id,
          },
        ];
  });
  return [...issueTodos, ...mergeRequestTodos];
}

function todoJson(state: SandboxState, todo: Todo): Record<string, unknown> {
  const project = findProject(state, todo.projectId);
  const { row, target } = todo;
  return {
    id: row.id,
    project:
      project === undefined
        ? null
        : {
            id: project.id,
            name: project.name,
            name_with_namespace: project.name_with_namespace,
            path: project.path,
            path_with_namespace: project.path_with_namespace,
          },
    author: userBasic(state, Number(row.author_id ?? row.user_id)),
    action_name: row.action_name ?? 'marked',
    target_type: todo.targetType,
    target,
    target_url:
      target.web_url ?? projectPageUrl(state, todo.projectId, `/-/merge_requests/${String(target.iid)}`),
    body: target.title,
    state: row.state,
    created_at: row.created_at,
    updated_at: row.created_at,
  };
}

function myTodos(ctx: RouteContext): Todo[] {
  return allTodos(ctx.state).filter((todo) => todo.row.user_id === ctx.auth.user.id);
}

function listTodos(ctx: RouteContext) {
  const { state = 'pending', action, author_id: authorId, project_id: projectId, type } = ctx.req.query;
  const rows = myTodos(ctx)
    .filter((todo) => todo.row.state === state)
    .filter((todo) => action === undefined || (todo.row.action_name ?? 'marked') === action)
    .filter((todo) => authorId === undefined || String(todo.row.author_id ?? todo.row.user_id) === authorId)
    .filter((todo) => projectId === undefined || String(todo.projectId) === projectId)
    .filter((todo) => type === undefined || todo.targetType === type)
    .sort((a, b) => Number(b.row.id) - Number(a.row.id));
  const page = offsetPage(rows, ctx.req);
  return json(
    200,
    page.items.map((todo) => todoJson(ctx.state, todo)),
    page.headers,
  );
}

export const userActivityRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/events',
    handler: (ctx) => eventsWhere(ctx, (row) => row.author_id === ctx.auth.user.id),
  },
  {
    method: 'GET',
    pattern: '/users/:id/events',
    handler: (ctx) => {
      const user = findUser(ctx.state, ctx.params.id ?? '');
      if (user === undefined) throw notFound('User');
      return eventsWhere(ctx, (row) => row.author_id === user.id);
    },
  },
  {
    method: 'GET',
    pattern: '/projects/:id/events',
    handler: (ctx) => {
      const scope = resolveScope('project', ctx);
      const project = scope.kind === 'project' ? scope.project : undefined;
      return eventsWhere(ctx, (row) => row.project_id === project?.id);
    },
  },
  { method: 'GET', pattern: '/todos', handler: listTodos },
  {
    method: 'POST',
    pattern: '/todos/mark_as_done',
    handler: (ctx) => {
      for (const todo of myTodos(ctx)) todo.row.state = 'done';
      return noContent();
    },
  },
  {
    method: 'POST',
    pattern: '/todos/:todo_id/mark_as_done',
    handler: (ctx) => {
      const todo = myTodos(ctx).find((item) => String(item.row.id) === ctx.params.todo_id);
      if (todo === undefined) throw notFound('Todo');
      todo.row.state = 'done';
      return json(201, todoJson(ctx.state, todo));
    },
  },
];
