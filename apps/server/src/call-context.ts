import { telemetry, UNTRACED } from '@gitlab-mcp/result';
import type { CallTrace, McpRequestFacts } from '@gitlab-mcp/result';
import type { Elicitor } from './ask-user.js';
import { NO_ELICITOR } from './ask-user.js';
import { NEVER_CANCELLED } from './execute/call-signal.js';
import type { Logger } from './logging/logger.js';

/** Reports how far a call has come; a no-op when the client sent no progress token. */
export type Progress = (done: number, total: number | null, message: string) => void;

/** Asks the user to confirm a destructive action: true when they accepted, null when the client cannot ask. */
export type Confirmer = (message: string) => Promise<boolean | null>;

/** Who is calling, as its request (2026-07-28) or its connection's initialize (2025 revisions) said. */
export interface ClientFacts {
  name: string | undefined;
  version: string | undefined;
  /** The protocol revision the request arrived under; undefined when the client never said (stateless POSTs). */
  protocolVersion: string | undefined;
  /** Codex gets answers shaped for it (GITLAB_MCP_CLIENT_COMPAT=auto). */
  isCodex: boolean;
}

/**
 * Everything that belongs to one request rather than to the credential's tenant, built where the request arrives
 * (mcp-server.ts for the 2025 revisions, modern/modern-server.ts for 2026-07-28) and passed down by argument to the
 * action, its approvals and questions, and its GitLab requests. A tenant (one per credential over HTTP) serves many
 * requests at once, so nothing here may live on it.
 */
export interface CallContext {
  /** The request's cancellation and deadline (execute/call-signal.ts): every GitLab request of it carries it. */
  signal: AbortSignal;
  progress: Progress;
  confirm: Confirmer;
  /** Who answers an action's questions to the user (the interactive wizards); none when the client cannot be asked. */
  elicit: Elicitor;
  client: ClientFacts;
  /**
   * The session's logger, bound to the requesting connection: its records reach that client only (client-logs.ts).
   * Inside a traced request it is also bound to the request's trace: its lines are exported joined to the span.
   */
  logger: Logger;
  /**
   * The request's telemetry span (tracedRequest): its action and failure are recorded on it, and its GitLab requests
   * and log lines under it. UNTRACED until the request enters one, and always with telemetry off.
   */
  trace: CallTrace;
}

export const NO_CONFIRM: Confirmer = async () => null;
export const NO_PROGRESS: Progress = () => undefined;

export function clientFacts(
  info: { name?: unknown; version?: unknown } | undefined,
  protocolVersion: string | undefined,
): ClientFacts {
  const name = typeof info?.name === 'string' ? info.name : undefined;
  return {
    name,
    version: typeof info?.version === 'string' ? info.version : undefined,
    protocolVersion,
    isCodex: /codex/i.test(name ?? ''),
  };
}

const UNKNOWN_CLIENT = clientFacts(undefined, undefined);

/**
 * The context of the server's own reads, which no client request owns (a subscription's poll, a cached
 * completion): nobody to ask, no progress to report, never cancelled.
 */
export function ownReadContext(logger: Logger, signal: AbortSignal = NEVER_CANCELLED): CallContext {
  return {
    signal,
    progress: NO_PROGRESS,
    confirm: NO_CONFIRM,
    elicit: NO_ELICITOR,
    client: UNKNOWN_CLIENT,
    logger,
    trace: UNTRACED,
  };
}

/**
 * Runs one MCP request that may call GitLab inside its telemetry span, its context carrying the span to everything
 * the request does. With telemetry off the trace is UNTRACED and the context is passed on as it came.
 */
export function tracedRequest<T>(
  facts: McpRequestFacts,
  context: CallContext,
  run: (context: CallContext) => Promise<T>,
): Promise<T> {
  return telemetry().request(facts, (trace) =>
    run(trace === UNTRACED ? context : { ...context, trace, logger: context.logger.tracedBy(trace) }),
  );
}
