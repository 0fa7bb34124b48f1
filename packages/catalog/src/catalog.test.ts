import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEFAULT_KINDS } from '@gitlab-mcp/result/render';
import { describe, expect, it } from 'vitest';
import { domainOf } from './action-id.js';
import { isBeyondReference } from './beyond-reference.js';
import type { ActionSpec } from './action.js';
import { ACTIONS } from './catalog.js';
import { entrylessRows, referenceRow } from './join-reference.js';
import { toPortableJsonSchema } from './json-schema.js';

/** One line of the reference catalog, reference/spec/catalog.json. */
interface ReferenceAction {
  id: string;
  individual_tool: string | null;
  read_only: boolean;
  destructive: boolean;
  free_tier: boolean;
  required_params: string[];
  params?: Record<string, string>;
  gitlab?: string;
}

const reference: ReferenceAction[] = JSON.parse(
  readFileSync(new URL('../../../reference/spec/catalog.json', import.meta.url), 'utf8'),
);

/** catalog.json's type words for a JSON Schema property: `string{asc,desc}` → `string`, `array<integer>` → `array<integer>`. */
function typeWord(property: Record<string, unknown>): string {
  const options = property.anyOf as Record<string, unknown>[] | undefined;
  if (options) return options.map(typeWord).join(',');
  if (property.type === 'array') {
    const items = (property.items ?? {}) as Record<string, unknown>;
    if (items.anyOf) return `array<${typeWord(items)}>`;
    return `array<${items.type === undefined ? 'object' : String(items.type)}>`;
  }
  return String(property.type);
}

/** zod writes an integer enum (`integerOf`) as `type: number` with integer values: an integer to catalog.json. */
function sameType(ours: string, reference: string): boolean {
  // catalog.json's `any` (admin.feature_set's value) is written as anyOf its JSON types, each typed for clients.
  if (reference === 'any') return ours.includes(',');
  return ours === reference || (ours === 'number' && reference === 'integer') || namesAnId(ours, reference);
}

/**
 * The deliberate difference (docs/configuration.md, "Identifiers as people have them"): where catalog.json has an
 * integer ID, ours also takes what the server reads for it, as text: a username or a full path (looked up), and
 * GitLab's own `None` and `Any` where its documentation names them for the filter.
 */
function namesAnId(ours: string, reference: string): boolean {
  return (
    (reference === 'integer' && /^integer(,string)+$/.test(ours)) ||
    (reference === 'array<integer>' && /^array<integer(,string)+>$/.test(ours))
  );
}

function referenceTypeWord(type: string): string {
  // Enum values go, also inside an array (`array<string{TITLE,DESCRIPTION}>` → `array<string>`).
  return type.replace(/\{[^}]*\}/g, '').replace('array<integer|string>', 'array<string>');
}

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

const SCHEMAS = new Map(ACTIONS.map((action) => [action.id, toPortableJsonSchema(action.input)]));
const REFERENCE_ENTRIES = ACTIONS.filter((action) => !isBeyondReference(action.id));

function propertiesOf(id: string): Record<string, Record<string, unknown>> {
  return (SCHEMAS.get(id)!.properties ?? {}) as Record<string, Record<string, unknown>>;
}

/** The kind an action answers with; null for a plain completion line. */
function kindOf(action: ActionSpec): string | null {
  const answer = action.answer;
  return 'list' in answer ? answer.list : 'object' in answer ? answer.object : null;
}

describe('the reference table', () => {
  it('is catalog.json, row for row (the build regenerates it: scripts/reference-table.mjs)', () => {
    const check = spawnSync(process.execPath, ['scripts/reference-table.mjs', '--check'], {
      cwd: new URL('..', import.meta.url),
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('has an entry for every row', () => {
    expect(entrylessRows(ACTIONS.map((action) => action.id))).toEqual([]);
  });

  it('names none of our own actions, and none of their tool names', () => {
    const referenceTools = new Set(reference.map((action) => action.individual_tool));
    const offenders = ACTIONS.filter(
      (action) =>
        isBeyondReference(action.id) && (referenceRow(action.id) || referenceTools.has(action.tool)),
    ).map((action) => action.id);
    expect(offenders).toEqual([]);
  });
});

describe('every catalog entry', () => {
  it('takes exactly the reference parameters, with the same types', () => {
    const offenders = REFERENCE_ENTRIES.flatMap((action) => {
      const properties = propertiesOf(action.id);
      const expected = referenceRow(action.id)!.params;
      const names = Object.keys(properties).sort().join(',');
      if (names !== Object.keys(expected).sort().join(',')) return [`${action.id}: ${names}`];
      return Object.entries(expected).flatMap(([name, type]) => {
        const ours = typeWord(properties[name]!);
        return sameType(ours, referenceTypeWord(type)) ? [] : [`${action.id} ${name}: ${ours} vs ${type}`];
      });
    });
    expect(offenders).toEqual([]);
  });

  it('requires exactly the reference required parameters', () => {
    const offenders = REFERENCE_ENTRIES.flatMap((action) => {
      const required = [...((SCHEMAS.get(action.id)!.required as string[] | undefined) ?? [])].sort();
      const expected = [...referenceRow(action.id)!.required].sort();
      return required.join(',') === expected.join(',') ? [] : [`${action.id}: ${required.join(',')}`];
    });
    expect(offenders).toEqual([]);
  });

  it('has a portable input schema: a plain object, no $schema, no top-level oneOf or anyOf', () => {
    const offenders = ACTIONS.filter((action) => {
      const schema = SCHEMAS.get(action.id)!;
      const typed = Object.values(propertiesOf(action.id)).every((property) =>
        ((property.anyOf ?? [property]) as Record<string, unknown>[]).every((option) => 'type' in option),
      );
      return (
        schema.type !== 'object' || '$schema' in schema || 'oneOf' in schema || 'anyOf' in schema || !typed
      );
    }).map((action) => action.id);
    expect(offenders).toEqual([]);
  });

  it('names only its own parameters in its resource template (OF-81)', () => {
    const offenders = ACTIONS.flatMap((action) =>
      [...(action.resource ?? '').matchAll(/\{\+?([a-z_]+)\}/g)]
        .filter(([, name]) => !(name! in propertiesOf(action.id)))
        .map(([, name]) => `${action.id}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('answers with a kind that has a written table, card and not-found card, suggesting canonical actions', () => {
    const offenders = ACTIONS.flatMap((action) => {
      const kind = kindOf(action);
      if (kind === null) return [];
      const spec = DEFAULT_KINDS.get(kind);
      if (!spec) return [`${action.id}: kind ${kind}`];
      return spec.notFound.suggestions
        .filter((step) => step.action && !referenceRow(step.action))
        .map((step) => `${action.id}: ${kind} suggests ${step.action}`);
    });
    expect(offenders).toEqual([]);
  });

  it('suggests only canonical actions', () => {
    const offenders = ACTIONS.flatMap((action) =>
      action.nextSteps
        .filter((step) => step.action && !referenceRow(step.action))
        .map((step) => `${action.id}: ${step.action}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has a valid ID and tool name, and a description a model can choose by', () => {
    const offenders = ACTIONS.filter(
      (action) =>
        !TOOL_NAME.test(action.id) ||
        (action.tool !== null && !TOOL_NAME.test(action.tool)) ||
        action.description.length <= 10,
    ).map((action) => action.id);
    expect(offenders).toEqual([]);
  });
});

describe('the catalog as a whole', () => {
  it('has unique IDs, and shares a tool name only where catalog.json does', () => {
    const ids = ACTIONS.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
    // catalog.json gives a few pairs of actions one individual tool (commit_list and file_history both run as
    // gitlab_commit_list); any other repetition is a mistake.
    const referenceTools = reference.flatMap((action) =>
      action.individual_tool ? [action.individual_tool] : [],
    );
    const sharedInReference = new Set(
      referenceTools.filter((tool, index) => referenceTools.indexOf(tool) !== index),
    );
    const tools = ACTIONS.flatMap((action) =>
      action.tool && !sharedInReference.has(action.tool) ? [action.tool] : [],
    );
    expect(new Set(tools).size).toBe(tools.length);
    expect(ids.every((id) => /^[a-z_]+\.[a-z_0-9]+$/.test(id) && domainOf(id).length > 0)).toBe(true);
  });
});
