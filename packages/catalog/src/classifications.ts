import type { Classification } from './action-spec.js';

/** The four classifications almost every action has; an entry names one instead of spelling out three flags. */
export const READS: Classification = { readOnly: true, destructive: false, idempotent: true };
/** Creates something new: repeating it creates it again. */
export const CREATES: Classification = { readOnly: false, destructive: false, idempotent: false };
/** Sets state to given values: repeating it changes nothing more. */
export const UPDATES: Classification = { readOnly: false, destructive: false, idempotent: true };
/** Removes something its opposite cannot bring back. */
export const DELETES: Classification = { readOnly: false, destructive: true, idempotent: true };
