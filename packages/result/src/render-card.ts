/**
 * OF-10: one object as a card: its heading, one row per field GitLab sent, then its long text (quoted or fenced,
 * it was written by others) and its nested objects. Next steps are added by the caller.
 */
import { formatField, formatHeading, isRecord, valueAt } from './kinds/format-field.js';
import type { KindRegistry, KindSpec } from './kinds/kind-spec.js';
import { kindFor } from './kinds/registry.js';
import { codeBlock, quote, text } from './markdown/escape.js';
import type { Md } from './markdown/escape.js';
import { cardRows, heading, labelled, table } from './markdown/writer.js';
import type { GitLabObject } from './result.js';

function rows(kind: KindSpec, object: unknown): Md | null {
  const present = kind.fields.flatMap((field) => {
    const value = formatField(field, object, false);
    return value ? [{ label: field.label, value: value.md }] : [];
  });
  return cardRows(present);
}

/** A table of objects (a list result, or a list nested in a card), and whether any cell links (OF-17). */
export function objectTable(kind: KindSpec, items: readonly unknown[]): { md: Md; linked: boolean } {
  let linked = false;
  const cells = items.map((item) =>
    kind.columns.map((column) => {
      const value = formatField(column, item, true);
      linked ||= value?.linked ?? false;
      return value?.md ?? null;
    }),
  );
  return {
    md: table(
      kind.columns.map((column) => column.label),
      cells,
    ),
    linked,
  };
}

function nestedBlocks(kind: KindSpec, object: GitLabObject, registry: KindRegistry): Md[] {
  return kind.nested.flatMap((nested) => {
    const value = valueAt(object, nested.path);
    if (isRecord(value)) {
      const body = rows(kindFor(registry, nested.kind, value), value);
      return body ? [heading(3, text(nested.label)), body] : [];
    }
    if (Array.isArray(value) && value.length > 0) {
      const sample = value.find(isRecord);
      return [heading(3, text(nested.label)), objectTable(kindFor(registry, nested.kind, sample), value).md];
    }
    return [];
  });
}

/** The Markdown blocks of one object's card. */
export function renderCard(kind: KindSpec, object: GitLabObject, registry: KindRegistry): Md[] {
  const long = kind.longText.flatMap((spec) => {
    const value = valueAt(object, spec.path);
    if (typeof value !== 'string' || value.trim() === '') return [];
    return [labelled(spec.label, spec.style === 'quote' ? quote(value) : codeBlock(value))];
  });
  const body = rows(kind, object);
  return [
    heading(2, formatHeading(kind.heading, object)),
    ...(body ? [body] : []),
    ...long,
    ...nestedBlocks(kind, object, registry),
  ];
}
