import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CompleteRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ProtocolSession } from '../protocol-session.js';

/** completion/complete for prompt arguments and resource template variables; never a JSON-RPC error. */
export function registerCompletionHandler(server: Server, session: Promise<ProtocolSession>): void {
  server.setRequestHandler(CompleteRequestSchema, async (request) => {
    const { ref, argument, context } = request.params;
    // The prompt table loads with the first completion of a prompt argument, not at start-up.
    const allowed =
      ref.type === 'ref/prompt'
        ? ((await import('../prompts/prompt-table.js')).PROMPTS.find(
            (prompt) => prompt.name === ref.name,
          )?.arguments.map((arg) => arg.name) ?? [])
        : null;
    const completion = await (
      await session
    ).prompts.complete({
      argument: argument.name,
      value: argument.value,
      chosen: context?.arguments ?? {},
      allowed,
    });
    return { completion };
  });
}
