import type { ActionEntry, ActionSpec, Classification } from './action-spec.js';
import type { RestTemplate } from './rest-template.js';
import { isBeyondReference } from './beyond-reference.js';
import { DELETES, READS } from './classifications.js';
import type { ReferenceRow } from './reference-row.js';
import { REFERENCE_ROWS } from './reference-table.generated.js';

const ROWS: Readonly<Record<string, ReferenceRow>> = REFERENCE_ROWS;

/** The reference row of an action ID; undefined for our own actions and for IDs the reference does not have. */
export function referenceRow(id: string): ReferenceRow | undefined {
  return Object.hasOwn(ROWS, id) ? ROWS[id] : undefined;
}

/** Every reference action ID, in catalog.json's order. */
export const REFERENCE_IDS: readonly string[] = Object.keys(ROWS);

/** Whether a row's call is a REST request (not GraphQL, not missing). */
function isRestTemplate(call: string | null | undefined): call is RestTemplate {
  return call != null && /^(GET|POST|PUT|PATCH|DELETE) \//.test(call);
}

/**
 * An entry and its reference row as one ActionSpec (see ActionEntry for what comes from where). Throws when the
 * entry has no row and is not one of ours, when it contradicts its row, or when it restates what its row holds: a
 * wrong entry must not load, and a restated fact would be a second place to change.
 */
export function joinReference(entry: ActionEntry): ActionSpec {
  const row = referenceRow(entry.id);
  if (isBeyondReference(entry.id)) return joinOurs(entry, row);
  if (!row) throw new Error(`${entry.id}: no such action in reference/spec/catalog.json`);
  const fail = (problem: string): never => {
    throw new Error(`${entry.id}: ${problem} (reference/spec/catalog.json)`);
  };
  if (entry.tool !== undefined && entry.tool !== row.tool)
    fail(`tool ${String(entry.tool)}, but the reference's is ${String(row.tool)}`);
  if (entry.tool !== undefined) fail(restated(`tool ${String(entry.tool)}`));
  const gitlab = callOf(entry.gitlab, row, fail);
  return {
    ...entry,
    tool: row.tool,
    classification: classificationOf(entry.classification, row, fail),
    tier: tierOf(entry.tier, row, fail),
    gitlab,
    ...refusalsOf(entry, gitlab, fail),
  };
}

function joinOurs(entry: ActionEntry, row: ReferenceRow | undefined): ActionSpec {
  const { tool, classification, tier, gitlab } = entry;
  if (row) throw new Error(`${entry.id}: one of ours, yet reference/spec/catalog.json has it`);
  if (tool === undefined || !classification || !tier || !gitlab || !isComplete(gitlab))
    throw new Error(`${entry.id}: one of ours, so it names its tool, classification, tier and call`);
  const fail = (problem: string): never => {
    throw new Error(`${entry.id}: ${problem}`);
  };
  return { ...entry, tool, classification, tier, gitlab, ...refusalsOf(entry, gitlab, fail) };
}

/**
 * The entry's refusals of parameters with the endpoint each names: its own words ("GitLab's label list (GET …)"),
 * else the REST request the action makes. An endpoint that spells out that request is not refused: a factory names
 * one for every owner when some owners' requests differ from their rows (a group's board list reads `/boards`).
 */
function refusalsOf(
  entry: ActionEntry,
  call: ActionSpec['gitlab'],
  fail: (problem: string) => never,
): { unsupported: ActionSpec['unsupported']; requires: ActionSpec['requires'] } {
  const endpointOf = (field: 'unsupported' | 'requires', named: string | undefined): string => {
    if (named !== undefined) return named;
    if ('rest' in call) return call.rest;
    return fail(`${field} names no endpoint, and the action makes no REST request to name`);
  };
  const { unsupported, requires } = entry;
  return {
    unsupported: unsupported && { ...unsupported, endpoint: endpointOf('unsupported', unsupported.endpoint) },
    requires: requires && { ...requires, endpoint: endpointOf('requires', requires.endpoint) },
  };
}

function classificationOf(
  declared: Classification | undefined,
  row: ReferenceRow,
  fail: (problem: string) => never,
): Classification {
  if (declared && (declared.readOnly !== row.readOnly || declared.destructive !== row.destructive))
    fail(
      `classified read-only ${declared.readOnly}, destructive ${declared.destructive}, unlike the reference`,
    );
  const implied = row.readOnly ? READS : row.destructive ? DELETES : undefined;
  if (declared && implied && declared.idempotent === implied.idempotent)
    fail(restated(`classification (${row.readOnly ? 'READS' : 'DELETES'}, from its flags)`));
  if (declared) return declared;
  if (row.readOnly) return READS;
  if (row.destructive) return DELETES;
  return fail('a write the reference does not call destructive: name its classification, CREATES or UPDATES');
}

function tierOf(
  declared: ActionSpec['tier'] | undefined,
  row: ReferenceRow,
  fail: (problem: string) => never,
): ActionSpec['tier'] {
  if (row.freeTier) {
    if (declared !== undefined && declared !== 'free')
      fail(`tier ${declared}, but the reference has it free`);
    if (declared === 'free') fail(restated('tier free'));
    return 'free';
  }
  if (declared === undefined || declared === 'free')
    fail('not free in the reference: name its tier, premium or ultimate');
  return declared!;
}

function callOf(
  declared: ActionEntry['gitlab'],
  row: ReferenceRow,
  fail: (problem: string) => never,
): ActionSpec['gitlab'] {
  const named = row.gitlab;
  if (declared && 'rest' in declared && declared.rest !== undefined) {
    if (named?.startsWith('GRAPHQL')) fail(`a REST template, but the reference calls ${named}`);
    if (named && named !== declared.rest) fail(`REST ${declared.rest}, but the reference calls ${named}`);
    if (named) fail(restated(`REST request ${named}`));
  }
  if (declared && isComplete(declared)) return declared;
  if (!isRestTemplate(named)) return fail('no REST request in the reference: name its call');
  return { ...declared, rest: named };
}

/** What a restating entry is told: the field, and that the row is where it lives. */
function restated(field: string): string {
  return `restates its ${field}, which the reference table holds: leave it out`;
}

/** Whether a declared call needs nothing from the table: GraphQL, local, or a REST call with its template. */
function isComplete(call: NonNullable<ActionEntry['gitlab']>): call is ActionSpec['gitlab'] {
  return 'graphql' in call || 'local' in call || ('rest' in call && call.rest !== undefined);
}

/** The reference actions none of these entries declares, in catalog.json's order. */
export function entrylessRows(ids: Iterable<string>): string[] {
  const declared = new Set(ids);
  return REFERENCE_IDS.filter((id) => !declared.has(id));
}
