/**
 * Typo recovery for words the catalog does not know (`brnaches`, `pipline`): the closest known term within one
 * edit (two for words of eight letters or more), where swapping two neighbours counts as one edit. Short words
 * are never corrected: at three letters one edit reaches too many real words.
 */
export function closestTerm(word: string, known: Iterable<string>): string | undefined {
  if (word.length < 5) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const term of known) {
    if (Math.abs(term.length - word.length) > allowed || term.length < 4) continue;
    const distance = editDistance(word, term);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && term < best)) {
      best = term;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowed ? best : undefined;
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
