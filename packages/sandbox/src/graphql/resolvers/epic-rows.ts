import type { PlainRow, SandboxState } from '../../store/index.js';

/** An epic row of the `epics` plain table (seed/epics.ts). */
export type EpicRow = PlainRow & { id: number; iid: number; work_item_id: number; group_id: number };

/** The epics of the sandbox, a plain table REST's Epics API writes too. */
export function epicRows(state: SandboxState): EpicRow[] {
  return (state.plain.epics ??= []) as EpicRow[];
}
