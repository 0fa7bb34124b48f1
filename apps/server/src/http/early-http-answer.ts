import type { IncomingHttpHeaders } from 'node:http';
import { earlyAnswer } from '../transport/early-answer.js';
import { acceptsBothAnswers, hasPlainJsonBody } from './answer-framing.js';

/**
 * The answer to a stateless POST's `initialize`, as JSON text, or null to leave the POST to the SDK's transport.
 * Loading the SDK's transport, Server and schemas costs more CPU than everything else a stateless opening does,
 * and its answer is static: createMcpServer's identity and stateless capabilities, the SDK's version
 * negotiation (transport/early-answer.ts). Only what the SDK's transport would accept without a word is taken:
 * an Accept naming both JSON and server-sent events, a JSON Content-Type, and one `initialize` the SDK's schemas
 * accept; the SDK does not check Mcp-Protocol-Version on an initialize. Anything else keeps the SDK's answer
 * or refusal.
 */
export function earlyHttpAnswer(body: unknown, headers: IncomingHttpHeaders): string | null {
  if (!acceptsBothAnswers(headers)) return null;
  if (!hasPlainJsonBody(headers)) return null;
  const answer = earlyAnswer(body, false);
  // server/discover is the 2026-07-28 endpoint's (early-discover-answer.ts), on other terms.
  return answer?.era === 'legacy' ? answer.line.trimEnd() : null;
}
