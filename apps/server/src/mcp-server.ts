import { UNTRACED } from '@gitlab-mcp/result';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ListToolsRequestSchema, SetLevelRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { elicitorOf } from './ask-user.js';
import { elicitationValidator, elicitationValidatorReady } from './elicitation-validator.js';
import { clientFacts, NO_PROGRESS } from './call-context.js';
import type { CallContext, Confirmer } from './call-context.js';
import { listen } from './client-logs.js';
import { registerCompletionHandler } from './completions/register-completion-handler.js';
import type { Logger, LogLevel } from './logging/logger.js';
import { registerPromptHandlers } from './prompts/register-prompt-handlers.js';
import { progressSender } from './progress-sender.js';
import type { Progress } from './call-context.js';
import type { ProtocolTenant } from './protocol-tenant.js';
import { registerResourceHandlers } from './resources/resource-handlers.js';
import { WorkspaceRoots } from './resources/workspace-roots.js';
import { answerToolCall } from './tool-call.js';
import { toolList } from './tool-list.js';
import { ConnectionTransport } from './transport/connection-transport.js';
import { confirmationForm, isConfirmed } from './user-questions.js';
import { INSTRUCTIONS, SERVER_INFO } from './server-identity.js';
import { legacyCapabilities } from './server-capabilities.js';

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

/** One MCP connection of the 2025 revisions: its Server, and how a transport is connected to it. */
export interface McpConnection {
  server: Server;
  /** Connects the Server through ConnectionTransport, where tools/call is answered and requests are guarded. */
  connect(transport: Transport): Promise<void>;
  workspace: WorkspaceRoots;
}

/**
 * The MCP protocol side: tools/list and tools/call on the chosen surface, logging/setLevel, and elicitation for
 * confirmations. `tenant` resolves once GitLab has been probed; initialize is answered before that, so a slow
 * GitLab never delays the handshake.
 */
export function createMcpServer(
  tenant: Promise<ProtocolTenant>,
  logger: Logger,
  /** The connection outlives one request (stdio, stateful HTTP): resource subscriptions are offered. */
  stateful = false,
): McpConnection {
  const server = new Server(SERVER_INFO, {
    capabilities: legacyCapabilities(stateful),
    jsonSchemaValidator: elicitationValidator,
    instructions: INSTRUCTIONS,
  });

  // Records logged for this connection's requests reach its client only (client-logs.ts).
  const connectionLogger = logger.boundTo(server);
  const confirm: Confirmer = async (message) => {
    if (!server.getClientCapabilities()?.elicitation) return null;
    try {
      await elicitationValidatorReady();
      return isConfirmed(await server.elicitInput(confirmationForm(message) as ElicitRequestFormParams));
    } catch (error) {
      // A client that claims elicitation but fails to answer has not confirmed: nothing destructive runs.
      connectionLogger.warn('confirmation request failed', { error });
      return false;
    }
  };
  const elicit = elicitorOf(server, connectionLogger);
  let connection: ConnectionTransport | undefined;
  /**
   * The CallContext of a request of this connection, built as it arrives: its signal and progress, this
   * connection's asker and logger, its client as initialize told it (a stateless POST's Server never saw one).
   */
  const contextOf = (signal: AbortSignal, progress: Progress): CallContext => ({
    signal,
    progress,
    confirm,
    elicit,
    client: clientFacts(server.getClientVersion(), connection?.protocolVersion),
    logger: connectionLogger,
    trace: UNTRACED,
  });

  server.setRequestHandler(ListToolsRequestSchema, () => toolList(tenant));

  const workspace = new WorkspaceRoots(server, connectionLogger);
  registerResourceHandlers(server, tenant, connectionLogger, workspace, stateful, (signal) =>
    contextOf(signal, NO_PROGRESS),
  );
  registerPromptHandlers(server, tenant, (signal) => contextOf(signal, NO_PROGRESS));
  registerCompletionHandler(server, tenant);

  if (stateful)
    server.setRequestHandler(SetLevelRequestSchema, async (request) => {
      listen(logger, server, MCP_LEVEL[request.params.level] ?? 'info');
      return {};
    });

  return {
    server,
    workspace,
    // A stateful connection is one session, which starts with initialize (stateless HTTP has no session).
    connect: (transport) =>
      server.connect(
        (connection = new ConnectionTransport(transport, {
          requireInitialize: stateful,
          initialized: () => server.getClientVersion() !== undefined,
          answer: (call, signal, notify) => {
            const progress = progressSender(call.progressToken, notify, connectionLogger);
            return answerToolCall(tenant, call, contextOf(signal, progress));
          },
        })),
      ),
  };
}
