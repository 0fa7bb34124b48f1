/**
 * A write's answer shows what GitLab answered (issue 23; reference/spec/output-format.es.txt): a write GitLab answers
 * with an object shows that object's card, and only a write GitLab answers with nothing answers the one line.
 * Checked on every documented write request that maps to an action, with GitLab's documented body.
 */
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTED_PAIRS,
  candidatesOf,
  renderDocumented,
  requestKey,
} from '../support/documented-bodies.js';
import { MAPPED_BY_HAND } from './documented-unmapped.js';

/** The fields by which people tell one object from another, the most telling first. */
const IDENTIFYING = ['iid', 'id', 'tag_name', 'key', 'username', 'name', 'title', 'file_path', 'cn'];
/** A body that only acknowledges the write (`{"message":"202 Accepted"}`, `{"status":"success"}`): no object. */
const ACKNOWLEDGEMENT = new Set(['message', 'status']);

/**
 * Documented requests whose fixture (a client's test, not GitLab's page) carries a body although GitLab answers them
 * 204 No Content: GitLab's API ends each in `destroy_conditionally!`, which answers no content. No card to show, so
 * they stay one line. Values: the endpoint's documentation.
 */
const NO_CONTENT_PER_GITLAB: Readonly<Record<string, string>> = {
  'DELETE /projects/1/issues/5': 'https://docs.gitlab.com/api/issues/#delete-an-issue',
  'DELETE /projects/1/members/1':
    'https://docs.gitlab.com/api/members/#remove-a-member-from-a-group-or-project',
  'DELETE /projects/1/snippets/1': 'https://docs.gitlab.com/api/project_snippets/#delete-snippet',
};

const scalar = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** The body as one GitLab object, when it is one: not nothing, not a list, not an acknowledgement. */
function objectOf(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  return keys.length === 0 || keys.every((key) => ACKNOWLEDGEMENT.has(key))
    ? null
    : (body as Record<string, unknown>);
}

/** The object's identifying field and value, when it has one (a time-stats answer has none). */
function identifierOf(object: Record<string, unknown>): { field: string; value: string } | null {
  const field = IDENTIFYING.find((key) => scalar(object[key]));
  return field === undefined ? null : { field, value: String(object[field]) };
}

/** Markdown as read: escapes dropped, so a name with `_` is found as GitLab sent it. */
const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

const writes = (
  await Promise.all(
    DOCUMENTED_PAIRS.filter((pair) => pair.method !== 'GET').flatMap((pair) =>
      candidatesOf(pair, MAPPED_BY_HAND).map(async (mapping) => ({
        name: `${mapping.action.id} ← ${requestKey(pair)}`,
        pair,
        rendering: await renderDocumented(mapping, pair),
      })),
    ),
  )
).filter((run) => run.rendering.answered);

const answersObject = (run: (typeof writes)[number]) =>
  objectOf(run.pair.body) !== null && !(requestKey(run.pair) in NO_CONTENT_PER_GITLAB);

/** What one write showed, when it is not the card that names GitLab's object. */
function offence(run: (typeof writes)[number]): string | null {
  const { outcome } = run.rendering;
  if (outcome.failed) return `${run.name}: failed (${String(outcome.error)})`;
  if (outcome.result.kind !== 'object') return `${run.name}: answers ${outcome.result.kind}, not the card`;
  const identifier = identifierOf(objectOf(run.pair.body)!);
  if (identifier !== null && !plain(outcome.markdown).includes(identifier.value))
    return `${run.name}: the card does not show ${identifier.field} ${identifier.value}`;
  return null;
}

describe("a write's answer is GitLab's object when GitLab returns one", () => {
  it('covers the documented writes (the rule is not vacuous)', () => {
    expect(writes.filter(answersObject).length).toBeGreaterThan(100);
  });

  it('every write documented with an object shows its card, naming the object', () => {
    expect(writes.filter(answersObject).flatMap((run) => offence(run) ?? [])).toEqual([]);
  });

  it('a write GitLab answers with nothing to show answers the one line', () => {
    const silent = writes.filter((run) => !answersObject(run) && !Array.isArray(run.pair.body));
    const kinds = silent.map((run) => {
      const { outcome } = run.rendering;
      return `${run.name}: ${outcome.failed ? 'failed' : outcome.result.kind}`;
    });
    // An invitation's failure reported with a success status fails with GitLab's words (documented-bodies.test.ts).
    expect(kinds.filter((line) => !line.endsWith(': void') && !line.includes('/invitations'))).toEqual([]);
    expect(silent.map((run) => requestKey(run.pair))).toEqual(
      expect.arrayContaining(Object.keys(NO_CONTENT_PER_GITLAB)),
    );
  });
});
