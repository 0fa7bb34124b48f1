/**
 * The finder's quality on requests as users type them. `requests.json` (issue 5) grew with the finder: top-1 ≥ 85 %,
 * top-5 ≥ 97 %. The held-out requests of issue 21 (README.md) are split in a tuning half, which may inform the
 * finder's words and weights, and a test half, which is only measured; `docs-tuning.json`, from GitLab's
 * documentation headings, and `everyday-tuning.json`, requests as people type them in chat, are tuned on too;
 * requests written for every action of the catalog are split by action into `every-action-tuning.json`, tuned on,
 * and `every-action-check.json`, only measured like the test half; requests written again in the held-out halves'
 * way are split by request into `task-tuning.json`, tuned on, and `task-check.json`, only measured, and so are those
 * written the same way by writers each speaking as one kind of GitLab user (`role-tuning.json`, `role-check.json`)
 * or from the how-to pages of GitLab's documentation (`howto-tuning.json`, `howto-check.json`).
 * The floors below are the figures reached, not the issue's goal of 90 % / 98 % on the test half (docs/performance.md reports them all). A 5-hit
 * gitlab_find_action answer stays small enough to leave room in the model's context (< 4 KB). Timing is not
 * asserted here: `npm run bench` measures it.
 */
import { describe, expect, it } from 'vitest';
import { renderResult } from '@gitlab-mcp/result/render';
import { findActions } from '../../apps/server/src/find-action.js';
import { actionFinder } from '../../apps/server/src/finder/index.js';
import { wholeCatalog } from '../../apps/server/src/finder/test-support/whole-catalog.js';
import { dynamicSurface } from '../../apps/server/src/surfaces/dynamic.js';
import { accuracyAt, misses, rankAll, requestsOf, REQUESTS } from './evaluate.js';
import type { EvalSet } from './evaluate.js';

// The whole catalog is served, as in the bench's sandbox.
const catalog = await wholeCatalog();
const finder = actionFinder(catalog.actions);
const surface = dynamicSurface(catalog);
const ranked = rankAll((request) => finder.search(request, 5).map((hit) => hit.action.id));

/** The tools/call result as the server sends it (mcp-server.ts adds query and count to structuredContent). */
async function findAnswer(query: string) {
  const found = await findActions(finder, catalog, surface, query, 5);
  const rendered = renderResult(found, {
    describeAction: surface.describeAction,
    codexCompat: false,
    embedResources: false,
  });
  return {
    ...rendered,
    structuredContent: { query, count: found.items.length, ...rendered.structuredContent },
  };
}

describe('finder evaluation set', () => {
  it('has at least 60 requests, each expecting an action the server serves', () => {
    expect(REQUESTS.length).toBeGreaterThanOrEqual(60);
    const unknown = REQUESTS.filter((entry) => catalog.get(entry.expected) === undefined);
    expect(unknown).toEqual([]);
  });

  it('finds the expected action first for at least 85 % of requests', () => {
    expect(accuracyAt(ranked, 1), misses(ranked, 1).join('\n')).toBeGreaterThanOrEqual(0.85);
  });

  it('finds the expected action among the first five for at least 97 % of requests', () => {
    expect(accuracyAt(ranked, 5), misses(ranked, 5).join('\n')).toBeGreaterThanOrEqual(0.97);
  });
});

/**
 * Top-1 and top-5 floors per set written apart from the catalog: the tuning sets' are what tuning reached, the test
 * half's measured.
 */
const HELD_OUT: readonly { set: EvalSet; top1: number; top5: number }[] = [
  { set: 'tuning', top1: 0.97, top5: 0.98 },
  { set: 'docs-tuning', top1: 0.94, top5: 0.98 },
  { set: 'everyday-tuning', top1: 0.96, top5: 0.97 },
  { set: 'every-action-tuning', top1: 0.72, top5: 0.9 },
  { set: 'every-action-check', top1: 0.74, top5: 0.9 },
  { set: 'task-tuning', top1: 0.87, top5: 0.97 },
  { set: 'task-check', top1: 0.81, top5: 0.95 },
  { set: 'role-tuning', top1: 0.87, top5: 0.96 },
  { set: 'role-check', top1: 0.81, top5: 0.93 },
  { set: 'howto-tuning', top1: 0.82, top5: 0.95 },
  { set: 'howto-check', top1: 0.77, top5: 0.91 },
  { set: 'test', top1: 0.9, top5: 0.98 },
];

/** The held-out sets: their misses are not shown, so that no word is written for them. */
const UNSEEN: ReadonlySet<EvalSet> = new Set([
  'test',
  'every-action-check',
  'task-check',
  'role-check',
  'howto-check',
]);

describe.each(HELD_OUT)('requests written apart from the catalog, $set set', ({ set, top1, top5 }) => {
  const requests = requestsOf(set);
  const rankedHalf = rankAll((request) => finder.search(request, 5).map((hit) => hit.action.id), requests);
  // A failure names the misses of the sets one may tune on; the held-out sets' are not looked into.
  const missed = (k: number) =>
    UNSEEN.has(set) ? `${set}: misses not shown` : misses(rankedHalf, k).join('\n');

  it('expects only actions the catalog has', () => {
    const expected = requests.flatMap((entry) => [entry.expected, ...(entry.also ?? [])]);
    expect(expected.filter((id) => catalog.get(id) === undefined)).toEqual([]);
  });

  it(`finds an acceptable action first for at least ${top1 * 100} % of requests`, () => {
    expect(accuracyAt(rankedHalf, 1), missed(1)).toBeGreaterThanOrEqual(top1);
  });

  it(`finds an acceptable action among the first five for at least ${top5 * 100} % of requests`, () => {
    expect(accuracyAt(rankedHalf, 5), missed(5)).toBeGreaterThanOrEqual(top5);
  });
});

/** The sets written before the task sets: those were checked against all of them. */
const EARLIER_THAN_TASK_SETS: readonly EvalSet[] = [
  'requests',
  'tuning',
  'docs-tuning',
  'everyday-tuning',
  'every-action-tuning',
  'every-action-check',
];

/** Sets written after the first ones, each checked against what was written before it. */
const LATER_SETS: readonly { set: EvalSet; after: readonly EvalSet[] }[] = [
  { set: 'everyday-tuning', after: ['requests', 'tuning', 'docs-tuning'] },
  { set: 'every-action-tuning', after: ['requests', 'tuning', 'docs-tuning', 'everyday-tuning'] },
  { set: 'every-action-check', after: ['requests', 'tuning', 'docs-tuning', 'everyday-tuning'] },
  { set: 'task-tuning', after: EARLIER_THAN_TASK_SETS },
  { set: 'task-check', after: EARLIER_THAN_TASK_SETS },
  { set: 'role-tuning', after: [...EARLIER_THAN_TASK_SETS, 'task-tuning', 'task-check'] },
  { set: 'role-check', after: [...EARLIER_THAN_TASK_SETS, 'task-tuning', 'task-check'] },
  ...(['howto-tuning', 'howto-check'] as const).map((set) => ({
    set,
    after: [...EARLIER_THAN_TASK_SETS, 'task-tuning', 'task-check', 'role-tuning', 'role-check'] as const,
  })),
];

describe('sets written apart from the earlier sets and the catalog', () => {
  it('repeat no request of an earlier set, nor a catalog alias, description or its first clause', () => {
    const plain = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const catalogWords = catalog.actions.flatMap((action) => [
      action.description,
      action.description.split(/[.;:(]/)[0] ?? '',
      ...action.aliases,
    ]);
    const repeated = LATER_SETS.flatMap(({ set, after }) => {
      const written = new Set(
        [
          ...after.flatMap((earlier) => requestsOf(earlier).map(({ request }) => request)),
          ...catalogWords,
        ].map(plain),
      );
      return requestsOf(set)
        .filter(({ request }) => written.has(plain(request)))
        .map(({ request }) => `${set}: ${request}`);
    });
    expect(repeated).toEqual([]);
  });

  it('split the every-action requests by action: no action has requests on both sides', () => {
    const tuned = new Set(requestsOf('every-action-tuning').map(({ expected }) => expected));
    const shared = requestsOf('every-action-check').filter(({ expected }) => tuned.has(expected));
    expect(shared.map(({ expected }) => expected)).toEqual([]);
  });
});

describe('gitlab_find_action answer size', () => {
  // About 10,400 answers rendered: about a minute alone on the shared two-core machine, 137 s beside the other test
  // files in CI (2026-12-07); a slower run must not fail it for time, which is the benchmarks' to judge.
  it('keeps every 5-hit answer of the evaluation sets under 4 KB (text and structuredContent)', async () => {
    // A held-out request over the budget is named by its place, not its words: those sets are not looked into.
    const everyRequest = [
      ...REQUESTS.map(({ request }) => ({ request, named: request })),
      ...HELD_OUT.flatMap(({ set }) =>
        requestsOf(set).map(({ request }, index) => ({
          request,
          named: UNSEEN.has(set) ? `${set}.json #${index + 1}` : request,
        })),
      ),
    ];
    const sizes = await Promise.all(
      everyRequest.map(async ({ request, named }) => ({
        named,
        bytes: Buffer.byteLength(JSON.stringify(await findAnswer(request))),
      })),
    );
    const over = sizes.filter((size) => size.bytes >= 4096);
    expect(over.map((size) => `${size.bytes} B: ${size.named}`)).toEqual([]);
  }, 300_000);
});
