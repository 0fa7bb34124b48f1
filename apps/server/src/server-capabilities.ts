/**
 * The capabilities a 2025-era Server announces in its initialize answer. A module of its own, without the SDK: the
 * stdio opening is answered from it before the SDK loads (transport/early-answer.ts), and createMcpServer gives
 * the same object to the SDK's Server, so the two answers cannot drift apart (the same for 2026-07-28 below).
 */
export function legacyCapabilities(
  /** The connection outlives one request (stdio, stateful HTTP). */
  stateful: boolean,
) {
  return {
    tools: { listChanged: false },
    // Subscriptions only where a connection outlives a request. The lists never change during a connection, so
    // no list_changed notification is ever sent.
    resources: stateful ? { subscribe: true, listChanged: false } : { listChanged: false },
    prompts: {},
    completions: {},
    // Stateless HTTP answers each POST on a Server of its own: a level set by one POST is gone before the
    // next, so no log notification could ever follow it. The capability is offered only where it works.
    ...(stateful ? { logging: {} } : {}),
  };
}

/** The Tasks extension's identifier, in the client's per-request capabilities and the server's discover answer. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** reference-server.md §6: lists may be cached an hour, per user; reads say how long their own data lives. */
export const LIST_CACHE = { ttlMs: 3_600_000, cacheScope: 'private' } as const;

/** The capabilities a 2026-07-28 Server announces (createModernServer), which its discover answer carries. */
export function modernCapabilities(
  /** Long actions may be answered with tasks (the connection or credential has a task store). */
  withTasks: boolean,
) {
  return {
    tools: { listChanged: false },
    // Updates reach the client through subscriptions/listen (modern-http.ts watches the URIs it names).
    resources: { subscribe: true, listChanged: false },
    prompts: { listChanged: false },
    completions: {},
    ...(withTasks ? { extensions: { [TASKS_EXTENSION]: {} } } : {}),
  };
}
