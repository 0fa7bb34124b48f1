import { describe, expect, it } from 'vitest';
import type { RestCall } from '../../action.js';
import { findAction } from '../../catalog.js';
import { CONTENT_LIMIT, boundedText, decodedFile, describeBytes } from './content.js';
import { parseGitmodules, submoduleProject } from './submodules.js';

/** The reshape of a REST action, as the runner applies it to GitLab's answer. */
function reshapeOf(id: string) {
  const call = findAction(id)!.gitlab as RestCall<Record<string, unknown>>;
  return (data: unknown, args: Record<string, unknown>) =>
    call.reshape!(data, args) as Record<string, unknown>;
}

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');

describe('file contents stay bounded', () => {
  it('keeps a short text whole and says nothing was left out', () => {
    expect(boundedText('a\nb\n')).toEqual({
      binary: false,
      total_lines: 2,
      truncated: false,
      content: 'a\nb',
    });
  });

  it('cuts a long file at the line limit and says how many lines were left out', () => {
    const result = boundedText(lines(1200));
    expect(result.content.split('\n')).toHaveLength(CONTENT_LIMIT.lines);
    expect(result.content.endsWith(`line ${CONTENT_LIMIT.lines}`)).toBe(true);
    expect(result.truncated).toBe(true);
    expect(result.omitted).toMatch(/^700 of 1200 lines \(\d+ characters\) not shown$/);
  });

  it('cuts one enormous line (a minified bundle) at the character limit', () => {
    const result = boundedText('x'.repeat(CONTENT_LIMIT.characters + 5000));
    expect(result.content).toHaveLength(CONTENT_LIMIT.characters);
    expect(result.omitted).toBe('0 of 1 lines (5000 characters) not shown');
  });

  it('describes binary content (NUL bytes, or not UTF-8) by size and never carries it', () => {
    expect(describeBytes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toEqual({
      binary: true,
      size: 6,
    });
    expect(describeBytes(Buffer.from([0xff, 0xfe, 0x41]))).toEqual({ binary: true, size: 3 });
  });

  it("decodes GitLab's base64 content and keeps the file's metadata", () => {
    const file = decodedFile({
      file_path: 'a.txt',
      blob_id: 'b1',
      encoding: 'base64',
      content: Buffer.from('hello\n').toString('base64'),
    });
    expect(file).toEqual({
      file_path: 'a.txt',
      blob_id: 'b1',
      size: 6,
      binary: false,
      total_lines: 1,
      truncated: false,
      content: 'hello',
    });
  });
});

describe('repository answers shaped by their entries', () => {
  it('compare keeps the first 50 files, cuts each diff, and says what it left out', () => {
    const diffs = Array.from({ length: 60 }, (_, index) => ({ new_path: `f${index}`, diff: lines(600) }));
    const shaped = reshapeOf('repository.compare')({ commits: [{}, {}], diffs }, { from: 'a', to: 'b' });
    expect(shaped).toMatchObject({ from: 'a', to: 'b', commits_count: 2, files_changed: 60 });
    expect(shaped.diffs_omitted).toBe('10 of 60 files not shown');
    const first = (shaped.diffs as Record<string, unknown>[])[0]!;
    expect(first.diff_truncated).toBe(true);
    expect(String(first.diff).split('\n')).toHaveLength(CONTENT_LIMIT.lines);
  });

  it('blame numbers the lines of each range from range_start and stops at the line limit', () => {
    const commit = { id: 'c1' };
    const ranges = [
      { commit, lines: ['a', 'b'] },
      { commit, lines: Array.from({ length: CONTENT_LIMIT.lines }, () => 'x') },
    ];
    const shaped = reshapeOf('repository.file_blame')(ranges, { file_path: 'f', range_start: 10 });
    expect(shaped.ranges).toEqual([{ commit, first_line: 10, last_line: 11, text: 'a\nb' }]);
    expect(shaped.omitted).toBe(
      `${CONTENT_LIMIT.lines} of ${CONTENT_LIMIT.lines + 2} lines not shown: narrow with range_start and range_end`,
    );
  });
});

describe('submodules', () => {
  it('reads .gitmodules sections, ignoring comments', () => {
    const parsed = parseGitmodules(
      '# vendored\n[submodule "lib"]\n\tpath = vendor/lib\n\turl = ../lib.git\n\tbranch = main\n[submodule "b"]\n\tpath = b\n',
    );
    expect(parsed).toEqual([
      { name: 'lib', path: 'vendor/lib', url: '../lib.git', branch: 'main' },
      { name: 'b', path: 'b' },
    ]);
  });

  it('finds the project of an https, scp-like or relative submodule URL', () => {
    expect(submoduleProject('https://gitlab.example.com/group/sub/lib.git', 'group/project')).toBe(
      'group/sub/lib',
    );
    expect(submoduleProject('git@gitlab.example.com:group/lib.git', 'group/project')).toBe('group/lib');
    expect(submoduleProject('../tools.git', 'group/project')).toBe('group/tools');
  });
});
