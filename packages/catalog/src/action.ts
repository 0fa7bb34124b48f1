/**
 * What a domain file declares its actions with: defineAction, and the shape of an action (action-spec.ts).
 */
import type { z } from 'zod';
import type { ActionEntry, ActionSpec } from './action-spec.js';
import { joinReference } from './join-reference.js';
import { describeUnsupported } from './unsupported-params.js';

export * from './action-spec.js';
export type { RestTemplate } from './rest-template.js';

/**
 * Declares an action: its entry joined with its reference row, failing at module load (so at build and test time)
 * when they disagree. The generics are inferred so entries never spell them out.
 */
export function defineAction<Input extends z.ZodObject>(entry: ActionEntry<Input>): ActionSpec {
  const joined = joinReference(entry as unknown as ActionEntry);
  const { unsupported } = joined;
  // The published descriptions of the unsupported parameters come from the one declaration that refuses them.
  return unsupported ? { ...joined, input: describeUnsupported(joined.input, unsupported) } : joined;
}
