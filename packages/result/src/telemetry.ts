/**
 * What the server and its GitLab clients tell telemetry. One instance per process: the OpenTelemetry recorder when
 * `--telemetry` is on (apps/server/src/telemetry), otherwise NO_TELEMETRY, whose methods do nothing, so an
 * instrumented path costs one empty call and the SDK is never loaded. Here, beside the error types, because the
 * REST and GraphQL clients report to it and depend on nothing else of the server.
 *
 * Nothing of a request is ambient: `request` hands its run the request's CallTrace, which travels by argument
 * (CallContext.trace, the clients' per-call `trace` option) to every GitLab request and log line of the request.
 */

/** Where a GitLab request is recorded: under an MCP request's span (CallTrace), or as one of no request (Telemetry). */
export interface GitLabRequestRecorder {
  /**
   * One GitLab request as sent (every attempt); the returned function ends it with GitLab's status or a transport
   * failure. Only its first call counts: a body that fails to parse after a status is not a second request.
   */
  gitlabRequest(request: GitLabRequestFacts): (status: number | null, failure: string | null) => void;
}

/** One MCP request in its span, as its call path and its GitLab requests report to it. */
export interface CallTrace extends GitLabRequestRecorder {
  /** An action the request runs: its catalog ID and the REST templates its requests follow. */
  callAction(action: string, routes: readonly string[]): void;
  /** The request did not succeed: a result kind or a refusal reason (a small fixed set, never text). */
  callFailed(kind: string): void;
}

/**
 * The process's recorder. Its own `gitlabRequest` records a request no MCP request owns (the session's opening
 * probe, a completion's cached read): a span of a trace of its own.
 */
export interface Telemetry extends GitLabRequestRecorder {
  /** One MCP request that may call GitLab (tools/call, resources/read, prompts/get): `run` inside its span. */
  request<T>(request: McpRequestFacts, run: (trace: CallTrace) => Promise<T>): Promise<T>;
  /** This server's own rate limit refused a call (HTTP mode). */
  rateLimited(): void;
  /** How many credentials the HTTP tenant pool holds now. */
  credentials(count: number): void;
}

export interface McpRequestFacts {
  method: 'tools/call' | 'resources/read' | 'prompts/get';
  /**
   * What the request names, from a small known set: the tool, the prompt, or the resource's URI template (never the
   * URI read: it holds the caller's values).
   */
  target: string;
  surface: string;
  /** The GitLab user the call runs as: recorded only as `--telemetry-identity` allows. */
  user: { id: number | null; username: string };
}

export interface GitLabRequestFacts {
  api: 'rest' | 'graphql';
  method: string;
  /** The path as sent, IDs filled in: telemetry records only the template it matches. */
  path: string;
  /** 1 for the first attempt, more for a retry. */
  attempt: number;
  /** GraphQL: the document's operation name (ours, never the caller's). */
  operation?: string;
}

const ignore = (): void => undefined;

/**
 * The trace of what no recorded request owns: every request while telemetry is off, and the server's own reads (a
 * completion's cached read). Its GitLab requests are the process's, recorded under no span.
 */
export const UNTRACED: CallTrace = {
  callAction: ignore,
  callFailed: ignore,
  gitlabRequest: (request) => current.gitlabRequest(request),
};

export const NO_TELEMETRY: Telemetry = {
  request: (_request, run) => run(UNTRACED),
  gitlabRequest: () => ignore,
  rateLimited: ignore,
  credentials: ignore,
};

let current: Telemetry = NO_TELEMETRY;

/** The process's telemetry: NO_TELEMETRY until the server installs a recorder. */
export function telemetry(): Telemetry {
  return current;
}

export function installTelemetry(recorder: Telemetry): void {
  current = recorder;
}
