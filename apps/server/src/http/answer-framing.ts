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
