/**
 * The schema supplement (supplement*.ts) adds what GitLab's GraphQL API gained after the 2022 baseline schema. Each
 * entry cites a section of GitLab's GraphQL reference; this test holds every entry against the text of those sections,
 * kept in reference/gitlab-contract/graphql/reference-sections.md (GitLab 19.0 docs, see its header): each type,
 * field, argument, input field and enum value must be there, with the same type (`!` and `[]` included). The supplement
 * may leave out what the sandbox does not serve, but it must not invent or loosen anything, or the sandbox would
 * accept documents GitLab rejects (and the other way round). Each rule is one test that lists every offender.
 */
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  readReference,
  readReferenceAnchors,
  type Reference,
  type ReferenceKind,
} from '../testing/graphql-reference.js';
import { SUPPLEMENT_SDL } from './supplement.js';

/** The arguments every connection field of GitLab takes besides its own (the page lists them once, in prose). */
const PAGINATION_ARGUMENTS = new Map([
  ['after', 'String'],
  ['before', 'String'],
  ['first', 'Int'],
  ['last', 'Int'],
]);

interface DeclaredField {
  name: string;
  type: string;
  args: Map<string, string>;
}

interface Declared {
  name: string;
  kind: ReferenceKind;
  /** `extend type …`: the supplement adds to one of GitLab's types rather than defining it. */
  extension: boolean;
  fields: DeclaredField[];
  values: string[];
}

const KIND_OF_NODE: Partial<Record<Kind, ReferenceKind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.OBJECT_TYPE_EXTENSION]: 'object',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.INTERFACE_TYPE_EXTENSION]: 'interface',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: 'input',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.ENUM_TYPE_EXTENSION]: 'enum',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
};

/** Every definition and extension of the supplement, with its fields (or input fields) and enum values. */
function declarations(document: DocumentNode): Declared[] {
  const found: Declared[] = [];
  for (const node of document.definitions) {
    const kind = KIND_OF_NODE[node.kind];
    if (!kind || !('name' in node) || !node.name) throw new Error(`unexpected definition ${node.kind}`);
    const declared: Declared = {
      name: node.name.value,
      kind,
      extension: node.kind.endsWith('Extension'),
      fields: [],
      values: [],
    };
    if ('fields' in node) {
      for (const field of node.fields ?? []) {
        const args = new Map<string, string>();
        if ('arguments' in field)
          for (const arg of field.arguments ?? []) args.set(arg.name.value, print(arg.type));
        declared.fields.push({ name: field.name.value, type: print(field.type), args });
      }
    }
    if ('values' in node) declared.values = (node.values ?? []).map((value) => value.name.value);
    found.push(declared);
  }
  return found;
}

/** A connection type and the object it pages through are both object types in the SDL. */
function sameKind(reference: ReferenceKind, supplement: ReferenceKind): boolean {
  return reference === supplement || (reference === 'connection' && supplement === 'object');
}

function outputs(all: Declared[]) {
  return all.filter((declared) => declared.kind === 'object' || declared.kind === 'interface');
}

/** Each field (or input field) whose type differs from GitLab's, or that GitLab does not have. */
function typeMismatches(reference: Reference, declarations: Declared[]): string[] {
  return declarations.flatMap((declared) =>
    declared.fields.flatMap((field) => {
      const documented = reference.get(declared.name)?.fields.get(field.name);
      return documented?.type === field.type
        ? []
        : [
            `${declared.name}.${field.name}: ${field.type}, GitLab ${documented?.type ?? 'has no such field'}`,
          ];
    }),
  );
}

describe("the schema supplement matches GitLab's GraphQL reference", () => {
  const reference: Reference = readReference();
  const supplement = declarations(parse(SUPPLEMENT_SDL, { noLocation: true }));

  it('reads both sides (the rules below are not vacuous)', () => {
    const referenceFields = [...reference.values()].reduce((sum, type) => sum + type.fields.size, 0);
    const referenceValues = [...reference.values()].reduce((sum, type) => sum + type.values.size, 0);
    expect(reference.size).toBeGreaterThan(100);
    expect(referenceFields).toBeGreaterThan(400);
    expect(referenceValues).toBeGreaterThan(150);
    expect(reference.get('Mutation')?.fields.size).toBeGreaterThan(25);
    expect(reference.get('WorkItemConnection')?.fields.get('count')).toEqual({
      type: 'Int!',
      args: new Map([['limit', 'Int']]),
      connection: false,
    });
    expect(supplement.length).toBeGreaterThan(100);
    expect(supplement.flatMap((declared) => declared.fields).length).toBeGreaterThan(300);
  });

  it('has a section in the reference, of the same kind, for every type it declares or extends', () => {
    const offenders = supplement
      .filter((declared) => {
        const section = reference.get(declared.name);
        return !section || !sameKind(section.kind, declared.kind);
      })
      .map(
        (declared) =>
          `${declared.name} (${declared.kind}): ${reference.get(declared.name)?.kind ?? 'no section'}`,
      );
    expect(offenders).toEqual([]);
  });

  it('gives every field the type GitLab gives it', () => {
    expect(typeMismatches(reference, outputs(supplement))).toEqual([]);
  });

  it('gives every argument the type GitLab gives it', () => {
    const offenders: string[] = [];
    for (const declared of outputs(supplement)) {
      for (const field of declared.fields) {
        const documented = reference.get(declared.name)?.fields.get(field.name);
        if (!documented) continue; // reported by the field rule
        for (const [name, type] of field.args) {
          const expected =
            documented.args.get(name) ?? (documented.connection ? PAGINATION_ARGUMENTS.get(name) : undefined);
          if (expected !== type)
            offenders.push(
              `${declared.name}.${field.name}(${name}): ${type}, GitLab ${expected ?? 'has no such argument'}`,
            );
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('declares every argument GitLab requires on the fields it declares', () => {
    const offenders: string[] = [];
    for (const declared of outputs(supplement)) {
      for (const field of declared.fields) {
        const documented = reference.get(declared.name)?.fields.get(field.name);
        for (const [name, type] of documented?.args ?? []) {
          if (type.endsWith('!') && !field.args.has(name))
            offenders.push(`${declared.name}.${field.name}(${name}: ${type})`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives every input field the type GitLab gives it', () => {
    expect(
      typeMismatches(
        reference,
        supplement.filter((each) => each.kind === 'input'),
      ),
    ).toEqual([]);
  });

  it('declares every input field GitLab requires in the input types it defines', () => {
    const offenders: string[] = [];
    for (const declared of supplement.filter((each) => each.kind === 'input' && !each.extension)) {
      const names = new Set(declared.fields.map((field) => field.name));
      for (const [name, documented] of reference.get(declared.name)?.fields ?? []) {
        if (documented.type.endsWith('!') && !names.has(name))
          offenders.push(`${declared.name}.${name}: ${documented.type}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('cites only sections and rows the reference has', () => {
    const anchors = readReferenceAnchors();
    const cited = [
      ...SUPPLEMENT_SDL.matchAll(/https:\/\/docs\.gitlab\.com\/api\/graphql\/reference\/#([\w-]+)/g),
    ];
    expect(cited.length).toBeGreaterThan(100);
    expect([...new Set(cited.map((match) => match[1]!))].filter((anchor) => !anchors.has(anchor))).toEqual(
      [],
    );
  });

  it("uses only values of GitLab's enums", () => {
    const offenders: string[] = [];
    for (const declared of supplement.filter((each) => each.kind === 'enum')) {
      const values = reference.get(declared.name)?.values ?? new Set<string>();
      for (const value of declared.values)
        if (!values.has(value)) offenders.push(`${declared.name}.${value}`);
    }
    expect(offenders).toEqual([]);
  });
});
