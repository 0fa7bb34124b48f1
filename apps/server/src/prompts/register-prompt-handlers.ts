import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { GetPromptRequestSchema, ListPromptsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Prompt } from '@modelcontextprotocol/sdk/types.js';
import type { CallContext } from '../call-context.js';
import { ICONS } from '../icons.js';
import type { ProtocolTenant } from '../protocol-tenant.js';

/**
 * prompts/list's answer, built once on the first prompts/list: HTTP mode makes a Server per request, and the
 * table is not parsed before a client asks for it.
 */
let listed: Promise<Prompt[]> | undefined;
export const promptList = (): Promise<Prompt[]> =>
  (listed ??= import('./prompt-table.js').then(({ PROMPTS }) =>
    PROMPTS.map((prompt) => ({
      name: prompt.name,
      title: prompt.title,
      description: prompt.description,
      arguments: prompt.arguments.map((argument) => ({ ...argument })),
      icons: ICONS,
    })),
  ));

/** prompts/list from the table (no GitLab needed) and prompts/get through the tenant, once GitLab is probed. */
export function registerPromptHandlers(
  server: Server,
  tenant: Promise<ProtocolTenant>,
  /** The request's CallContext, from its signal (mcp-server.ts). */
  contextOf: (signal: AbortSignal) => CallContext,
): void {
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: await promptList() }));
  server.setRequestHandler(GetPromptRequestSchema, async (request, extra) =>
    (await tenant).prompts.get(request.params.name, request.params.arguments, contextOf(extra.signal)),
  );
}
