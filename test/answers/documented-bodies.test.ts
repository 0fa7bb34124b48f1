/**
 * GitLab's documented bodies, exactly as documented, through the actions that call their endpoints (issue 18 4(b),
 * 4(c)): every documented request is mapped to its actions (or listed as unmappable with why), each renders with no
 * error and nothing leaked, shows the identifying fields its kind has, and shows the identifier its own next steps
 * ask for.
 */
import { describe, expect, it } from 'vitest';
import { formatField, valueAt } from '../../packages/result/src/kinds/format-field.js';
import { DEFAULT_KINDS, kindFor } from '../../packages/result/src/kinds/registry.js';
import {
  DOCUMENTED_PAIRS,
  candidatesOf,
  renderDocumented,
  requestKey,
} from '../support/documented-bodies.js';
import type { Mapping, Rendering } from '../support/documented-bodies.js';
import {
  cardFields,
  cardStepNeeds,
  listColumns,
  listStepNeeds,
  showsParam,
} from '../support/list-identifiers.js';
import type { CardField } from '../support/list-identifiers.js';
import { MAPPED_BY_HAND, UNMAPPABLE } from './documented-unmapped.js';

/** What must never reach the reader: a value JavaScript wrote for a missing or unprintable one. */
const LEAK = /\b(?:undefined|NaN|null)\b|\[object Object\]/;
/** The fields by which people tell one object from another. */
const IDENTIFYING = ['id', 'iid', 'name', 'path', 'username', 'title'];

/** Markdown as read: escapes dropped, so a name with `_` or `*` is found as GitLab sent it. */
const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');
const scalar = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * Every documented request run through each of its candidate actions. A candidate maps the request when it sent
 * exactly the documented request (a route can take a call elsewhere than its recorded template).
 */
const runs = await Promise.all(
  DOCUMENTED_PAIRS.flatMap((pair, index) =>
    candidatesOf(pair, MAPPED_BY_HAND).map(async (mapping) => ({
      name: `${mapping.action.id} ← ${requestKey(pair)} #${index}`,
      pair,
      mapping,
      ...(await renderDocumented(mapping, pair)),
    })),
  ),
);
const cases = runs.filter((run) => run.answered);
const mappedPairs = new Set(cases.map((run) => run.pair));

/** What an answer rendered: its Result and Markdown. */
type Shown = Extract<Rendering['outcome'], { failed: false }>;

/** The objects a rendered answer shows: a card's, a list's rows. */
function shownObjects(rendering: Shown): Record<string, unknown>[] {
  const { result } = rendering;
  if (result.kind === 'object') return [result.data as Record<string, unknown>];
  if (result.kind === 'list') return result.items as Record<string, unknown>[];
  return [];
}

/** The fields the answer's kind shows an object with: a card's heading, rows and nested tables, a list's columns. */
function shownFields(rendering: Shown, mapping: Mapping, sample: Record<string, unknown>): CardField[] {
  const { result } = rendering;
  if (result.kind === 'list') return listColumns(mapping.action).map((field) => ({ field }));
  if (result.kind !== 'object') return [];
  return cardFields(kindFor(DEFAULT_KINDS, result.objectKind, sample));
}

/** The objects a field reads: the object itself, or the rows of the nested table. */
function holders(object: Record<string, unknown>, shows: CardField): unknown[] {
  if (shows.within === undefined) return [object];
  const rows = valueAt(object, shows.within);
  return Array.isArray(rows) ? rows : [];
}

/** Identifying fields of the object that its kind shows, and whose value is missing from the Markdown. */
function hiddenIdentifiers(rendering: Shown, mapping: Mapping): string[] {
  const text = plain(rendering.markdown);
  return shownObjects(rendering).flatMap((object, row) => {
    const fields = shownFields(rendering, mapping, object);
    const present = IDENTIFYING.filter((key) => scalar(object[key]));
    const declared = present.filter((key) =>
      fields.some((shows) => shows.within === undefined && shows.field.path === key),
    );
    return declared
      .filter((key) => !text.includes(String(object[key])))
      .map((key) => `row ${row}: ${key} ${JSON.stringify(object[key])}`);
  });
}

const NEEDS = [...listStepNeeds(), ...cardStepNeeds()];

/**
 * Identifiers the action's next steps ask for that the answer does not show: none of its kind's fields shows the
 * identifier, or one does and the body carries a value there that the Markdown leaves out. (A few documented bodies
 * are a client's stubs with no IID at all: they can only show what they carry.)
 */
function missingStepIdentifiers(rendering: Shown, mapping: Mapping): string[] {
  const inTable = rendering.result.kind === 'list';
  const text = plain(rendering.markdown);
  return NEEDS.filter((need) => need.list.id === mapping.action.id).flatMap((need) =>
    shownObjects(rendering).flatMap((object, row) => {
      const fields = shownFields(rendering, mapping, object).filter((shows) =>
        showsParam(need.param, shows.field),
      );
      if (fields.length === 0) return [`${need.key}: no field of the answer shows it`];
      const carried = fields.flatMap((shows) =>
        holders(object, shows)
          .filter((holder) => valueAt(holder, shows.field.path) !== undefined)
          .filter((holder) => valueAt(holder, shows.field.path) !== null)
          .map((holder) => ({ shows, holder })),
      );
      const shown = carried.some(({ shows, holder }) => {
        if (shows.heading) return text.includes(String(valueAt(holder, shows.field.path)));
        const cell = formatField(shows.field, holder, inTable || shows.within !== undefined);
        return cell !== null && rendering.markdown.includes(cell.md);
      });
      return carried.length === 0 || shown ? [] : [`row ${row}: ${need.key}`];
    }),
  );
}

describe("GitLab's documented bodies map to the catalog's actions", () => {
  const unmapped = DOCUMENTED_PAIRS.filter((pair) => !mappedPairs.has(pair)).map(requestKey);

  it('maps most of them (the rule is not vacuous)', () => {
    expect(mappedPairs.size).toBeGreaterThan(280);
    expect(cases.length).toBeGreaterThan(300);
  });

  it('every documented request maps to an action, or is listed as unmappable with why', () => {
    expect([...new Set(unmapped.filter((key) => !(key in UNMAPPABLE)))]).toEqual([]);
  });

  it('no request listed as unmappable maps to an action (the list is not stale)', () => {
    expect(Object.keys(UNMAPPABLE).filter((key) => !unmapped.includes(key))).toEqual([]);
  });

  it('every hand mapping sends exactly its documented request', () => {
    const stale = Object.keys(MAPPED_BY_HAND).filter(
      (key) => !cases.some((run) => requestKey(run.pair) === key),
    );
    expect(stale).toEqual([]);
  });
});

/**
 * A body in which GitLab reports a failure with a success status: an invitation answers
 * `{"status":"error","message":{"<email>":"Already invited"}}` (https://docs.gitlab.com/api/invitations/).
 */
const reportsFailure = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error';

describe("GitLab's documented bodies render through their actions", () => {
  it.each(cases.filter((run) => !reportsFailure(run.pair.body)))('$name', ({ outcome, mapping }) => {
    if (outcome.failed) throw outcome.error;
    const { markdown } = outcome;
    expect(outcome.isError, markdown).toBe(false);
    expect(markdown.split('\n').filter((line) => LEAK.test(line))).toEqual([]);
    expect(hiddenIdentifiers(outcome, mapping), markdown).toEqual([]);
    expect(missingStepIdentifiers(outcome, mapping), markdown).toEqual([]);
  });

  it.each(cases.filter((run) => reportsFailure(run.pair.body)))(
    '$name fails with what GitLab said',
    (run) => {
      expect(run.outcome.failed).toBe(true);
      const messages = Object.values((run.pair.body as { message: Record<string, string> }).message);
      const said = run.outcome.failed ? String(run.outcome.error) : '';
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(said).toContain(message);
    },
  );
});
