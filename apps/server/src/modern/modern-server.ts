import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  Server,
  inputRequired,
} from '@modelcontextprotocol/server';
import type {
  CallToolResult,
  ElicitInputParams,
  ListToolsResult,
  ServerContext,
} from '@modelcontextprotocol/server';
import { isRecord, UNTRACED } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { clientFacts, NO_CONFIRM, NO_PROGRESS } from '../call-context.js';
import type { CallContext } from '../call-context.js';
import { completeArgument } from '../completions/register-completion-handler.js';
import { elicitationValidator } from '../elicitation-validator.js';
import type { Logger } from '../logging/logger.js';
import type { Progress } from '../call-context.js';
import { progressSender } from '../progress-sender.js';
import { promptList } from '../prompts/register-prompt-handlers.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { resourceAnswers } from '../resources/resource-answers.js';
import { INSTRUCTIONS, SERVER_INFO } from '../server-identity.js';
import { LIST_CACHE, modernCapabilities } from '../server-capabilities.js';
import { toolList } from '../tool-list.js';
import { answersOf, encodeState, roundOf } from './input-rounds.js';
import type { Round } from './input-rounds.js';
import { runsLong } from './long-actions.js';
import { declaresTasks, registerTaskRequests } from './task-requests.js';
import type { TaskStore } from './task-store.js';

/**
 * The server of one MCP 2026-07-28 request (the SDK's v2 line makes one per request): the same tools, resources,
 * prompts and completions as the 2025 revisions' server, with what the new revision changes — the client's info and
 * capabilities come with each request, confirmations and questions are input requests of a multi-round-trip call,
 * lists say how long they may be cached, and there is no logging (deprecated; the server logs on stderr).
 */
export function createModernServer(
  tenant: ProtocolTenant,
  logger: Logger,
  /** The credential's tasks: a long action's call is one of them when the client takes tasks. None: no tasks. */
  tasks?: TaskStore,
): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: modernCapabilities(tasks !== undefined),
    instructions: INSTRUCTIONS,
    // Never used: this revision asks through input requests, not elicitInput. Given so that the SDK's default
    // (Ajv) is neither built nor bundled (bundle.mjs).
    jsonSchemaValidator: elicitationValidator,
    // The lists change only when the credential's tenant is opened again (a new probe of GitLab's answer).
    cacheHints: { 'tools/list': LIST_CACHE, 'prompts/list': LIST_CACHE, 'server/discover': LIST_CACHE },
  });
  const opened = Promise.resolve(tenant);

  // Every surface's input schemas are object schemas (test/catalog checks them); the type does not say so.
  server.setRequestHandler('tools/list', () => toolList(opened) as Promise<ListToolsResult>);
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const { name } = request.params;
    const args = request.params.arguments ?? {};
    const contextOf = callContextOf(ctx, logger);
    // A long action for a client that takes tasks: answered at once with a task the client polls (tasks/get).
    if (tasks && declaresTasks(ctx) && runsLong(await tenant.actionOf(name, args))) {
      const task = tasks.start(async (answers, signal, report) => ({
        kind: 'result',
        // The task's result is the call's 2026-07-28 result, which names its result type as any answer does.
        result: {
          resultType: 'complete',
          ...(await tenant.callTool(
            name,
            args,
            contextOf(roundOf(answers), signal, (_done, _total, message) => report(message)),
          )),
        },
      }));
      if (task) return { resultType: 'task', ...task } as unknown as CallToolResult;
    }
    const answers = answersOf(ctx.mcpReq.requestState(), ctx.mcpReq.inputResponses);
    const progress = progressSender(request.params._meta?.progressToken, ctx.mcpReq.notify, logger);
    try {
      return (await tenant.callTool(
        name,
        args,
        contextOf(roundOf(answers), ctx.mcpReq.signal, progress),
      )) as CallToolResult;
    } catch (error) {
      if (!hasErrorCode(error, 'input_needed')) throw error;
      const { key, form, answered } = error.details;
      const requestState = encodeState(answered);
      return inputRequired({
        inputRequests: { [key]: inputRequired.elicit(form as ElicitInputParams) },
        ...(requestState ? { requestState } : {}),
      });
    }
  });
  if (tasks) registerTaskRequests(server, tasks);

  const resources = resourceAnswers(async () => tenant.resources, null);
  server.setRequestHandler('resources/list', resources.list);
  server.setRequestHandler('resources/templates/list', resources.templates);
  // A read or a prompt asks the user nothing (as before 2026-07-28): no round to answer from.
  server.setRequestHandler('resources/read', (request, ctx) =>
    resources.read(request.params.uri, callContextOf(ctx, logger)(null, ctx.mcpReq.signal, NO_PROGRESS)),
  );

  server.setRequestHandler('prompts/list', async () => ({ prompts: await promptList() }));
  server.setRequestHandler('prompts/get', (request, ctx) =>
    tenant.prompts.get(
      request.params.name,
      request.params.arguments,
      callContextOf(ctx, logger)(null, ctx.mcpReq.signal, NO_PROGRESS),
    ),
  );
  server.setRequestHandler('completion/complete', (request) => completeArgument(opened, request.params));
  return server;
}

/**
 * The CallContext of this request, built where it arrives: a round's answers confirm and reply; a client that
 * cannot show a form is not asked, so a destructive call then needs confirm=true, as on 2025. Who is calling comes
 * with each request's envelope. The revision has no logging: records go to stderr only.
 */
function callContextOf(
  ctx: ServerContext,
  logger: Logger,
): (round: Round | null, signal: AbortSignal, progress: Progress) => CallContext {
  const elicits = isRecord(envelopeOf(ctx, CLIENT_CAPABILITIES_META_KEY)?.elicitation);
  const version = (ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[PROTOCOL_VERSION_META_KEY];
  const client = clientFacts(
    envelopeOf(ctx, CLIENT_INFO_META_KEY),
    typeof version === 'string' ? version : undefined,
  );
  return (round, signal, progress) => {
    const asked = elicits ? round : null;
    return {
      signal,
      progress,
      confirm: asked?.confirm ?? NO_CONFIRM,
      elicit: () => asked?.ask,
      client,
      logger,
      trace: UNTRACED,
    };
  };
}

/** One of the request's `_meta` envelope entries (2026-07-28: who the client is and what it can do). */
function envelopeOf(ctx: ServerContext, key: string): Record<string, unknown> | undefined {
  const value = (ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[key];
  return isRecord(value) ? value : undefined;
}
