/**
 * Reads the sections of GitLab's GraphQL reference kept in reference/gitlab-contract/graphql/reference-sections.md
 * (copied from doc/api/graphql/reference/_index.md) into plain maps: for each type its fields or input fields with
 * their type as the page prints it (`[String!]!`), each field's arguments, and each enum's values. Only the layout that
 * page uses is understood; a line it does not recognise is skipped, and the supplement's test then reports what is
 * missing, so a parsing gap shows up as a failure rather than as a silent pass.
 */
import { readFileSync } from 'node:fs';

export const REFERENCE_SECTIONS_PATH = new URL(
  '../../../../reference/gitlab-contract/graphql/reference-sections.md',
  import.meta.url,
);

export type ReferenceKind = 'object' | 'connection' | 'interface' | 'input' | 'enum' | 'scalar';

export interface ReferenceField {
  /** The type as the page prints it, `!` and `[]` included. */
  type: string;
  /** Argument name → type. */
  args: Map<string, string>;
  /** Whether the page says the field returns a connection (it then takes after, before, first and last too). */
  connection: boolean;
}

export interface ReferenceType {
  name: string;
  kind: ReferenceKind;
  /** Fields of an object, connection or interface; the fields of an input type. */
  fields: Map<string, ReferenceField>;
  /** Values of an enum. */
  values: Set<string>;
}

export type Reference = Map<string, ReferenceType>;

/** `| <a id="…"></a>`name` [icon] | [`Type`](#anchor) | description |` */
const TYPED_ROW =
  /^\| <a id="[^"]*"><\/a>`(\w+)`(?: \{\{<[^>]*>\}\})? \| \[`([^`]+)`\]\(#[^)]*\) \|(.*)\|\s*$/;
/** `| <a id="…"></a>`VALUE` [icon] | description |` */
const VALUE_ROW = /^\| <a id="[^"]*"><\/a>`(\w+)`(?: \{\{<[^>]*>\}\})? \|(?!\s*\[`)/;
const HEADING = /^(#{2,6}) (.*)$/;
const NAMED = /^`(\w+)(?:\.(\w+))?`$/;
const RETURNS = /^Returns \[`([^`]+)`\]\(#[^)]*\)\.$/;
const INPUT_TYPE = /^Input type: `(\w+)`$/;
/**
 * A field of a connection type pages like any other, but the page adds "(see [Connections])" only to the rows of
 * fields that are not experiments, so the type's name decides.
 */
const CONNECTION = /Connection!?$/;

const KIND_OF_PART: Record<string, ReferenceKind> = {
  'Object types': 'object',
  Connections: 'connection',
  'Enumeration types': 'enum',
  'Scalar types': 'scalar',
  'Abstract types': 'interface',
  'Input types': 'input',
};

function typeOf(reference: Reference, name: string, kind: ReferenceKind): ReferenceType {
  let type = reference.get(name);
  if (!type) {
    type = { name, kind, fields: new Map(), values: new Set() };
    reference.set(name, type);
  }
  return type;
}

function fieldOf(type: ReferenceType, name: string, fieldType = ''): ReferenceField {
  let field = type.fields.get(name);
  if (!field) {
    field = { type: fieldType, args: new Map(), connection: false };
    type.fields.set(name, field);
  }
  return field;
}

/**
 * What the rows of the next table describe: the fields of a type, the input fields of a mutation's input type, the
 * fields of its payload, the arguments of a field, or the values of an enum.
 */
type Target =
  | { into: 'fields'; type: ReferenceType }
  | { into: 'args'; field: ReferenceField }
  | { into: 'values'; type: ReferenceType }
  | null;

export function parseReference(markdown: string): Reference {
  const reference: Reference = new Map();
  let part = '';
  let type: ReferenceType | null = null;
  let field: ReferenceField | null = null;
  /** The root field (`Query.x`, `Mutation.x`) or the field with arguments the heading just named. */
  let rootField: { root: string; name: string } | null = null;
  let mutationInput: ReferenceType | null = null;
  let mutationPayload: ReferenceType | null = null;
  let target: Target = null;

  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    if (heading) {
      const text = heading[2]!;
      if (heading[1] === '##' || text === 'Connection types') {
        part = text === 'Connection types' ? 'Connections' : text.replace(/^`(\w+)` type$/, '$1');
        type = null;
        target = null;
        continue;
      }
      const named = NAMED.exec(text);
      if (named && named[2]) {
        // `Query.x`, `Mutation.x`, or a field with arguments (`Type.field`).
        const owner = typeOf(reference, named[1]!, 'object');
        field = fieldOf(owner, named[2]);
        rootField = { root: named[1]!, name: named[2] };
        mutationInput = mutationPayload = null;
        target = named[1] === 'Mutation' ? null : { into: 'args', field };
      } else if (named) {
        const kind = KIND_OF_PART[part] ?? 'object';
        const name = named[1]!;
        type = typeOf(reference, name, kind);
        field = null;
        rootField = null;
        target = kind === 'enum' ? { into: 'values', type } : null;
      } else if (/^Fields$/.test(text)) {
        if (rootField?.root === 'Mutation')
          target = mutationPayload && { into: 'fields', type: mutationPayload };
        else if (type) target = { into: 'fields', type };
      } else if (/^Arguments$/.test(text)) {
        if (rootField?.root === 'Mutation') target = mutationInput && { into: 'fields', type: mutationInput };
        else if (field && rootField) target = { into: 'args', field };
        else if (type) target = { into: 'fields', type };
      } else if (/^Fields with arguments$/.test(text)) {
        target = null;
      }
      continue;
    }

    const input = INPUT_TYPE.exec(line);
    if (input && rootField?.root === 'Mutation' && field) {
      mutationInput = typeOf(reference, input[1]!, 'input');
      mutationPayload = typeOf(reference, input[1]!.replace(/Input$/, 'Payload'), 'object');
      field.type = mutationPayload.name;
      field.args.set('input', `${mutationInput.name}!`);
      continue;
    }
    const returns = RETURNS.exec(line);
    if (returns && field) {
      field.type = returns[1]!;
      if (CONNECTION.test(field.type)) field.connection = true;
      continue;
    }
    if (line.startsWith('This field returns a [connection]') && field) {
      field.connection = true;
      continue;
    }
    if (line === 'Arguments:' && field) {
      target = { into: 'args', field };
      continue;
    }

    const row = TYPED_ROW.exec(line);
    if (row && target?.into === 'fields') {
      const declared = fieldOf(target.type, row[1]!, row[2]!);
      declared.type = row[2]!;
      if (row[3]!.includes('(see [Connections](#connections))') || CONNECTION.test(row[2]!))
        declared.connection = true;
    } else if (row && target?.into === 'args') {
      target.field.args.set(row[1]!, row[2]!);
    } else if (target?.into === 'values') {
      const value = VALUE_ROW.exec(line);
      if (value) target.type.values.add(value[1]!);
    }
  }
  return reference;
}

export function readReference(): Reference {
  return parseReference(readFileSync(REFERENCE_SECTIONS_PATH, 'utf8'));
}

/**
 * The anchors a link into the page can name: each heading's (its text lower-cased, keeping letters, digits, `-` and
 * `_`, as the docs site builds them: `### \`Query.groups\`` → `querygroups`) and each table row's `<a id="…">`.
 */
export function referenceAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line.trimEnd());
    if (heading)
      anchors.add(
        heading[2]!
          .toLowerCase()
          .replace(/\s+/g, '-')
          .replace(/[^a-z0-9_-]/g, ''),
      );
    for (const match of line.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(match[1]!);
  }
  return anchors;
}

export function readReferenceAnchors(): Set<string> {
  return referenceAnchors(readFileSync(REFERENCE_SECTIONS_PATH, 'utf8'));
}
