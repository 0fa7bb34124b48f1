import { readFileSync } from 'node:fs';
import { DEFAULT_KINDS } from '@gitlab-mcp/result/render';
import { describe, expect, it } from 'vitest';
import { domainOf } from './action-id.js';
import { isBeyondReference } from './beyond-reference.js';
import { ACTIONS } from './catalog.js';
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
const referenceById = new Map(reference.map((action) => [action.id, action]));

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

const REFERENCE_TOOLS = new Set(reference.map((action) => action.individual_tool));

describe.each(ACTIONS.map((action) => [action.id, action] as const))('catalog entry %s', (id, action) => {
  const expected = referenceById.get(id);
  const schema = toPortableJsonSchema(action.input);
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  // Our own actions (beyond-reference.ts) have no catalog.json line to match: they must not claim one.
  const ours = isBeyondReference(id);

  it.runIf(ours)('is one of ours: no catalog.json entry, and a tool name no reference action has', () => {
    expect(expected).toBeUndefined();
    expect(REFERENCE_TOOLS.has(action.tool)).toBe(false);
  });

  it.skipIf(ours)('exists in catalog.json with the same tool name, classification and tier', () => {
    expect(expected, `${id} is not a canonical action ID`).toBeDefined();
    expect(action.tool).toBe(expected!.individual_tool);
    expect(action.classification.readOnly).toBe(expected!.read_only);
    expect(action.classification.destructive).toBe(expected!.destructive);
    expect(action.tier === 'free').toBe(expected!.free_tier);
    if (action.classification.readOnly) expect(action.classification.destructive).toBe(false);
  });

  it.skipIf(ours)('takes exactly the reference parameters, with the same types and required list', () => {
    expect(Object.keys(properties).sort()).toEqual(Object.keys(expected!.params ?? {}).sort());
    for (const [name, type] of Object.entries(expected!.params ?? {})) {
      const ours = typeWord(properties[name]!);
      expect(sameType(ours, referenceTypeWord(type)), `${id} param ${name}: ${ours} vs ${type}`).toBe(true);
    }
    expect([...((schema.required as string[] | undefined) ?? [])].sort()).toEqual(
      [...expected!.required_params].sort(),
    );
  });

  it('has a portable input schema: a plain object, no $schema, no top-level oneOf or anyOf', () => {
    expect(schema.type).toBe('object');
    expect(schema).not.toHaveProperty('$schema');
    expect(schema).not.toHaveProperty('oneOf');
    expect(schema).not.toHaveProperty('anyOf');
    for (const property of Object.values(properties)) {
      const options = (property.anyOf ?? [property]) as Record<string, unknown>[];
      for (const option of options) expect(option).toHaveProperty('type');
    }
  });

  it('names only its own parameters in its resource template (OF-81)', () => {
    for (const [, name] of (action.resource ?? '').matchAll(/\{\+?([a-z_]+)\}/g)) {
      expect(Object.keys(properties)).toContain(name);
    }
  });

  it('answers with a kind that has a written table, card and not-found card', () => {
    const answer = action.answer;
    const kind = 'list' in answer ? answer.list : 'object' in answer ? answer.object : null;
    if (kind !== null) expect(DEFAULT_KINDS.has(kind), `kind ${kind}`).toBe(true);
    for (const step of kind ? DEFAULT_KINDS.get(kind)!.notFound.suggestions : []) {
      if (step.action) expect(referenceById.has(step.action), step.action).toBe(true);
    }
  });

  it('suggests only canonical actions, and has a valid tool name', () => {
    for (const step of action.nextSteps)
      if (step.action) expect(referenceById.has(step.action), step.action).toBe(true);
    expect(id).toMatch(TOOL_NAME);
    if (action.tool) expect(action.tool).toMatch(TOOL_NAME);
    expect(action.description.length).toBeGreaterThan(10);
  });
});

describe('the catalog as a whole', () => {
  // A local entry's request is checked on the wire by the end-to-end catalog table (test/catalog/wire.ts); 87
  // reference entries record no request, and their templates are checked there against the sandbox.
  it('a REST template calls the REST request the reference server names', () => {
    const offenders = ACTIONS.flatMap((action) => {
      const named = referenceById.get(action.id)?.gitlab;
      return 'rest' in action.gitlab && named && !named.startsWith('GRAPHQL') && named !== action.gitlab.rest
        ? [`${action.id}: ${action.gitlab.rest} ≠ ${String(named)}`]
        : [];
    });
    expect(offenders).toEqual([]);
  });

  it('an entry whose reference request is GraphQL calls no REST template', () => {
    const offenders = ACTIONS.filter((action) => {
      const named = referenceById.get(action.id)?.gitlab;
      return 'rest' in action.gitlab && named?.startsWith('GRAPHQL');
    }).map((action) => action.id);
    expect(offenders).toEqual([]);
  });

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
