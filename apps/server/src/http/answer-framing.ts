import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Writes one JSON-RPC answer to a stateless POST framed as the SDK's Streamable HTTP transport frames it
 * (webStandardStreamableHttp.js): a JSON body with `--json-response`, else one server-sent event with the SDK's
 * stream headers. A stateless transport keeps no event store, so there is no priming event and no event id.
 */
export function writeAnswer(response: ServerResponse, text: string, asJson: boolean): void {
  if (asJson) {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
    return;
  }
  response
    .writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    .end(`event: message\ndata: ${text}\n\n`);
}

/** The Content-Type values taken by an early answer; any other (parameters, odd spelling) is left to the SDK's parser. */
const PLAIN_JSON = /^application\/json(\s*;\s*charset=utf-8)?$/i;

/** Whether a POST says its body is JSON in a form both SDK lines take without a word (a subset of what they take). */
export function hasPlainJsonBody(headers: IncomingHttpHeaders): boolean {
  return PLAIN_JSON.test((headers['content-type'] ?? '').trim());
}

/** Whether a 2026-07-28 POST carries `Mcp-Param-*` headers, which the SDK's v2 handler alone judges. */
export function carriesParamHeaders(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some((name) => name.startsWith('mcp-param-'));
}

/** Whether a POST accepts both answers the SDK's transport may give it (JSON and server-sent events), as it requires. */
export function acceptsBothAnswers(headers: IncomingHttpHeaders): boolean {
  const accept = headers.accept ?? '';
  return accept.includes('application/json') && accept.includes('text/event-stream');
}

/** A signal that aborts when the client goes away before the answer is written, as on the SDK's path. */
export function abortedIfClientLeaves(response: ServerResponse): AbortSignal {
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort();
  });
  return gone.signal;
}
