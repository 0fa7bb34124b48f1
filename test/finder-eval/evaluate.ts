import { readFileSync } from 'node:fs';

/**
 * One request of the evaluation set and the action a user typing it wants. `also` lists actions that answer it
 * equally well: a request for issues or merge requests that names no project is answered by the project's list
 * and by the instance-wide one (`issue.list_all`, `merge_request.list_global`) alike.
 */
export interface EvalRequest {
  request: string;
  expected: string;
  also?: readonly string[];
}

/** Where the expected action came in one search: 1 for first, null when it was not returned at all. */
export interface Ranked extends EvalRequest {
  rank: number | null;
  got: readonly string[];
}

/**
 * The sets of this folder (README.md): `requests` grew with the finder and guards against regressions; `tuning`
 * and `test` are the two halves of the requests written apart from the catalog, and only `tuning` may inform
 * the finder's words and weights; `docs-tuning`, written later from GitLab's documentation headings, and
 * `everyday-tuning`, requests as people type them in chat, are two more sets to tune on; requests written for
 * every action of the catalog are split by action into `every-action-tuning`, to tune on, and
 * `every-action-check`, held out like `test`; requests written again the way the held-out halves were are split by
 * request into `task-tuning`, to tune on, and `task-check`, held out like `test`; requests written the same way by
 * writers each speaking as one kind of GitLab user are split by request into `role-tuning` and `role-check` alike,
 * and those written from the how-to pages of GitLab's documentation into `howto-tuning` and `howto-check`.
 */
export type EvalSet =
  | 'requests'
  | 'tuning'
  | 'docs-tuning'
  | 'everyday-tuning'
  | 'every-action-tuning'
  | 'every-action-check'
  | 'task-tuning'
  | 'task-check'
  | 'role-tuning'
  | 'role-check'
  | 'howto-tuning'
  | 'howto-check'
  | 'test';

/** Each set's requests, read once: the tests ask for the largest sets several times. */
export function requestsOf(set: EvalSet): readonly EvalRequest[] {
  let requests = READ.get(set);
  if (!requests) {
    requests = JSON.parse(readFileSync(new URL(`./${set}.json`, import.meta.url), 'utf8')) as EvalRequest[];
    READ.set(set, requests);
  }
  return requests;
}

const READ = new Map<EvalSet, readonly EvalRequest[]>();

/** The first evaluation set, shared with `npm run bench`, which asks both servers the same requests. */
export const REQUESTS: readonly EvalRequest[] = requestsOf('requests');

/** Runs every request through `search` (IDs best first) and records the rank of the first acceptable action. */
export function rankAll(
  search: (request: string) => readonly string[],
  requests: readonly EvalRequest[] = REQUESTS,
): Ranked[] {
  return requests.map((entry) => {
    const got = search(entry.request);
    const wanted = [entry.expected, ...(entry.also ?? [])];
    const index = got.findIndex((id) => wanted.includes(id));
    return { ...entry, rank: index < 0 ? null : index + 1, got };
  });
}

/** The share of requests whose expected action is among the first `k` results. */
export function accuracyAt(ranked: readonly Ranked[], k: number): number {
  return ranked.filter((entry) => entry.rank !== null && entry.rank <= k).length / ranked.length;
}

/** The requests missed at `k`, one line each, so a failing assertion says which words to look at. */
export function misses(ranked: readonly Ranked[], k: number): string[] {
  return ranked
    .filter((entry) => entry.rank === null || entry.rank > k)
    .map(
      (entry) =>
        `"${entry.request}" → ${entry.got.slice(0, 3).join(', ') || '(nothing)'}; want ${entry.expected}`,
    );
}
