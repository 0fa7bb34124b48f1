import { Server } from '@modelcontextprotocol/server';
import type { CallToolResult, ListToolsResult, ServerContext } from '@modelcontextprotocol/server';
import { NO_PROGRESS } from '../call-context.js';
import { completeArgument } from '../completions/register-completion-handler.js';
import { elicitationValidator } from '../elicitation-validator.js';
import type { Logger } from '../logging/logger.js';
import { progressSender } from '../progress-sender.js';
import { promptList } from '../prompts/register-prompt-handlers.js';
import type { ProtocolTenant } from '../protocol-tenant.js';
import { resourceAnswers } from '../resources/resource-answers.js';
import { INSTRUCTIONS, SERVER_INFO } from '../server-identity.js';
import { LIST_CACHE, modernCapabilities } from '../server-capabilities.js';
import { toolList } from '../tool-list.js';
import { answersOf, roundOf } from './input-rounds.js';
import { runsLong } from './long-actions.js';
import { callContextOf, inputRequiredOf } from './modern-context.js';
import type { Envelope } from './modern-context.js';
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
    const contextOf = callContextOf(envelopeOf(ctx), logger);
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
      const asked = inputRequiredOf(error);
      if (!asked) throw error;
      return asked;
    }
  });
  if (tasks) registerTaskRequests(server, tasks);

  const resources = resourceAnswers(async () => tenant.resources, null);
  server.setRequestHandler('resources/list', resources.list);
  server.setRequestHandler('resources/templates/list', resources.templates);
  // A read or a prompt asks the user nothing (as before 2026-07-28): no round to answer from.
  server.setRequestHandler('resources/read', (request, ctx) =>
    resources.read(
      request.params.uri,
      callContextOf(envelopeOf(ctx), logger)(null, ctx.mcpReq.signal, NO_PROGRESS),
    ),
  );

  server.setRequestHandler('prompts/list', async () => ({ prompts: await promptList() }));
  server.setRequestHandler('prompts/get', (request, ctx) =>
    tenant.prompts.get(
      request.params.name,
      request.params.arguments,
      callContextOf(envelopeOf(ctx), logger)(null, ctx.mcpReq.signal, NO_PROGRESS),
    ),
  );
  server.setRequestHandler('completion/complete', (request) => completeArgument(opened, request.params));
  return server;
}

/** The request's `_meta` envelope, as the SDK lifted it off the request. */
function envelopeOf(ctx: ServerContext): Envelope {
  return ctx.mcpReq.envelope as Envelope;
}
