import type { Question, Reply } from '@gitlab-mcp/catalog';

/** A form-mode elicitation: what the client shows and the one-field form it fills. */
export interface FormRequest {
  message: string;
  requestedSchema: {
    type: 'object';
    properties: Record<string, FormField>;
    required?: string[];
  };
}

interface FormField {
  type: 'string' | 'boolean' | 'integer';
  title: string;
  description?: string;
  default?: boolean;
  enum?: string[];
}

/** What the user did with a form: both revisions answer an elicitation with this shape. */
export interface FormAnswer {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

/**
 * The confirmation of a destructive step, the same form whichever revision asks it: a revision's transport (an
 * elicitation request, or an input request of a multi-round-trip call) is the only difference.
 */
export function confirmationForm(message: string): FormRequest {
  return {
    message,
    requestedSchema: {
      type: 'object',
      properties: { confirmed: { type: 'boolean', title: 'Confirm', description: message, default: false } },
      required: ['confirmed'],
    },
  };
}

export function isConfirmed(answer: FormAnswer): boolean {
  return answer.action === 'accept' && answer.content?.confirmed === true;
}

/** One question of an action (the interactive wizards) as a form of one field named as the question. */
export function questionForm(question: Question): FormRequest {
  const { name, title, type, required, description, enum: options } = question;
  const field: FormField = {
    type,
    title,
    ...(description ? { description } : {}),
    ...(options ? { enum: [...options] } : {}),
  };
  return {
    message: question.message,
    requestedSchema: {
      type: 'object',
      properties: { [name]: field },
      ...(required ? { required: [name] } : {}),
    },
  };
}

export function replyOf(answer: FormAnswer, question: Question): Reply {
  if (answer.action === 'accept') {
    const value = answer.content?.[question.name];
    return {
      value: Array.isArray(value) ? value.join(', ') : (value as string | number | boolean | undefined),
    };
  }
  return answer.action === 'decline' ? 'declined' : 'cancelled';
}
