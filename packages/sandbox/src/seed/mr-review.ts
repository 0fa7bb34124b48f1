import { sha } from '../store/sha.js';
import type { DiffRow, DraftNoteRow } from '../store/rows.js';

/*
 * Review data of MR !243 (feature/fix-login → main): where its review thread sits in the diff, and a pending
 * review of draft comments. Diff positions take GitLab's form (https://docs.gitlab.com/api/discussions/#create-a-new-thread-in-the-merge-request-diff):
 * the three shas of the diff version and a line of a file.
 */

/** The shas of !243's only diff version: the head of its source branch on top of main. */
export interface DiffShas {
  base: string;
  head: string;
}

/** GitLab's `line_code`: the sha1 of the file path and the old and new line numbers. */
export function lineCode(path: string, oldLine: number | null, newLine: number | null): string {
  return `${sha(path)}_${oldLine ?? ''}_${newLine ?? ''}`;
}

/** A position on a line added in a text file of a diff version. */
export function addedLinePosition(shas: DiffShas, path: string, newLine: number): Record<string, unknown> {
  return {
    base_sha: shas.base,
    start_sha: shas.base,
    head_sha: shas.head,
    old_path: path,
    new_path: path,
    position_type: 'text',
    old_line: null,
    new_line: newLine,
    line_range: null,
  };
}

/**
 * The position of !243's review thread ("Could you add a test for the empty password case?"): the changed check in
 * src/login.ts. Moving the existing thread onto the diff keeps !243's user_notes_count at 2 (contract card).
 */
export function fixLoginThreadPosition(shas: DiffShas): Record<string, unknown> {
  return addedLinePosition(shas, 'src/login.ts', 2);
}

/**
 * root's pending reviews (draft notes are seen only by their author, and the admin token is root's): on !243 one
 * general comment and one on the new line of docs/guide.md, on !245 one general comment.
 */
export function seedDraftNotes(shas: DiffShas): DraftNoteRow[] {
  const base = {
    project_id: 42,
    merge_request_iid: 243,
    author_id: 1,
    commit_id: null,
    discussion_id: null,
    resolve_discussion: false,
  };
  return [
    {
      ...base,
      id: 4001,
      note: 'Looks good overall; one wording nit in the guide.',
      line_code: null,
      position: null,
    },
    {
      ...base,
      id: 4002,
      note: 'Say "blank passwords" here, as the error message does.',
      line_code: lineCode('docs/guide.md', null, 5),
      position: addedLinePosition(shas, 'docs/guide.md', 5),
    },
    {
      ...base,
      id: 4003,
      merge_request_iid: 245,
      note: 'Start with the 1.3 milestone before tagging anything.',
      line_code: null,
      position: null,
    },
  ];
}

/**
 * Extra files of !244 (remember-me), for review tools that must stay small: a binary image, whose diff GitLab gives
 * as git's one-line "Binary files … differ", and a long generated file of 400 added lines.
 */
export function rememberMeDiffs(): DiffRow[] {
  const longFile = Array.from(
    { length: 400 },
    (_, index) => `+export const REMEMBER_ME_${index + 1} = ${index + 1};`,
  );
  return [
    {
      old_path: 'public/remember-me.png',
      new_path: 'public/remember-me.png',
      a_mode: '0',
      b_mode: '100644',
      diff: 'Binary files /dev/null and b/public/remember-me.png differ\n',
      new_file: true,
      renamed_file: false,
      deleted_file: false,
    },
    {
      old_path: 'src/remember-me/constants.ts',
      new_path: 'src/remember-me/constants.ts',
      a_mode: '0',
      b_mode: '100644',
      diff: `@@ -0,0 +1,400 @@\n${longFile.join('\n')}\n`,
      new_file: true,
      renamed_file: false,
      deleted_file: false,
    },
  ];
}
