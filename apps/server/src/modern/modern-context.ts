import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  inputRequired,
} from '@modelcontextprotocol/server';
import type { ElicitInputParams, InputRequiredResult } from '@modelcontextprotocol/server';
import { isRecord, UNTRACED } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { clientFacts, NO_CONFIRM } from '../call-context.js';
import type { CallContext, Progress } from '../call-context.js';
import type { Logger } from '../logging/logger.js';
import { encodeState } from './input-rounds.js';
import type { Round } from './input-rounds.js';

/** The `_meta` envelope of a 2026-07-28 request: who the client is and what it can do. */
export type Envelope = Record<string, unknown> | undefined;

/**
 * The CallContext of a 2026-07-28 request, built where it arrives: a round's answers confirm and reply; a client
 * that cannot show a form is not asked, so a destructive call then needs confirm=true, as on 2025. Who is calling
 * comes with each request's envelope. The revision has no logging: records go to stderr only.
 */
export function callContextOf(
  envelope: Envelope,
  logger: Logger,
): (round: Round | null, signal: AbortSignal, progress: Progress) => CallContext {
  const elicits = isRecord(entryOf(envelope, CLIENT_CAPABILITIES_META_KEY)?.elicitation);
  const version = envelope?.[PROTOCOL_VERSION_META_KEY];
  const client = clientFacts(
    entryOf(envelope, CLIENT_INFO_META_KEY),
    typeof version === 'string' ? version : undefined,
  );
  return (round, signal, progress) => {
    const asked = elicits ? round : null;
    return {
      signal,
      progress,
      confirm: asked?.confirm ?? NO_CONFIRM,
      elicit: () => asked?.ask,
      client,
      logger,
      trace: UNTRACED,
    };
  };
}

/** One of the envelope's entries, when it is an object. */
export function entryOf(envelope: Envelope, key: string): Record<string, unknown> | undefined {
  const value = envelope?.[key];
  return isRecord(value) ? value : undefined;
}

/**
 * A call that ended its round for want of the user's answer, as the 2026-07-28 result asking for it (the answers
 * so far ride along in `requestState`); undefined for any other failure.
 */
export function inputRequiredOf(error: unknown): InputRequiredResult | undefined {
  if (!hasErrorCode(error, 'input_needed')) return undefined;
  const { key, form, answered } = error.details;
  const requestState = encodeState(answered);
  return inputRequired({
    inputRequests: { [key]: inputRequired.elicit(form as ElicitInputParams) },
    ...(requestState ? { requestState } : {}),
  });
}
