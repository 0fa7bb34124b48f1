import type { Ask, Question } from '../action.js';

/** One question of a wizard: one form field, whose name is the create action's parameter it fills. */
export interface Step {
  name: string;
  title: string;
  type: 'string' | 'boolean';
  required?: boolean;
  description?: string;
  enum?: readonly string[];
  /** A comma-separated answer, sent as a list (`bug, ui` → labels `["bug", "ui"]`). */
  list?: boolean;
}

/** What the steps gave: the answers by parameter, or where and how the user stopped. */
export type StepsOutcome =
  { answers: Record<string, unknown> } | { stopped: 'declined' | 'cancelled'; at: string };

/**
 * Asks the steps in order, one field per question, and stops at the first decline or cancel. An optional field
 * left empty is no answer at all, so the create action's defaults apply.
 */
export async function askSteps(ask: Ask, steps: readonly Step[], heading: string): Promise<StepsOutcome> {
  const answers: Record<string, unknown> = {};
  for (const [index, step] of steps.entries()) {
    const reply = await ask(
      questionOf(step, `${heading}, step ${index + 1} of ${steps.length}: ${step.title}`),
    );
    if (reply === 'declined' || reply === 'cancelled') return { stopped: reply, at: step.name };
    const value = valueOf(step, reply.value);
    if (value !== undefined) answers[step.name] = value;
  }
  return { answers };
}

function questionOf(step: Step, message: string): Question {
  return {
    message,
    name: step.name,
    title: step.title,
    type: step.type,
    required: step.required ?? false,
    ...(step.description ? { description: step.description } : {}),
    ...(step.enum ? { enum: step.enum } : {}),
  };
}

function valueOf(step: Step, value: string | number | boolean | undefined): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!step.list) return trimmed;
  const items = trimmed
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}
