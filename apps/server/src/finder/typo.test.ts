import { describe, expect, it } from 'vitest';
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
    expect(closestTerm('clso', closing, 'clsoe'.length)).toBe('clos');
    expect(closestTerm('clso', closing)).toBeUndefined();
  });

  it('leaves far-off words alone', () => {
    expect(closestTerm('monday', known)).toBeUndefined();
    expect(closestTerm('brnch', known)).toBe('branch');
  });
});
