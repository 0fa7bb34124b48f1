/**
 * Turns one field of a GitLab object into escaped Markdown, following its spec. A field GitLab did not send
 * (missing, null, empty text, empty list) gives null, so it writes no card row (OF-10).
 */
import { looksLikeDate, formatDate } from '../markdown/dates.js';
import { code, concat, excerpt, text, trusted } from '../markdown/escape.js';
import type { Md } from '../markdown/escape.js';
import { link, selfLink } from '../markdown/links.js';
import { markedState, stateMarker, WARNING_MARKER, yesNo } from '../markdown/markers.js';
import type { StateFamily } from '../markdown/markers.js';
import { accessLevelName } from './access-level.js';
import type { FieldFormat, FieldSpec, FlagSpec, HeadingSpec } from './kind-spec.js';

/** A formatted value, and whether it carries a clickable link (for OF-17's hint line). */
export interface Formatted {
  md: Md;
  linked: boolean;
}

/** How long an excerpt of long text may be in a table cell. */
const EXCERPT_LENGTH = 120;

/** The value at a dotted path, or undefined. */
export function valueAt(object: unknown, path: string): unknown {
  let value: unknown = object;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, key))
      return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Nothing to show: GitLab did not send it, sent null, an empty text or an empty list. */
export function isAbsent(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

const FAMILY: Readonly<Record<'state' | 'pipeline_status' | 'severity', StateFamily>> = {
  state: 'issuable',
  pipeline_status: 'pipeline',
  severity: 'severity',
};

/** A JSON object (not an array, not null): what GitLab sends for a nested object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: unknown): Md | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return text(String(value));
  if (typeof value === 'boolean') return yesNo(value);
  return null;
}

/** `@alice` for a user object (or a bare username); a user without a username shows its name. */
function userText(value: unknown): Md | null {
  if (typeof value === 'string') return concat(trusted('@'), text(value));
  if (!isRecord(value)) return null;
  if (typeof value.username === 'string') return concat(trusted('@'), text(value.username));
  return typeof value.name === 'string' ? text(value.name) : null;
}

/** The name of a named thing: a label, a milestone, a project. */
function nameText(value: unknown): Md | null {
  if (!isRecord(value)) return scalarText(value);
  for (const key of ['name', 'title', 'path_with_namespace', 'full_name', 'username']) {
    if (typeof value[key] === 'string' && value[key] !== '')
      return key === 'username' ? userText(value) : text(value[key]);
  }
  return null;
}

function joined(values: ReadonlyArray<Md | null>): Md | null {
  const present = values.filter((value): value is Md => value !== null && value !== '');
  return present.length === 0 ? null : trusted(present.join(', '));
}

function durationText(value: unknown): Md | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return scalarText(value);
  const total = Math.round(value);
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const parts = [hours ? `${hours}h` : '', hours || minutes ? `${minutes}m` : '', `${seconds}s`];
  return trusted(parts.filter(Boolean).join(' '));
}

/** `group/project` from `group/project!243`, `group/project#42`, `group/project%3`. */
function referenceProject(value: unknown): Md | null {
  if (typeof value !== 'string') return null;
  const project = value.replace(/[!#%&$^]\d+$/, '');
  return project === value || project === '' ? null : text(project);
}

/** One entry of a protection rule's access levels: a role by name, or the user or group it names. */
function accessEntryText(value: unknown): Md | null {
  if (!isRecord(value)) return typeof value === 'number' ? trusted(accessLevelName(value)) : null;
  if (typeof value.user_id === 'number') return trusted(`user ID ${value.user_id}`);
  if (typeof value.group_id === 'number') return trusted(`group ID ${value.group_id}`);
  if (typeof value.access_level === 'number') return trusted(accessLevelName(value.access_level));
  return typeof value.access_level_description === 'string' ? text(value.access_level_description) : null;
}

/** A value whose kind has no declared format: guessed from what GitLab sent. */
function autoText(value: unknown, inTable: boolean): Md | null {
  if (typeof value === 'string') {
    if (looksLikeDate(value)) return formatDate(value);
    if (/^https?:\/\//i.test(value)) return selfLink(value, inTable).md;
    return value.includes('\n') || value.length > EXCERPT_LENGTH
      ? excerpt(value, EXCERPT_LENGTH)
      : text(value);
  }
  if (Array.isArray(value)) {
    if (value.every((item) => isRecord(item) && typeof item.username === 'string'))
      return joined(value.map(userText));
    const names = value.map(nameText);
    return names.every((name) => name !== null) ? joined(names) : trusted(`${value.length} items`);
  }
  return nameText(value);
}

/** One value in one format; null when it gives nothing to show. */
export function formatValue(format: FieldFormat, value: unknown, inTable: boolean): Md | null {
  switch (format) {
    case 'text':
    case 'count':
      return scalarText(value) ?? autoText(value, inTable);
    case 'code':
      return typeof value === 'string' || typeof value === 'number' ? code(String(value), inTable) : null;
    case 'date':
      return typeof value === 'string' ? formatDate(value) : scalarText(value);
    case 'bool':
      return typeof value === 'boolean' ? yesNo(value) : scalarText(value);
    case 'warning':
      return value === true ? trusted(WARNING_MARKER) : null;
    case 'state':
    case 'pipeline_status':
    case 'severity':
      return typeof value === 'string' ? markedState(FAMILY[format], value) : null;
    case 'user':
      return userText(value);
    case 'users':
      return Array.isArray(value) ? joined(value.map(userText)) : userText(value);
    case 'list':
      return Array.isArray(value) ? joined(value.map(nameText)) : nameText(value);
    case 'link':
      return typeof value === 'string' ? selfLink(value, inTable).md : null;
    case 'excerpt':
      return typeof value === 'string' ? excerpt(value, EXCERPT_LENGTH) : scalarText(value);
    case 'duration':
      return durationText(value);
    case 'reference_project':
      return referenceProject(value);
    case 'access_level':
      return typeof value === 'number' ? trusted(accessLevelName(value)) : scalarText(value);
    case 'access_levels':
      return Array.isArray(value) ? joined(value.map(accessEntryText)) : accessEntryText(value);
    case 'auto':
      return typeof value === 'boolean' ? yesNo(value) : autoText(value, inTable);
  }
}

function flagMarkers(flags: readonly FlagSpec[] | undefined, object: unknown): string {
  return (flags ?? [])
    .filter((flag) => valueAt(object, flag.path) === true)
    .map((flag) => `${flag.marker} `)
    .join('');
}

/** One field of an object, as a card value or a table cell. */
export function formatField(spec: FieldSpec, object: unknown, inTable: boolean): Formatted | null {
  const value = valueAt(object, spec.path);
  if (isAbsent(value) || (spec.unless !== undefined && !isAbsent(valueAt(object, spec.unless)))) return null;
  const self = spec.format === 'link' && typeof value === 'string' ? selfLink(value, inTable) : null;
  const core = self ? self.md : formatValue(spec.format, value, inTable);
  if (core === null || core === '') return null;
  let md = concat(trusted(spec.prefix ?? ''), core, trusted(spec.suffix ?? ''));
  let linked = self?.linked ?? false;
  if (spec.link !== undefined) ({ md, linked } = link(md, valueAt(object, spec.link), inTable));
  md = concat(trusted(flagMarkers(spec.flags, object)), md);
  const status = spec.status ? valueAt(object, spec.status.path) : undefined;
  if (spec.status && typeof status === 'string' && status !== '') {
    md = concat(md, trusted(' '), markedState(FAMILY[spec.status.format], status));
  }
  const target = spec.arrowTo ? formatValue('text', valueAt(object, spec.arrowTo), inTable) : null;
  if (target) md = concat(md, trusted(' -> '), target);
  return { md, linked };
}

/** A card heading: state marker, flags, then the template with its placeholders filled and escaped. */
export function formatHeading(spec: HeadingSpec, object: unknown): Md {
  const status = spec.status ? valueAt(object, spec.status.path) : undefined;
  const marker =
    spec.status && typeof status === 'string' ? `${stateMarker(FAMILY[spec.status.format], status)} ` : '';
  const parts: Md[] = [trusted(marker + flagMarkers(spec.flags, object))];
  let last = 0;
  for (const match of spec.template.matchAll(/\{([^}]+)\}/g)) {
    parts.push(trusted(spec.template.slice(last, match.index)));
    const value = (match[1] ?? '')
      .split('|')
      .map((path) => valueAt(object, path))
      .find((candidate) => !isAbsent(candidate));
    parts.push(value === undefined ? trusted('?') : (nameText(value) ?? trusted('?')));
    last = match.index + match[0].length;
  }
  parts.push(trusted(spec.template.slice(last)));
  return concat(...parts);
}
