import {
  CLIENT_CAPABILITIES_META_KEY,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
} from '@modelcontextprotocol/server';
import type { Server, ServerContext } from '@modelcontextprotocol/server';
import { isRecord } from '@gitlab-mcp/result';
import { z } from 'zod';
import { TASKS_EXTENSION } from '../server-capabilities.js';
import { answersOf } from './input-rounds.js';
import type { TaskStore } from './task-store.js';

/** Whether the request's client declared the Tasks extension: only then may it be answered with a task. */
export function declaresTasks(ctx: ServerContext): boolean {
  return declaresTasksIn(
    (ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[CLIENT_CAPABILITIES_META_KEY],
  );
}

function declaresTasksIn(capabilities: unknown): boolean {
  return (
    isRecord(capabilities) && isRecord(capabilities.extensions) && TASKS_EXTENSION in capabilities.extensions
  );
}

/**
 * A subscriptions/listen that asks for task notifications (`taskIds`) from a client that does not declare the
 * extension is refused -32021, as the extension requires. A declaring client's stream is acknowledged without
 * them (the SDK's router acknowledges only what it can deliver): tasks are polled with tasks/get, not pushed.
 */
export function checkTaskListen(body: unknown): void {
  if (!isRecord(body) || body.method !== 'subscriptions/listen' || !isRecord(body.params)) return;
  const { notifications, _meta: meta } = body.params;
  if (!isRecord(notifications) || notifications.taskIds === undefined) return;
  if (!declaresTasksIn(isRecord(meta) ? meta[CLIENT_CAPABILITIES_META_KEY] : undefined))
    throw missingExtension();
}

const taskParams = z.object({ taskId: z.string() });
const updateParams = taskParams.extend({ inputResponses: z.record(z.string(), z.unknown()) });

/**
 * tasks/get, tasks/update and tasks/cancel over the credential's tasks. A client that does not declare the
 * extension is refused -32021, as the extension requires; an ID the credential does not hold is -32602, the same
 * whether it never existed, expired or belongs to another token.
 */
export function registerTaskRequests(server: Server, tasks: TaskStore): void {
  server.setRequestHandler('tasks/get', { params: taskParams }, ({ taskId }, ctx) => {
    requireExtension(ctx);
    const task = tasks.get(taskId);
    if (!task) throw notFound();
    return task;
  });
  server.setRequestHandler('tasks/update', { params: updateParams }, ({ taskId, inputResponses }, ctx) => {
    requireExtension(ctx);
    if (!tasks.update(taskId, answersOf(undefined, inputResponses))) throw notFound();
    return {};
  });
  server.setRequestHandler('tasks/cancel', { params: taskParams }, ({ taskId }, ctx) => {
    requireExtension(ctx);
    if (!tasks.cancel(taskId)) throw notFound();
    return {};
  });
}

function requireExtension(ctx: ServerContext): void {
  if (!declaresTasks(ctx)) throw missingExtension();
}

function missingExtension(): MissingRequiredClientCapabilityError {
  return new MissingRequiredClientCapabilityError(
    { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } },
    'Missing required client capability',
  );
}

function notFound(): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, 'Failed to retrieve task: Task not found');
}
