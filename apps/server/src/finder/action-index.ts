import { parseRequest } from './request.js';
import type { Term, Vocabulary } from './terms.js';
import { scopeOfId, scopeOfWord } from './intent.js';
import type { Weights } from './weights.js';
import type { Scope } from './intent.js';
import {
  ID_ABBREVIATIONS,
  indexTerm,
  isActNoun,
  isPlural,
  isState,
  isStopword,
  stem,
  tokenize,
} from './words.js';

/** What the finder needs to know of an action. */
export interface Findable {
  id: string;
  description: string;
  aliases: readonly string[];
  params: readonly string[];
  /** The values its enum parameters accept (`failed`, `opened`): a request naming one wants that filter. */
  values?: readonly string[];
  /**
   * The values of its parameters that order or page a list (`created_at`, `desc`): they count when a request says
   * how to order.
   */
  orderValues?: readonly string[];
  /** False for an action that changes something; a question demotes it. Unknown counts as reading. */
  readOnly?: boolean;
  /** The parameters its REST path is built from (`discussion_id`): what a call of it must identify. */
  pathParams?: readonly string[];
  /** Whether it answers with a picture (a chart) rather than the data drawn in it. */
  draws?: boolean;
}

/** Where an action's index term comes from: its weight is the feature of that name (weights.ts). */
export type Field = 'domain' | 'verb' | 'domainPart' | 'alias' | 'description' | 'value' | 'param';

/** One action as the finder searches it. */
export interface Entry<T> {
  action: T;
  id: string;
  /** Its domain as an index term (`merge_request`, `issu`). */
  domain: string;
  /** Domains its own domain is part of (`mr_review` → merge_request): a request about them is about it too. */
  partOf: ReadonlySet<string>;
  /** The stems of its ID's second part (`list_protected` → list, protect). */
  verb: readonly string[];
  /** Every index term of the action and the most telling field it appears in. */
  fields: ReadonlyMap<string, Field>;
  /** The verb's and aliases' words as written, so `merged` matches `delete_merged` at full weight. */
  ownWords: ReadonlySet<string>;
  /** Stems of the verb's words that name a state (`protected`, `closing`), not an act. */
  stateWords: ReadonlySet<string>;
  /** Aliases of two terms or more, matched as contiguous runs of the request. */
  phrases: readonly (readonly Term[])[];
  /**
   * The attributes its description lists after a colon, of two terms or more (`default branch` in "Change a
   * project's settings: name, visibility, default branch…"): a request saying one is about this action's object.
   */
  attributes: readonly (readonly Term[])[];
  /** Its aliases as whole sentences (`who am i`): a request that says one of them exactly means this action. */
  sentences: ReadonlySet<string>;
  /** The objects it takes by ID or name (`pipeline_id` → pipeline, `branch_name` → branch). */
  takes: ReadonlySet<string>;
  /** The objects its path takes by ID (`issue.discussion_add_note` → issu, discussion): it cannot run without them. */
  needs: ReadonlySet<string>;
  /** Domains its ID's second part names (`issue.mrs_closing` → merge_request): what it lists or acts on. */
  mentions: ReadonlySet<string>;
  /**
   * The last word of its name that is no act nor state (`protected_env_list` → env, `target_branch_rule_list` →
   * rule, `issues_closed` → issue), before any `for` (`ssh_keys_for_user` → key): the object a sub-action of a
   * broad domain is about, unset when its name says only acts (`list`, `protect`).
   */
  head: ReadonlySet<string>;
  /** Whether it changes something. */
  writes: boolean;
  /** Whether it answers with a picture: a request must ask for one (`chart`, `graph`, `draw`). */
  draws: boolean;
  /**
   * Whether it reads a list: its name says `list`, or it reads things its name says in the plural
   * (`group.projects`, `user.ssh_keys`, `merge_request.reviewers`).
   */
  lists: boolean;
  /** Whether it reads a summary of many things (`statistics_get_project`): it lists none of them. */
  sums: boolean;
  /** The scope its ID names (`ci_variable.group_list`), explicitly or through its domain. */
  scope: { scope: Scope; explicit: boolean } | null;
  /**
   * The compound objects its ID names, as `stem stem` keys (`pipeline.resource_group_list` → `resourc group`,
   * `merge_train.list` → `merg train`): two words that are one thing, not a thing and a scope or a domain.
   */
  compounds: ReadonlySet<string>;
  /** Whether it is given a project, group or namespace (`project_id`, `full_path`): where a request says it works. */
  placed: boolean;
  /**
   * The terms it has only as values ordering or paging a list (`commits` of `order_by`): they count when a request
   * says how to order.
   */
  orderTerms: ReadonlySet<string>;
}

export interface ActionIndex<T> {
  entries: Entry<T>[];
  vocabulary: Vocabulary;
  /** Domains some action takes by name (`branch_name`): a name after them identifies one object. */
  nameable: ReadonlySet<string>;
  /** The first words of the actions that change something (`protect`, `creat`) and of no reading action. */
  acts: ReadonlySet<string>;
  /**
   * How telling each index term is, from 0.5 (every action has it) to 1.5 (one action has it): `avatar` says more
   * than `project` or `change`, whatever field it matched in.
   */
  rarity: ReadonlyMap<string, number>;
  /**
   * The entries each index term can score in (fields, and every meaning of a multi-word alias's words), and each
   * alias sentence's: a search scores only these, since an action none of the request's words reach scores null.
   */
  postings: ReadonlyMap<string, readonly Entry<T>[]>;
}

/**
 * Indexes every action once: its words by field (a word in several keeps the one that weighs most), its multi-word
 * aliases, and the objects it takes.
 */
export function buildIndex<T>(
  actions: readonly T[],
  describe: (action: T) => Findable,
  weights: Weights,
): ActionIndex<T> {
  const findables = actions.map(describe);
  const domains = new Set(findables.map((findable) => indexTerm(findable.id.split('.')[0] ?? '')));
  const entries = actions.map((action, index) =>
    indexAction(action, findables[index] as Findable, domains, weights),
  );
  const acts = actingVerbs(entries);
  for (const entry of entries) {
    const verbPart = entry.id.split('.')[1] ?? '';
    // `commit_merge_requests` is about merge requests: a domain's name ending an action's name is its head.
    const last = domainsNamedIn(verbPart, domains).find(
      (domain) => verbPart.endsWith(domain) || verbPart.endsWith(`${domain}s`),
    );
    // `ssh_keys_for_user` is about keys: what follows `for` names whose they are.
    const nouns = tokenize(verbPart.replace(/_for_.*$/, ''))
      .reverse()
      .filter(
        (token) =>
          !acts.has(stem(token)) &&
          !READING_VERBS.has(stem(token)) &&
          !scopeOfWord(token) &&
          !WHOSE.has(token) &&
          !isState(token) &&
          !isStopword(token),
      )
      .map((token) => (ID_ABBREVIATIONS[token] ?? [token]).map(indexTerm));
    // A list or a creation takes no object of its own kind by ID: the noun it takes is whose (`emoji_mr_note_list`
    // lists the emoji reactions of one note, `event_mr_state_list` the state events of one merge request).
    const makesOrLists = entry.lists || (entry.writes && entry.verb.includes(CREATE));
    const own = makesOrLists ? nouns.filter((words) => !words.some((word) => entry.takes.has(word))) : nouns;
    entry.head = new Set(last ? [last] : (own[0] ?? []));
  }
  assignCompounds(entries, findables, acts);
  const rarity = rarityOf(entries);
  shareObjectWords(entries, findables, acts, domains);
  return {
    entries,
    vocabulary: {
      terms: heaviest(entries, weights),
      domains,
      objects: new Set([...domains, ...entries.flatMap((entry) => [...entry.head])]),
      compounds: new Set(entries.flatMap((entry) => [...entry.compounds])),
      domainCompounds: new Set([...domains].map((domain) => tokenize(domain).map(stem).join(' '))),
      createdInside: createdInside(entries),
    },
    nameable: new Set(
      findables.flatMap((findable) => findable.params.flatMap((param) => objectTaken(param, 'name'))),
    ),
    acts,
    rarity,
    postings: postingsOf(entries),
  };
}

/**
 * The compound objects the catalog's IDs name: a domain of two words (`merge_train`, `member_role`), and two
 * words side by side in an ID, neither an act nor a reading word, that some action's description also says side
 * by side (`pipeline.resource_group_list`, "List a project's resource groups"). A scope word opens no compound
 * (`project_label` is a project's label), and closes none after a word IDs also follow with another scope
 * (`token_project_list`, `token_group_list`: a project's or a group's token). Each action holds the compounds its
 * ID says, described by it or by a sibling.
 */
function assignCompounds<T>(
  entries: readonly Entry<T>[],
  findables: readonly Findable[],
  acts: ReadonlySet<string>,
): void {
  const noun = (word: string) => !acts.has(word) && !READING_VERBS.has(word) && !isStopword(word);
  const candidates = entries.map((entry) => {
    const [domain = '', verbPart = ''] = entry.id.split('.');
    const words = [...tokenize(domain), ...tokenize(verbPart)];
    return words.slice(1).flatMap((word, index) => {
      const before = words[index] ?? '';
      return noun(stem(before)) && noun(stem(word)) && before !== word ? [[before, word] as const] : [];
    });
  });
  const scopesAfter = new Map<string, Set<string>>();
  for (const [before, word] of candidates.flat()) {
    const scope = scopeOfWord(word);
    if (scope) scopesAfter.set(before, new Set([...(scopesAfter.get(before) ?? []), scope]));
  }
  const scoped = ([before, word]: readonly [string, string]) =>
    scopeOfWord(before) !== undefined ||
    (scopeOfWord(word) !== undefined && (scopesAfter.get(before)?.size ?? 0) > 1);
  const key = ([before, word]: readonly [string, string]) => `${stem(before)} ${stem(word)}`;
  const unscoped = candidates.map((pairs) => pairs.filter((pair) => !scoped(pair)));
  const compounds = new Set<string>();
  entries.forEach((entry, index) => {
    const said = tokenize(findables[index]?.description ?? '')
      .filter((word) => !isStopword(word))
      .map(stem);
    const saidPairs = new Set(said.slice(1).map((word, at) => `${said[at] ?? ''} ${word}`));
    const domainWords = tokenize(entry.id.split('.')[0] ?? '');
    for (const pair of unscoped[index] ?? []) {
      const isDomain = domainWords.length === 2 && domainWords.join(' ') === pair.join(' ');
      if (isDomain || saidPairs.has(key(pair))) compounds.add(key(pair));
    }
  });
  entries.forEach((entry, index) => {
    entry.compounds = new Set((unscoped[index] ?? []).map(key).filter((pair) => compounds.has(pair)));
    entry.scope = scopeOutsideCompounds(entry);
  });
}

/**
 * The action's scope, unless the scope word its ID says is the last word of a compound (`resource_group_list` is
 * a project's resource groups, not a group's): then its domain's.
 */
function scopeOutsideCompounds<T>(entry: Entry<T>): Entry<T>['scope'] {
  const { scope } = entry;
  if (!scope?.explicit) return scope;
  const inCompound = [...entry.compounds].some(
    (pair) => scopeOfWord(pair.split(' ')[1] ?? '') === scope.scope,
  );
  return inCompound ? scopeOfId(`${entry.id.split('.')[0] ?? ''}.`) : scope;
}

/**
 * The aliases of an object's actions name the object, whatever they do to it: `remote mirror`, said of
 * `project.mirror_list`, is the mirror `project.mirror_delete` deletes. Each action of one domain and head gets
 * its siblings' alias words that are no act nor reading verb, as description words.
 */
function shareObjectWords<T>(
  entries: readonly Entry<T>[],
  findables: readonly Findable[],
  acts: ReadonlySet<string>,
  domains: ReadonlySet<string>,
): void {
  const objectOf = (entry: Entry<T>) => `${entry.domain}|${[...entry.head].join(' ')}`;
  const words = new Map<string, Set<string>>();
  entries.forEach((entry, index) => {
    const said = (findables[index]?.aliases ?? [])
      .flatMap((alias) => parseRequest(alias))
      .filter(
        (term) =>
          !term.display &&
          !term.variants.some(
            (variant) => acts.has(variant) || READING_VERBS.has(variant) || domains.has(variant),
          ),
      )
      .map((term) => term.variants[0] ?? '');
    if (entry.writes) return;
    const key = objectOf(entry);
    words.set(key, new Set([...(words.get(key) ?? []), ...said]));
  });
  for (const entry of entries.filter((sibling) => sibling.writes)) {
    const fields = entry.fields as Map<string, Field>;
    for (const word of words.get(objectOf(entry)) ?? []) {
      if (!fields.has(word)) fields.set(word, 'description');
    }
  }
}

/**
 * Words of action names that read, or name an aspect of the object rather than another object
 * (`approval_state`, `time_stats`, `approval_config`), as stems.
 */
const READING_VERBS: ReadonlySet<string> = new Set(
  'list get search retrieve explore all state status stats statistics summary count config settings details metadata'
    .split(' ')
    .map(stem),
);

/** Words of action names for a summary of many things (`statistics_get_project`, `time_stats`, `analytics_mr_count`). */
const SUMMARIES: ReadonlySet<string> = new Set(['statistics', 'stats', 'count']);

/**
 * Words of action names that say whose the object is, as a scope does: `token_personal_list` lists tokens,
 * `event_list_contributions` the caller's events.
 */
const WHOSE: ReadonlySet<string> = new Set(['personal', 'contributions']);

const CREATE = stem('create');

function postingsOf<T>(entries: readonly Entry<T>[]): Map<string, Entry<T>[]> {
  const postings = new Map<string, Entry<T>[]>();
  for (const entry of entries) {
    const keys = new Set([
      ...entry.fields.keys(),
      ...entry.phrases.flatMap((phrase) => phrase.flatMap((part) => part.variants)),
      ...[...entry.sentences].map(sentenceKey),
      sentenceKey(entry.id),
    ]);
    for (const key of keys) {
      const list = postings.get(key);
      if (list) list.push(entry);
      else postings.set(key, [entry]);
    }
  }
  return postings;
}

/** The posting key of a whole sentence or ID, apart from index terms (which never hold a space or a dot). */
export function sentenceKey(sentence: string): string {
  return `=${sentence}`;
}

function rarityOf<T>(entries: readonly Entry<T>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const term of entry.fields.keys()) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const all = Math.log(entries.length + 1);
  return new Map(
    [...counts].map(([term, count]) => [
      term,
      RARITY.least + RARITY.range * (Math.log((entries.length + 1) / count) / all),
    ]),
  );
}

const RARITY = { least: 0.5, range: 1 } as const;

function actingVerbs<T>(entries: readonly Entry<T>[]): Set<string> {
  // A reading action's first word that is a state (`protected_list`) or the act's noun (`approval_state`) is not
  // the act (`protect`, `approve`).
  const firstWords = (writes: boolean) =>
    new Set(
      entries.flatMap((entry) => {
        const first = entry.verb[0];
        const said = tokenize(entry.id.split('.')[1] ?? '')[0] ?? '';
        const act = writes || !(entry.stateWords.has(first ?? '') || isActNoun(said));
        // `interactive.mr_create` creates a merge request: an object's abbreviation opening a name is no act.
        const object = said in ID_ABBREVIATIONS;
        return entry.writes === writes && first && act && !object ? [first] : [];
      }),
    );
  const reading = firstWords(false);
  return new Set([...firstWords(true)].filter((word) => !reading.has(word)));
}

/**
 * What the catalog's creating actions create inside which objects: the object their name is about (its head, else
 * its domain), inside each object they take and, for a sub-object, inside their domain (`issue.note_create` creates
 * a note inside an issue, `ci_variable.create` a variable inside a project, `release.link_create` a link inside a
 * release).
 */
function createdInside<T>(entries: readonly Entry<T>[]): Map<string, Set<string>> {
  const inside = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.writes || !entry.verb.some((word) => CREATING.has(word))) continue;
    const things = entry.head.size > 0 ? [...entry.head] : [entry.domain];
    const containers = new Set([...entry.takes, ...(entry.head.has(entry.domain) ? [] : [entry.domain])]);
    for (const container of containers) {
      const created = inside.get(container) ?? new Set<string>();
      for (const thing of things) if (thing !== container) created.add(thing);
      inside.set(container, created);
    }
  }
  return inside;
}

const CREATING: ReadonlySet<string> = new Set(['create', 'add'].map(stem));

function heaviest<T>(entries: readonly Entry<T>[], weights: Weights): Map<string, number> {
  const terms = new Map<string, number>();
  for (const entry of entries) {
    for (const [term, field] of entry.fields) terms.set(term, Math.max(terms.get(term) ?? 0, weights[field]));
  }
  return terms;
}

/** The domains whose whole name (`merge_request`) an action's name holds: it lists or acts on them. */
function domainsNamedIn(verbPart: string, domains: ReadonlySet<string>): string[] {
  return [...domains].filter((domain) => domain.includes('_') && verbPart.includes(domain));
}

function indexAction<T>(
  action: T,
  findable: Findable,
  domains: ReadonlySet<string>,
  weights: Weights,
): Entry<T> {
  const fields = new Map<string, Field>();
  const add = (terms: Iterable<string>, field: Field) => {
    for (const term of terms) {
      const current = fields.get(term);
      if (current === undefined || weights[current] < weights[field]) fields.set(term, field);
    }
  };
  const [domain = '', verbPart = ''] = findable.id.split('.');
  const stems = (text: string) => tokenize(text).map(stem);
  const aliases = findable.aliases.map((alias) => parseRequest(alias));
  add(stems(findable.params.join(' ')), 'param');
  add(stems((findable.values ?? []).join(' ')), 'value');
  add(stems(findable.description), 'description');
  add(
    aliases.flatMap((terms) => terms.map((term) => term.variants[0] ?? '')),
    'alias',
  );
  // `mr_review` is part of merge requests: its domain's abbreviations read as the words they stand for.
  const partOf = tokenize(domain)
    .flatMap((word) => ID_ABBREVIATIONS[word] ?? [])
    .map(indexTerm);
  add([...stems(domain), ...partOf], 'domainPart');
  add([indexTerm(domain)], 'domain');
  // `approve_or_reject`, `ssh_keys_for_user`: a name's stopwords join its words, they say nothing.
  const verb = tokenize(verbPart)
    .filter((word) => !isStopword(word))
    .map(stem);
  // `mrs_closing` names merge requests: an abbreviation of the ID reads as the words it stands for.
  const spelledOut = tokenize(verbPart).flatMap((word) => ID_ABBREVIATIONS[word] ?? []);
  const named = [...namedObjects(verbPart), ...domainsNamedIn(verbPart, domains)];
  add([...verb, ...spelledOut.map(indexTerm), ...named], 'verb');
  // Last, so a term the action has otherwise (`name` of "filtered by name") counts as that whether or not the
  // request says how to order.
  const orderTerms = new Set(
    stems((findable.orderValues ?? []).join(' ')).filter((term) => !fields.has(term)),
  );
  add(orderTerms, 'value');
  return {
    action,
    id: findable.id,
    domain: indexTerm(domain),
    partOf: new Set(partOf),
    verb,
    fields,
    ownWords: new Set(tokenize([verbPart, ...findable.aliases].join(' '))),
    stateWords: new Set(tokenize(verbPart).filter(isState).map(stem)),
    phrases: aliases.filter((terms) => terms.length > 1),
    attributes: attributesOf(findable.description),
    sentences: new Set(findable.aliases.map(sentenceOf)),
    takes: new Set(findable.params.flatMap((param) => objectTaken(param, 'id', 'iid', 'name'))),
    needs: new Set(needed(findable, verb, domains)),
    placed: findable.params.some((param) => CONTAINER_PARAM.test(param)),
    orderTerms,
    // `pats` spells out to one name (personal access token), not to three things the action lists.
    mentions: new Set([...verb, ...named]),
    head: new Set(),
    writes: findable.readOnly === false,
    draws: findable.draws === true,
    lists: findable.readOnly !== false && (verb.includes(stem('list')) || tokenize(verbPart).some(isPlural)),
    sums: tokenize(verbPart).some((word) => SUMMARIES.has(word)),
    scope: scopeOfId(findable.id),
    compounds: new Set(),
  };
}

/**
 * The objects a call of the action must identify: its REST path's, or for an action GitLab answers otherwise
 * (GraphQL, several calls) those its name says (`milestone_issues` needs the milestone). A compound's object is
 * its last word (`freeze_period_id`: the period) unless it is a domain.
 */
function needed(findable: Findable, verb: readonly string[], domains: ReadonlySet<string>): string[] {
  const objects = (params: readonly string[]) =>
    params
      .flatMap((param) => objectTaken(param, 'id', 'iid'))
      .map((object) => (domains.has(object) ? object : indexTerm(object.split('_').at(-1) ?? object)));
  if (findable.pathParams?.length) return objects(findable.pathParams);
  return objects(findable.params).filter((object) => verb.includes(object));
}

/** The attributes a description lists after its colon (`…: name, visibility, default branch and CI options`). */
function attributesOf(description: string): Term[][] {
  const [, list] = description.split(':', 2);
  if (!list) return [];
  return list
    .split(/,|\band\b|\.|;/)
    .map((item) => parseRequest(item))
    .filter((terms) => terms.length > 1);
}

/** The objects an abbreviation in an action's name stands for (`mrs` → merge_request), one word each. */
function namedObjects(verbPart: string): string[] {
  return tokenize(verbPart)
    .flatMap((word) => (ID_ABBREVIATIONS[word]?.length === 1 ? ID_ABBREVIATIONS[word] : []))
    .map(indexTerm);
}

/**
 * `pipeline_id` takes a pipeline, `branch_name` a branch (as index terms); other params take no object. A ref's
 * name is "the name of a repository branch or tag" (https://docs.gitlab.com/api/commits/#list-repository-commits):
 * `ref_name` takes either, so `commits on the main branch` is what `repository.commit_list` can take.
 */
function objectTaken(param: string, ...suffixes: string[]): string[] {
  // `ref`, `branch`, `target_branch`: a branch (or a tag) given by name.
  if (suffixes.includes('name') && /^(ref|branch|\w+_branch)$/.test(param))
    return param === REF ? [REF, ...REFS] : ['branch'];
  const match = /^(.+)_(id|iid|name)$/.exec(param);
  if (!match?.[1] || !suffixes.includes(match[2] ?? '')) return [];
  const object = indexTerm(match[1]);
  return object === REF && match[2] === 'name' ? [REF, ...REFS] : [object];
}

const REF = 'ref';
const REFS = ['branch', 'tag'];
/** The parameters a project, group or namespace is given by: its ID or path. */
const CONTAINER_PARAM =
  /^(id|full_path|parent_id|((target|new)_)?(project|group|namespace)(_ids?|_path|_full_path)?)$/;

/** A request or an alias as a plain sentence: lower case, words only, single spaces (`Who am I?` → `who am i`). */
export function sentenceOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
