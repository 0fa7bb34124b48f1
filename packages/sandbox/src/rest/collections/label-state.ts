import type { SandboxState } from '../../store/state.js';

/**
 * What a label carries per user or beyond its row: who subscribed to it (https://docs.gitlab.com/api/labels/#subscribe-to-a-label)
 * and whether it is archived. Kept as plain tables so the label row stays GitLab's stored shape.
 */

const SUBSCRIPTIONS = 'label_subscriptions';
const ARCHIVED = 'archived_labels';

export function isSubscribed(state: SandboxState, labelId: number, userId: number): boolean {
  return (state.plain[SUBSCRIPTIONS] ?? []).some((row) => row.label_id === labelId && row.user_id === userId);
}

/** Subscribes or unsubscribes; false when the user already was (or was not) subscribed. */
export function setSubscribed(state: SandboxState, labelId: number, userId: number, on: boolean): boolean {
  if (isSubscribed(state, labelId, userId) === on) return false;
  const rows = (state.plain[SUBSCRIPTIONS] ??= []);
  if (on) rows.push({ label_id: labelId, user_id: userId });
  else state.plain[SUBSCRIPTIONS] = rows.filter((row) => row.label_id !== labelId || row.user_id !== userId);
  return true;
}

export function labelArchived(state: SandboxState, labelId: number): boolean {
  return (state.plain[ARCHIVED] ?? []).some((row) => row.label_id === labelId);
}

export function setLabelArchived(state: SandboxState, labelId: number, archived: boolean): void {
  const rows = (state.plain[ARCHIVED] ??= []).filter((row) => row.label_id !== labelId);
  state.plain[ARCHIVED] = archived ? [...rows, { label_id: labelId }] : rows;
}
