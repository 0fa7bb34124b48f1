/**
 * A suggestion at the end of a result (OF-20..22).
 * With `action`, it names a canonical action ID that the surface in use translates (OF-21):
 * rendered as `Use action 'branch.get' to see one branch in full`. Without, `text` is written as is.
 * A module of its own: the result, the kinds' not-found cards and the refusal errors all carry it.
 */
export interface NextStep {
  action?: string;
  text: string;
}
