import { parseRequest } from './request.js';
import type { Term, Vocabulary } from './request.js';
import { indexTerm, stem, tokenize } from './words.js';

/** What the finder needs to know of an action. */
export interface Findable {
  id: string;
  description: string;
  aliases: readonly string[];
  params: readonly string[];
}

export interface FinderHit<T> {
  action: T;
  score: number;
}

/**
 * How much a matching term is worth, by where it matched: the ID says most, parameters least. A request that
 * contains a whole multi-word alias ("default branch", "file a bug") scores each of its words like the domain.
 */
const WEIGHT = { phrase: 10, domain: 10, verb: 9, domainPart: 6, alias: 6, description: 3, param: 1 } as const;
type Field = Exclude<keyof typeof WEIGHT, 'phrase'>;

/** What grammatical number adds: plural favours a list, one named or numbered object does not want one. */
const SHAPE = { pluralList: 4, oneList: -4, numberedCreate: -4, singularGet: 1 } as const;

interface Entry<T> {
  action: T;
  id: string;
  verb: readonly string[];
  fields: ReadonlyMap<string, Field>;
  /** The verb's and aliases' words as written, so `merged` matches `delete_merged` at full weight. */
  ownWords: ReadonlySet<string>;
  /** Aliases of two terms or more, matched as contiguous runs of the request. */
  phrases: readonly (readonly Term[])[];
}

/**
 * A local, deterministic search over the served catalog (no GitLab call): each request term, its stem and its
 * synonyms are matched against the words of every action, weighted by field, and the total is scaled by how many
 * of the request's terms matched, so one strong word cannot outrank a request matched in full.
 */
export class Finder<T> {
  private readonly entries: Entry<T>[];
  private readonly vocabulary: Vocabulary;

  constructor(actions: readonly T[], describe: (action: T) => Findable) {
    this.entries = actions.map((action) => indexAction(action, describe(action)));
    this.vocabulary = {
      terms: new Set(this.entries.flatMap((entry) => [...entry.fields.keys()])),
      domains: new Set(this.entries.map((entry) => indexTerm(entry.id.slice(0, entry.id.indexOf('.'))))),
    };
  }

  search(query: string, limit: number): FinderHit<T>[] {
    const wanted = query.trim();
    const terms = parseRequest(query, this.vocabulary);
    if (terms.length === 0 && !this.entries.some((entry) => entry.id === wanted)) return [];
    return this.entries
      .map((entry) => ({ entry, score: entry.id === wanted ? 1000 : scoreEntry(entry, terms) }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
      .slice(0, limit)
      .map(({ entry, score }) => ({ action: entry.action, score }));
  }
}

function indexAction<T>(action: T, findable: Findable): Entry<T> {
  const fields = new Map<string, Field>();
  const add = (terms: Iterable<string>, field: Field) => {
    for (const term of terms) {
      const current = fields.get(term);
      if (current === undefined || WEIGHT[current] < WEIGHT[field]) fields.set(term, field);
    }
  };
  const [domain = '', verbPart = ''] = findable.id.split('.');
  const stems = (text: string) => tokenize(text).map(stem);
  const aliases = findable.aliases.map((alias) => parseRequest(alias));
  add(stems(findable.params.join(' ')), 'param');
  add(stems(findable.description), 'description');
  add(
    aliases.flatMap((terms) => terms.map((term) => term.variants[0] ?? '')),
    'alias',
  );
  add(stems(domain), 'domainPart');
  add([indexTerm(domain)], 'domain');
  const verb = stems(verbPart);
  add(verb, 'verb');
  return {
    action,
    id: findable.id,
    verb,
    fields,
    ownWords: new Set(tokenize([verbPart, ...findable.aliases].join(' '))),
    phrases: aliases.filter((terms) => terms.length > 1),
  };
}

function scoreEntry<T>(entry: Entry<T>, terms: readonly Term[]): number {
  if (terms.length === 0) return 0;
  const inPhrase = phraseMatches(entry, terms);
  let total = 0;
  let matched = 0;
  let many = false;
  let one: Term['one'] = null;
  terms.forEach((term, index) => {
    let best = inPhrase.has(index) ? WEIGHT.phrase : 0;
    let via: Field | 'phrase' | null = best > 0 ? 'phrase' : null;
    for (const variant of term.variants) {
      const field = entry.fields.get(variant);
      if (!field || (term.context && (field === 'domain' || field === 'domainPart'))) continue;
      const halved = term.participle && (field === 'verb' || field === 'alias') && !entry.ownWords.has(term.text);
      const weight = halved ? WEIGHT[field] / 2 : WEIGHT[field];
      if (weight > best) {
        best = weight;
        via = field;
      }
    }
    if (best === 0) return;
    matched += 1;
    total += best;
    const namesObject = via === 'domain' || via === 'domainPart';
    if (term.plural && !term.one && (namesObject || via === 'phrase' || via === 'alias')) many = true;
    if (term.one && namesObject && one !== 'numbered') one = term.one;
  });
  if (matched === 0) return 0;
  const coverage = matched / terms.length;
  // A shorter action name is the more general one: prefer it on ties (`branch.list` over `branch.list_protected`).
  return (total + shape(entry.verb, many, one)) * coverage * coverage - 0.25 * (entry.verb.length - 1);
}

function shape(verb: readonly string[], many: boolean, one: Term['one']): number {
  if (verb.includes('list')) return many ? SHAPE.pluralList : one ? SHAPE.oneList : 0;
  if (verb[0] === 'create') return one === 'numbered' ? SHAPE.numberedCreate : 0;
  if (verb[0] === 'get') return many ? 0 : SHAPE.singularGet;
  return 0;
}

/** The request terms covered by one of the entry's multi-word aliases, found as a contiguous run. */
function phraseMatches<T>(entry: Entry<T>, terms: readonly Term[]): Set<number> {
  const covered = new Set<number>();
  for (const phrase of entry.phrases) {
    for (let start = 0; start + phrase.length <= terms.length; start += 1) {
      const fits = phrase.every((part, offset) =>
        part.variants.some((variant) => terms[start + offset]?.variants.includes(variant)),
      );
      if (fits) phrase.forEach((_, offset) => covered.add(start + offset));
    }
  }
  return covered;
}
