/** The GitLab licence tier the sandbox pretends to run. */
export type Tier = 'free' | 'premium' | 'ultimate';

/** Options of {@link startSandbox}; every field is optional. */
export interface SandboxOptions {
  /** Default 'ultimate'; '/license' answers 404 on free. */
  tier?: Tier;
  /** Reserved for deterministic generated data; default 1. */
  seed?: number;
  /** Initial fault rules. */
  faults?: FaultRule[];
  /** The instance's external URL used in every web_url; default 'https://gitlab.example.com'. */
  externalUrl?: string;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** PEM key and certificate; when given the sandbox serves HTTPS. */
  tls?: { key: string; cert: string };
  /**
   * Serve GitLab under a sub-path (`/gitlab`), as an instance with a relative URL root does: the API is then at
   * `/gitlab/api/v4`, and every path outside the sub-path is the web server's 404. Default: the root.
   */
  basePath?: string;
  /** Freeze the sandbox clock at this ISO time (timestamps of writes); default: real time. */
  now?: string;
}

/** The tokens the sandbox accepts, one per kind the server must handle. */
export interface SandboxTokens {
  /** Classic PAT of root with api, read_api, read_user, read_repository, write_repository, admin_mode, sudo. */
  api: string;
  /** Classic PAT of root with read_api only. */
  readApi: string;
  /** Classic PAT of root with api and read_user (no admin_mode). */
  noAdmin: string;
  /** Fine-grained PAT: scopes ['granular'], grant readable at /personal_access_tokens/self. */
  fineGrained: string;
  /** OAuth access token, sent as 'Authorization: Bearer'. */
  oauth: string;
  /** CI job token, sent as 'JOB-TOKEN'. */
  job: string;
  /** Classic PAT of the non-admin user alice, scopes api, read_api, read_user. */
  alice: string;
}

/** One request as the sandbox saw it. */
export interface LoggedRequest {
  method: string;
  /**
   * Which part of GitLab answered: the REST API (under `/api/v4`), GraphQL (`/api/graphql`), or the web app (any
   * other path, answered with its HTML 404 page: an API client that lands there has built a wrong URL).
   */
  surface: RequestSurface;
  /** After /api/v4 for REST, `/api/graphql` for GraphQL, the full path as received for the web app; no query. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; PRIVATE-TOKEN / Authorization / JOB-TOKEN values replaced by '[REDACTED]'. */
  headers: Record<string, string>;
  status: number;
  /** The page facts of the answer (`x-page`, `x-total`, … and `link`, names in lower case); empty when it had none. */
  pageHeaders: Record<string, string>;
  /** Date.now() when the request arrived. */
  startedAt: number;
  /** Parsed JSON or form body of a write. */
  body?: unknown;
  /**
   * Names sent to an endpoint with a contract table that GitLab does not declare there (it would ignore them, so a
   * client sending one has lost a parameter); absent when none were, or the endpoint has no table.
   */
  undeclared?: string[];
}

export type RequestSurface = 'rest' | 'graphql' | 'oauth' | 'web';

/** Read access to the sandbox's request log. */
export interface RequestLog {
  all(): readonly LoggedRequest[];
  clear(): void;
}

/** A failure the sandbox can be told to produce instead of (or before) its normal answer. */
export type Fault =
  | { kind: 'status'; status: 429; retryAfter?: number }
  | { kind: 'status'; status: 500 | 502 | 503 }
  | { kind: 'delay'; ms: number }
  | { kind: 'reset' }
  | { kind: 'malformed_json' }
  /** The real answer's headers and half its body, then the connection dropped (a download failing mid-way). */
  | { kind: 'cut_body' }
  | { kind: 'html_error'; status: number }
  /**
   * A misbehaving GitLab (or a proxy in front of it) quoting the request's credential in its error: the JSON
   * `message` carries the token the request was sent with, whatever its header.
   */
  | { kind: 'echo_token'; status: 400 | 403 | 422 };

/** Which requests a fault hits. */
export interface FaultRule {
  /** Any method when omitted. */
  method?: string;
  /** Matched against LoggedRequest.path ('/projects/42/repository/branches'). */
  path: string | RegExp;
  /** How many matching requests it hits; default: every one. */
  times?: number;
  fault: Fault;
}

/** A running sandbox. */
export interface Sandbox {
  /** Base URL, sub-path included, e.g. 'http://127.0.0.1:38123' (REST at `${url}/api/v4`, GraphQL at `${url}/api/graphql`). */
  url: string;
  tokens: SandboxTokens;
  requests: RequestLog;
  faults: { add(rule: FaultRule): void; clear(): void };
  close(): Promise<void>;
}
