import type { Identity } from './value-words.js';

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
  one: Identity;
  /** Names another domain after the request's object (`branches of this repo`): where, not what. */
  context: boolean;
  /** Follows the previous term directly in the text, as nouns of a compound do (`CI job`). */
  joined: boolean;
  /** Only asks to see (`show`, `get`, `list`): it picks get or list and costs nothing where it does not match. */
  display: boolean;
  /** Said as any one of its kind (`a single user`, `a specific environment`): the one a call is given. */
  given?: boolean;
  /** A container named after a place preposition (`in project web`): one that exists, not one to create. */
  place?: boolean;
  /** Stands for an object given by ID, with no word for it (`in group/project`): it identifies, it never scores. */
  reference: boolean;
}

/** What the catalog knows: typo recovery corrects towards these terms, context reads these domains. */
export interface Vocabulary {
  /** Every index term, with the most it weighs in any action. */
  terms: ReadonlyMap<string, number>;
  domains: ReadonlySet<string>;
  /** The words that name an object: the domains and the heads of actions' names (`member`, `reviewer`, `label`). */
  objects: ReadonlySet<string>;
  /** The two-word objects the catalog's IDs name, as `stem stem` keys (`job token`, `resourc group`). */
  compounds: ReadonlySet<string>;
  /** The domains' words as compound keys (`merg train`): said side by side, they are that domain's. */
  domainCompounds: ReadonlySet<string>;
  /**
   * What some action creates inside an object, by the object (`issu` → note, link, todo…; `user` → email, key):
   * adding one of these to a numbered object creates it there rather than changing the object.
   */
  createdInside: ReadonlyMap<string, ReadonlySet<string>>;
}
