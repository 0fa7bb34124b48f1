import type { Word } from './value-words.js';
import { ARTICLES, GIT_VERBS, isStopword, stem } from './words.js';

/**
 * The verb a request's first word says although it is a noun: `tag v1.2.0` reads like `git tag v1.2.0`, and
 * `comment on issue 4` adds a comment. Read before the words are: the ref a git verb starts from
 * (`tag the current main as v2.0.0`) is marked a value, so its words match nothing.
 */
export function openingVerb(words: readonly Word[]): Word | undefined {
  const [first, second] = words;
  if (!first || !second) return undefined;
  // `comment "LGTM" on MR 12`: what the comment says, then where it goes.
  const said = second.value && /^["'`]/.test(second.text);
  // `link issue 40 to issue 41`: one thing joined to another.
  const joins = LINKING.has(first.text) && words.some((word) => word.text === 'to');
  // `tag runner 30 with docker`, `label issue 5 with bug`: marking one thing with words changes it.
  const marks = MARKING.has(first.text) && !second.value && words.some((word) => word.text === 'with');
  // `point hook 7 at a new URL`, `point the staging environment to…`: where a thing points is a setting of it.
  const points = first.text === 'point' && words.some((word) => word.text === 'at' || word.text === 'to');
  // `estimate issue 42 at 3 hours`, `freeze deploys over christmas`: the noun of a setting said as the verb.
  const setting =
    !second.value &&
    (!isStopword(second.text) || ARTICLES.has(second.text)) &&
    !SETTING_NOUNS.has(second.stem);
  // `tag v1.2.0`, `tag the current main as v2.0.0`: the new name, first or after `as`.
  const named = (word: Word | undefined) => word?.value === true && word.one === 'named';
  const as = words.findIndex((word, index) => word.text === 'as' && named(words[index + 1]));
  const naming = first.text in GIT_VERBS && (named(second) || as > 0);
  // What is tagged or branched from (`the current main`) names a ref, not an object to act on.
  if (naming) words.slice(1, Math.max(as, 1)).forEach((word) => (word.value = true));
  const verb =
    (naming ? GIT_VERBS[first.text] : undefined) ??
    (marks || points ? 'update' : undefined) ??
    (setting ? SETTING_VERBS[first.text] : undefined) ??
    (PREPOSITIONS.has(second.text) || said || joins ? NOUN_VERBS[first.text] : undefined);
  return verb ? { text: verb, stem: stem(verb), one: null, value: false } : undefined;
}

/**
 * `comment on issue 4`, `react to MR 3`, `react with :tada: to comment 12`: a noun said as the request's verb, before
 * where it goes or what it says, adds one.
 */
const NOUN_VERBS: Readonly<Record<string, string>> = {
  comment: 'create',
  note: 'create',
  react: 'create',
  link: 'create',
  relate: 'create',
};
/** Nouns said first that join one thing to another (`link issue 40 to issue 41`). */
const LINKING: ReadonlySet<string> = new Set(['link', 'relate']);
/** Nouns said first that mark one thing with words (`tag runner 30 with docker`). */
const MARKING: ReadonlySet<string> = new Set(['tag', 'label']);
/** A setting's noun said first as its verb, and the act it says (`estimate issue 42 at 2 days`). */
const SETTING_VERBS: Readonly<Record<string, string>> = {
  estimate: 'set',
  freeze: 'create',
  schedule: 'create',
};
/** What the setting's noun names when it comes first as a noun: `freeze periods of backend`. */
const SETTING_NOUNS: ReadonlySet<string> = new Set(['period', 'window']);
const PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'to', 'in', 'under', 'with']);
