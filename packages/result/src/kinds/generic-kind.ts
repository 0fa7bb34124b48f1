/**
 * The card and table of a kind that has no spec, guessed from the object itself: most of the 1,089 actions return
 * objects nobody wrote a spec for, and they still get a card with labelled rows, never raw JSON.
 */
import type { GitLabObject } from '../result.js';
import { URL_FIELD } from './common-fields.js';
import { isAbsent, isRecord } from './format-field.js';
import type { FieldSpec, KindSpec, LongTextSpec, NestedSpec } from './kind-spec.js';

const WORDS: Readonly<Record<string, string>> = {
  id: 'ID',
  iid: 'IID',
  url: 'URL',
  sha: 'SHA',
  mr: 'MR',
  ci: 'CI',
  ssh: 'SSH',
};
const TITLE_KEYS = ['title', 'name', 'username', 'path_with_namespace', 'full_path', 'tag_name', 'key', 'id'];
const LONG_KEYS = new Set(['description', 'body', 'note', 'message', 'content', 'bio']);
const MAX_COLUMNS = 6;

/** `merge_requests` → `Merge Requests`; `created_at` → `Created`. */
export function humanise(key: string): string {
  return key
    .replace(/_at$/, '')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** An object a card row can name in a few words (a user, a label, a milestone). */
function isNamed(value: Record<string, unknown>): boolean {
  return ['username', 'name', 'title', 'path_with_namespace', 'full_name'].some(
    (key) => typeof value[key] === 'string',
  );
}

function isLong(key: string, value: unknown): boolean {
  return typeof value === 'string' && (LONG_KEYS.has(key) || value.includes('\n'));
}

/** A spec for objects like `sample`; `key` is the plural key of a list of them. */
export function genericKind(name: string, sample: GitLabObject | undefined, key = `${name}s`): KindSpec {
  const entries = Object.entries(sample ?? {});
  const fields: FieldSpec[] = [];
  const longText: LongTextSpec[] = [];
  const nested: NestedSpec[] = [];
  for (const [field, value] of entries) {
    if (field === 'web_url' || field.startsWith('_')) continue;
    if (isLong(field, value)) longText.push({ label: humanise(field), path: field, style: 'quote' });
    else if (isRecord(value) && !isNamed(value))
      nested.push({ label: humanise(field), path: field, kind: field });
    else fields.push({ label: humanise(field), path: field, format: 'auto' });
  }
  if (sample && typeof sample.web_url === 'string') fields.push(URL_FIELD);
  const titleKey = TITLE_KEYS.find((candidate) => !isAbsent(sample?.[candidate])) ?? 'id';
  const columns = fields
    .filter((field) => field !== URL_FIELD)
    .slice(0, MAX_COLUMNS)
    .map((field): FieldSpec =>
      field.path === titleKey && sample?.web_url ? { ...field, link: 'web_url' } : field,
    );
  const title = humanise(key);
  return {
    name,
    plural: { key, title },
    empty: `No ${title.toLowerCase()} found.`,
    heading: { template: `${humanise(name)}: {${titleKey}}` },
    fields,
    columns,
    longText,
    nested,
    notFound: { subject: humanise(name).toLowerCase(), suggestions: [] },
  };
}
