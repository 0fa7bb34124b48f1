/**
 * The capabilities a 2025-era Server announces in its initialize answer. A module of its own, without the SDK: the
 * stdio opening is answered from it before the SDK loads (transport/early-initialize.ts), and createMcpServer gives
 * the same object to the SDK's Server, so the two answers cannot drift apart.
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
