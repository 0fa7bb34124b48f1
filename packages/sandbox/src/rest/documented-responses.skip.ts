import type { DocumentedResponse } from '../testing/documented-shape.js';

/*
 * The documented responses the shape test (documented-responses.test.ts) does not compare, each group with its reason.
 * Keep it short: an endpoint the sandbox starts serving leaves this list (the test fails on stale 'not served' entries).
 */
const SKIPPED: readonly { method?: string; path: RegExp; reason: string }[] = [
  {
    path: /^\/projects\/namespace\/name\//,
    reason:
      'the client test sends group/project unencoded in one segment; GitLab itself answers 404 to that path',
  },
  {
    path: /^\/projects\/1\/protected_environments\/test\/environment$/,
    reason:
      'the client test checks its own escaping with an unencoded slash; GitLab itself answers 404 to that path',
  },
];

/** Why a documented response is not compared, or undefined when it is. */
export function notCompared(example: DocumentedResponse): string | undefined {
  return SKIPPED.find(
    (entry) => (entry.method ?? example.method) === example.method && entry.path.test(example.path),
  )?.reason;
}
