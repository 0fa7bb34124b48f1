import { isEverydayWord } from './everyday-english.js';

/**
 * Typo recovery for words the catalog does not know (`brnaches`, `pipline`, `lst`): the closest known term within
 * one edit (two for words of eight letters or more), where swapping two neighbours counts as one edit. Words of
 * three or four letters are only completed by one missing letter (`lst` → `list`): one edit of any kind reaches
 * too many real words from there (`bob` → `job`). Among equally close terms the one that weighs most in the
 * catalog wins (`list`, an action name, over `last`, a description word), then alphabetical order. A word is short
 * as typed: `clsoe`, whose stem `clso` has four letters, is a five-letter word one swap from `close` (`clos`).
 * `word` is the stem looked up, `typed` the word as the request says it.
 */
export function closestTerm(
  word: string,
  known: ReadonlyMap<string, number>,
  typed = word,
): string | undefined {
  // A word of everyday English (`nested`, `kinds`) is no typo of another word (`test`, `find`): it may only lose an
  // ending the stemmer left (`changed` → `chang`).
  const everyday = isEverydayWord(typed);
  let best: { term: string; distance: number; weight: number } | undefined;
  for (const [term, weight] of known) {
    if (everyday && !typed.startsWith(term)) continue;
    const distance = typoDistance(word, term, typed.length);
    if (distance === undefined) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (weight > best.weight || (weight === best.weight && term < best.term)));
    if (better) best = { term, distance, weight };
  }
  return best?.term;
}

/** How many edits turn the word into the term, when that is few enough for the term to be its correction. */
export function typoDistance(word: string, term: string, typedLength = word.length): number | undefined {
  if (word.length < 3 || term.length < 3) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  if (Math.abs(term.length - word.length) > allowed) return undefined;
  if (typedLength < 5 && term.length !== word.length + 1) return undefined;
  const distance = editDistance(word, term);
  return distance > allowed ? undefined : distance;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      (d[i] as number[])[j] = value;
    }
  }
  return at(a.length, b.length);
}
