import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  SetLevelRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { elicitorOf } from './ask-user.js';
import { elicitationValidator, elicitationValidatorReady } from './elicitation-validator.js';
import { listen, ownMessages } from './client-logs.js';
import type { Elicitor } from './ask-user.js';
import { registerCompletionHandler } from './completions/register-completion-handler.js';
import type { Confirmer } from './execute/execute-action.js';
import { callSignal } from './execute/call-signal.js';
import type { Logger, LogLevel } from './logging/logger.js';
import { registerPromptHandlers } from './prompts/register-prompt-handlers.js';
import { progressSender } from './progress-sender.js';
import type { ProtocolSession } from './protocol-session.js';
import { registerResourceHandlers, resourcesCapability } from './resources/resource-handlers.js';
import { WorkspaceRoots } from './resources/workspace-roots.js';
import { toolList } from './tool-list.js';
import { guardProtocol } from './transport/protocol-guard.js';
import { confirmationForm, isConfirmed } from './user-questions.js';
import { INSTRUCTIONS, SERVER_INFO } from './server-identity.js';

const MCP_LEVEL: Record<string, LogLevel> = {
  debug: 'debug',
  info: 'info',
  notice: 'info',
  warning: 'warn',
  error: 'error',
  critical: 'error',
  alert: 'error',
  emergency: 'error',
};

/**
 * The MCP protocol side: tools/list and tools/call on the chosen surface, logging/setLevel, and elicitation for
 * confirmations. `session` resolves once GitLab has been probed; initialize is answered before that, so a slow
 * GitLab never delays the handshake.
 */
export function createMcpServer(
  session: Promise<ProtocolSession>,
  logger: Logger,
  /** The connection outlives one request (stdio, stateful HTTP): resource subscriptions are offered. */
  stateful = false,
): { server: Server; confirm: Confirmer; elicit: Elicitor; workspace: WorkspaceRoots } {
  const server = new Server(SERVER_INFO, {
    capabilities: {
      tools: { listChanged: false },
      resources: resourcesCapability(stateful),
      prompts: {},
      completions: {},
      // Stateless HTTP answers each POST on a Server of its own: a level set by one POST is gone before the
      // next, so no log notification could ever follow it. The capability is offered only where it works.
      ...(stateful ? { logging: {} } : {}),
    },
    jsonSchemaValidator: elicitationValidator,
    instructions: INSTRUCTIONS,
  });

  const confirm: Confirmer = async (message) => {
    if (!server.getClientCapabilities()?.elicitation) return null;
    try {
      await elicitationValidatorReady();
      return isConfirmed(await server.elicitInput(confirmationForm(message) as ElicitRequestFormParams));
    } catch (error) {
      // A client that claims elicitation but fails to answer has not confirmed: nothing destructive runs.
      logger.warn('confirmation request failed', { error });
      return false;
    }
  };

  server.setRequestHandler(ListToolsRequestSchema, () => toolList(session));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const progress = progressSender(request.params._meta?.progressToken, extra.sendNotification, logger);
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    return (await (
      await session
    ).callTool(request.params.name, args, progress, callSignal(extra.signal))) as CallToolResult;
  });

  const workspace = new WorkspaceRoots(server, logger);
  registerResourceHandlers(server, session, logger, workspace, stateful);
  registerPromptHandlers(server, session);
  registerCompletionHandler(server, session);

  // A stateful connection is one session, which starts with initialize (stateless HTTP has no session).
  guardProtocol(server, { requireInitialize: stateful });
  if (stateful) {
    ownMessages(server);
    server.setRequestHandler(SetLevelRequestSchema, async (request) => {
      listen(logger, server, MCP_LEVEL[request.params.level] ?? 'info');
      return {};
    });
  }

  return { server, confirm, elicit: elicitorOf(server, logger), workspace };
}
