import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * GitLab's documented REST answers (reference/gitlab-contract/rest/examples/documented-responses.json) and the check
 * that a sandbox answer has their shape: every documented key, the same nesting, arrays where GitLab has arrays and
 * objects where it has objects. Values are not compared; a null on either side says nothing about the kind.
 */

export interface DocumentedResponse {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /api/v4, with the documentation's own IDs. */
  path: string;
  body: unknown;
  /** Where the example comes from (`<file>:<line> <test>`). */
  source: string;
}

const examplesFile = fileURLToPath(
  new URL('../../../../reference/gitlab-contract/rest/examples/documented-responses.json', import.meta.url),
);

export function documentedResponses(): DocumentedResponse[] {
  return JSON.parse(readFileSync(examplesFile, 'utf8')) as DocumentedResponse[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'an array' : isObject(value) ? 'an object' : `a ${typeof value}`;
}

/** Where the sandbox's answer falls short of GitLab's documented one, each as `<where>: <what>`. */
export function shapeGaps(documented: unknown, actual: unknown, at = 'body'): string[] {
  if (documented === null || actual === null || actual === undefined) return [];
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual)) return [`${at}: GitLab answers an array, the sandbox ${kindOf(actual)}`];
    if (documented.length === 0) return [];
    if (actual.length === 0)
      return [`${at}: the sandbox's array is empty, GitLab's items cannot be compared`];
    const gaps = documented.flatMap((item) => shapeGaps(item, actual[0], `${at}[0]`));
    return [...new Set(gaps)];
  }
  if (isObject(documented)) {
    if (!isObject(actual)) return [`${at}: GitLab answers an object, the sandbox ${kindOf(actual)}`];
    return Object.entries(documented).flatMap(([key, value]) =>
      key in actual ? shapeGaps(value, actual[key], `${at}.${key}`) : [`${at}.${key}: missing`],
    );
  }
  if (Array.isArray(actual) || isObject(actual))
    return [`${at}: GitLab answers ${kindOf(documented)}, the sandbox ${kindOf(actual)}`];
  return [];
}
