import { hasErrorCode } from '@gitlab-mcp/result/errors';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Readable } from 'node:stream';
import type { Config } from './config/settings.js';
import type { Logger } from './logging/logger.js';
import { createMcpServer } from './mcp-server.js';
import { opensModern } from './modern/may-be-modern.js';
import type { ProtocolTenant } from './protocol-tenant.js';
import { AnsweredOpening, WithoutRepeatedAnswer } from './transport/answered-opening.js';
import type { EarlyAnswer } from './transport/early-answer.js';
import { JsonRpcFilter } from './transport/jsonrpc-filter.js';
import { LineLimit } from './transport/line-limit.js';
import { LineTransport } from './transport/line-transport.js';
import { OpeningMessage } from './transport/opening-message.js';

/**
 * Serves the one client of a stdio connection until it goes away; resolves with null then, or with the start-up
 * problem that makes the process exit 1. The connection's opening message picks the protocol era: a 2026-07-28
 * one (the per-request envelope, or `server/discover`) is served by the SDK's v2 stdio entry, loaded only then;
 * anything else by the 2025 wiring, as it always was. The line limit and the JSON-RPC filter stand in front of both.
 * GitLab is probed at once, whatever the opening: a token GitLab refuses ends the process before any request.
 * `stdin` is the process's, through EarlyOpening (main.ts), which may have answered the opening already.
 */
export async function serveStdio(
  stdin: Readable,
  answeredOpening: Promise<EarlyAnswer | null>,
  config: Config,
  logger: Logger,
): Promise<string | null> {
  let resolveTenant!: (tenant: ProtocolTenant) => void;
  const tenant = new Promise<ProtocolTenant>((resolve) => (resolveTenant = resolve));
  // Whichever era serves the connection builds each call's CallContext (who confirms, who is calling) itself.
  const legacy = createMcpServer(tenant, logger, true);

  const opening = new OpeningMessage();
  const input = hardenedStdin(stdin, config, logger).pipe(opening);
  const closed = new Promise<void>((resolve) => input.on('end', resolve));
  const connected = opening.first.then(async (first): Promise<{ close(): Promise<void> }> => {
    if (opensModern(first)) {
      const { serveModernStdio } = await import('./modern/modern-stdio.js');
      const answered = await answeredOpening;
      const output = answered === null ? process.stdout : withoutAnswerTo(answered.id);
      return serveModernStdio(input, output, tenant, config, logger);
    }
    const wire = new LineTransport(input, process.stdout);
    const answered = await answeredOpening;
    await legacy.connect(answered === null ? wire : new AnsweredOpening(wire, answered.id));
    return legacy.server;
  });

  // The clients, the probe and the catalog load only now: the opening message never waits for them.
  const { openTenant } = await import('./open-tenant.js');
  try {
    // Roots are a 2025 feature: on a 2026-07-28 connection the legacy server never learns of any.
    resolveTenant(await openTenant({ config, logger, workspace: legacy.workspace }));
    const connection = await connected;
    await closed;
    await connection.close();
    return null;
  } catch (error) {
    if (hasErrorCode(error, 'startup')) return error.message;
    throw error;
  }
}

/** Stdout, but for the v2 line's own answer to the opening that was answered already. */
function withoutAnswerTo(id: string | number): WithoutRepeatedAnswer {
  const output = new WithoutRepeatedAnswer(id);
  // The process's stdout outlives the connection: the v2 line closing its output does not end it.
  output.pipe(process.stdout, { end: false });
  return output;
}

/**
 * Stdin as whole lines of JSON-RPC: an over-long line is dropped as it streams in and anything that is not one
 * JSON-RPC message is answered with its error, written to stdout as a transport would write it, whichever era
 * serves the connection (and before the opening message has picked one).
 */
function hardenedStdin(stdin: Readable, config: Config, logger: Logger): JsonRpcFilter {
  const refuse = (answer: JSONRPCMessage) => void process.stdout.write(`${JSON.stringify(answer)}\n`);
  return stdin
    .pipe(
      new LineLimit(config.stdioMaxLineBytes, (bytes) => {
        logger.warn('request line refused', { bytes, limit: config.stdioMaxLineBytes });
        const message = `Request line of ${bytes} bytes exceeds GITLAB_MCP_STDIO_MAX_LINE_BYTES (${config.stdioMaxLineBytes})`;
        refuse({ jsonrpc: '2.0', id: null, error: { code: -32600, message } } as unknown as JSONRPCMessage);
      }),
    )
    .pipe(new JsonRpcFilter(refuse));
}
