import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { GetPromptRequestSchema, ListPromptsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ICONS } from '../icons.js';
import type { ProtocolSession } from '../protocol-session.js';
import { PROMPTS } from './prompt-table.js';

/** prompts/list's answer, built once: HTTP mode makes a Server per request. */
const LISTED = PROMPTS.map((prompt) => ({
  name: prompt.name,
  title: prompt.title,
  description: prompt.description,
  arguments: prompt.arguments.map((argument) => ({ ...argument })),
  icons: ICONS,
}));

/** prompts/list from the table (no GitLab needed) and prompts/get through the session, once GitLab is probed. */
export function registerPromptHandlers(server: Server, session: Promise<ProtocolSession>): void {
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: LISTED }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) =>
    (await session).prompts.get(request.params.name, request.params.arguments),
  );
}
