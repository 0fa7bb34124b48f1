import type { Term, Vocabulary } from './terms.js';
import { stem } from './words.js';

/**
 * Readings of a request's terms as a whole, once each word has its meaning: what one act says given the others
 * (`remove … protection` unprotects, `open` before many things is their state, adding to one object changes it,
 * giving a group access shares with it). Each rewrites the terms it reads.
 */
export function rereadTerms(terms: Term[], vocabulary?: Vocabulary): void {
  if (vocabulary) addingToOneChanges(terms, vocabulary);
  grantingAGroupShares(terms);
  openBeforeMany(terms);
  removingProtectionUnprotects(terms);
}

const [UPDATE, ADD] = ['update', 'add'].map(stem) as [string, string];

/**
 * Adding something to one existing object (`add alice as a reviewer on MR 22`, `mark MR 17 as draft`, `give
 * deploy key 5 write access`) changes that object: the adding word also means an update. Not when what is added
 * is a thing created inside that object (`add a comment to issue 9`, `add an email to user 40`): that creates it.
 */
function addingToOneChanges(terms: Term[], vocabulary: Vocabulary): void {
  const objects = terms.filter(
    (term) => term.one === 'numbered' && term.variants.some((variant) => vocabulary.domains.has(variant)),
  );
  if (objects.length === 0) return;
  const createsInside = addsThingInside(terms, objects, vocabulary.createdInside);
  terms.forEach((term, index) => {
    const changing = ADDING_WORDS.has(term.text) || (index === 0 && STATE_CHANGING_WORDS.has(term.text));
    if (!changing) return;
    // `give issue 42 a thumbs up` adds a reaction: giving says no change of the issue, whatever else it may mean.
    if (createsInside && term.variants.includes(ADD)) {
      terms[index] = { ...term, variants: term.variants.filter((variant) => variant !== UPDATE) };
      return;
    }
    if (term.variants.includes(UPDATE)) return;
    terms[index] = { ...term, variants: [...term.variants, UPDATE] };
  });
}

/**
 * Giving a group access to another group or a project (`give the qa group access to this project`, `let the
 * whole platform team see acme/api with developer rights`) shares it with that group: members are people.
 */
function grantingAGroupShares(terms: Term[]): void {
  const [act] = terms;
  if (!act || !GRANTING.has(act.text)) return;
  const group = terms.findIndex((term) => term.variants.includes(GROUP));
  const access = terms.findIndex((term) => term.variants.some((variant) => ACCESS_WORDS.has(variant)));
  if (group < 1 || access < group) return;
  terms[0] = { ...act, variants: [...act.variants, SHARE] };
  // The access given is the share itself, not the `access` actions (requests, deploy keys, tokens).
  terms[access] = { ...(terms[access] as Term), variants: [SHARE] };
  // Between two groups (`let the platform group access the design group`) the request names no other object: the
  // group access is given to is the one shared, the group given it only says with whom.
  const shared = terms.findIndex((term, index) => index > access && term.variants.includes(GROUP));
  if (shared > 0) terms[shared] = { ...(terms[shared] as Term), context: false };
}

const GRANTING: ReadonlySet<string> = new Set(['give', 'grant', 'let']);
const [GROUP, SHARE] = ['group', 'share'].map(stem) as [string, string];
const ACCESS_WORDS: ReadonlySet<string> = new Set(['access', 'role', 'right', 'permission'].map(stem));

/** Whether a term besides the adding words and the numbered objects names a thing created inside one of them. */
function addsThingInside(
  terms: readonly Term[],
  objects: readonly Term[],
  createdInside: Vocabulary['createdInside'],
): boolean {
  const things = new Set(
    objects.flatMap((object) =>
      object.variants.flatMap((variant) => [...(createdInside.get(variant) ?? [])]),
    ),
  );
  return terms.some(
    (term) =>
      !objects.includes(term) &&
      !ADDING_WORDS.has(term.text) &&
      term.variants.some((variant) => things.has(variant)),
  );
}

const ADDING_WORDS: ReadonlySet<string> = new Set(['add', 'give', 'mark', 'make', 'set', 'put', 'assign']);

/**
 * Acts on one object's state that GitLab does by changing the object (`close MR 7 without merging`, `reopen
 * issue 5`), when the request opens with them: later in a request they may say a relation (`which issues does MR
 * 15 close`).
 */
const STATE_CHANGING_WORDS: ReadonlySet<string> = new Set(['close', 'reopen', 'reassign', 'unassign']);

/** `remove branch protection from main`, `drop the protection of tag v1`: removing a protection is unprotecting. */
function removingProtectionUnprotects(terms: Term[]): void {
  const removing = REMOVING.has(terms[0]?.text ?? '');
  terms.forEach((term, index) => {
    if (removing && index > 0 && term.text === 'protection')
      terms[index] = { ...term, variants: [UNPROTECT] };
  });
}

const REMOVING: ReadonlySet<string> = new Set(['remove', 'delete', 'drop', 'strip']);
const UNPROTECT = stem('unprotect');

/**
 * `open merge requests in backend`, `open bugs`: `open` right before the things it describes, many of them, is
 * their state; one is opened with an article (`open a bug`).
 */
function openBeforeMany(terms: Term[]): void {
  terms.forEach((term, index) => {
    if (term.text !== 'open') return;
    let last = index;
    while (terms[last + 1]?.joined) last += 1;
    if (last > index && terms[last]?.plural) {
      terms[index] = { ...term, variants: term.variants.slice(0, 1), participle: true };
    }
  });
}
