import { buildIndex, sentenceKey, sentenceOf } from './action-index.js';
import type { ActionIndex, Entry, Field, Findable } from './action-index.js';
import { readIntent } from './intent.js';
import type { Intent } from './intent.js';
import { compoundsOpenedAt, parseRequest } from './request.js';
import { CURRENT, ownerFit, SCOPES, scopeFit } from './scope-and-owner.js';
import type { Term, Vocabulary } from './terms.js';
import { noFeatures, weigh, WEIGHTS } from './weights.js';
import type { Features, Weights } from './weights.js';
import { isActNoun, stem, VERB_DOMAINS } from './words.js';

export interface FinderHit<T> {
  action: T;
  score: number;
}

/** A request read against the index. */
interface Request {
  terms: readonly Term[];
  /** Every domain the request names, its object's and its context's. */
  named: ReadonlySet<string>;
  /** The domains of the request's object, not of its context. */
  objects: ReadonlySet<string>;
  nameable: ReadonlySet<string>;
  /** The words naming an object: domains and the heads of actions' names (`member`, `board`, `mileston`). */
  objectWords: ReadonlySet<string>;
  domains: ReadonlySet<string>;
  rarity: ReadonlyMap<string, number>;
  acts: ReadonlySet<string>;
  intent: Intent;
  /** The two-word objects of the catalog the request says side by side (`job token`), as `stem stem` keys. */
  compounds: readonly string[];
  /** The two-word domains each term is a word of, by term index (`merge train`). */
  compoundOf: ReadonlyMap<number, readonly string[]>;
  weights: Weights;
  /** Whether the request starts with a verb only changing actions use (`protect the main branch`). */
  command: boolean;
  /** Whether the request opens by asking to see (`list…`, `show…`, `get…`). */
  opensReading: boolean;
  verbless: boolean;
}

/**
 * Where one request term matched an action, and what it counts there: its rarity, half when a state meets an act;
 * `weight` is that count weighed by the field's weight, by which a term's best field is chosen.
 */
interface Match {
  count: number;
  weight: number;
  via: Field | 'phrase' | 'contextDomain' | null;
}

/** One action a search reached, with the features its score weighs. */
export interface ScoredHit<T> extends FinderHit<T> {
  /** Null for an action named by its ID, which ranks first whatever its features. */
  features: Features | null;
}

/**
 * A local, deterministic search over the served catalog (no GitLab call): each request term, its stem and its
 * synonyms are matched against the words of every action, weighted by field; each term that matches nothing of
 * an action costs it, so one strong word cannot outrank a request matched in full. The index is built on the
 * first search, not at start-up.
 */
export class Finder<T> {
  private index: ActionIndex<T> | undefined;

  constructor(
    private readonly actions: readonly T[],
    private readonly describe: (action: T) => Findable,
    private readonly weights: Weights = WEIGHTS,
  ) {}

  /** The terms typo recovery corrects towards: test/finder-eval/everyday-english.mjs reads them. */
  vocabulary(): Vocabulary {
    return this.indexed().vocabulary;
  }

  search(query: string, limit: number): FinderHit<T>[] {
    return this.rank(query)
      .slice(0, limit)
      .map(({ action, score }) => ({ action, score }));
  }

  /**
   * Every action the request's words reach, best first, with the features of its score: what
   * test/finder-eval/learn-weights.mjs learns the weights from.
   */
  rank(query: string): ScoredHit<T>[] {
    const { vocabulary, nameable, acts, rarity, postings } = this.indexed();
    const wanted = query.trim();
    const said = sentenceOf(query);
    const terms = parseRequest(query, vocabulary);
    // The catalog's two-word objects each term opens with the next (`CI job token`: `job token`).
    const opened = terms.map((_, index) => compoundsOpenedAt(terms, index, vocabulary.compounds));
    const request: Request = {
      terms,
      named: domainsOf(terms, vocabulary),
      objects: domainsOf(
        terms.filter((term) => !term.context),
        vocabulary,
      ),
      nameable,
      objectWords: vocabulary.objects,
      domains: vocabulary.domains,
      rarity,
      acts,
      intent: readIntent(query, terms, vocabulary.domains),
      compounds: opened.flat(),
      compoundOf: domainCompoundWords(opened, vocabulary.domainCompounds),
      weights: this.weights,
      command: terms[0] !== undefined && acting(terms[0], acts) && !terms[0].display,
      opensReading: terms[0] !== undefined && asksToSee(terms[0]),
      // `group push rules`, `files of package 12`: a request that says no act at all asks to see.
      verbless: !terms.some((term) => asksToSee(term) || acting(term, acts)),
    };
    const reached = new Set(
      [...terms.flatMap((term) => term.variants), sentenceKey(said), sentenceKey(wanted)].flatMap(
        (key) => postings.get(key) ?? [],
      ),
    );
    return [...reached]
      .flatMap((entry) => scoreOf(entry, request, said, wanted))
      .sort(
        (a, b) =>
          b.hit.score - a.hit.score || b.domainsRepeated - a.domainsRepeated || a.id.localeCompare(b.id),
      )
      .map(({ hit }) => hit);
  }

  private indexed(): ActionIndex<T> {
    return (this.index ??= buildIndex(this.actions, this.describe, this.weights));
  }
}

/** Whether a term asks to see: a display verb (`show`), or a word meaning list or get. */
function asksToSee(term: Term): boolean {
  return term.display || term.variants.some((variant) => variant === LIST || variant === GET);
}

/**
 * Whether a term says an act only changing actions do. `approval rules` names the act's noun and `protected tags`
 * a state of the tags: neither acts.
 */
function acting(term: Term, acts: ReadonlySet<string>): boolean {
  return !term.participle && !isActNoun(term.text) && term.variants.some((variant) => acts.has(variant));
}

/**
 * The action's hit, none when no term matches it. A request that is the action's ID ranks it first, one that is
 * one of its aliases word for word above any scored match: these are no features to weigh.
 */
function scoreOf<T>(
  entry: Entry<T>,
  request: Request,
  said: string,
  wanted: string,
): { id: string; domainsRepeated: number; hit: ScoredHit<T> }[] {
  const hit = (score: number, features: Features | null) => [
    {
      id: entry.id,
      // Of two actions that score the same, the one whose name repeats more of the domains the request names
      // comes first: `group boards` is `group.group_board_list` before `group.epic_board_list`. Counted for hits
      // only: most actions a request's words reach match nothing.
      domainsRepeated: entry.verb.filter((word) => request.named.has(word)).length,
      hit: { action: entry.action, score, features },
    },
  ];
  if (entry.id === wanted) return hit(NAMED_BY_ID, null);
  const features = featuresOf(entry, request);
  const score = features && weigh(features, request.weights);
  if (entry.sentences.has(said)) return hit(SAID_WORD_FOR_WORD + (score ?? 0), features);
  return features && score !== null ? hit(score, features) : [];
}

const [NAMED_BY_ID, SAID_WORD_FOR_WORD] = [1000, 500];

function domainsOf(terms: readonly Term[], vocabulary: Vocabulary): Set<string> {
  return new Set(terms.flatMap((term) => term.variants.filter((variant) => vocabulary.domains.has(variant))));
}

/**
 * What the action's score weighs (weights.ts): what each request term is worth in it by field, then the
 * request's shape: a term matching nothing costs (unless it only asks to see), an action on another domain than
 * the request's object costs, an action that cannot take the object the request names by number or name
 * (`pipeline 1207`, `tag v1.2`) costs, and grammatical number picks list or get. Null when no term matches at all.
 */
function featuresOf<T>(entry: Entry<T>, request: Request): Features | null {
  const { terms, objects } = request;
  // A request that opens by asking to see (`list the award emojis`) reads what a changing action's alias names
  // (`award emoji`, said of `issue.emoji_issue_create`): the alias ties it to that action only when acting.
  const phrases =
    request.opensReading && entry.writes ? NO_PHRASES : phraseMatches(entry, terms, request.domains);
  // The action lists the request's object in its own domain (`issue.mrs_closing` for merge requests of an issue).
  // Both ends of the relation are said: `protect the release branch` is not about `group.protected_branch_update`.
  const relation = relates(entry, request);
  // An alias or attribute said word for word makes the request about the action's object: `the default branch of
  // the project` is the project's.
  const matches = terms.map((term, index) => {
    const match = bestMatch(entry, term, phrases.covered.has(index), relation || phrases.literal, request);
    // `merge` in `merge train` is a word of the train, not of merge requests' domain.
    const compounds = request.compoundOf.get(index);
    const elsewhere = compounds && !compounds.some((key) => entry.compounds.has(key));
    return elsewhere && match.via === 'domainPart' ? NO_MATCH : match;
  });
  // `where is MR 101 in the merge train`: read once, for the context match and the domain cost.
  const within = withinContext(entry, request);
  if (inContextDomain(entry, request, within)) matchContext(entry, request, matches);
  if (matches.every((match) => match.via === null)) return null;
  const features = noFeatures();
  for (const { via, count } of matches) if (via) features[via] += count;
  features.unmatched = terms.filter(
    (term, index) => matches[index]?.via === null && !term.display && !term.reference,
  ).length;
  // A summary (`statistics_get_project`, `analytics_mr_count`) lists none of the things it sums, said as its domain
  // or in its name (`issues`, `MRs`), only itself (`statistics`).
  const many = terms.some(
    (term, index) =>
      term.plural &&
      (namesWhat(entry, term, matches[index]) || listsCompound(entry, terms, index, matches[index])) &&
      !(entry.sums && (matches[index]?.via === 'domain' || matches[index]?.via === 'verb')),
  );
  // `protected` in `which branches are protected` is a state, `protect` in `protect tags` a verb said. Only acts
  // and reading verbs are verbs: `keys` in `list my SSH keys` names what `user.ssh_keys` lists, `approval` in
  // `approval rules` the rules.
  const verbs = terms.flatMap((term, index) =>
    matches[index]?.via === 'verb' && !term.participle && !isActNoun(term.text)
      ? term.variants.filter(
          (variant) =>
            entry.verb.includes(variant) &&
            !request.domains.has(variant) &&
            !entry.stateWords.has(variant) &&
            (request.acts.has(variant) || variant === LIST || variant === GET),
        )
      : [],
  );
  // An alias the request says word for word ("default branch") ties the action to it whatever the domain.
  // `merge requests that close this issue` names merge requests, which `issue.mrs_closing` lists: not off-domain.
  const offDomain =
    objects.size > 0 &&
    !objects.has(entry.domain) &&
    ![...entry.partOf].some((domain) => objects.has(domain)) &&
    !relation &&
    !within &&
    !VERB_DOMAINS.has(entry.domain) &&
    !phrases.literal;
  // The other way round: `issues this merge request closes` is not `issue.mrs_closing` (merge requests of an issue).
  const reversed =
    objects.has(entry.domain) &&
    !entry.mentions.has(entry.domain) &&
    [...request.named].some(
      (domain) => !objects.has(domain) && !SCOPES.has(domain) && entry.mentions.has(domain),
    );
  const shaped = shape(entry, many, verbs);
  if (shaped) features[shaped] = 1;
  features.otherDomain = Number(offDomain);
  features.cannotTake = Number(terms.some((term) => cannotTake(entry, term, request)));
  features.takesContext = Number(takesContext(entry, request));
  features.getsOneOfMany = Number(getsOneOfMany(entry, terms, matches));
  features.listsOne = Number(listsOne(entry, terms));
  // Each word of an action's name beyond the first makes it more specific: the request must say it to earn it.
  features.extraVerbWord = entry.verb.length - 1;
  // `could you open an issue?` asks for the act: a question only in form.
  const asks = request.intent.question && !(request.intent.polite && request.command);
  features.writeForQuestion = Number(asks && entry.writes);
  features.readForCommand = Number(request.command && !entry.writes);
  features.reversed = Number(reversed);
  // A picture is a head of its own: `what languages is the repo written in` asks for the languages, not a chart.
  features.headUnsaid = Number(headUnsaid(entry, terms, request) || (entry.draws && !asksForPicture(terms)));
  features.needsUnsaid = needsUnsaid(entry, terms, request.intent.owner === 'self');
  features.askedOfOne = Number(askedOfOne(entry, request));
  features.readWhenVerbless = Number(
    request.verbless && (entry.verb.includes(LIST) || entry.verb.includes(GET)),
  );
  const scope = scopeFit(entry, request.intent, objects);
  if (scope) features[scope] = 1;
  features.owner = ownerFit(entry, request.intent, objects);
  features.compound = compoundFit(entry, request.compounds);
  return features;
}

/** The two-word domains each term is a word of, by term index: `merge` and `train` in `the merge train`. */
function domainCompoundWords(
  opened: readonly (readonly string[])[],
  domainCompounds: ReadonlySet<string>,
): Map<number, string[]> {
  const words = new Map<number, string[]>();
  opened.forEach((keys, index) => {
    for (const key of keys.filter((key) => domainCompounds.has(key)))
      for (const at of [index, index + 1]) words.set(at, [...(words.get(at) ?? []), key]);
  });
  return words;
}

/**
 * Whether the action names the two-word object the request says (+1 each), or is on its first word's domain
 * without naming it (-1 each): `CI job token` is the token `job.token_scope_list_inbound` reads, not a job.
 */
function compoundFit<T>(entry: Entry<T>, said: readonly string[]): number {
  return said.reduce(
    (fit, key) => fit + (entry.compounds.has(key) ? 1 : key.split(' ')[0] === entry.domain ? -1 : 0),
    0,
  );
}

/** The context terms naming the action's domain, matched there as its context: `pipeline` in `retry jobs in a pipeline`. */
function matchContext<T>(entry: Entry<T>, { terms, rarity, weights }: Request, matches: Match[]): void {
  terms.forEach((term, index) => {
    if (!term.context || !term.variants.includes(entry.domain) || matches[index]?.via) return;
    const count = rarity.get(entry.domain) ?? 1;
    matches[index] = { count, weight: count * weights.contextDomain, via: 'contextDomain' };
  });
}

/**
 * Whether the request's context is the action's own domain and the action does there what the request asks of its
 * object: `retry the jobs in a pipeline` is `pipeline.retry`, `variables of a pipeline` `pipeline.variables`. An
 * object named by number (`job 5 of pipeline 3`) is that object's.
 */
function inContextDomain<T>(entry: Entry<T>, request: Request, within: boolean): boolean {
  const { terms } = request;
  // A scope said as the context (`issues of the project`) says where, it names no container of its own.
  const inContext = terms.some(
    (term) =>
      term.context &&
      term.variants.includes(entry.domain) &&
      !term.variants.some((variant) => SCOPES.has(variant)),
  );
  if (!inContext) return false;
  // `where is MR 101 in the merge train`: the place's action that needs the object is the object's there.
  if (within) return true;
  const objects = terms.filter(
    (term) => !term.context && term.variants.some((variant) => request.domains.has(variant)),
  );
  if (objects.some((term) => term.one)) return false;
  const doesAct = terms.some(
    (term) =>
      !term.context &&
      acting(term, request.acts) &&
      term.variants.some((variant) => entry.verb.includes(variant)),
  );
  const namesObject = objects.some((term) => term.variants.some((variant) => entry.head.has(variant)));
  return doesAct || namesObject;
}

/**
 * Whether the action lists or acts on the request's object from another object the request also names: its domain
 * (`issue.mrs_closing` for merge requests of an issue) or a word of its name (`repository.commit_merge_requests`
 * for merge requests of a commit, `project.milestone_issues` for the issues of a milestone).
 */
function relates<T>(entry: Entry<T>, request: Request): boolean {
  const objectWords = [...request.objects];
  const lists = objectWords.some((word) => word !== entry.domain && entry.mentions.has(word));
  if (!lists) return false;
  // The other end is a thing said, not the act (`create a user` is no relation of `project.create_for_user`).
  const otherEnd = request.terms.some(
    (term) =>
      !term.display &&
      !acting(term, request.acts) &&
      !term.variants.some((variant) => objectWords.includes(variant)) &&
      term.variants.some((variant) => entry.mentions.has(variant)),
  );
  return request.named.has(entry.domain) || otherEnd;
}

const NO_MATCH: Match = { count: 0, weight: 0, via: null };

/**
 * The term's best field in the action; a context term cannot match a domain, it only says where, unless it
 * identifies the object the action takes (`merge requests that close issue #15`: issue 15 is what it reads) or
 * the action lists the request's object in that domain (`projects of a group`: `group.projects`). A value that
 * orders a list (`created_at`) counts only when the request says how to order (`create a project` sorts nothing).
 */
function bestMatch<T>(
  entry: Entry<T>,
  term: Term,
  inPhrase: boolean,
  relation: boolean,
  { rarity, weights, intent }: Request,
): Match {
  if (term.reference) return NO_MATCH;
  const phraseCount = rarity.get(term.variants[0] ?? '') ?? 1;
  let best: Match =
    inPhrase && !term.context
      ? { count: phraseCount, weight: weights.phrase * phraseCount, via: 'phrase' }
      : NO_MATCH;
  for (const variant of term.variants) {
    const field = entry.fields.get(variant);
    if (
      !field ||
      (term.context && isDomain(field) && !relation && !(term.one && entry.takes.has(variant))) ||
      (field === 'value' && !intent.ordering && entry.orderTerms.has(variant))
    ) {
      continue;
    }
    const halved = (field === 'verb' || field === 'alias') && !sameForm(term, variant, entry);
    // A word few actions have (`avatar`) tells more than one most have (`project`, `change`), in any field.
    const count = (halved ? 0.5 : 1) * (rarity.get(variant) ?? 1);
    if (count * weights[field] > best.weight) best = { count, weight: count * weights[field], via: field };
  }
  return best;
}

/**
 * Whether the action is about a sub-object of its domain the request does not name: `project.integration_list_group`
 * lists integrations, not the projects of a group.
 */
function headUnsaid<T>(entry: Entry<T>, terms: readonly Term[], { domains, intent }: Request): boolean {
  const head = [...entry.head];
  // `my` says `user.current`'s head.
  return (
    head.length > 0 &&
    !head.some((word) => domains.has(word) || (word === CURRENT && intent.owner === 'self')) &&
    !terms.some((term) => term.variants.some((variant) => entry.head.has(variant)))
  );
}

function asksForPicture(terms: readonly Term[]): boolean {
  return terms.some((term) => term.variants.some((variant) => PICTURE_WORDS.has(variant)));
}

const PICTURE_WORDS: ReadonlySet<string> = new Set(
  'chart graph plot draw diagram visual visualize picture image burndown trend pie bar'.split(' ').map(stem),
);

/**
 * The objects the action cannot run without (its path takes them by ID) that no request term names: a reply in a
 * thread needs the thread, which `add a comment to issue 9` does not say. A scope (project, group) is the
 * request's setting, said or not.
 */
function needsUnsaid<T>(entry: Entry<T>, terms: readonly Term[], mine: boolean): number {
  return [...entry.needs].filter(
    (object) =>
      !SCOPES.has(object) &&
      !terms.some(
        (term, index) => term.variants.includes(object) && (entry.writes || identifies(terms, index, mine)),
      ),
  ).length;
}

/**
 * Whether the term says one thing a read can take: by name or number, as any one of its kind (`a single issue
 * board`), as the noun qualifying the next (`user projects`), or as the caller's own (`my current token`). A thing
 * said otherwise (`what have people said on issue 17`, `is the export of backend finished`) is no one that call is
 * given; a write names what it will be given.
 */
function identifies(terms: readonly Term[], index: number, mine: boolean): boolean {
  const term = terms[index] as Term;
  if (mine || term.one !== null || (!term.plural && terms[index + 1]?.joined)) return true;
  // `single project issue`: said of the words before it too, places among them (the project) included.
  return runEndingAt(terms, index, (word) => !word.plural).some((word) => word.given === true);
}

/**
 * Whether the request asks a question of one object (`what is the status of MR 12`, `what is the default branch
 * of the project`) and the action reads that object whole: its properties are what a question asks.
 */
function askedOfOne<T>(entry: Entry<T>, request: Request): boolean {
  return (
    request.intent.question &&
    entry.verb.length === 1 &&
    entry.verb[0] === GET &&
    request.terms.some(
      (term) => (term.one !== null || term.context) && !term.plural && term.variants.includes(entry.domain),
    )
  );
}

/** Whether a plural term names what the action is about (its domain, or one of its aliases), so it lists. */
function namesWhat<T>(entry: Entry<T>, term: Term, match: Match | undefined): boolean {
  // `draft MRs` names merge requests, not the draft notes `mr_review.draft_note_list` lists.
  const namesObject =
    !term.context &&
    term.variants.some(
      (variant) => isDomain(entry.fields.get(variant)) && (entry.head.size === 0 || entry.head.has(variant)),
    );
  // `protected environments of the group`: a plural noun the action's name says (`protected_env_list`) is its object.
  const namesSubObject = !term.context && term.variants.some((variant) => entry.head.has(variant));
  return namesObject || namesSubObject || match?.via === 'phrase' || match?.via === 'alias';
}

/**
 * Whether a plural the list matches closes a compound its head opens: `feature flags` are the features
 * `admin.feature_list` lists.
 */
function listsCompound<T>(
  entry: Entry<T>,
  terms: readonly Term[],
  index: number,
  match: Match | undefined,
): boolean {
  return (
    !terms[index]?.context &&
    entry.verb.includes(LIST) &&
    match?.via != null &&
    compoundEndingAt(terms, index).some((word) => word.variants.some((variant) => entry.head.has(variant)))
  );
}

/**
 * Whether the term names one object (`pipeline 1207`, `branch feature/x`) the action cannot take. An issue
 * "titled X" is not identified by X (no action takes an issue by name); a branch "called X" is. A plural with
 * a name is a pattern (`branches matching release/*`), not one object. By number, any object word identifies one
 * (`board 5`, `milestone 3`, `geo site 1`), taken as itself or as the last word of a compound (`deploy_token_id`
 * takes `deploy token 4`).
 */
function cannotTake<T>(entry: Entry<T>, term: Term, { named, nameable, objectWords }: Request): boolean {
  if (!term.one || term.plural) return false;
  // `squash commits by default in project web`: the project said as where exists; creating one cannot be it.
  const createsDomain = entry.writes && entry.verb.length === 1 && entry.verb[0] === CREATE;
  if (term.place && createsDomain && term.variants.includes(entry.domain)) return true;
  // `issues assigned to bob in the web project`: a list given no project, group or namespace lists no place said.
  if (term.place && entry.lists && !entry.placed) return true;
  const identified = term.variants.filter((variant) =>
    term.one === 'numbered' ? objectWords.has(variant) : named.has(variant) && nameable.has(variant),
  );
  return identified.length > 0 && !identified.some((object) => takesObject(entry, object));
}

/**
 * `where is MR 101 in the merge train`: the action of the place the request names (the merge train) that needs
 * the object in its path (the merge request) acts on the object there, in its own domain.
 */
function withinContext<T>(entry: Entry<T>, { named, objects, compoundOf }: Request): boolean {
  const said =
    named.has(entry.domain) ||
    [...compoundOf.values()].some((keys) => keys.some((key) => entry.compounds.has(key)));
  // Every action of a project needs the project: a scope is no object inside a place. A domain part of the
  // object's (`mr_review` of merge requests) is the object's own, no other place.
  return (
    said &&
    [...objects].some((object) => !SCOPES.has(object) && !entry.partOf.has(object) && entry.needs.has(object))
  );
}

/** Whether the action takes the object by ID or name, itself or as a compound's last word (`deploy_token`). */
function takesObject<T>(entry: Entry<T>, object: string): boolean {
  if (entry.takes.has(object)) return true;
  for (const taken of entry.takes) if (taken.endsWith(`_${object}`)) return true;
  return false;
}

const [LIST, GET, CREATE] = ['list', 'get', 'create'].map(stem) as [string, string, string];

/**
 * Whether the request identifies its context by number or name (`jobs in pipeline 66`, `pipelines of schedule 2`)
 * and the action takes that context: it reads or acts within that one object, not across the project.
 */
function takesContext<T>(entry: Entry<T>, { terms, objects }: Request): boolean {
  const object = terms.findIndex((term) => term.variants.some((variant) => objects.has(variant)));
  // `retry job 12 of pipeline 3`: an object identified itself is the one acted on, whatever its context.
  if (object < 0 || terms[object]?.one) return false;
  return terms.some(
    (term, index) =>
      index > object &&
      // Said apart, after a preposition: `issue board called Sprint` is one compound, the board.
      !term.joined &&
      term.one !== null &&
      !term.plural &&
      !term.variants.some((variant) => objects.has(variant)) &&
      term.variants.some((variant) => !SCOPES.has(variant) && entry.takes.has(variant)),
  );
}

/**
 * Whether the request names its object's domain in the plural (`latest pipelines on develop`) and the action reads
 * one of them (`pipeline.latest`). A plural said of a word of the action's name (`push rules`, `DORA metrics`) may
 * be one thing read whole, so only the domain's word counts.
 */
function getsOneOfMany<T>(entry: Entry<T>, terms: readonly Term[], matches: readonly Match[]): boolean {
  return (
    !entry.lists &&
    !entry.writes &&
    terms.some((term, index) => term.plural && !term.context && matches[index]?.via === 'domain')
  );
}

/**
 * Whether the request identifies one object by number or name (`is frank a member`, `what went wrong in job 77`)
 * and the action lists such objects: what it asks is of that one. A search lists what a name finds.
 */
function listsOne<T>(entry: Entry<T>, terms: readonly Term[]): boolean {
  const namesWhatItLists = (variant: string) =>
    entry.head.size > 0 ? entry.head.has(variant) : variant === entry.domain;
  return (
    entry.lists &&
    !VERB_DOMAINS.has(entry.domain) &&
    terms.some(
      (term, index) =>
        term.one !== null &&
        !term.plural &&
        !term.context &&
        !term.reference &&
        compoundEndingAt(terms, index).some((word) => word.variants.some(namesWhatItLists)),
    )
  );
}

/**
 * The terms of the compound a term closes: `freeze period 3` identifies a freeze period, `freeze` as much as
 * `period`. Only a noun said right before is part of it (no display verb, place, plural or state).
 */
function compoundEndingAt(terms: readonly Term[], index: number): readonly Term[] {
  return runEndingAt(
    terms,
    index,
    (term) => !term.display && !term.context && !term.plural && !term.participle,
  );
}

/** The terms said side by side up to the one at `index`, each before it one that `joins`. */
function runEndingAt(terms: readonly Term[], index: number, joins: (term: Term) => boolean): readonly Term[] {
  let start = index;
  while (start > 0 && terms[start]?.joined && joins(terms[start - 1] as Term)) start -= 1;
  return terms.slice(start, index + 1);
}

/**
 * What the request's grammatical number says about the action's verb, unless the request said another verb:
 * `show tags` lists, and one object named with no other verb is read (`show tag v1`, `tip of main`).
 */
function shape<T>(
  { verb, lists }: Entry<T>,
  many: boolean,
  verbs: readonly string[],
): 'pluralList' | 'singularGet' | null {
  const otherThan = (own: string) => verbs.some((word) => word !== own);
  if (lists) return many && !otherThan(LIST) ? 'pluralList' : null;
  if (verb[0] === GET) return many || otherThan(GET) ? null : 'singularGet';
  return null;
}

/**
 * A state matches a state and an act an act at full weight: `protected branches` fits `list_protected` and
 * `protect main` fits `protect`, while `protect` meets `list_protected` (or `created` meets `create`) at half.
 */
function sameForm<T>(term: Term, variant: string, entry: Entry<T>): boolean {
  return entry.ownWords.has(term.text) || term.participle === entry.stateWords.has(variant);
}

function isDomain(field: Field | undefined): boolean {
  return field === 'domain' || field === 'domainPart';
}

const NO_PHRASES: ReturnType<typeof phraseMatches> = { covered: new Set(), literal: false };

/**
 * The request terms covered by one of the entry's multi-word aliases, found as a contiguous run, and whether one
 * alias or listed attribute was said word for word (not through synonyms).
 */
function phraseMatches<T>(
  entry: Entry<T>,
  terms: readonly Term[],
  domains: ReadonlySet<string>,
): { covered: Set<number>; literal: boolean } {
  const covered = new Set<number>();
  // An attribute the description lists, said word for word, ties the action to the request like an alias.
  let literal = entry.attributes.some((attribute) => saysRun(attribute, terms));
  for (const phrase of entry.phrases) {
    for (let start = 0; start + phrase.length <= terms.length; start += 1) {
      const run = terms.slice(start, start + phrase.length);
      if (!phrase.every((part, offset) => sameMeaning(part, run[offset], domains))) continue;
      phrase.forEach((_, offset) => covered.add(start + offset));
      literal ||= phrase.every((part, offset) => part.variants[0] === run[offset]?.variants[0]);
    }
  }
  return { covered, literal };
}

/** Whether the request says the terms as a contiguous run, word for word. */
function saysRun(run: readonly Term[], terms: readonly Term[]): boolean {
  return terms.some((_, start) =>
    run.every((part, offset) => part.variants[0] === terms[start + offset]?.variants[0]),
  );
}

/**
 * An alias word and a request word agree when either's own stem is among the other's meanings (`build` ~ `job`),
 * or when both name the same kind of object (`bug` ~ `problem`: both an issue).
 */
function sameMeaning(part: Term, term: Term | undefined, domains: ReadonlySet<string>): boolean {
  if (!term) return false;
  return (
    term.variants.includes(part.variants[0] ?? '') ||
    part.variants.includes(term.variants[0] ?? '') ||
    part.variants.some((variant) => domains.has(variant) && term.variants.includes(variant))
  );
}
