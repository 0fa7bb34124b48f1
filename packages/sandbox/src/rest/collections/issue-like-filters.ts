import type { SandboxState } from '../../store/state.js';
import type { Filter } from '../collection.js';
import { int, intList, list } from '../params.js';

/** Fields issues and merge requests share, so one set of filters serves both lists. */
interface IssueLike {
  iid: number;
  title: string;
  description: string | null;
  state: string;
  author_id: number;
  assignee_ids: number[];
  labels: string[];
  milestone_id: number | null;
  created_at: string;
  updated_at: string;
}

function username(state: SandboxState, id: number): string | undefined {
  return state.tables.users.find((user) => user.id === id)?.username;
}

function milestoneTitle(state: SandboxState, id: number | null): string | undefined {
  return id === null ? undefined : state.tables.milestones.find((row) => row.id === id)?.title;
}

/** The filters GitLab documents for both the issues and the merge requests lists. */
const positiveFilters: Record<string, Filter<IssueLike>> = {
  state: (row, value) => value === 'all' || row.state === value,
  labels: (row, value) => {
    const wanted = list(value) ?? [];
    if (wanted.length === 1 && wanted[0]?.toLowerCase() === 'none') return row.labels.length === 0;
    if (wanted.length === 1 && wanted[0]?.toLowerCase() === 'any') return row.labels.length > 0;
    return wanted.every((label) => row.labels.includes(label));
  },
  milestone: (row, value, ctx) => {
    if (value === 'None') return row.milestone_id === null;
    if (value === 'Any') return row.milestone_id !== null;
    return milestoneTitle(ctx.state, row.milestone_id) === value;
  },
  milestone_id: (row, value) =>
    value === 'None'
      ? row.milestone_id === null
      : value === 'Any'
        ? row.milestone_id !== null
        : row.milestone_id === int(value),
  author_id: (row, value) => row.author_id === int(value),
  author_username: (row, value, ctx) => username(ctx.state, row.author_id) === value,
  assignee_id: (row, value) =>
    value === 'None'
      ? row.assignee_ids.length === 0
      : value === 'Any'
        ? row.assignee_ids.length > 0
        : row.assignee_ids.includes(Number(value)),
  assignee_username: (row, value, ctx) => {
    const wanted = list(value) ?? [];
    return row.assignee_ids.some((id) => wanted.includes(username(ctx.state, id) ?? ''));
  },
  search: (row, value, ctx) => {
    const inField = ctx.req.query.in ?? 'title,description';
    const haystack = `${inField.includes('title') ? row.title : ''} ${inField.includes('description') ? (row.description ?? '') : ''}`;
    return haystack.toLowerCase().includes(String(value).toLowerCase());
  },
  created_after: (row, value) => row.created_at >= String(value),
  created_before: (row, value) => row.created_at <= String(value),
  updated_after: (row, value) => row.updated_at >= String(value),
  updated_before: (row, value) => row.updated_at <= String(value),
  iids: (row, value) => (intList(value) ?? []).includes(row.iid),
};

/**
 * GitLab's `not` hash of the same lists (`not[labels]=bug`, doc/api/issues.md, doc/api/merge_requests.md), under the
 * nested keys the sandbox keeps: each keeps the items that match none of its values (IssuableFinder's negation: an
 * item with any of the labels is left out).
 */
const negatedFilters: Record<string, Filter<IssueLike>> = {
  'not[labels]': (row, value) => !(list(value) ?? []).some((label) => row.labels.includes(label)),
  'not[milestone]': (row, value, ctx) => !positiveFilters.milestone!(row, value, ctx),
  'not[author_id]': (row, value) => !(intList(value) ?? []).includes(row.author_id),
  'not[author_username]': (row, value, ctx) =>
    !(list(value) ?? []).includes(username(ctx.state, row.author_id) ?? ''),
  'not[assignee_id]': (row, value) => !(intList(value) ?? []).some((id) => row.assignee_ids.includes(id)),
  'not[assignee_username]': (row, value, ctx) => !positiveFilters.assignee_username!(row, value, ctx),
};

export const issueLikeFilters: Record<string, Filter<IssueLike>> = { ...positiveFilters, ...negatedFilters };
