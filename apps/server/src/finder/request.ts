import { closestTerm } from './typo.js';
import {
  ARTICLES,
  INDEFINITE,
  indexTerm,
  DISPLAY_WORDS,
  isParticiple,
  isPlural,
  isStopword,
  FIRST_NAMES,
  TIME_WORDS,
  NAMING_WORDS,
  stem,
  SYNONYMS,
  tokenize,
  VERB_DOMAINS,
} from './words.js';
import { openingVerb } from './opening-verb.js';
import { PHRASES } from './phrases.js';
import { plainText } from './plain-text.js';
import { rereadTerms } from './term-readings.js';
import type { Term, Vocabulary } from './terms.js';
import {
  BRANCH_NAMES,
  type Identity,
  NAMED_BRANCH,
  isProjectPath,
  PROJECT_REFERENCE,
  VARIABLE_NAME,
  type Word,
  wordOfValue,
} from './value-words.js';

/**
 * Reads a request as terms. Values are not words: quoted text, paths (`group/project`), versions, numbers and
 * references (`#41`; `!243` is a merge request) only tell that the word beside them names one object. With a
 * vocabulary, unknown words are corrected towards known ones and only the first domain named is the object.
 */
export function parseRequest(text: string, vocabulary?: Vocabulary): Term[] {
  const words = readWords(text);
  if (vocabulary) {
    // Before typo recovery, which would read `bob` as `blob`.
    readPeople(words, vocabulary);
    nameUnknowns(correctTypos(words, vocabulary), words, vocabulary.objects);
    namePlaces(words, vocabulary.objects);
    markPlaces(words);
  }
  const opening = openingVerb(words);
  const terms: Term[] = [];
  let lastEnd = -2;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as Word;
    if (word.value) continue;
    const phrase = phraseAt(words, index);
    if (!phrase && isStopword(word.text)) continue;
    const parts = words.slice(index, index + (phrase?.length ?? 1));
    const last = parts.at(-1) as Word;
    const meaning = phrase
      ? { text: phrase.key, variants: phrase.targets, participle: false, display: false }
      : word.person
        ? personMeaning(words[index - 1], words[index + 1], terms)
        : inContext(
            meaningOf(word),
            words[index - 1],
            words[index + 1],
            words[index - 2],
            vocabulary,
            words[0],
          );
    terms.push({
      ...meaning,
      plural: isPlural(last.text) || isShortPlural(last.text),
      one: parts.find((part) => part.one)?.one ?? null,
      context: false,
      joined: index === lastEnd + 1,
      reference: word.reference === true,
      ...(parts.some((part) => part.place) ? { place: true } : {}),
      ...(ANY_ONE.has(words[index - 1]?.text ?? '') ? { given: true } : {}),
    });
    lastEnd = index + parts.length - 1;
    index = lastEnd;
  }
  if (opening) {
    terms.push({
      ...meaningOf(opening),
      plural: false,
      one: null,
      context: false,
      joined: false,
      reference: false,
    });
  }
  if (vocabulary) markContext(terms, vocabulary);
  rereadTerms(terms, vocabulary);
  return terms;
}

function readWords(text: string): Word[] {
  const words: Word[] = [];
  let pending: Identity = null;
  let counted = false;
  const raws = plainText(text).match(/(['"`])[^'"`]*\1|\S+/g) ?? [];
  const variableNames = new Set(text.match(VARIABLE_NAME)?.map((name) => name.toLowerCase()));
  raws.forEach((raw, index) => {
    // `.gitignore` is the word gitignore, not a file name: a leading dot before letters only names a kind of file.
    const token = raw.replace(/^[([{<]+|[)\]}>?.,:;!]+$/g, '').replace(/^\.(?=[a-z]+$)/, '');
    const reference = REFERENCE.exec(token);
    // `the main branch`: the word after a usual name says what it names.
    const namedAfter = isUsualName(token, raws[index + 1]);
    if (reference) {
      // `backend#12` names a project and one of its issues; `!243`, `&7` a merge request and an epic.
      if (reference[1]) words.push({ ...PROJECT_REFERENCE });
      const object = REFERENCED[reference[2] as keyof typeof REFERENCED];
      words.push({ text: object, stem: indexTerm(object), one: 'numbered', value: false });
    } else if (
      /^(['"`]).*\1$/.test(raw) ||
      // `DEPLOY_KEY`, `beta_search`, `priority::high`: a variable, flag or scoped label name, not words.
      /[0-9/.*~_:]/.test(token) ||
      isNamedAfter(raws, index) ||
      isPlaceName(token, words) ||
      isLabelName(token, words) ||
      // `the new-checkout flag`: a name that says `new` makes nothing.
      /^new-[a-z0-9-]+$/.test(token) ||
      namedAfter ||
      BRANCH_NAMES.has(token)
    ) {
      // `the last 10 commits`, `the 5 most recent pipelines`: a number that counts identifies nothing.
      if (isCount(token, raws[index - 1], raws[index + 1])) {
        // The order word counts with it: `last` in `the last 10 commits` is not the latest pipeline.
        const before = words.at(-1);
        if (before && ORDER_WORDS.has(before.text)) before.value = true;
        words.push({ text: token, stem: token, one: null, value: true });
        counted = true;
        return;
      }
      counted = false;
      const one = /^#?\d+$/.test(token) ? 'numbered' : 'named';
      words.push({ text: token, stem: token, one, value: true });
      const owner = ownerOfValue(words);
      const stoodFor = namedAfter ? undefined : wordOfValue(token, one, owner, variableNames.has(token));
      if (stoodFor) words.push(stoodFor);
      else if (owner) owner.one ??= one;
      else if (isProjectPath(token, raws[index + 1])) words.push({ ...PROJECT_REFERENCE });
      else pending = one;
    } else {
      for (const part of tokenize(token)) {
        // `the 5 most recent pipelines`: order words right after a count count with it.
        const word: Word = {
          text: part,
          stem: stem(part),
          one: null,
          value: counted && ORDER_WORDS.has(part),
        };
        counted = word.value;
        if (pending && !isStopword(part)) {
          word.one = pending;
          pending = null;
        }
        words.push(word);
      }
    }
  });
  return words;
}

/**
 * A plain number after or before a word of order (`the last 10 commits`, `the 5 most recent pipelines`) counts
 * things: it identifies nothing. (Before a plural alone it may still be an ID: `issue 5 comments`.)
 */
function isCount(token: string, before: string | undefined, after: string | undefined): boolean {
  return /^\d+$/.test(token) && (ORDER_WORDS.has(before ?? '') || ORDER_WORDS.has(after ?? ''));
}

const ORDER_WORDS: ReadonlySet<string> = new Set([
  'last',
  'first',
  'top',
  'latest',
  'recent',
  'most',
  'newest',
  'oldest',
  'next',
  'previous',
]);

/**
 * Names branches and environments usually have, before the word they name (`the main branch`, `staging
 * environment`): a name identifying one object, not a word to search for.
 */
function isUsualName(token: string, next: string | undefined): boolean {
  return USUAL_NAMES.has(token) && NAMED_BY_USUAL_NAMES.has(stem(tokenize(next ?? '')[0] ?? ''));
}

const USUAL_NAMES: ReadonlySet<string> = new Set(
  'main master develop development dev staging stage production prod qa test review release stable'.split(
    ' ',
  ),
);
const NAMED_BY_USUAL_NAMES: ReadonlySet<string> = new Set(['branch', 'environment', 'env']);

/**
 * `from project old-service`, `in the group data-eng`: hyphenated words right after a place's container word are
 * its name (elsewhere they may say what: `make group compliance-central…`).
 */
function isPlaceName(token: string, before: readonly Word[]): boolean {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(token) || !NAMED_AFTER.has(before.at(-1)?.stem ?? ''))
    return false;
  let at = before.length - 2;
  while (ARTICLES.has(before[at]?.text ?? '')) at -= 1;
  return PLACE_PREPOSITIONS.has(before[at]?.text ?? '');
}

/**
 * Labels are named with everyday words, GitLab's own among them (`bug`, `security`): a word right after the
 * noun `label` (`the label bug`, `with label security`) is its name, not the thing the word would otherwise say.
 */
function isLabelName(token: string, before: readonly Word[]): boolean {
  const [article, noun] = before.slice(-2);
  return (
    noun?.text === 'label' &&
    (ARTICLES.has(article?.text ?? '') || article?.text === 'with') &&
    /^[a-z]+$/.test(token) &&
    !isStopword(token) &&
    // `when was the label added`: what was done to it, not its name.
    !isParticiple(token)
  );
}

/** A word after `named`, `called`… is a name whatever it looks like (`a label named needs-review`). */
function isNamedAfter(raws: readonly string[], index: number): boolean {
  return index > 0 && NAMING_WORDS.has(raws[index - 1] ?? '');
}

/**
 * GitLab's references (https://docs.gitlab.com/user/markdown/#gitlab-specific-references): `!243` is a merge request,
 * `&7` an epic, and with a project's path before it `backend#12` an issue (`#12` alone is the ID of the word before it).
 */
const REFERENCE = /^([\w./-]+)?([!&]|(?<=[\w.-])#)\d+$/;
const REFERENCED = { '!': 'merge_request', '&': 'epic', '#': 'issue' } as const;

/** The word a value names: the word right before it (`issue 12`), or before `named`, `called`… (`tags matching v*`). */
function ownerOfValue(words: readonly Word[]): Word | undefined {
  let index = words.length - 2;
  while (index >= 0 && NAMING_WORDS.has(words[index]?.text ?? '')) index -= 1;
  const word = words[index];
  // `every release/* branch`: a quantifier names nothing; the word after the value does.
  return word && !word.value && !isStopword(word.text) && !QUANTIFIERS.has(word.text) ? word : undefined;
}

/** Corrects the words the catalog does not know towards the closest term; returns those it cannot correct. */
function correctTypos(words: Word[], vocabulary: Vocabulary): Word[] {
  const unknown: Word[] = [];
  for (const word of words) {
    // A reference (`backend#12`) was read from its sign, not typed as a word: nothing to correct.
    if (word.value || word.person || word.reference || isStopword(word.text) || known(word, vocabulary))
      continue;
    const closest = closestTerm(word.stem, vocabulary.terms, word.text);
    if (closest) word.stem = closest;
    else unknown.push(word);
  }
  return unknown;
}

/**
 * A word the catalog does not know, said where GitLab requests name a person, is a person: one user or member, by
 * name (`remove carol from the project`, `promote alice to maintainer`, `block mallory`, `assign issue 5 to bob`,
 * `merge requests opened by dave`). The places: right after an opening act done to people, or after `to` or `by`
 * with nothing but a preposition or an article after it (`from` says where from: `drop user list 4 from
 * storefront`). A common first name is a person wherever it is said (`what did alice do this week`).
 */
function readPeople(words: readonly Word[], vocabulary: Vocabulary): void {
  words.forEach((word, index) => {
    // `to main`, `to staging`, `to friday`: a branch's or an environment's usual name, or a day, not a person's.
    if (
      word.value ||
      isStopword(word.text) ||
      USUAL_NAMES.has(word.text) ||
      TIME_WORDS.has(word.text) ||
      known(word, vocabulary)
    )
      return;
    const before = words[index - 1]?.text ?? '';
    const after = words[index + 1];
    const afterAct = index === 1 && PEOPLE_ACTS.has(before);
    const ending = !after || after.value || isStopword(after.text);
    const afterPreposition = PERSON_PREPOSITIONS.has(before) && ending;
    // `starred by user alice`, `is member bob still active`: the name of the person the word before says.
    const afterPersonWord = PERSON_WORDS.has(before) && ending;
    if (!afterAct && !afterPreposition && !afterPersonWord && !FIRST_NAMES.has(word.text)) return;
    word.person = true;
    word.one ??= 'named';
  });
}

/** Acts done to a person (`remove carol`, `promote alice`): an unknown word right after one is whom. */
const PEOPLE_ACTS: ReadonlySet<string> = new Set(
  'add remove invite kick promote demote block unblock ban unban deactivate reactivate approve reject assign unassign'.split(
    ' ',
  ),
);
const PERSON_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'by']);
const PERSON_WORDS: ReadonlySet<string> = new Set(['user', 'member', 'username']);
/** What a person said by name means: a user, or a member of a project or group. No typed word has its text. */
const PERSON = '(person)';
const PERSON_MEANING = { text: PERSON, variants: ['user', 'member'], participle: false, display: false };
const AUTHOR_MEANING = { text: '(author)', variants: ['author'], participle: false, display: false };

/**
 * `commits by alice`, `merge requests by carol`, `issues alice opened`: a person right after the things and `by`,
 * or before an act of authoring them, is their author, a filter of their list, not a user to act on (`projects
 * starred by alice` still names a user).
 */
function personMeaning(before: Word | undefined, after: Word | undefined, terms: readonly Term[]) {
  if (AUTHORING.has(after?.text ?? '') && terms.at(-1)?.plural) return AUTHOR_MEANING;
  // `issues created by bob`: the act of authoring may stand between them.
  const things = AUTHORING.has(terms.at(-1)?.text ?? '') ? terms.at(-2) : terms.at(-1);
  return before?.text === 'by' && things?.plural ? AUTHOR_MEANING : PERSON_MEANING;
}

/** Acts of authoring said between the things and their author (`issues opened by dave`). */
const AUTHORING: ReadonlySet<string> = new Set(
  'created opened authored written raised filed reported submitted pushed'.split(' '),
);

/**
 * A word the catalog does not know before a word naming an object is that object's name (`is frank a member of
 * the group`, `the platform group`): a value naming one object, not a word to search for. After most objects it
 * may be a ref another parameter takes (`compare branch develop with main`); after a container's word it is the
 * container's name (`group platform`).
 */
function nameUnknowns(unknown: readonly Word[], words: readonly Word[], objects: ReadonlySet<string>): void {
  for (const word of unknown) {
    const index = words.indexOf(word);
    // `a particular issue`, `a former employee`: after an indefinite article the word describes, it names nothing.
    // A request's first word is its verb (`close issue 4`), one the catalog may not know.
    if (index === 0 || INDEFINITE.has(words[index - 1]?.text ?? '')) continue;
    const object = namedBy(words, index, objects);
    if (!object) continue;
    word.value = true;
    object.one ??= 'named';
  }
}

/**
 * The object the word at `index` names: the container said right before it (`invitations of group platform`,
 * `the webhooks of project shop`), else an object word after it, past any article (`the platform group`).
 */
function namedBy(words: readonly Word[], index: number, objects: ReadonlySet<string>): Word | undefined {
  const container = words[index - 1];
  if (container && !container.value && !container.reference && NAMED_AFTER.has(container.stem))
    return container;
  let next = index + 1;
  while (ARTICLES.has(words[next]?.text ?? '')) next += 1;
  const object = words[next];
  if (!object || object.value || !meaningOf(object).variants.some((variant) => objects.has(variant)))
    return undefined;
  return object;
}

/**
 * Where a request ends, `in project web` and `in the web project` name one project, even by a word the catalog
 * knows: a place said with its container's word and one more word closing the request or its clause.
 */
function namePlaces(words: readonly Word[], objects: ReadonlySet<string>): void {
  for (const [first, second, next] of placesSaid(words)) {
    if (!first || !second || first.value || second.value || first.person || second.person) continue;
    if (next && !isStopword(next.text)) continue;
    const name = (container: Word, named: Word) => {
      if (isStopword(named.text) || QUANTIFIERS.has(named.text) || objects.has(named.stem)) return;
      named.value = true;
      container.one ??= 'named';
    };
    if (NAMED_AFTER.has(first.stem)) name(first, second);
    else if (NAMED_AFTER.has(second.stem)) name(second, first);
  }
}

/** Words before a thing said as any one of its kind (`a single user`, `a specific environment`). */
const ANY_ONE: ReadonlySet<string> = new Set([...INDEFINITE, 'single', 'specific', 'particular', 'given']);

/** `in project web`, `for the web project`: the container named right after a place preposition is a place. */
function markPlaces(words: readonly Word[]): void {
  for (const [first, second] of placesSaid(words)) {
    const container = first?.value ? second : first;
    if (container?.one && NAMED_AFTER.has(container.stem)) container.place = true;
  }
}

/** The three words said right after each place preposition, past any article (`in the web project`). */
function placesSaid(words: readonly Word[]): (Word | undefined)[][] {
  return words.flatMap((word, index) => {
    if (!PLACE_PREPOSITIONS.has(word.text)) return [];
    let at = index + 1;
    while (ARTICLES.has(words[at]?.text ?? '')) at += 1;
    return [words.slice(at, at + 3)];
  });
}

const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'of', 'for', 'on', 'from']);
/** `in every project`, `for each group`: how many places, not which. */
const QUANTIFIERS: ReadonlySet<string> = new Set([
  'every',
  'each',
  'any',
  'all',
  'whole',
  'entire',
  'other',
  'new',
]);

/** The containers people name right after their word (`group platform`, `project shop`, `team data`). */
const NAMED_AFTER: ReadonlySet<string> = new Set(['group', 'project', 'repo', 'namespace', 'team'].map(stem));

// The tables are written in plain words; requests are matched on stems (`changes` finds `change`).
const SYNONYMS_BY_STEM = new Map(Object.entries(SYNONYMS).map(([word, targets]) => [stem(word), targets]));
const PHRASES_BY_STEMS = new Map(
  Object.entries(PHRASES).map(([phrase, targets]) => [
    phrase.split(' ').map(stem).join(' '),
    targets.map(indexTerm),
  ]),
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

function phraseAt(
  words: readonly Word[],
  index: number,
): { key: string; targets: readonly string[]; length: number } | null {
  for (const length of [3, 2]) {
    for (const span of spansAt(words, index, length)) {
      const parts = words
        .slice(index, index + span)
        .filter((part, at) => at === 0 || span === length || !isStopword(part.text));
      if (parts.length < length || parts.some((part) => part.value)) continue;
      const key = parts.map((part) => part.stem).join(' ');
      const targets = PHRASES_BY_STEMS.get(key);
      if (targets) return { key, targets, length: span };
    }
  }
  return null;
}

/**
 * How many words a phrase of `length` words starting at `index` may cover: its words side by side (`who am i`),
 * or with stopwords between them (`lift the ban`, `turn the feature off`).
 */
function spansAt(words: readonly Word[], index: number, length: number): number[] {
  let span = 1;
  let found = 1;
  while (found < length && index + span < words.length) {
    if (!isStopword(words[index + span]?.text ?? '')) found += 1;
    span += 1;
  }
  return span > length && !isStopword(words[index]?.text ?? '') ? [length, span] : [length];
}

function meaningOf(
  word: Pick<Word, 'text' | 'stem'>,
): Pick<Term, 'text' | 'variants' | 'participle' | 'display'> {
  const synonyms = SYNONYMS[word.text] ?? SYNONYMS_BY_STEM.get(word.stem) ?? [];
  return {
    text: word.text,
    variants: [...new Set([word.stem, ...synonyms.map(indexTerm)])],
    participle: isParticiple(word.text),
    display: DISPLAY_WORDS.has(word.text),
  };
}

/**
 * What a word means beside its neighbours. People words: `who reviewed` asks for the reviewers, `who starred`
 * for the starrers (the one who did it: `-er`, `-or`). Making, setting or fixing something that exists (`make the
 * project private`, `set the default branch`, `make user 7 an admin`, `fix the release notes`; one said by its name or
 * number: `make alice an admin`) changes it rather than creates it.
 */
function inContext(
  meaning: ReturnType<typeof meaningOf>,
  before: Word | undefined,
  after: Word | undefined,
  twoBefore?: Word,
  vocabulary?: Vocabulary,
  opening?: Word,
): ReturnType<typeof meaningOf> {
  // `when was MR 10 reopened`: when a state changed is what its state events record.
  if (opening?.text === 'when' && meaning.participle && STATE_CHANGES.has(meaning.variants[0] ?? '')) {
    return { ...meaning, variants: [...meaning.variants, ...STATE_EVENT] };
  }
  // `stop sharing the project`, `stop protecting tags`: stopping an act ends it, and undoes it where the catalog
  // has the undoing act (`unshare`, `unprotect`).
  if (meaning.text === 'stop' && after && isGerund(after.text)) return { ...meaning, variants: ENDING };
  if (before?.text === 'stop' && isGerund(meaning.text)) {
    const undone = `un${meaning.variants[0] ?? ''}`;
    if (vocabulary?.terms.has(undone)) return { ...meaning, variants: [undone], participle: false };
  }
  // `main should be protected`, `sign-ups must be disabled`: a state that is to be is an act asked for.
  if (meaning.participle && before?.text === 'be' && OUGHT.has(twoBefore?.text ?? '')) {
    return { ...meaning, participle: false };
  }
  // `what variables are set`, `how much time has been spent`: a form of be before an irregular participle says a
  // state, as before `merged`.
  if (!meaning.participle && BE.has(before?.text ?? '') && IRREGULAR_PARTICIPLES.has(meaning.text)) {
    return { ...meaning, participle: true };
  }
  // `who has forked the project`: the perfect asks for the one who did it as the past does; `is anyone
  // reviewing` asks it too.
  const subject = (word: Word | undefined) => SOMEONE.has(word?.text ?? '');
  const auxiliary = HAVE.has(before?.text ?? '') || BE.has(before?.text ?? '');
  const afterWho = subject(before) || (auxiliary && subject(twoBefore));
  if (afterWho && (meaning.participle || isGerund(meaning.text))) {
    const root = meaning.variants[0] ?? '';
    const doer = [`${root}er`, `${root}or`, `${root}${root.at(-1) ?? ''}er`].map(stem);
    // `who deleted the project`, `who changed the settings`: what an audit event records.
    const audited = AUDITED.has(root) ? AUDIT_EVENT : STATE_CHANGES.has(root) ? STATE_EVENT : [];
    // A doer the catalog names (`reviewer`) is who is asked for: a noun, not the act.
    const named = doer.filter((word) => vocabulary?.terms.has(word));
    const asked = named.length > 0 ? named : doer;
    return {
      ...meaning,
      variants: [...meaning.variants, ...asked, ...audited],
      participle: named.length === 0,
    };
  }
  // `the latest pipeline`, `the most recent CI run`: the newest one of a thing is that one, the latest, not a list.
  if (NEWEST.has(meaning.text) && after && !after.value && !isStopword(after.text) && !isPlural(after.text)) {
    return {
      ...meaning,
      variants: [...new Set([...meaning.variants.filter((variant) => variant !== LIST), LATEST])],
    };
  }
  // `get all pipeline schedules`, `retrieve every audit event`: reading all of them lists them.
  if (meaning.display && after && EVERYTHING.has(after.text)) {
    return { ...meaning, variants: [LIST] };
  }
  // `issue a new token`, `issue jdoe an api token`: opening a request before what it gives, `issue` makes one.
  if (meaning.text === 'issue' && before === undefined && GIVEN.has(after?.text ?? '')) {
    return { ...meaning, variants: [CREATE] };
  }
  // `the administrators of the instance`, `who are the admins?`: the people with admin rights, said as what is
  // asked for, are users, not the admin area (`the okta admins group` names a group, `admins set up` who did it).
  if (ADMINISTRATORS.has(meaning.text) && (!after || PLACE_PREPOSITIONS.has(after.text)))
    return { ...meaning, variants: ['user', ...meaning.variants] };
  if (CHANGING_VERBS.has(meaning.text) && after && (DEFINITE.has(after.text) || after.one !== null)) {
    return { ...meaning, variants: [UPDATE, ...meaning.variants.filter((variant) => variant !== CREATE)] };
  }
  return meaning;
}

const ADMINISTRATORS: ReadonlySet<string> = new Set(['admins', 'administrators']);
const CHANGING_VERBS: ReadonlySet<string> = new Set(['make', 'set', 'fix']);
const NEWEST: ReadonlySet<string> = new Set(['latest', 'recent', 'newest']);
const ENDING: readonly string[] = ['delete', 'remove', 'disable'].map(stem);
const isGerund = (word: string) => word.endsWith('ing') && stem(word) !== word;
const BE: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  'set run put made done built written given taken shown seen known spent sent kept left held hidden chosen broken stolen forgotten begun shut cut paid found lost got gotten stuck split bound drawn grown thrown worn torn sworn'.split(
    ' ',
  ),
);
const AUDITED: ReadonlySet<string> = new Set(['delete', 'change', 'modify', 'disable', 'enable'].map(stem));
const AUDIT_EVENT = ['audit', 'event'].map(stem);
/** `who closed issue 66`: what an issue's or merge request's state events record. */
const STATE_CHANGES: ReadonlySet<string> = new Set(['close', 'reopen', 'merge'].map(stem));
const STATE_EVENT = ['state', 'event'].map(stem);
const HAVE: ReadonlySet<string> = new Set(['has', 'have', 'had']);
/** Who a question asks about: the one who did it (`who`, `has anyone…`). */
const SOMEONE: ReadonlySet<string> = new Set(['who', 'anyone', 'anybody', 'someone', 'somebody']);
const OUGHT: ReadonlySet<string> = new Set(['should', 'must', 'to', 'shall']);
const GIVEN: ReadonlySet<string> = new Set(['a', 'an', 'new', 'fresh', 'another']);
const EVERYTHING: ReadonlySet<string> = new Set(['all', 'every', 'each']);
const DEFINITE: ReadonlySet<string> = new Set([
  'the',
  'this',
  'that',
  'our',
  'my',
  'its',
  'their',
  'his',
  'her',
]);
const [UPDATE, CREATE, LIST, LATEST] = ['update', 'create', 'list', 'latest'].map(stem) as [
  string,
  string,
  string,
  string,
];

/** `mrs`, `prs`: too short for the stemmer, plural all the same. */
function isShortPlural(word: string): boolean {
  return word.endsWith('s') && word.slice(0, -1) in SYNONYMS;
}

/** The two-word objects of the catalog a term opens with the next one said right after it (`job token`). */
export function compoundsOpenedAt(terms: readonly Term[], index: number, keys: ReadonlySet<string>) {
  const [first, next] = [terms[index], terms[index + 1]];
  if (!first || next?.joined !== true) return [];
  return first.variants.flatMap((a) => next.variants.map((b) => `${a} ${b}`)).filter((key) => keys.has(key));
}

/**
 * The first term naming a domain is the request's object, and a later term naming another domain says where
 * (`branches of this repo`). In a compound the last noun is the object: `CI job` is a job.
 */
function markContext(terms: readonly Term[], { domains, compounds, objects }: Vocabulary): void {
  const domainsOf = (term: Term) =>
    term.variants.filter((variant) => domains.has(variant) && !VERB_DOMAINS.has(variant));
  // A person said by name is the object only when nothing else is named: `remove carol from the project` is
  // about the project's members, `block mallory` about a user.
  const otherNamed = terms.some((term) => term.text !== PERSON && domainsOf(term).length > 0);
  // A branch said by its name alone (`commits on main`) says where, unless nothing else is named.
  const otherObject = terms.some(
    (term) => term.text !== NAMED_BRANCH && term.variants.some((variant) => objects.has(variant)),
  );
  const named = (term: Term) => (term.text === PERSON && otherNamed ? [] : domainsOf(term));
  // Said beside another object, it only identifies where, as a path does: it matches no action of its own.
  for (const term of terms) {
    if (term.text === NAMED_BRANCH && otherObject) Object.assign(term, { context: true, reference: true });
  }
  // `group-level CI variables`: a scope said as a level before another object says where, it is not the object.
  terms.forEach((term, index) => {
    const level = LEVELS.has(terms[index + 1]?.text ?? '') && terms[index + 1]?.joined === true;
    if (level && named(term).length > 0 && terms.slice(index + 2).some((later) => named(later).length > 0))
      term.context = true;
  });
  const first = terms.findIndex((term) => !term.context && named(term).length > 0);
  if (first < 0) return;
  let head = first;
  while (terms[head + 1]?.joined && named(terms[head + 1] as Term).length > 0) head += 1;
  const objectDomains = named(terms[head] as Term);
  terms.forEach((term, index) => {
    const domainsNamed = named(term);
    // `CI job token`: a domain said as the first word of a compound the catalog names is part of that object.
    const opensCompound = compoundsOpenedAt(terms, index, compounds).length > 0;
    if (index >= first && index !== head && domainsNamed.length > 0 && !opensCompound) {
      term.context = !domainsNamed.some((domain) => objectDomains.includes(domain));
    }
  });
}

/** Words after a scope that make it a level (`group-level`, `instance-wide`). */
const LEVELS: ReadonlySet<string> = new Set(['level', 'wide']);
