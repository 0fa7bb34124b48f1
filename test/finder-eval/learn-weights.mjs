// Learns the finder's weights (apps/server/src/finder/weights.json) from the evaluation sets one may tune on:
// tuning.json, docs-tuning.json and requests.json. test.json, the held-out half, is never read here.
//
//   node test/finder-eval/learn-weights.mjs            cross-validates and fits, prints the figures, writes nothing
//   node test/finder-eval/learn-weights.mjs --write    the same, then writes the fitted table to weights.json
//   node test/finder-eval/learn-weights.mjs --figures  only the current table's top-1/top-5 on the three sets
//
// Plain node: esbuild bundles the finder from its TypeScript sources into memory. Deterministic: the same sources,
// sets and starting table give the same weights (full-batch gradient descent, fixed steps, no randomness).
//
// Method. A score is a weighted sum of named features (weights.ts). For each request the finder ranks the actions
// its words reach; the loss is the softmax cross-entropy of the acceptable actions among the first CANDIDATES
// (a smooth stand-in for top-1), plus an L2 pull towards the starting table, so a weight moves only as far as
// many requests ask. The field a term matches in is chosen by the weights, so the sum is linear only around one
// table: the fit is repeated ROUNDS times, each on the features the previous table gives. Field weights stay at
// least FIELD_FLOOR: a term matches where it weighs more than nothing.
//
// Cross-validation before the final fit: fit on tuning.json, measure docs-tuning.json, and the reverse (both with
// requests.json as a regression guard), for each regularisation strength of STRENGTHS; the strength whose worse
// direction gains most over the starting table is the one the final fit (on all three sets) uses. With no strength
// gaining in both directions nothing is written.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const HERE = new URL('.', import.meta.url);
const WEIGHTS_FILE = new URL('../../apps/server/src/finder/weights.json', import.meta.url);
const SETS = ['tuning', 'docs-tuning', 'requests'];
const CANDIDATES = 30;
const TEMPERATURE = 2;
const ROUNDS = 3;
const STEPS = 400;
const STEP_SIZE = 0.5;
const STRENGTHS = [0.003, 0.01, 0.03];
const FIELD_FLOOR = 0.5;
const FIELDS = new Set(['phrase', 'domain', 'verb', 'domainPart', 'alias', 'description', 'value', 'param']);

const { openCatalog, ServedCatalog, actionFinder, FEATURES } = await loadFinder();
const names = Object.keys(FEATURES);
const catalog = new ServedCatalog(await openCatalog(), {
  tier: 'ultimate',
  readOnly: false,
  admin: true,
  excluded: [],
  grant: null,
});
const sets = Object.fromEntries(
  SETS.map((set) => [set, JSON.parse(readFileSync(new URL(`${set}.json`, HERE), 'utf8'))]),
);
const start = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')).weights;

const say = (text) => process.stdout.write(`${text}\n`);
const report = (label, weights, setNames) =>
  say(`${label}: ${setNames.map((set) => `${set} ${figures(weights, sets[set])}`).join(', ')}`);

report('starting table', start, SETS);
const chosen = process.argv.includes('--figures') ? undefined : crossValidate();
if (chosen === null) {
  say('no strength gains in both directions: the table stays as it is');
} else if (chosen !== undefined) {
  const learned = fit(start, [...sets.tuning, ...sets['docs-tuning'], ...sets.requests], chosen);
  report(`fitted on all three, strength ${chosen}`, learned, SETS);
  say(JSON.stringify(learned));
  if (process.argv.includes('--write')) {
    const file = {
      learnedBy: `test/finder-eval/learn-weights.mjs (strength ${chosen}, from the previous table)`,
      sets: SETS.map((set) => `test/finder-eval/${set}.json`),
      weights: learned,
    };
    writeFileSync(WEIGHTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
    say(`written to ${fileURLToPath(WEIGHTS_FILE)}`);
  }
}

/** Each strength fitted on one tuning set and measured on the other; the best whose both directions gain. */
function crossValidate() {
  const base = {
    tuning: top1(start, sets.tuning),
    'docs-tuning': top1(start, sets['docs-tuning']),
    requests: top1(start, sets.requests),
  };
  let best = null;
  for (const strength of STRENGTHS) {
    const gains = [];
    for (const [fitOn, checkOn] of [
      ['tuning', 'docs-tuning'],
      ['docs-tuning', 'tuning'],
    ]) {
      const weights = fit(start, sets[fitOn], strength);
      report(`strength ${strength}, fitted on ${fitOn}`, weights, SETS);
      gains.push(top1(weights, sets[checkOn]) - base[checkOn]);
    }
    const worse = Math.min(...gains);
    say(`strength ${strength}: held-out top-1 gains ${gains.join(' / ')}`);
    if (worse > 0 && (best === null || worse > best.worse)) best = { strength, worse };
  }
  return best?.strength ?? null;
}

/** ROUNDS fits, each around the table the previous one gave. */
function fit(from, requests, strength) {
  let weights = { ...from };
  for (let round = 0; round < ROUNDS; round += 1) {
    const examples = examplesOf(weights, requests);
    weights = descend(weights, examples, from, strength);
  }
  return Object.fromEntries(names.map((name) => [name, Math.round(weights[name] * 100) / 100]));
}

/**
 * Per request reached by an acceptable action: the first CANDIDATES hits as feature vectors, the score the
 * weights do not give (an ID or alias said word for word), and which are acceptable.
 */
function examplesOf(weights, requests) {
  const finder = actionFinder(catalog.actions, weights);
  return requests.flatMap(({ request, expected, also = [] }) => {
    const wanted = new Set([expected, ...also]);
    const hits = finder.rank(request);
    const firstGood = hits.findIndex((hit) => wanted.has(hit.action.id));
    if (firstGood < 0) return [];
    const kept = hits.slice(0, Math.max(CANDIDATES, firstGood + 1));
    return [
      kept.map((hit) => {
        const vector = names.map((name) => hit.features?.[name] ?? 0);
        return {
          vector,
          fixed: hit.score - dot(vector, weights),
          good: wanted.has(hit.action.id),
        };
      }),
    ];
  });
}

/** Full-batch gradient descent on the mean softmax loss plus strength × the squared distance to `prior`. */
function descend(from, examples, prior, strength) {
  const w = names.map((name) => from[name]);
  const p = names.map((name) => prior[name]);
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = w.map((value, k) => 2 * strength * (value - (p[k] ?? 0)));
    for (const candidates of examples) {
      const scores = candidates.map(({ vector, fixed }) => (fixed + dotArray(vector, w)) / TEMPERATURE);
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const all = exps.reduce((sum, value) => sum + value, 0);
      const good = candidates.reduce((sum, candidate, i) => sum + (candidate.good ? (exps[i] ?? 0) : 0), 0);
      candidates.forEach(({ vector, good: isGood }, i) => {
        const weight = (exps[i] ?? 0) / all - (isGood ? (exps[i] ?? 0) / good : 0);
        vector.forEach((value, k) => {
          gradient[k] += (weight * value) / TEMPERATURE / examples.length;
        });
      });
    }
    names.forEach((name, k) => {
      const next = w[k] - STEP_SIZE * gradient[k];
      w[k] = FIELDS.has(name) ? Math.max(FIELD_FLOOR, next) : next;
    });
  }
  return Object.fromEntries(names.map((name, k) => [name, w[k]]));
}

function dot(vector, weights) {
  return vector.reduce((sum, value, k) => sum + value * weights[names[k]], 0);
}

function dotArray(vector, w) {
  return vector.reduce((sum, value, k) => sum + value * w[k], 0);
}

/** How many requests the weights answer first, the finder rebuilt with them. */
function top1(weights, requests) {
  return ranks(weights, requests).filter((rank) => rank === 1).length;
}

/** Top-1 and top-5 counts of one set, as `top1/top5 of n`. */
function figures(weights, requests) {
  const all = ranks(weights, requests);
  const within = (k) => all.filter((rank) => rank !== null && rank <= k).length;
  return `${within(1)}/${within(5)} of ${requests.length}`;
}

function ranks(weights, requests) {
  const finder = actionFinder(catalog.actions, weights);
  return requests.map(({ request, expected, also = [] }) => {
    const wanted = new Set([expected, ...also]);
    const index = finder.search(request, 5).findIndex((hit) => wanted.has(hit.action.id));
    return index < 0 ? null : index + 1;
  });
}

/**
 * The finder and the served catalog, bundled from their TypeScript sources (ours; other packages stay imports) into
 * one module under node_modules/.cache, where those imports resolve.
 */
async function loadFinder() {
  const outfile = fileURLToPath(
    new URL('../../node_modules/.cache/learn-weights/finder.mjs', import.meta.url),
  );
  await build({
    stdin: {
      contents: [
        "export { openCatalog } from '@gitlab-mcp/catalog';",
        "export { ServedCatalog } from '../../apps/server/src/served-catalog.ts';",
        "export { actionFinder, FEATURES } from '../../apps/server/src/finder/index.ts';",
      ].join('\n'),
      resolveDir: fileURLToPath(HERE),
      loader: 'ts',
    },
    bundle: true,
    outfile,
    platform: 'node',
    format: 'esm',
    conditions: ['gitlab-mcp-source'],
    plugins: [
      {
        name: 'other-packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@gitlab-mcp/') ? undefined : { path, external: true },
          );
        },
      },
    ],
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
