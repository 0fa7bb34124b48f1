/**
 * The lines of a result's next steps (OF-20..22), the same in the Markdown section and in `next_steps`:
 * the links hint of a linked table first (OF-17), then the catalog's suggestions, then notes (OF-71).
 */
import type { NextStep } from './next-step.js';
import type { Result } from './result.js';

/** OF-17: the extra line that opens the next steps of a list whose table has links. */
export const LINKS_HINT =
  'When presenting these results, always include the clickable [text](url) links from the table so the user can navigate to GitLab';

/** Translates a canonical action ID into the surface's words (`action 'branch.get'` on the dynamic surface, OF-21). */
export type DescribeAction = (id: string) => string;

/** `Use action 'branch.get' to see one branch in full`; a suggestion without an action is written as is. */
export function nextStepLine(step: NextStep, describeAction: DescribeAction): string {
  if (step.action === undefined) return step.text;
  return `Use ${describeAction(step.action)}${step.text === '' ? '' : ` to ${step.text}`}`;
}

/** Every next-step line of a result. */
export function nextStepLines(result: Result, describeAction: DescribeAction, linksHint: boolean): string[] {
  return [
    ...(linksHint ? [LINKS_HINT] : []),
    ...result.nextSteps.map((step) => nextStepLine(step, describeAction)),
    ...result.notes,
  ];
}
