import { missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findIssue } from '../../store/generated-issues.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { str } from '../params.js';
import { userBasic } from '../shapes.js';
import { issueOf, issueTable, nextRowId, rowsOfIssue } from './issue-scope.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Emoji reactions on issues and on their comments (https://docs.gitlab.com/api/emoji_reactions/): list, get,
 * award, remove. Awarding the same emoji twice is refused as GitLab refuses it.
 */

const TABLE = 'issue_award_emoji';

function awardJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const onNote = row.note_id !== null;
  const issue = findIssue(state, row.project_id as number, row.issue_iid as number);
  return {
    id: row.id,
    name: row.name,
    user: userBasic(state, row.user_id as number),
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    awardable_id: onNote ? row.note_id : (issue?.id ?? null),
    awardable_type: onNote ? 'Note' : 'Issue',
    url: null,
  };
}

/** The awards on the addressed issue, or on its note `:note_id` (404 Note when the issue has no such note). */
function awardsOf(ctx: ProjectContext, onNote: boolean): PlainRow[] {
  const issue = issueOf(ctx);
  const noteId = onNote ? Number(ctx.params.note_id) : null;
  if (
    onNote &&
    !ctx.state.tables.notes.some(
      (note) => note.id === noteId && note.noteable_type === 'Issue' && note.noteable_id === issue.id,
    )
  )
    throw notFound('Note');
  return rowsOfIssue(ctx.state, TABLE, issue).filter((row) => row.note_id === noteId);
}

function awardRoutes(base: string, onNote: boolean): Route[] {
  const one = (ctx: ProjectContext) => {
    const row = awardsOf(ctx, onNote).find((award) => String(award.id) === ctx.params.award_id);
    if (row === undefined) throw notFound('Award Emoji');
    return row;
  };
  return [
    projectAction('GET', base, (ctx) => {
      const page = offsetPage(awardsOf(ctx, onNote), ctx.req);
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
      const existing = awardsOf(ctx, onNote);
      if (existing.some((row) => row.name === name && row.user_id === ctx.auth.user.id))
        throw notFound('Award Emoji Name has already been taken');
      const now = ctx.state.now();
      const row: PlainRow = {
        id: nextRowId(ctx.state, TABLE),
        name,
        user_id: ctx.auth.user.id,
        created_at: now,
        updated_at: now,
        project_id: ctx.project.id,
        issue_iid: Number(ctx.params.issue_iid),
        note_id: onNote ? Number(ctx.params.note_id) : null,
      };
      issueTable(ctx.state, TABLE).push(row);
      return json(201, awardJson(ctx.state, row));
    }),
    projectAction('DELETE', `${base}/:award_id`, (ctx) => {
      const row = one(ctx);
      const table = issueTable(ctx.state, TABLE);
      table.splice(table.indexOf(row), 1);
      return noContent();
    }),
  ];
}

export const issueEmojiRoutes: Route[] = [
  ...awardRoutes('/issues/:issue_iid/award_emoji', false),
  ...awardRoutes('/issues/:issue_iid/notes/:note_id/award_emoji', true),
];
