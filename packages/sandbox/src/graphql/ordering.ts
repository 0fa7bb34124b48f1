/** Rows the shared sort orders apply to: every sortable table has these columns (some nullable). */
interface Sortable {
  id: number;
  created_at?: string;
  updated_at?: string;
  title?: string;
  merged_at?: string | null;
  closed_at?: string | null;
  due_date?: string | null;
}

type Column = 'created_at' | 'updated_at' | 'title' | 'merged_at' | 'closed_at' | 'due_date';

/** GitLab's sort enum values (`CREATED_DESC`, also the deprecated lower-case `created_desc`) by column. */
const COLUMNS: Record<string, Column> = {
  CREATED: 'created_at',
  UPDATED: 'updated_at',
  TITLE: 'title',
  MERGED_AT: 'merged_at',
  CLOSED_AT: 'closed_at',
  DUE_DATE: 'due_date',
};

/**
 * Rows in the order a GitLab sort argument names; ties, and sorts the sandbox does not model (`PRIORITY_ASC`, …),
 * fall back to id in the sort's direction, as GitLab's keyset ordering does. Empty values sort last either way.
 */
export function sortRows<T extends Sortable>(
  rows: readonly T[],
  sort: string | null | undefined,
  fallback: string,
): T[] {
  const value = (sort ?? fallback).toUpperCase();
  const descending = value.endsWith('_DESC');
  const column = COLUMNS[value.replace(/_(ASC|DESC)$/, '')];
  const direction = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (column !== undefined) {
      const left = a[column] ?? null;
      const right = b[column] ?? null;
      if (left !== right) {
        if (left === null) return 1;
        if (right === null) return -1;
        return left < right ? -direction : direction;
      }
    }
    return (a.id - b.id) * direction;
  });
}

/** Whether an ISO timestamp lies within the optional `after`/`before` bounds GitLab's `*After`/`*Before` filters set. */
export function within(
  value: string | null | undefined,
  after: string | null | undefined,
  before: string | null | undefined,
): boolean {
  if (after == null && before == null) return true;
  if (value == null) return false;
  const time = Date.parse(value);
  return (after == null || time >= Date.parse(after)) && (before == null || time <= Date.parse(before));
}
