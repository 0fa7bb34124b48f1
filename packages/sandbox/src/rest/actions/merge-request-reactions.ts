import { ApiError, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { MergeRequestRow, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { str } from '../params.js';
import { milestoneById, userBasic } from '../shapes.js';
import { mergeRequestTable, nextMergeRequestRowId, rowsOfMergeRequest } from './merge-request-scope.js';
import { mergeRequestOf, projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Emoji reactions on a merge request and its comments (https://docs.gitlab.com/api/emoji_reactions/) and its
 * resource events (https://docs.gitlab.com/api/resource_label_events/, resource_milestone_events,
 * resource_state_events).
 */

const AWARDS = 'merge_request_award_emoji';
const EVENTS = 'merge_request_resource_events';

function awardJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    user: userBasic(state, row.user_id as number),
    created_at: row.created_at,
    updated_at: row.created_at,
    awardable_id: row.note_id ?? row.merge_request_id,
    awardable_type: row.note_id === null ? 'MergeRequest' : 'Note',
    url: null,
  };
}

/** The awards on the merge request, or on its note `:note_id` (404 Note when it has no such note). */
function awardsOf(ctx: ProjectContext, onNote: boolean): { mr: MergeRequestRow; rows: PlainRow[] } {
  const mr = mergeRequestOf(ctx);
  const noteId = onNote ? Number(ctx.params.note_id) : null;
  if (
    onNote &&
    !ctx.state.tables.notes.some(
      (note) => note.id === noteId && note.noteable_type === 'MergeRequest' && note.noteable_id === mr.id,
    )
  )
    throw notFound('Note');
  return { mr, rows: rowsOfMergeRequest(ctx.state, AWARDS, mr).filter((row) => row.note_id === noteId) };
}

function awardRoutes(base: string, onNote: boolean): Route[] {
  const one = (ctx: ProjectContext) => {
    const row = awardsOf(ctx, onNote).rows.find((award) => String(award.id) === ctx.params.award_id);
    if (row === undefined) throw notFound('Award Emoji');
    return row;
  };
  return [
    projectAction('GET', base, (ctx) => {
      const page = offsetPage(awardsOf(ctx, onNote).rows, ctx.req);
      return json(
        200,
        page.items.map((row) => awardJson(ctx.state, row)),
        page.headers,
      );
    }),
    projectAction('GET', `${base}/:award_id`, (ctx) => json(200, awardJson(ctx.state, one(ctx)))),
    projectAction('POST', base, (ctx) => {
      const name = str(ctx.req.params.name);
      if (name === undefined || name === '') throw missingParams(['name']);
      const { mr, rows } = awardsOf(ctx, onNote);
      // GitLab refuses the same emoji twice from one user as a validation error.
      if (rows.some((row) => row.name === name && row.user_id === ctx.auth.user.id))
        throw new ApiError(404, { message: '404 Award Emoji Name has already been taken Not Found' });
      const row: PlainRow = {
        id: nextMergeRequestRowId(ctx.state, AWARDS, 5000),
        merge_request_id: mr.id,
        note_id: onNote ? Number(ctx.params.note_id) : null,
        name,
        user_id: ctx.auth.user.id,
        created_at: ctx.state.now(),
      };
      mergeRequestTable(ctx.state, AWARDS).push(row);
      return json(201, awardJson(ctx.state, row));
    }),
    projectAction('DELETE', `${base}/:award_id`, (ctx) => {
      const row = one(ctx);
      const table = mergeRequestTable(ctx.state, AWARDS);
      table.splice(table.indexOf(row), 1);
      return noContent();
    }),
  ];
}

function labelBasic(state: SandboxState, id: unknown): Record<string, unknown> | null {
  const label = state.tables.labels.find((row) => row.id === id);
  return label === undefined
    ? null
    : { id: label.id, name: label.name, color: label.color, description: label.description };
}

function eventJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const base = {
    id: row.id,
    user: userBasic(state, row.user_id as number),
    created_at: row.created_at,
    resource_type: 'MergeRequest',
    resource_id: row.merge_request_id,
  };
  switch (row.type) {
    case 'label':
      return { ...base, label: labelBasic(state, row.label_id), action: row.action };
    case 'milestone':
      return { ...base, milestone: milestoneById(state, row.milestone_id as number), action: row.action };
    default:
      return { ...base, state: row.state };
  }
}

function eventRoutes(type: string, param: string): Route[] {
  const base = `/merge_requests/:merge_request_iid/resource_${type}_events`;
  const events = (ctx: ProjectContext) =>
    rowsOfMergeRequest(ctx.state, EVENTS, mergeRequestOf(ctx)).filter((row) => row.type === type);
  return [
    projectAction('GET', base, (ctx) => {
      const page = offsetPage(events(ctx), ctx.req);
      return json(
        200,
        page.items.map((row) => eventJson(ctx.state, row)),
        page.headers,
      );
    }),
    projectAction('GET', `${base}/:${param}`, (ctx) => {
      const row = events(ctx).find((item) => String(item.id) === ctx.params[param]);
      // The event is looked up with ActiveRecord's find: its 404 is Rails' RecordNotFound answer.
      if (row === undefined) throw new ApiError(404, { message: '404 Not found' });
      return json(200, eventJson(ctx.state, row));
    }),
  ];
}

export const mergeRequestReactionRoutes: Route[] = [
  ...awardRoutes('/merge_requests/:merge_request_iid/award_emoji', false),
  ...awardRoutes('/merge_requests/:merge_request_iid/notes/:note_id/award_emoji', true),
  ...eventRoutes('label', 'resource_label_event_id'),
  ...eventRoutes('milestone', 'resource_milestone_event_id'),
  ...eventRoutes('state', 'resource_state_event_id'),
];
