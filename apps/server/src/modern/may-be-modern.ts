import type { IncomingMessage } from 'node:http';
import { isRecord } from '@gitlab-mcp/result';
import { SUPPORTED_VERSIONS } from '../transport/early-answer.js';

/** Where a 2026-07-28 request names its revision (the SDK's PROTOCOL_VERSION_META_KEY). */
const ENVELOPE_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

/**
 * Whether the SDK's v2 classifier needs asking at all: a request names a revision the 2025 wiring does not speak
 * (in its header) or carries the per-request envelope. Everything else is 2025 traffic without loading the v2
 * packages; what this lets through, the SDK classifies (modern-http.ts), so the two never disagree on a request.
 */
export function mayBeModern(request: IncomingMessage, body: unknown): boolean {
  const version = request.headers['mcp-protocol-version'];
  if (typeof version === 'string' && !SUPPORTED_VERSIONS.includes(version)) return true;
  return carriesEnvelope(body);
}

/**
 * Whether a stdio connection's first message opens it in the 2026-07-28 era: it carries the per-request envelope,
 * or it is `server/discover`, which only that era has. Anything else (`initialize` above all) is a 2025 opening;
 * the v2 packages are loaded only when this says yes.
 */
export function opensModern(message: unknown): boolean {
  return carriesEnvelope(message) || (isRecord(message) && message.method === 'server/discover');
}

function carriesEnvelope(message: unknown): boolean {
  const meta = isRecord(message) && isRecord(message.params) ? message.params._meta : undefined;
  return isRecord(meta) && ENVELOPE_VERSION_KEY in meta;
}
