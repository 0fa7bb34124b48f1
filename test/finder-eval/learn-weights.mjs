// Learns the finder's weights (apps/server/src/finder/weights.json) from the evaluation sets one may tune on:
// tuning.json, docs-tuning.json, everyday-tuning.json, every-action-tuning.json, task-tuning.json, role-tuning.json,
// howto-tuning.json and requests.json. every-action-check.json, task-check.json, role-check.json and howto-check.json,
// the check parts, are read only for their top-1/top-5 counts, never request by request; test.json, the test half, is
// never read here.
//
//   node test/finder-eval/learn-weights.mjs            fits at each strength, prints the figures, writes nothing
//   node test/finder-eval/learn-weights.mjs --write    the same, then writes the chosen table to weights.json
//   node test/finder-eval/learn-weights.mjs --figures  only the current table's top-1/top-5 on every set it reads
//
// Plain node: esbuild bundles the finder from its TypeScript sources (node_modules/.cache/learn-weights). About
// 25 minutes on two busy cores. Deterministic: the same sources, sets and starting table give the same weights
// (an exhaustive coordinate search in a fixed order, no randomness).
//
// Method. A score is a weighted sum of named features (weights.ts). For each request the finder ranks the actions
// its words reach; their feature vectors (the first CANDIDATES, and the first acceptable one wherever it is) let a
// weight table be scored without searching again. A coordinate search then moves one weight at a time to the
// multiple of its starting value that ranks most requests right (top-1, plus half a point for top-5), and keeps a
// move only when it gains more than its cost, strength × |ln factor| requests: a weight leaves the starting table
// only as far as several requests ask, and never changes sign. Each set counts the same whatever its size (a
// request weighs the requests' total / (sets × its set's size)): the sets were written by different hands in
// different ways, and the largest, one batch of requests per action, would otherwise decide alone. The field a term
// matches in is chosen by the weights, so the sum is linear only around one table: the search is repeated ROUNDS
// times, each on the features the previous table gives.
//
// Validation (eleventh round; before it two folds of the tuning sets cross-validated each other, and they never
// agreed): the table is fitted on all tuning sets at each strength of STRENGTHS. A fit is eligible only when it
// loses no request at top 1 or top 5 on any tuning set and gains at top 1 on every check part, which no fit reads;
// of the eligible fits the one whose check parts gain most (each part's gain as a share of its size) is chosen.
// With none eligible nothing is written. The test half then measures the chosen table.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadFinder } from './load-finder.mjs';

const HERE = new URL('.', import.meta.url);
const WEIGHTS_FILE = new URL('../../apps/server/src/finder/weights.json', import.meta.url);
const SETS = [
  'requests',
  'tuning',
  'docs-tuning',
  'everyday-tuning',
  'every-action-tuning',
  'task-tuning',
  'role-tuning',
  'howto-tuning',
];
const CHECKS = ['every-action-check', 'task-check', 'role-check', 'howto-check'];
const CANDIDATES = 30;
const ROUNDS = 3;
const PASSES = 4;
const FACTORS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const UNWEIGHED_VALUES = [-3, -2, -1, -0.5, 0, 0.5, 1, 2];
const STRENGTHS = [0.5, 1, 2, 4];

const finder = await loadFinder('learn-weights', [
  "export { wholeCatalog } from '../../apps/server/src/finder/test-support/whole-catalog.ts';",
  "export { actionFinder, FEATURES } from '../../apps/server/src/finder/index.ts';",
]);
const { actionFinder, FEATURES } = finder;
const names = Object.keys(FEATURES);
const catalog = await finder.wholeCatalog();
const sets = Object.fromEntries(
  [...SETS, ...CHECKS].map((set) => [set, JSON.parse(readFileSync(new URL(`${set}.json`, HERE), 'utf8'))]),
);
const previous = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8'));
const start = previous.weights;

const say = (text) => process.stdout.write(`${text}\n`);
const report = (label, tallied) =>
  say(
    `${label}: ${Object.entries(tallied)
      .map(([set, { top1, top5 }]) => `${set} ${top1}/${top5} of ${sets[set].length}`)
      .join(', ')}`,
  );

const started = tally(start);
report('starting table', started);
const chosen = process.argv.includes('--figures') ? undefined : validate();
if (chosen === null) {
  say('no strength is eligible: the table stays as it is');
} else if (chosen !== undefined) {
  say(`chosen: strength ${chosen.strength}`);
  if (process.argv.includes('--write')) {
    const file = {
      learnedBy: `test/finder-eval/learn-weights.mjs (strength ${chosen.strength}, each set counting the same), from the previous table: ${previous.learnedBy}`,
      sets: SETS.map((set) => `test/finder-eval/${set}.json`),
      weights: chosen.weights,
    };
    writeFileSync(WEIGHTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
    say(`written to ${fileURLToPath(WEIGHTS_FILE)}`);
  }
}

/**
 * Each strength fitted on all tuning sets, each set counting the same; of the eligible fits (no tuning set loses at
 * top 1 or top 5, every check part gains at top 1) the one whose check parts gain most, or null.
 */
function validate() {
  const total = SETS.reduce((sum, set) => sum + sets[set].length, 0);
  const balanced = SETS.flatMap((set) =>
    sets[set].map((request) => ({ ...request, weight: total / (SETS.length * sets[set].length) })),
  );
  let best = null;
  for (const strength of STRENGTHS) {
    const weights = fit(start, balanced, strength);
    const after = tally(weights);
    report(`strength ${strength}`, after);
    say(`  moved: ${moves(weights)}`);
    const loses = SETS.some(
      (set) => after[set].top1 < started[set].top1 || after[set].top5 < started[set].top5,
    );
    const gains = CHECKS.map((set) => (after[set].top1 - started[set].top1) / sets[set].length);
    const eligible = !loses && gains.every((share) => share > 0);
    const gain = gains.reduce((sum, share) => sum + share, 0);
    const shares = gains.map((share) => `${(share * 100).toFixed(1)} %`).join(' / ');
    say(`  ${eligible ? 'eligible' : 'not eligible'}: the check parts gain ${shares} at top 1`);
    if (eligible && (best === null || gain > best.gain)) best = { strength, weights, gain };
  }
  return best;
}

/** The weights that left the starting table, as `name from→to`. */
function moves(weights) {
  const moved = names.filter((name) => weights[name] !== start[name]);
  return moved.map((name) => `${name} ${start[name]}→${weights[name]}`).join(', ') || 'none';
}

/** ROUNDS fits, each around the table the previous one gave. */
function fit(from, requests, strength) {
  let weights = { ...from };
  for (let round = 0; round < ROUNDS; round += 1) {
    const examples = examplesOf(weights, requests);
    weights = search(weights, examples, from, strength);
  }
  return Object.fromEntries(names.map((name) => [name, Math.round(weights[name] * 100) / 100]));
}

/**
 * Per request reached by an acceptable action: the first CANDIDATES hits as feature vectors, the score the
 * weights do not give (an ID or alias said word for word), and which are acceptable.
 */
function examplesOf(weights, requests) {
  const finder = actionFinder(catalog.actions, weights);
  const w = names.map((name) => weights[name]);
  return requests.flatMap(({ request, expected, also = [], weight = 1 }) => {
    const wanted = new Set([expected, ...also]);
    const hits = finder.rank(request);
    const firstGood = hits.findIndex((hit) => wanted.has(hit.action.id));
    if (firstGood < 0) return [];
    const kept = hits.slice(0, Math.max(CANDIDATES, firstGood + 1));
    const candidates = kept.map((hit) => {
      const vector = names.map((name) => hit.features?.[name] ?? 0);
      return {
        vector,
        fixed: hit.score - dot(vector, w),
        good: wanted.has(hit.action.id),
        id: hit.action.id,
      };
    });
    return [{ candidates, weight }];
  });
}

/**
 * Coordinate search on the requests' ranks under the linear scores: each weight in turn is tried at each FACTORS
 * multiple of its prior (never changing its sign), and the best multiple is kept when it gains more than the cost
 * of leaving the prior, `strength` × |ln factor| requests. Passes repeat until one changes nothing.
 */
function search(from, examples, prior, strength) {
  const w = names.map((name) => from[name]);
  // A weight the starting table leaves at 0 (a feature newly added) is tried at UNWEIGHED_VALUES, each point away
  // from 0 costing `strength` requests.
  const cost = (k, value) => {
    const was = prior[names[k]] ?? 0;
    return strength * (was === 0 ? Math.abs(value) : Math.abs(Math.log(value / was)));
  };
  const objective = () => gain(examples, w) - w.reduce((sum, value, k) => sum + cost(k, value), 0);
  for (let pass = 0; pass < PASSES; pass += 1) {
    let changed = false;
    names.forEach((name, k) => {
      let best = { value: w[k], score: objective() };
      const values = prior[name] ? FACTORS.map((factor) => prior[name] * factor) : UNWEIGHED_VALUES;
      for (const value of values) {
        if (value === best.value) continue;
        w[k] = value;
        const score = objective();
        if (score > best.score + 1e-9) best = { value, score };
      }
      changed ||= best.value !== w[k];
      w[k] = best.value;
    });
    if (!changed) break;
  }
  return Object.fromEntries(names.map((name, k) => [name, w[k]]));
}

/**
 * Top-1 plus half of top-5 over the examples, each by its request's weight, candidates scored by `w` and ties broken
 * by ID as the finder does.
 */
function gain(examples, w) {
  let total = 0;
  for (const { candidates, weight } of examples) {
    const scores = candidates.map(({ vector, fixed }) => fixed + dot(vector, w));
    let good = -1;
    candidates.forEach((candidate, i) => {
      if (candidate.good && (good < 0 || before(candidates, scores, i, good))) good = i;
    });
    const rank = 1 + candidates.filter((_, i) => i !== good && before(candidates, scores, i, good)).length;
    total += weight * ((rank === 1 ? 1 : 0) + (rank <= 5 ? 0.5 : 0));
  }
  return total;
}

/** Whether candidate i ranks before candidate j: a higher score, or the same and an ID first in order. */
function before(candidates, scores, i, j) {
  return scores[i] > scores[j] || (scores[i] === scores[j] && candidates[i].id < candidates[j].id);
}

function dot(vector, w) {
  return vector.reduce((sum, value, k) => sum + value * w[k], 0);
}

/**
 * Top-1 and top-5 counts of every set the script reads, by the finder rebuilt with the weights: each table is
 * measured once, and the figures printed are the ones the choice is made on.
 */
function tally(weights) {
  const finder = actionFinder(catalog.actions, weights);
  return Object.fromEntries([...SETS, ...CHECKS].map((set) => [set, counts(finder, sets[set])]));
}

/** How many requests of a set the finder answers first and among its first five. */
function counts(finder, requests) {
  const ranks = requests.map(({ request, expected, also = [] }) => {
    const wanted = new Set([expected, ...also]);
    const index = finder.search(request, 5).findIndex((hit) => wanted.has(hit.action.id));
    return index < 0 ? null : index + 1;
  });
  const within = (k) => ranks.filter((rank) => rank !== null && rank <= k).length;
  return { top1: within(1), top5: within(5) };
}
