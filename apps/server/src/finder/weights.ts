import { z } from 'zod';
import learned from './weights.json' with { type: 'json' };

/**
 * The features an action's score is the weighted sum of (finder.ts `featuresOf`), each a number the request and
 * the action give, and what each means. Field features are the request terms that matched in that field, each
 * counted by how rare the term is (0.5–1.5) and half when a state meets an act; the others count 0 or 1 (the
 * extra words of the action's name count each, `owner` is +1 when the owner the request says fits and -1 when not).
 */
export const FEATURES = {
  phrase: 'a term inside one of the action’s multi-word aliases said as a run',
  domain: 'a term naming the action’s domain',
  verb: 'a term of the action’s name after its domain',
  domainPart: 'a term naming a word of the action’s domain, or a domain it is part of',
  alias: 'a term of the action’s aliases',
  description: 'a term of the action’s description',
  value: 'a term that is a value of one of its enum parameters',
  param: 'a term of its parameter names',
  unmatched: 'a request term (not a display verb or reference) matching nothing of the action',
  pluralList: 'a plural object said and the action lists it',
  singularGet: 'one object said, no other verb, and the action gets one',
  cannotTake: 'the request names one object by number or name the action does not take',
  otherDomain: 'the action is on another domain than the request’s object',
  extraVerbWord: 'each word of the action’s name beyond the first',
  writeForQuestion: 'the request is a question and the action writes',
  readForCommand: 'the request opens with a verb only writes use and the action reads',
  readWhenVerbless: 'the request says no act and the action lists or gets',
  reversed: 'the action lists the relation the other way round',
  headUnsaid: 'the action is about a sub-object the request does not name',
  askedOfOne: 'a question about one object and the action gets that object',
  sameScope: 'the action’s scope is the one the request names',
  otherScope: 'the action’s ID names another scope than the request',
  unscoped: 'the request names no scope and the action is a group’s or the instance’s',
  owner: 'whose things the request asks about fits (+1) or not (-1) the action',
  takesContext: 'the request names its context by number or name (`in pipeline 66`) and the action takes it',
  listsOne: 'the request identifies one object by number or name and the action lists such objects',
  getsOneOfMany: 'a plural object said and the action reads one',
  needsUnsaid:
    'each object the action’s path takes by ID (not a scope) that the request does not name (`discussion_id` for `add a comment to issue 9`)',
  contextDomain:
    'the request’s context (`in a pipeline`) is the action’s domain, which does the request’s act or names its object',
  compound:
    'each two-word object of the catalog the request says (`job token`) that the action names (+1), or whose first word is its domain and it does not name (-1)',
} as const;

export type Feature = keyof typeof FEATURES;
export type Weights = Readonly<Record<Feature, number>>;
/** One search candidate's features, by name. */
export type Features = Record<Feature, number>;

const FEATURE_NAMES = Object.keys(FEATURES) as Feature[];

/** The weights file: the table, and how it was obtained (the script and the evaluation sets it read). */
const WeightsFile = z.strictObject({
  learnedBy: z.string(),
  sets: z.array(z.string()),
  weights: z.strictObject(
    Object.fromEntries(FEATURE_NAMES.map((feature) => [feature, z.number()])) as Record<Feature, z.ZodNumber>,
  ),
});

/** weights.json: the table the server ranks with and its provenance (test/finder-eval/learn-weights.mjs learns it). */
export const LEARNED: z.infer<typeof WeightsFile> = WeightsFile.parse(learned);
export const WEIGHTS: Weights = LEARNED.weights;

const ZERO: Readonly<Features> = Object.fromEntries(FEATURE_NAMES.map((feature) => [feature, 0])) as Features;

/** Every feature at zero: what a candidate starts from (a copy of one object: every search makes hundreds). */
export function noFeatures(): Features {
  return { ...ZERO };
}

/** The score of a candidate: its features weighed. */
export function weigh(features: Features, weights: Weights): number {
  let score = 0;
  for (const feature of FEATURE_NAMES) score += features[feature] * weights[feature];
  return score;
}
