import type { IncomingHttpHeaders } from 'node:http';
import { earlyAnswer, MODERN_VERSION } from '../transport/early-answer.js';
import { carriesParamHeaders, hasPlainJsonBody } from './answer-framing.js';

/**
 * The answer to a 2026-07-28 `server/discover` POST, as JSON text, or null to leave the POST to the SDK's v2
 * handler (modern-http.ts). Loading that handler (the v2 SDK, its schemas, the modern server) costs more CPU than
 * the rest of an opening, and its answer is static: the credential's modern server (createModernServer with the
 * leg's TaskStore, so the Tasks extension is announced) has the same identity, capabilities and cache hint for
 * every credential, the very answer the stdio opening gets (transport/early-answer.ts). Stateless and stateful
 * modes alike: the v2 handler keeps no session, and a session header does not reach it.
 *
 * Only what the v2 handler (@modelcontextprotocol/server 2.4, createMcpHandler with `legacy: 'reject'`) serves
 * without a word is taken; anything else keeps its answer or refusal:
 * - createMcpHandler's `handle`: a POST whose Content-Type is not JSON (isJsonContentType) is refused 415; only
 *   plain `application/json` (with a UTF-8 charset at most) is taken here.
 * - classifyInboundRequest: one JSON-RPC request (a batch with an envelope is refused), carrying a valid envelope
 *   (validateEnvelopeMeta: earlyAnswer takes a subset of it), whose MCP-Protocol-Version and Mcp-Method headers,
 *   when present, equal the envelope's revision and the body's method (else -32020).
 * - serveModern: the revision one it serves (SUPPORTED_MODERN_PROTOCOL_VERSIONS, 2026-07-28 alone);
 *   validateStandardRequestHeaders: MCP-Protocol-Version and Mcp-Method present on every request (else -32020).
 *   Mcp-Name has no source field for server/discover (MCP_NAME_HEADER_SOURCE), and Mcp-Param-* headers are read
 *   for an McpServer's tools/call alone: the SDK would ignore both here, but they are not what a client sends
 *   with discover, so a request carrying them is left to it.
 * - The SDK reads no Accept on this path (only the 2025 transport does), and a discover sends no notification
 *   before its result, so PerRequestHTTPServerTransport answers one JSON body, status 200, Content-Type
 *   `application/json` and no other header, in `responseMode` 'auto' and 'json' alike (`--json-response`).
 */
export function earlyDiscoverAnswer(body: unknown, headers: IncomingHttpHeaders): string | null {
  if (!hasPlainJsonBody(headers)) return null;
  if (headers['mcp-protocol-version'] !== MODERN_VERSION || headers['mcp-method'] !== 'server/discover')
    return null;
  if (headers['mcp-name'] !== undefined) return null;
  if (carriesParamHeaders(headers)) return null;
  const answer = earlyAnswer(body);
  // The envelope's revision is 2026-07-28, as the header's: the two agree.
  return answer?.era === 'modern' ? answer.line.trimEnd() : null;
}
