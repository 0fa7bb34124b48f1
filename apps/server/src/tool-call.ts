import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isRecord } from '@gitlab-mcp/result';
import type { RenderedResult } from '@gitlab-mcp/result';
import type { CallContext } from './call-context.js';
import type { ProtocolTenant } from './protocol-tenant.js';

/** A tools/call request, read: what the call needs of it. */
export interface ToolCall {
  id: string | number;
  name: string;
  args: Record<string, unknown>;
  progressToken: string | number | undefined;
  /** Task-augmented (2025-11-25 `params.task`): this server takes no tasks on the 2025 revisions. */
  task: boolean;
}

/**
 * The request as a tools/call, by a look at the few fields the call reads; null when any of them is not what the
 * schema allows, so the caller refuses it with the schema's own wording (transport/connection-transport.ts).
 * Reading the whole request through the SDK's schemas, as its Server does (three times, then the answer once
 * more), cost more CPU than a call to GitLab.
 */
export function toolCallOf(message: unknown): ToolCall | null {
  if (!isRecord(message) || message.method !== 'tools/call') return null;
  const { id, params } = message;
  if ((typeof id !== 'string' && typeof id !== 'number') || !isRecord(params)) return null;
  const { name, arguments: args, _meta: meta, task } = params;
  if (typeof name !== 'string' || (args !== undefined && !isRecord(args))) return null;
  if (meta !== undefined && !isRecord(meta)) return null;
  const progressToken = meta?.progressToken;
  if (progressToken !== undefined && typeof progressToken !== 'string' && typeof progressToken !== 'number')
    return null;
  return { id, name, args: args ?? {}, progressToken, task: task !== undefined };
}

/** How a protocol revision words a call's outcome as its result. */
export interface ResultWording {
  /** The call's result as the revision sends it. */
  result: (result: RenderedResult) => Record<string, unknown>;
  /** A failure the revision answers with a result (2026-07-28: a question for the user); undefined otherwise. */
  failure: (error: unknown) => Record<string, unknown> | undefined;
}

/** The 2025 revisions: the result as built, and every failure a JSON-RPC error. */
const AS_BUILT: ResultWording = {
  // A RenderedResult is a CallToolResult; the SDK's message type wants it as an open record.
  result: (result) => result as unknown as Record<string, unknown>,
  failure: () => undefined,
};

/**
 * The one path of a tools/call, whichever transport and revision brought it (stdio, a stateful HTTP session, a
 * stateless POST, a 2026-07-28 connection): the call on the tenant under the request's context, answered as the
 * JSON-RPC message the SDK would send. Our own result is sent as built, never parsed again.
 */
export async function answerToolCall(
  tenant: Promise<ProtocolTenant>,
  call: ToolCall,
  context: CallContext,
  wording: ResultWording = AS_BUILT,
): Promise<JSONRPCMessage> {
  try {
    // The SDK's Server answers a task-augmented call of a server without the tasks capability this way.
    if (call.task) throw new Error('Server does not support task creation (required for tools/call)');
    const result = await (await tenant).callTool(call.name, call.args, context);
    return { jsonrpc: '2.0', id: call.id, result: wording.result(result) };
  } catch (error) {
    const answered = wording.failure(error);
    if (answered) return { jsonrpc: '2.0', id: call.id, result: answered };
    // As the SDK's Protocol answers a failed handler: the error's code when it has one, else internal error.
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
    return {
      jsonrpc: '2.0',
      id: call.id,
      error: {
        code: Number.isSafeInteger(code) ? (code as number) : INTERNAL_ERROR,
        message: typeof message === 'string' ? message : 'Internal error',
        ...(data !== undefined ? { data } : {}),
      },
    };
  }
}

const INTERNAL_ERROR = -32603;
