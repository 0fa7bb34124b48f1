/**
 * What the server and its GitLab clients tell telemetry. One instance per process: the OpenTelemetry recorder when
 * `--telemetry` is on (apps/server/src/telemetry), otherwise NO_TELEMETRY, whose methods do nothing, so an
 * instrumented path costs one empty call and the SDK is never loaded. Here, beside the error types, because the
 * REST and GraphQL clients report to it and depend on nothing else of the server.
 */
export interface Telemetry {
  /** One MCP request that may call GitLab (tools/call, resources/read, prompts/get): `run` inside its span. */
  request<T>(request: McpRequestFacts, run: () => Promise<T>): Promise<T>;
  /** An action the running request runs: its catalog ID and the REST templates its requests follow. */
  callAction(action: string, routes: readonly string[]): void;
  /** The running call did not succeed: a result kind or a refusal reason (a small fixed set, never text). */
  callFailed(kind: string): void;
  /**
   * One GitLab request as sent (every attempt); the returned function ends it with GitLab's status or a transport
   * failure. Only its first call counts: a body that fails to parse after a status is not a second request.
   */
  gitlabRequest(request: GitLabRequestFacts): (status: number | null, failure: string | null) => void;
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

export const NO_TELEMETRY: Telemetry = {
  request: (_request, run) => run(),
  callAction: ignore,
  callFailed: ignore,
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
