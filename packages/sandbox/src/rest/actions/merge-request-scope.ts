import type { MergeRequestRow, PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';

/**
 * Merge request state kept beside the merge request row, in `state.plain` tables keyed by the merge request's
 * global id (subscriptions, to-do items, time tracking, approval rules, blocks, context commits, emoji, events).
 */

export function mergeRequestTable(state: SandboxState, name: string): PlainRow[] {
  state.plain[name] ??= [];
  return state.plain[name];
}

export function rowsOfMergeRequest(state: SandboxState, name: string, mr: MergeRequestRow): PlainRow[] {
  return mergeRequestTable(state, name).filter((row) => row.merge_request_id === mr.id);
}

/** The next id of a merge request table: above `floor` and every id it held, never reused after a delete. */
export function nextMergeRequestRowId(state: SandboxState, name: string, floor = 0): number {
  return nextId(state, name, [...mergeRequestTable(state, name), { id: floor }]);
}

/**
 * Whether the user is subscribed: an explicit subscribe or unsubscribe wins; otherwise GitLab subscribes the
 * author, assignees and reviewers (https://docs.gitlab.com/user/profile/notifications/), and the sandbox, like
 * its seed, everyone else too.
 */
export function isSubscribed(state: SandboxState, mr: MergeRequestRow, userId: number): boolean {
  const row = rowsOfMergeRequest(state, 'merge_request_subscriptions', mr).find(
    (item) => item.user_id === userId,
  );
  return row === undefined ? true : row.subscribed === true;
}

/** Seconds in GitLab's time-tracking units: a day is 8 hours, a week 5 days, a month 4 weeks. */
const UNIT_SECONDS: Readonly<Record<string, number>> = {
  mo: 4 * 5 * 8 * 3600,
  w: 5 * 8 * 3600,
  d: 8 * 3600,
  h: 3600,
  m: 60,
  s: 1,
};

/** `1h30m`, `3d`, `-30m` → seconds; undefined when GitLab would refuse it as an invalid duration. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s+/g, '');
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  if (!/^(\d+(mo|w|d|h|m|s))+$/.test(body)) return undefined;
  let total = 0;
  for (const [, amount, unit] of body.matchAll(/(\d+)(mo|w|d|h|m|s)/g))
    total += Number(amount) * UNIT_SECONDS[unit!]!;
  return negative ? -total : total;
}

/** GitLab's human form of a duration: `1d 2h 30m`, nothing for zero. */
export function humanDuration(seconds: number): string | null {
  if (seconds === 0) return null;
  let rest = Math.abs(seconds);
  const parts: string[] = [];
  for (const [unit, size] of Object.entries(UNIT_SECONDS)) {
    const amount = Math.floor(rest / size);
    if (amount > 0) parts.push(`${amount}${unit}`);
    rest -= amount * size;
  }
  return `${seconds < 0 ? '-' : ''}${parts.join(' ')}`;
}

/** The `time_stats` object of a merge request (https://docs.gitlab.com/api/merge_requests/#get-time-tracking-stats). */
export function mergeRequestTimeStats(state: SandboxState, mr: MergeRequestRow): Record<string, unknown> {
  const row = rowsOfMergeRequest(state, 'merge_request_time_stats', mr)[0];
  const estimate = Number(row?.time_estimate ?? 0);
  const spent = Number(row?.total_time_spent ?? 0);
  return {
    time_estimate: estimate,
    total_time_spent: spent,
    human_time_estimate: humanDuration(estimate),
    human_total_time_spent: humanDuration(spent),
  };
}

/** What a write may change that GitLab records as resource events. */
export interface EventSnapshot {
  labels: readonly string[];
  milestone_id: number | null;
  state: string;
}

export function eventSnapshot(mr: MergeRequestRow): EventSnapshot {
  return { labels: [...mr.labels], milestone_id: mr.milestone_id, state: mr.state };
}

/**
 * Records the resource events of a write, as GitLab does for every label, milestone and state change
 * (https://docs.gitlab.com/api/resource_label_events/): one label event per label added or removed, a milestone
 * event per milestone left or set, a state event per new state.
 */
export function recordEvents(
  state: SandboxState,
  mr: MergeRequestRow,
  before: EventSnapshot,
  userId: number,
): void {
  const table = mergeRequestTable(state, 'merge_request_resource_events');
  const base = () => ({
    id: nextMergeRequestRowId(state, 'merge_request_resource_events', 4000),
    merge_request_id: mr.id,
    user_id: userId,
    created_at: state.now(),
  });
  const labelId = (name: string) =>
    state.tables.labels.find(
      (label) => label.name === name && (label.project_id === mr.project_id || label.project_id === null),
    )?.id ?? null;
  for (const name of mr.labels.filter((label) => !before.labels.includes(label)))
    table.push({ ...base(), type: 'label', label_id: labelId(name), action: 'add' });
  for (const name of before.labels.filter((label) => !mr.labels.includes(label)))
    table.push({ ...base(), type: 'label', label_id: labelId(name), action: 'remove' });
  if (before.milestone_id !== mr.milestone_id) {
    if (before.milestone_id !== null)
      table.push({ ...base(), type: 'milestone', milestone_id: before.milestone_id, action: 'remove' });
    if (mr.milestone_id !== null)
      table.push({ ...base(), type: 'milestone', milestone_id: mr.milestone_id, action: 'add' });
  }
  if (before.state !== mr.state) table.push({ ...base(), type: 'state', state: mr.state });
}
