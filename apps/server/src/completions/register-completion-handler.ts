import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CompleteRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { INVALID_PARAMS, ProtocolError } from '../protocol-error.js';
import type { ProtocolTenant } from '../protocol-tenant.js';

/** completion/complete's params, as both protocol revisions send them. */
export interface CompleteParams {
  ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };
  argument: { name: string; value: string };
  context?: { arguments?: Record<string, string> };
}

/** completion/complete on the 2025 revisions (the SDK's v1 server). */
export function registerCompletionHandler(server: Server, tenant: Promise<ProtocolTenant>): void {
  server.setRequestHandler(CompleteRequestSchema, async (request) =>
    completeArgument(tenant, request.params),
  );
}

/**
 * completion/complete for prompt arguments and resource template variables. A prompt that does not exist is the
 * JSON-RPC error -32602, as the SDK's McpServer answers it; anything else (an argument nothing completes, GitLab
 * failing) is an empty completion.
 */
export async function completeArgument(tenant: Promise<ProtocolTenant>, params: CompleteParams) {
  const { ref, argument, context } = params;
  // The prompt table loads with the first completion of a prompt argument, not at start-up.
  const prompt =
    ref.type === 'ref/prompt'
      ? (await import('../prompts/prompt-table.js')).PROMPTS.find((candidate) => candidate.name === ref.name)
      : null;
  if (ref.type === 'ref/prompt' && !prompt)
    throw new ProtocolError(INVALID_PARAMS, `Unknown prompt: ${ref.name}`);
  const allowed = prompt ? prompt.arguments.map((arg) => arg.name) : null;
  const completion = await (
    await tenant
  ).prompts.complete({
    argument: argument.name,
    value: argument.value,
    chosen: context?.arguments ?? {},
    allowed,
  });
  return { completion };
}
