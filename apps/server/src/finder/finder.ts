import { isPlural, isStopword, stem, SYNONYMS, tokenize } from './words.js';

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

/** How much a matching term is worth, by where it matched: the ID says most, parameters least. */
const WEIGHT = { domain: 10, verb: 9, domainPart: 6, alias: 6, description: 3, param: 1 } as const;
type Field = keyof typeof WEIGHT;

interface Entry<T> {
  action: T;
  id: string;
  verb: readonly string[];
  fields: ReadonlyMap<string, Field>;
}

/**
 * A local, deterministic search over the served catalog (no GitLab call): each request word, its stem and its
 * synonyms are matched against the words of every action, weighted by field, and the total is scaled by how many
 * of the request's words matched, so one strong word cannot outrank a request matched in full.
 */
export class Finder<T> {
  private readonly entries: Entry<T>[];

  constructor(actions: readonly T[], describe: (action: T) => Findable) {
    this.entries = actions.map((action) => indexAction(action, describe(action)));
  }

  search(query: string, limit: number): FinderHit<T>[] {
    const words = tokenize(query).filter((word) => !isStopword(word));
    if (words.length === 0) return [];
    const wanted = query.trim();
    return this.entries
      .map((entry) => ({ entry, score: entry.id === wanted ? 1000 : scoreEntry(entry, words) }))
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
  add(stems(findable.params.join(' ')), 'param');
  add(stems(findable.description), 'description');
  add(stems(findable.aliases.join(' ')), 'alias');
  add(stems(domain), 'domainPart');
  add([domain], 'domain');
  const verb = stems(verbPart);
  add(verb, 'verb');
  return { action, id: findable.id, verb, fields };
}

function scoreEntry<T>(entry: Entry<T>, words: readonly string[]): number {
  let total = 0;
  let matched = 0;
  for (const word of words) {
    const variants = [
      stem(word),
      ...(SYNONYMS[word] ?? []).map((target) => (target.includes('_') ? target : stem(target))),
    ];
    let best = 0;
    for (const variant of variants) {
      const field = entry.fields.get(variant);
      if (field) best = Math.max(best, WEIGHT[field]);
    }
    if (best > 0) matched += 1;
    total += best;
  }
  if (matched === 0) return 0;
  const coverage = matched / words.length;
  const listsMany = words.some((word) => {
    const field = isPlural(word) ? entry.fields.get(stem(word)) : undefined;
    return field === 'domain' || field === 'domainPart';
  });
  const shape =
    entry.verb.includes('list') && listsMany ? 4 : entry.verb.includes('get') && !listsMany ? 1 : 0;
  // A shorter action name is the more general one: prefer it on ties (`branch.list` over `branch.list_protected`).
  return (total + shape) * coverage * coverage - 0.25 * (entry.verb.length - 1);
}
