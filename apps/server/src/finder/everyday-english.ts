import english from './everyday-english.json' with { type: 'json' };

/**
 * Words of everyday English that typo recovery could turn into another word of the catalog (`nested` → `test`,
 * `kinds` → `find`): test/finder-eval/everyday-english.mjs lists them from SCOWL's common words (its notice is in
 * the file).
 */
const EVERYDAY: ReadonlySet<string> = new Set(english.words);

export function isEverydayWord(word: string): boolean {
  return EVERYDAY.has(word);
}
