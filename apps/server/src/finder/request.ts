import { closestTerm } from './typo.js';
import {
  GIT_VERBS,
  indexTerm,
  isParticiple,
  isPlural,
  isStopword,
  PHRASES,
  stem,
  SYNONYMS,
  tokenize,
} from './words.js';

/** One meaningful word (or phrase) of a request, with what the finder may match it against. */
export interface Term {
  /** The word as typed (after typo correction), or the phrase. */
  text: string;
  /** Index terms it may match: its stem first, then its synonyms. */
  variants: readonly string[];
  /** `branches`: several things, so a list. */
  plural: boolean;
  /** `created`, `merged`: a state to filter by, so it matches an action's verb only when the verb says it too. */
  participle: boolean;
  /** Followed (or preceded) by a name (`tag v1.2.0`) or a number (`issue 12`, `!243`): one object, not a list. */
  one: 'named' | 'numbered' | null;
  /** Names another domain after the request's object (`branches of this repo`): where, not what. */
  context: boolean;
}

/** What the catalog knows: typo recovery corrects towards these terms, context reads these domains. */
export interface Vocabulary {
  terms: ReadonlySet<string>;
  domains: ReadonlySet<string>;
}

interface Word {
  text: string;
  stem: string;
  one: Term['one'];
  /** Text no word-splitting applies to: a quoted string, a path, a version, a number. */
  value: boolean;
}

/**
 * Reads a request as terms. Values are not words: quoted text, paths (`group/project`), versions, numbers and
 * references (`#41`; `!243` is a merge request) only tell that the word beside them names one object. With a
 * vocabulary, unknown words are corrected towards known ones and only the first domain named is the object.
 */
export function parseRequest(text: string, vocabulary?: Vocabulary): Term[] {
  const words = readWords(text);
  if (vocabulary) correctTypos(words, vocabulary);
  const terms: Term[] = [];
  const [first, second] = words;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as Word;
    if (word.value) continue;
    const phrase = phraseAt(words, index);
    if (phrase) {
      const last = words[index + phrase.length - 1] as Word;
      terms.push({
        text: phrase.key,
        variants: phrase.targets,
        plural: isPlural(last.text),
        participle: false,
        one: words.slice(index, index + phrase.length).find((part) => part.one)?.one ?? null,
        context: false,
      });
      index += phrase.length - 1;
      continue;
    }
    if (isStopword(word.text)) continue;
    terms.push(termOf(word));
  }
  const gitVerb = first && second?.value && !second.one?.startsWith('num') ? GIT_VERBS[first.text] : undefined;
  if (gitVerb) terms.push({ text: gitVerb, variants: [indexTerm(gitVerb)], plural: false, participle: false, one: null, context: false });
  if (vocabulary) markContext(terms, vocabulary.domains);
  return terms;
}

function readWords(text: string): Word[] {
  const words: Word[] = [];
  let pendingOne: Term['one'] = null;
  for (const raw of text.toLowerCase().match(/(['"`])[^'"`]*\1|\S+/g) ?? []) {
    const token = raw.replace(/^[([{<]+|[)\]}>?.,:;!]+$/g, '');
    const quoted = /^(['"`]).*\1$/.test(raw);
    const mergeRequest = /^!\d+$/.test(raw.replace(/[?.,:;]+$/, ''));
    const one: Term['one'] = mergeRequest || /^#?\d+$/.test(token) ? 'numbered' : 'named';
    if (mergeRequest) {
      words.push({ text: 'merge_request', stem: 'merge_request', one, value: false });
    } else if (quoted || /[0-9/.*~]/.test(token)) {
      words.push({ text: token, stem: token, one, value: true });
      const previous = [...words].reverse().find((word) => !word.value);
      if (previous && words.at(-2) === previous && !isStopword(previous.text)) previous.one ??= one;
      else pendingOne = one;
    } else {
      for (const part of tokenize(token)) {
        const word: Word = { text: part, stem: stem(part), one: null, value: false };
        if (pendingOne && !isStopword(part)) {
          word.one = pendingOne;
          pendingOne = null;
        }
        words.push(word);
      }
    }
  }
  return words;
}

function correctTypos(words: Word[], vocabulary: Vocabulary): void {
  for (const word of words) {
    if (word.value || isStopword(word.text) || known(word, vocabulary)) continue;
    const closest = closestTerm(word.stem, vocabulary.terms);
    if (closest) word.stem = closest;
  }
}

// The tables are written in plain words; requests are matched on stems (`changes` finds `change`).
const SYNONYMS_BY_STEM = new Map(Object.entries(SYNONYMS).map(([word, targets]) => [stem(word), targets]));
const PHRASES_BY_STEMS = new Map(
  Object.entries(PHRASES).map(([phrase, targets]) => [phrase.split(' ').map(stem).join(' '), targets.map(indexTerm)]),
);
const PHRASE_WORDS = new Set([...PHRASES_BY_STEMS.keys()].flatMap((phrase) => phrase.split(' ')));

function known(word: Word, vocabulary: Vocabulary): boolean {
  return (
    vocabulary.terms.has(word.stem) ||
    word.text in SYNONYMS ||
    SYNONYMS_BY_STEM.has(word.stem) ||
    PHRASE_WORDS.has(word.stem)
  );
}

function phraseAt(words: readonly Word[], index: number): { key: string; targets: readonly string[]; length: number } | null {
  for (const length of [3, 2]) {
    const parts = words.slice(index, index + length);
    if (parts.length < length || parts.some((part) => part.value)) continue;
    const key = parts.map((part) => part.stem).join(' ');
    const targets = PHRASES_BY_STEMS.get(key);
    if (targets) return { key, targets, length };
  }
  return null;
}

function termOf(word: Word): Term {
  const synonyms = SYNONYMS[word.text] ?? SYNONYMS_BY_STEM.get(word.stem) ?? [];
  const variants = [word.stem, ...synonyms.map(indexTerm)];
  return {
    text: word.text,
    variants: [...new Set(variants)],
    // `mrs`, `prs`: too short for the stemmer, plural all the same.
    plural: isPlural(word.text) || (word.text.endsWith('s') && word.text.slice(0, -1) in SYNONYMS),
    participle: isParticiple(word.text),
    one: word.one,
    context: false,
  };
}

/** The first term naming a domain is the request's object; a later term naming another domain says where. */
function markContext(terms: Term[], domains: ReadonlySet<string>): void {
  const object = terms.find((term) => term.variants.some((variant) => domains.has(variant)));
  if (!object) return;
  const objectDomains = object.variants.filter((variant) => domains.has(variant));
  for (const term of terms.slice(terms.indexOf(object) + 1)) {
    const named = term.variants.filter((variant) => domains.has(variant));
    if (named.length > 0 && !named.some((domain) => objectDomains.includes(domain))) term.context = true;
  }
}
