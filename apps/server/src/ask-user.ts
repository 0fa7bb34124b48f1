import type { Ask } from '@gitlab-mcp/catalog';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { ElicitRequestFormParams } from '@modelcontextprotocol/sdk/types.js';
import { elicitationValidatorReady } from './elicitation-validator.js';
import type { Logger } from './logging/logger.js';
import { questionForm, replyOf } from './user-questions.js';

/** The calling client's way to ask the user a question (MCP elicitation), or none when it cannot. */
export type Elicitor = () => Ask | undefined;

/** For calls with no client that could answer (stateless HTTP, direct calls). */
export const NO_ELICITOR: Elicitor = () => undefined;

/**
 * Asks through this server's client, one form-mode field per question; read per call, because the client's
 * capabilities are known only once it has initialized.
 */
export function elicitorOf(server: Server, logger: Logger): Elicitor {
  const ask: Ask = async (question) => {
    try {
      await elicitationValidatorReady();
      const answer = await server.elicitInput(questionForm(question) as ElicitRequestFormParams);
      return replyOf(answer, question);
    } catch (error) {
      // A client that claims elicitation but fails to answer has answered nothing: the caller stops there.
      logger.warn('elicitation failed', { error });
      return 'cancelled';
    }
  };
  return () => (server.getClientCapabilities()?.elicitation ? ask : undefined);
}
