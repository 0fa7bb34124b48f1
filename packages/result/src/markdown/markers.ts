/** OF-31: the status markers, exactly as the contract's table lists them. Unknown states get ❓. */
import { concat, text, trusted } from './escape.js';
import type { Md } from './escape.js';

export const YES_MARKER = '\u2705';
export const NO_MARKER = '\u274C';
export const WARNING_MARKER = '\u26A0\uFE0F';
export const DRAFT_MARKER = '\u{1F4DD}';
export const CONFIDENTIAL_MARKER = '\u{1F512}';
export const UNKNOWN_MARKER = '\u2753';

/** Merge request and issue states. */
const ISSUABLE_STATES: Readonly<Record<string, string>> = {
  opened: '\u{1F7E2}',
  merged: '\u{1F7E3}',
  closed: '\u{1F534}',
};

/** Pipeline and job statuses. */
const PIPELINE_STATUSES: Readonly<Record<string, string>> = {
  success: YES_MARKER,
  failed: NO_MARKER,
  running: '\u{1F535}',
  pending: '\u{1F7E1}',
  canceled: '\u26D4',
  canceling: '\u26D4',
  skipped: '\u23ED\uFE0F',
  created: '\u{1F195}',
  manual: '\u270B',
  scheduled: '\u{1F4C5}',
  preparing: '\u{1F504}',
  waiting_for_resource: '\u{1F504}',
  waiting_for_callback: '\u{1F504}',
};

/** Vulnerability and finding severities, written beside the upper-case level. */
const SEVERITIES: Readonly<Record<string, string>> = {
  critical: '\u{1F534}',
  high: '\u{1F7E0}',
  medium: '\u{1F7E1}',
  low: '\u{1F535}',
  info: '\u2139\uFE0F',
};

/** Which marker table a state reads from. */
export type StateFamily = 'issuable' | 'pipeline' | 'severity';

const FAMILIES: Readonly<Record<StateFamily, Readonly<Record<string, string>>>> = {
  issuable: ISSUABLE_STATES,
  pipeline: PIPELINE_STATUSES,
  severity: SEVERITIES,
};

/** The marker of one state; ❓ for a state the server does not know. */
export function stateMarker(family: StateFamily, state: string): string {
  const markers = FAMILIES[family];
  const key = state.toLowerCase();
  return Object.hasOwn(markers, key) ? (markers[key] ?? UNKNOWN_MARKER) : UNKNOWN_MARKER;
}

/** `🟢 opened`, `✅ success`, `🔴 CRITICAL`: the marker, then the state as GitLab named it (severity upper-cased). */
export function markedState(family: StateFamily, state: string): Md {
  const shown = family === 'severity' ? state.toUpperCase() : state;
  return concat(trusted(`${stateMarker(family, state)} `), text(shown));
}

/** ✅ or ❌ for a yes/no field. */
export function yesNo(value: boolean): Md {
  return trusted(value ? YES_MARKER : NO_MARKER);
}
