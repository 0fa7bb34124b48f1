/** Field specs several kinds share, so each is written once. */
import { CONFIDENTIAL_MARKER, DRAFT_MARKER } from '../markdown/markers.js';
import type { FieldSpec, FlagSpec } from './kind-spec.js';

/** A card's URL row: the address itself, linked (OF-15). */
export const URL_FIELD: FieldSpec = { label: 'URL', path: 'web_url', format: 'link' };

/** 📝 draft and 🔒 confidential, before a merge request's or an issue's title (OF-31). */
export const ISSUABLE_FLAGS: readonly FlagSpec[] = [
  { path: 'draft', marker: DRAFT_MARKER },
  { path: 'confidential', marker: CONFIDENTIAL_MARKER },
];

export const CREATED_FIELD: FieldSpec = { label: 'Created', path: 'created_at', format: 'date' };
export const AUTHOR_FIELD: FieldSpec = { label: 'Author', path: 'author', format: 'user' };

/**
 * Columns a list action adds to its kind's table (ListResult.columns): the project of each row where a list spans
 * projects, and a merge request's reviewers for review queues.
 */
export const PROJECT_COLUMN: FieldSpec = {
  label: 'Project',
  path: 'references.full',
  format: 'reference_project',
};
export const REVIEWERS_COLUMN: FieldSpec = { label: 'Reviewers', path: 'reviewers', format: 'users' };
