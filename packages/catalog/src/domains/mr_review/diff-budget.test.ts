import { describe, expect, it } from 'vitest';
import {
  DIFF_LINES_PER_FILE,
  DIFF_LINES_PER_ANSWER,
  RAW_DIFF_LINES,
  changesPage,
  rawDiffHead,
  versionWithDiffs,
} from './diff-budget.js';

const textFile = (path: string, added: number) => ({
  old_path: path,
  new_path: path,
  new_file: true,
  diff: `@@ -0,0 +1,${added} @@\n${Array.from({ length: added }, (_, i) => `+line ${i + 1}`).join('\n')}\n`,
});

describe('a page of changed files stays bounded', () => {
  it('cuts each file to its first lines and counts what it left out', () => {
    const page = changesPage([textFile('big.ts', 500)], 243, 1, 10);
    const [file] = page.files;
    expect(file).toMatchObject({ path: 'big.ts', status: 'added', lines_added: 500, diff_lines: 501 });
    expect(file!.lines_shown).toBe(DIFF_LINES_PER_FILE);
    expect(page.lines_omitted).toBe(501 - DIFF_LINES_PER_FILE);
    expect(page.diff).toContain(`… ${501 - DIFF_LINES_PER_FILE} more lines of this file not shown`);
    expect(page.diff).not.toContain('+line 200');
  });

  it('describes a binary file instead of dumping it', () => {
    const page = changesPage(
      [
        {
          old_path: 'logo.png',
          new_path: 'logo.png',
          diff: 'Binary files a/logo.png and b/logo.png differ\n',
        },
      ],
      243,
      1,
      10,
    );
    expect(page.files[0]).toMatchObject({ binary: true, status: 'modified', diff_lines: 0 });
    expect(page.diff).toBe('=== logo.png: modified\n(binary file: content not shown)');
  });

  it('says when GitLab withheld a diff as too large, and names a rename', () => {
    const page = changesPage(
      [{ old_path: 'a.sql', new_path: 'b.sql', renamed_file: true, diff: '', too_large: true }],
      1,
      1,
      10,
    );
    expect(page.diff).toContain('=== b.sql (from a.sql): renamed');
    expect(page.diff).toContain('too large or collapsed');
  });

  it('says a file without diff text has no text changes', () => {
    const page = changesPage([{ old_path: 'run.sh', new_path: 'run.sh', diff: '' }], 1, 1, 10);
    expect(page.diff).toBe(
      '=== run.sh: modified\n(no text changes: a mode change, an empty file, or content GitLab does not diff)',
    );
  });

  it('offers the next page only after a full page', () => {
    const two = [textFile('a.ts', 1), textFile('b.ts', 1)];
    expect(changesPage(two, 1, 3, 2).next_page).toBe(4);
    expect(changesPage(two, 1, 3, 5).next_page).toBeNull();
  });
});

describe('a whole diff version and a raw diff stay bounded', () => {
  it('shares one line budget across the files of a version, then gives only stats', () => {
    const perFile = DIFF_LINES_PER_FILE - 1;
    const count = Math.ceil(DIFF_LINES_PER_ANSWER / perFile) + 2;
    const files = Array.from({ length: count }, (_, i) => textFile(`f${i}.ts`, perFile - 1));
    const version = versionWithDiffs({ id: 7, head_commit_sha: 'abc', diffs: files });
    expect(version).toMatchObject({ id: 7, head_commit_sha: 'abc', files_changed: count });
    expect(version).not.toHaveProperty('diffs');
    const shown = version.files.reduce((sum, file) => sum + file.lines_shown, 0);
    expect(shown).toBe(DIFF_LINES_PER_ANSWER);
    expect(version.files_with_text).toBeLessThan(count);
    expect(version.diff).toContain(`=== f${count - 1}.ts: added\n(${perFile} diff lines not shown`);
  });

  it("keeps a raw diff's first lines and counts its files", () => {
    const raw = `diff --git a/x b/x\n${'+y\n'.repeat(RAW_DIFF_LINES + 50)}`;
    const head = rawDiffHead(raw, 243);
    expect(head).toMatchObject({
      files_changed: 1,
      total_lines: RAW_DIFF_LINES + 51,
      lines_shown: RAW_DIFF_LINES,
      lines_omitted: 51,
      truncated: true,
    });
  });
});
