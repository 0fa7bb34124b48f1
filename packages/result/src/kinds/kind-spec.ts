/**
 * How one kind of GitLab object is shown: its card, its table, its plural and its not-found card, as data.
 * The catalog names a kind (`merge_request`); the renderer reads its spec. Fields use one vocabulary for card rows
 * and table columns alike.
 */
import type { NextStep } from '../next-step.js';

/**
 * How a value is written.
 * - `text`, `count`: as sent; `code`: inline code; `date`: OF-30; `bool`: ✅/❌; `warning`: ⚠️ when true, nothing else
 * - `state`, `pipeline_status`, `severity`: marker and state (OF-31)
 * - `user`: `@username` of a user object; `users`: several; `list`: names of strings or named objects
 * - `link`: the value is a web address, shown as itself; `excerpt`: long text cut to one short line
 * - `duration`: seconds as `1m 5s`; `reference_project`: the project of a full reference (`group/project!243`)
 * - `access_level`: a role number as `Developer (30)`; `access_levels`: a protection rule's list of who may act
 *   (roles by name, users and groups by ID)
 * - `auto`: guessed from the value, for kinds without a spec
 */
export type FieldFormat =
  | 'text'
  | 'count'
  | 'code'
  | 'date'
  | 'bool'
  | 'warning'
  | 'state'
  | 'pipeline_status'
  | 'severity'
  | 'user'
  | 'users'
  | 'list'
  | 'link'
  | 'excerpt'
  | 'duration'
  | 'reference_project'
  | 'access_level'
  | 'access_levels'
  | 'auto';

/** A marker written before a value when a boolean field is true (📝 draft, 🔒 confidential). */
export interface FlagSpec {
  path: string;
  marker: string;
}

/** One card row or one table column. */
export interface FieldSpec {
  /** The row label or column header. */
  label: string;
  /** Dotted path into the object: `head_pipeline.id`. */
  path: string;
  format: FieldFormat;
  /** Path of the web address the value links to (OF-15). */
  link?: string;
  /** Our text around the value, inside the link: `#`, `!`, ` files`. */
  prefix?: string;
  suffix?: string;
  flags?: readonly FlagSpec[];
  /** A state written after the value with its marker: `[#1207](…) ✅ success`. */
  status?: { path: string; format: 'state' | 'pipeline_status' | 'severity' };
  /** A second value after an arrow: `feature/fix-login -> main`. */
  arrowTo?: string;
  /**
   * A fallback row: left out when this path has a value, so the row of the preferred path (declared before it
   * under the same label) wins. A merge request's `pipeline` stands in for a null `head_pipeline`.
   */
  unless?: string;
}

/**
 * The card heading: an optional state marker and flags, then a template whose `{path}` placeholders are filled
 * with escaped values (`{name|tag_name}` takes the first one present).
 */
export interface HeadingSpec {
  status?: { path: string; format: 'state' | 'pipeline_status' | 'severity' };
  flags?: readonly FlagSpec[];
  template: string;
}

/** Text written by others, shown after the rows: Markdown as a blockquote, logs and files as a fenced block. */
export interface LongTextSpec {
  label: string;
  path: string;
  style: 'quote' | 'code';
}

/** A nested object (rows under `### Label`) or list of objects (a table under it), shown with another kind's spec. */
export interface NestedSpec {
  label: string;
  path: string;
  kind: string;
}

/** OF-62: the not-found card of this kind; suggestions name actions by canonical ID. */
export interface NotFoundSpec {
  subject: string;
  suggestions: readonly NextStep[];
}

export interface KindSpec {
  name: string;
  /** The key of a list in structuredContent and the title of its heading: `branches`, `Branches`. */
  plural: { key: string; title: string };
  /** OF-14: the sentence of an empty list. */
  empty: string;
  heading: HeadingSpec;
  fields: readonly FieldSpec[];
  columns: readonly FieldSpec[];
  longText: readonly LongTextSpec[];
  nested: readonly NestedSpec[];
  notFound: NotFoundSpec;
}

/** Kinds by name. */
export type KindRegistry = ReadonlyMap<string, KindSpec>;

/** Declares a kind; a typed identity so each kind file is plain data. */
export function defineKind(spec: KindSpec): KindSpec {
  return spec;
}
