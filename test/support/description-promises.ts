/**
 * What an action's description promises its answer shows (issue 23: `branch.list_protected` promised "who may push
 * and merge" and showed neither), and what its renderer shows for GitLab's documented body.
 */
import type { ActionSpec } from '@gitlab-mcp/catalog';
import { DEFAULT_KINDS } from '../../packages/result/src/kinds/registry.js';
import { renderResult } from '../../packages/result/src/render-result.js';
import type { GitLabObject, Result } from '../../packages/result/src/result.js';
import { DYNAMIC } from '../../packages/result/src/testing/fixtures.js';
import { DOCUMENTED_PAIRS, documentedListOfKind } from './documented-bodies.js';

/**
 * A promised word, and the label the answer shows it under (a table's column, a card's row or block). Kept small
 * and general: words that name a fact an answer shows, never a filter or a noun of the action itself.
 */
export const PROMISES: ReadonlyArray<{ word: RegExp; label: RegExp }> = [
  { word: /\bpush\b/, label: /push/i },
  { word: /\bmerge\b/, label: /merge/i },
  { word: /\bunprotect\b/, label: /unprotect/i },
  { word: /\bapprov(e|als?)\b/, label: /approvers|approvals/i },
  { word: /\bdeploy\b/, label: /deploy/i },
  { word: /\bdelete\b/, label: /delete/i },
  { word: /\bcreate\b/, label: /create/i },
  { word: /\bstage\b/, label: /stage/i },
  { word: /\bstatus\b/, label: /status/i },
  { word: /\bduration\b/, label: /duration/i },
  { word: /\broles?\b|\baccess level\b/, label: /role|access/i },
  { word: /\bscopes\b/, label: /scopes/i },
  { word: /\bexpiry\b/, label: /expires|expiry/i },
  { word: /\bdue dates?\b/, label: /due/i },
  { word: /\bsizes?\b/, label: /size/i },
  { word: /\bstate\b/, label: /state/i },
  { word: /\blast use\b/, label: /last used/i },
  { word: /\bversions?\b/, label: /version/i },
];

/**
 * Where a description says what the answer shows: after "with their/its", "who may/must", or the colon of a
 * "Show one …:" sentence, up to what narrows the list (", filtered by status", ", newest first").
 */
const CLAUSE = /(?:\bwith (?:their|its)\b|\bwho (?:may|must)\b|^Show[^:]*:)([^.;(]*)/g;
const NARROWING = /,\s+(?:filtered|sorted|ordered|newest|oldest|inherited|members|included|in order)\b.*/;

/** The labels a description promises, as the table says them. */
export function promisedLabels(description: string): RegExp[] {
  const clauses = [...description.matchAll(CLAUSE)].map(([whole, rest]) =>
    `${whole.startsWith('who') ? whole : ''} ${rest ?? ''}`.replace(NARROWING, ''),
  );
  return PROMISES.filter(({ word }) => clauses.some((clause) => word.test(clause))).map(({ label }) => label);
}

/**
 * GitLab's documented answers to the action's own GET request; for a list GitLab documents elsewhere (a project's
 * members, documented as a group's), the documented list of its kind.
 */
export function documentedBodies(action: ActionSpec): unknown[] {
  const own = ownDocumentedBodies(action);
  const answer = action.answer;
  if (own.length > 0 || !('list' in answer)) return own;
  const body = documentedListOfKind(answer.list);
  return body ? [body] : [];
}

function ownDocumentedBodies(action: ActionSpec): unknown[] {
  const call = action.gitlab;
  if (!('rest' in call) || !call.rest.startsWith('GET ')) return [];
  const template = call.rest.slice('GET '.length);
  const pattern = new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\+?[a-z_]+\}/g, '[^/]+')}$`,
  );
  const list = 'list' in action.answer;
  return DOCUMENTED_PAIRS.filter(
    (entry) =>
      entry.method === 'GET' &&
      pattern.test(entry.path) &&
      Array.isArray(entry.body) === list &&
      entry.body !== null &&
      (!list || (entry.body as unknown[]).length > 0),
  ).map((entry) => entry.body);
}

/** The action's answer for a body GitLab sent, as its renderer writes it (a list's reshape applied per item). */
export function renderedAnswer(action: ActionSpec, body: unknown): string {
  const call = action.gitlab;
  const reshape = 'rest' in call ? call.reshape : undefined;
  const shaped = (data: unknown) => (reshape ? reshape(data, {}) : data) as GitLabObject;
  const base = { contentType: action.content, nextSteps: [], notes: [] };
  const answer = action.answer;
  const result: Result =
    'list' in answer
      ? {
          ...base,
          kind: 'list',
          objectKind: answer.list,
          key: 'items',
          items: (body as unknown[]).map(shaped),
          pagination: null,
          ...(answer.columns ? { columns: answer.columns } : {}),
        }
      : {
          ...base,
          kind: 'object',
          objectKind: 'object' in answer ? answer.object : '',
          data: shaped(body),
          resourceUri: null,
          image: null,
        };
  const rendered = renderResult(result, DYNAMIC);
  return rendered.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
}

/** Labels the rendered answer shows with a value: a table column with a cell filled, a card row, a text block. */
export function labelsShown(markdown: string): string[] {
  const lines = markdown.split('\n');
  const shown = new Set<string>();
  const header = lines.findIndex((line) => line.startsWith('| '));
  if (header >= 0) {
    const cells = (line: string) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
    const labels = cells(lines[header]!);
    const rows = lines
      .slice(header + 2)
      .filter((line) => line.startsWith('| '))
      .map(cells);
    labels.forEach((label, index) => {
      if (rows.some((row) => !['', '—', '-'].includes(row[index] ?? ''))) shown.add(label);
    });
  }
  for (const line of lines) {
    const row = /^- \*\*(.+?)\*\*:/.exec(line) ?? /^\*\*(.+?):?\*\*/.exec(line) ?? /^### (.+)$/.exec(line);
    if (row) shown.add(row[1]!);
  }
  return [...shown];
}

/** The renderer's fields for the action's answer: a list's columns, a card's rows, blocks and nested objects. */
function answerFields(action: ActionSpec): Array<{ label: string; path: string }> {
  const answer = action.answer;
  if ('list' in answer)
    return [...(DEFAULT_KINDS.get(answer.list)?.columns ?? []), ...(answer.columns ?? [])];
  const kind = 'object' in answer ? DEFAULT_KINDS.get(answer.object) : undefined;
  return kind ? [...kind.fields, ...kind.longText, ...kind.nested] : [];
}

const valueAt = (object: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      object,
    );
const hasValue = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * What the answer fails to show of what the description promises, for one documented body: a promise the renderer
 * has no field for, or one whose field GitLab's body fills while the rendered answer shows nothing under it. A
 * fact the documented body leaves out cannot be shown, and is no broken promise.
 */
export function brokenPromises(action: ActionSpec, body: unknown): string[] {
  const fields = answerFields(action);
  const shown = labelsShown(renderedAnswer(action, body));
  const items = Array.isArray(body) ? body : [body];
  return promisedLabels(action.description).flatMap((label) => {
    const own = fields.filter((field) => label.test(field.label));
    if (own.length === 0) return [`no field of the answer is shown as ${label}`];
    const filled = own.filter((field) => items.some((item) => hasValue(valueAt(item, field.path))));
    if (filled.length === 0 || shown.some((one) => label.test(one))) return [];
    return [`${filled.map((field) => field.path).join(', ')} has a value, nothing is shown as ${label}`];
  });
}
