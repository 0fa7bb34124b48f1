import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CompleteRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ProtocolSession } from '../protocol-session.js';
import { PROMPTS } from '../prompts/prompt-table.js';

/** completion/complete for prompt arguments and resource template variables; never a JSON-RPC error. */
export function registerCompletionHandler(server: Server, session: Promise<ProtocolSession>): void {
  server.setRequestHandler(CompleteRequestSchema, async (request) => {
    const { ref, argument, context } = request.params;
    const allowed =
      ref.type === 'ref/prompt'
        ? (PROMPTS.find((prompt) => prompt.name === ref.name)?.arguments.map((arg) => arg.name) ?? [])
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
