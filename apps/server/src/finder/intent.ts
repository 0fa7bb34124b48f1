import type { Term } from './terms.js';
import { stem, tokenize } from './words.js';

/** Where an action applies, as its ID says it (`ci_variable.group_list`, `runner.list_all`). */
export type Scope = 'instance' | 'group' | 'project';

/**
 * What a request asks beside its words, read from the words the term reader drops (`who`, `is`, `all`): whether
 * it is a question, which asks to see and not to change, and the scopes it names.
 */
export interface Intent {
  question: boolean;
  /**
   * Whether it asks someone to do something (`could you open an issue…?`, `can you delete…`): a question in form,
   * a command when an act follows.
   */
  polite: boolean;
  scopes: ReadonlySet<Scope>;
  /** Whether a scope word names its scopes (`on this instance`), not only a word reaching everything (`all`). */
  scopeNamed: boolean;
  /** Whose things it asks about: the caller's (`my SSH keys`), another user's (`SSH keys of user 12`), or unsaid. */
  owner: 'self' | 'other' | null;
  /** Whether it says how to order a list (`sorted by commits`): only then do the values ordering one count. */
  ordering: boolean;
}

/** Words by which the caller names themself; `your` is GitLab's documentation speaking to the caller. */
const SELF_WORDS: ReadonlySet<string> = new Set(['my', 'mine', 'myself', 'me', 'your', 'yours']);

/** `the current user`, `the authenticated user`: GitLab's documentation naming the caller. */
const CALLER_WORDS: ReadonlySet<string> = new Set(['current', 'authenticated']);

/** Words that open a question. `how` is one unless it asks how to do something (`how do I protect…`). */
const QUESTION_OPENERS: ReadonlySet<string> = new Set(
  'who whom whose what which when where why is are was were does did has have can could how'.split(' '),
);
const HOW_TO = new Set(['to', 'do', 'can', 'should']);
/** Words saying how a list is ordered (`sorted by`, `in descending order`). */
const ORDERING_WORDS: ReadonlySet<string> = new Set(
  'sort sorted sorting order ordered ordering rank ranked ascending descending asc desc'.split(' '),
);
const POLITE_OPENERS: ReadonlySet<string> = new Set(['can', 'could', 'would', 'will']);

/** Words that name a scope, as requests and action IDs say them (stems). */
const SCOPE_WORDS: Readonly<Record<string, Scope>> = {
  instance: 'instance',
  global: 'instance',
  admin: 'instance',
  group: 'group',
  subgroup: 'group',
  namespace: 'group',
  project: 'project',
  repo: 'project',
};

/** Request terms are stems (`instanc`, `namespac`): the scope words as the request reader sees them. */
const SCOPE_BY_STEM: ReadonlyMap<string, Scope> = new Map(
  Object.entries(SCOPE_WORDS).map(([word, scope]) => [stem(word), scope]),
);

/**
 * Words that reach everything (`all runners`, `across projects`, `on this gitlab`, `server-wide`): the instance, unless
 * a narrower scope is named.
 */
const EVERYWHERE: ReadonlySet<string> = new Set([
  'all',
  'every',
  'across',
  'everywhere',
  'whole',
  'entire',
  'gitlab',
  'server',
  'sitewide',
]);

/**
 * The request's intent. Its scopes are the scope words that are not its object: `projects of a group` lists
 * projects in a group's scope, `list group CI variables` reads variables at group scope.
 */
export function readIntent(text: string, terms: readonly Term[], domains: ReadonlySet<string>): Intent {
  const words = tokenize(text);
  const [first, second] = words;
  const question =
    text.trim().endsWith('?') ||
    (first !== undefined && QUESTION_OPENERS.has(first) && !(first === 'how' && HOW_TO.has(second ?? '')));
  const polite = POLITE_OPENERS.has(first ?? '') && second === 'you';
  const scopes = new Set(
    terms
      .filter((term) => term.context || !term.variants.some((variant) => domains.has(variant)))
      .flatMap((term) => SCOPE_BY_STEM.get(term.variants[0] ?? '') ?? []),
  );
  const scopeNamed = scopes.size > 0;
  if (!scopeNamed && words.some((word) => EVERYWHERE.has(word))) scopes.add('instance');
  const owner = words.some(
    (word, index) => SELF_WORDS.has(word) || (CALLER_WORDS.has(word) && words[index + 1] === 'user'),
  )
    ? 'self'
    : terms.some(
          (term) => term.variants.includes('user') && (term.one !== null || term.context || !term.plural),
        )
      ? 'other'
      : null;
  const ordering = words.some((word) => ORDERING_WORDS.has(word));
  return { question, polite, scopes, scopeNamed, owner, ordering };
}

/** The scope a word of an action's name says (`group` in `integration_list_group`), if any. */
export function scopeOfWord(word: string): Scope | undefined {
  return SCOPE_WORDS[word];
}

/**
 * The scope an action's ID names: in its second part, a singular scope word (`group_list`, `list_instance`,
 * `list_all`; `list_groups` lists groups, it names no scope), `explicit`; else its domain's when that is a scope
 * (`group.members`); null when neither says one (`ci_variable.list`, project by default).
 */
export function scopeOfId(id: string): { scope: Scope; explicit: boolean } | null {
  const [domain = '', verb = ''] = id.split('.');
  const words = tokenize(verb);
  if (words.some((word) => word === 'all' || word === 'global')) return { scope: 'instance', explicit: true };
  const named = words.flatMap((word) => SCOPE_WORDS[word] ?? []);
  if (named[0]) return { scope: named[0], explicit: true };
  const implied = SCOPE_WORDS[domain];
  return implied ? { scope: implied, explicit: false } : null;
}
