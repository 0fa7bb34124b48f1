import { createHash } from 'node:crypto';
import type { Ask } from '@gitlab-mcp/catalog';
import { isRecord } from '@gitlab-mcp/result';
import type { Confirmer } from '../call-context.js';
import { inputNeeded } from '../execute/input-needed.js';
import { confirmationForm, isConfirmed, questionForm, replyOf } from '../user-questions.js';
import type { FormAnswer, FormRequest } from '../user-questions.js';

/** How a call of a multi-round-trip request confirms and asks: from the answers the rounds so far carried. */
export interface Round {
  confirm: Confirmer;
  ask: Ask;
}

/**
 * The confirmer and asker of one round: a question already answered is answered from the round's answers, any
 * other ends the round with an `input_needed` error. A confirmation's key is its question's digest, so an answer given to
 * one question (these params) never confirms another.
 */
export function roundOf(answers: Readonly<Record<string, FormAnswer>>): Round {
  const answerTo = (key: string, form: FormRequest): FormAnswer => {
    const answer = answers[key];
    if (answer) return answer;
    throw inputNeeded(key, form, answers);
  };
  return {
    confirm: async (message) => isConfirmed(answerTo(confirmationKey(message), confirmationForm(message))),
    ask: async (question) => replyOf(answerTo(`ask:${question.name}`, questionForm(question)), question),
  };
}

function confirmationKey(message: string): string {
  return `confirm:${createHash('sha256').update(message).digest('hex').slice(0, 16)}`;
}

/**
 * The answers of every round so far: the earlier ones travel in `requestState` (the user's own answers, which the
 * client could as well send again, so they need no integrity protection), this round's in `inputResponses`.
 * Anything not shaped as an elicitation answer is dropped: the question is then asked again.
 */
export function answersOf(requestState: unknown, inputResponses: unknown): Record<string, FormAnswer> {
  return { ...formAnswers(decodeState(requestState)), ...formAnswers(inputResponses) };
}

export function encodeState(answers: Readonly<Record<string, FormAnswer>>): string | undefined {
  return Object.keys(answers).length === 0
    ? undefined
    : Buffer.from(JSON.stringify(answers)).toString('base64url');
}

function decodeState(state: unknown): unknown {
  if (typeof state !== 'string') return undefined;
  try {
    return JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function formAnswers(value: unknown): Record<string, FormAnswer> {
  if (!isRecord(value)) return {};
  const answers: Record<string, FormAnswer> = {};
  for (const [key, answer] of Object.entries(value)) {
    if (!isRecord(answer)) continue;
    const { action, content } = answer;
    if (action !== 'accept' && action !== 'decline' && action !== 'cancel') continue;
    if (content !== undefined && !isRecord(content)) continue;
    answers[key] = content === undefined ? { action } : { action, content };
  }
  return answers;
}
