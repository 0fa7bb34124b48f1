import { missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { NoteableType, PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { str } from '../params.js';
import { userBasic } from '../shapes.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Emoji reactions on something of a project and on its comments (https://docs.gitlab.com/api/emoji_reactions/):
 * list, get, award, remove, written once for every awardable. Awarding the same emoji twice is refused as GitLab
 * refuses it.
 */

/** What is reacted to: its type, its table in `state.plain`, and how a request names it. */
export interface Awardable {
  type: Exclude<NoteableType, 'Commit'>;
  table: string;
  /** The addressed item's global id and the fields that tie an award row to it, or GitLab's 404. */
  find(ctx: ProjectContext): { id: number; link: PlainRow };
}

function awardJson(
  state: SandboxState,
  row: PlainRow,
  targetId: number,
  type: string,
): Record<string, unknown> {
  const onNote = row.note_id !== null;
  return {
    id: row.id,
    name: row.name,
    user: userBasic(state, row.user_id as number),
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    awardable_id: onNote ? row.note_id : targetId,
    awardable_type: onNote ? 'Note' : type,
    url: null,
  };
}

function tableOf(state: SandboxState, awardable: Awardable): PlainRow[] {
  return (state.plain[awardable.table] ??= []);
}

/** The awards on the addressed item, or on its note `:note_id` (404 Note when the item has no such note). */
function awardsOf(ctx: ProjectContext, awardable: Awardable, onNote: boolean) {
  const target = awardable.find(ctx);
  const noteId = onNote ? Number(ctx.params.note_id) : null;
  if (
    onNote &&
    !ctx.state.tables.notes.some(
      (note) => note.id === noteId && note.noteable_type === awardable.type && note.noteable_id === target.id,
    )
  )
    throw notFound('Note');
  const rows = tableOf(ctx.state, awardable).filter(
    (row) =>
      row.note_id === noteId && Object.entries(target.link).every(([key, value]) => row[key] === value),
  );
  return { target, rows };
}

function routesAt(base: string, awardable: Awardable, onNote: boolean): Route[] {
  const show = (ctx: ProjectContext, row: PlainRow, targetId: number) =>
    awardJson(ctx.state, row, targetId, awardable.type);
  const one = (ctx: ProjectContext) => {
    const { target, rows } = awardsOf(ctx, awardable, onNote);
    const row = rows.find((award) => String(award.id) === ctx.params.award_id);
    if (row === undefined) throw notFound('Award Emoji');
    return { target, row };
  };
  return [
    projectAction('GET', base, (ctx) => {
      const { target, rows } = awardsOf(ctx, awardable, onNote);
      const page = offsetPage(rows, ctx.req);
      return json(
        200,
        page.items.map((row) => show(ctx, row, target.id)),
        page.headers,
      );
    }),
    projectAction('GET', `${base}/:award_id`, (ctx) => {
      const { target, row } = one(ctx);
      return json(200, show(ctx, row, target.id));
    }),
    projectAction('POST', base, (ctx) => {
      const name = str(ctx.req.params.name);
      if (name === undefined || name === '') throw missingParams(['name']);
      const { target, rows } = awardsOf(ctx, awardable, onNote);
      if (rows.some((row) => row.name === name && row.user_id === ctx.auth.user.id))
        throw notFound('Award Emoji Name has already been taken');
      const table = tableOf(ctx.state, awardable);
      const now = ctx.state.now();
      const row: PlainRow = {
        id: table.reduce((max, award) => Math.max(max, Number(award.id ?? 0)), 0) + 1,
        name,
        user_id: ctx.auth.user.id,
        created_at: now,
        updated_at: now,
        ...target.link,
        note_id: onNote ? Number(ctx.params.note_id) : null,
      };
      table.push(row);
      return json(201, show(ctx, row, target.id));
    }),
    projectAction('DELETE', `${base}/:award_id`, (ctx) => {
      const { row } = one(ctx);
      const table = tableOf(ctx.state, awardable);
      table.splice(table.indexOf(row), 1);
      return noContent();
    }),
  ];
}

/** The award routes of an awardable under `base` (`/issues/:issue_iid`): on the item and on its notes. */
export function awardEmojiRoutes(base: string, awardable: Awardable): Route[] {
  return [
    ...routesAt(`${base}/award_emoji`, awardable, false),
    ...routesAt(`${base}/notes/:note_id/award_emoji`, awardable, true),
  ];
}
