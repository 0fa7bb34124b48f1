/**
 * The GraphQL client over graphql-request: `rawRequest` with `errorPolicy: 'all'`, so partial data arrives beside
 * its errors instead of being thrown away; one deadline per call; typed errors; OF-54 page facts; OF-71 notes.
 * Answers are never validated: callers select what they need and tolerate nulls.
 */
import type { ClientError, GraphQLClient } from 'graphql-request';
import { callCancelled, pauseUnlessCancelled, telemetry } from '@gitlab-mcp/result';
import type { GitLabRequestRecorder, PageInfo, TransportFailure } from '@gitlab-mcp/result';
import { hasErrorCode } from '@gitlab-mcp/result/errors';
import { connectionItems, cursorPageInfo } from './cursor-pagination.js';
import type { Connection } from './cursor-pagination.js';
import type { GraphqlDocument } from './documents/graphql-document.js';
import { GRAPHQL_EMPTY_LIST_NOTE, GRAPHQL_NOT_FOUND_NOTE } from '@gitlab-mcp/result';
import { apiErrorFromGraphql, partialNotes, readErrors, transportFailure } from './graphql-errors.js';
import type { GraphqlError } from './graphql-errors.js';

/** Same shape as the REST client's credential: `private` PRIVATE-TOKEN, `oauth` Bearer, `job` JOB-TOKEN. */
export interface GraphqlCredential {
  kind: 'private' | 'oauth' | 'job';
  token: string;
}

export type GraphqlFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface GraphqlClientOptions {
  /** The instance's base URL, sub-path included; GraphQL is at `/api/graphql` under it. */
  url: string;
  credential: GraphqlCredential;
  /**
   * Pass `createGitLabFetch(...)` from `@gitlab-mcp/rest`: it applies GITLAB_MCP_SKIP_TLS_VERIFY and types TLS and
   * connection failures the same way as REST. Default: the global fetch.
   */
  fetch?: GraphqlFetch;
  /** Each call's deadline. Default 30 s. */
  timeoutMs?: number;
  /** The credential is a fine-grained personal access token: null and empty answers carry OF-71 notes. */
  fineGrained?: boolean;
  /**
   * Whether a failed query is sent again, and after how long: pass `readRetry()` from `@gitlab-mcp/rest` so both
   * clients follow one policy. Mutations are never repeated. Default: no retries.
   */
  retry?: QueryRetry;
}

/** What went wrong with one attempt, as the REST client's retry policy reads it. */
export type QueryFailure =
  | { kind: 'status'; status: number; retryAfter: number | null }
  | { kind: 'transport'; failure: TransportFailure };

/** Milliseconds to wait before the next attempt of a query, or null when the failure ends the call. */
export type QueryRetry = (failure: QueryFailure, attempt: number, remainingMs: number) => number | null;

export interface CallOptions {
  timeoutMs?: number;
  /** The MCP call's cancellation: once aborted, nothing more is sent and nothing retried. */
  signal?: AbortSignal;
  /** The MCP call's trace: each attempt is recorded under its span; without one, as a request of no call. */
  trace?: GitLabRequestRecorder;
}

/** GitLab's data, the errors that came beside it, and the notes to show with it. */
export interface GraphqlAnswer<Data> {
  data: Data;
  errors: GraphqlError[];
  notes: string[];
}

export interface GraphqlList<T> {
  items: T[];
  pageInfo: PageInfo;
  errors: GraphqlError[];
  notes: string[];
}

export interface GraphqlClient {
  query<D, V extends object>(
    document: GraphqlDocument<D, V>,
    variables?: V,
    options?: CallOptions,
  ): Promise<GraphqlAnswer<D>>;
  /** A list read: `select` picks the connection out of the data. */
  list<D, V extends object, T>(
    document: GraphqlDocument<D, V>,
    variables: V,
    select: (data: D) => Connection<T> | null | undefined,
    options?: CallOptions & { pagesBackward?: boolean },
  ): Promise<GraphqlList<T>>;
  /** A single-object read: `select` picks the object; null means not found (or, fine-grained, not granted). */
  get<D, V extends object, T>(
    document: GraphqlDocument<D, V>,
    variables: V,
    select: (data: D) => T | null | undefined,
    options?: CallOptions,
  ): Promise<GraphqlAnswer<T | null>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Where GraphQL is, under the instance's base URL: how a cancelled query names its request. */
const GRAPHQL_PATH = '/api/graphql';

export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const endpoint = `${options.url.replace(/\/+$/, '')}${GRAPHQL_PATH}`;
  // graphql-request brings graphql-js (0.7 MB, 40 % of the server's GitLab code): loaded on the first GraphQL
  // call, not at start-up, since most tenants only ever call REST.
  let library: Promise<{ client: GraphQLClient; ClientError: typeof ClientError }>;
  const load = () =>
    (library ??= import('graphql-request').then(({ GraphQLClient, ClientError }) => ({
      ClientError,
      client: new GraphQLClient(endpoint, {
        headers: authHeaders(options.credential),
        errorPolicy: 'all',
        ...(options.fetch ? { fetch: options.fetch as typeof fetch } : {}),
      }),
    })));
  const fineGrained = options.fineGrained === true;

  /** One call: a query is repeated as `retry` says, all attempts within one deadline; a mutation is sent once. */
  async function query<D, V extends object>(
    document: GraphqlDocument<D, V>,
    variables?: V,
    call: CallOptions = {},
  ): Promise<GraphqlAnswer<D>> {
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // The deadline is GitLab's time: loading the library (seconds on a busy machine, once) is not counted.
    const library = await load();
    const deadline = Date.now() + timeoutMs;
    const retry = MUTATION.test(document.source) ? undefined : options.retry;
    const cancel = call.signal;
    const recorder = call.trace ?? telemetry();
    for (let attempt = 1; ; attempt += 1) {
      if (cancel?.aborted) throw callCancelled('POST', GRAPHQL_PATH, false);
      const ended = recorder.gitlabRequest({
        api: 'graphql',
        method: 'POST',
        path: GRAPHQL_PATH,
        attempt,
        operation: document.name,
      });
      try {
        const answer = await attemptQuery(
          library,
          document,
          variables,
          Math.max(1, deadline - Date.now()),
          timeoutMs,
          cancel,
        );
        ended(200, null);
        return answer;
      } catch (error) {
        if (cancel?.aborted) throw callCancelled('POST', GRAPHQL_PATH, true);
        const failure = failureOf(error);
        if (failure?.kind === 'status') ended(failure.status, null);
        else ended(null, failure?.failure ?? 'internal');
        const wait = retry && failure ? retry(failure, attempt, deadline - Date.now()) : null;
        if (wait === null) throw error;
        await pauseUnlessCancelled(wait, cancel);
      }
    }
  }

  async function attemptQuery<D, V extends object>(
    { client, ClientError }: Awaited<ReturnType<typeof load>>,
    document: GraphqlDocument<D, V>,
    variables: V | undefined,
    remainingMs: number,
    timeoutMs: number,
    cancel: AbortSignal | undefined,
  ): Promise<GraphqlAnswer<D>> {
    const timeout = AbortSignal.timeout(remainingMs);
    let response;
    try {
      response = await client.rawRequest<D>({
        query: document.source,
        variables: (variables ?? {}) as Record<string, unknown>,
        signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout,
      });
    } catch (error) {
      if (error instanceof ClientError) {
        const { status, headers, body, errors } = error.response as {
          status: number;
          headers?: Headers;
          body?: string;
          errors?: unknown;
        };
        throw apiErrorFromGraphql({
          status,
          headers: headers ?? null,
          body: body ?? '',
          errors: readErrors(errors),
        });
      }
      throw transportFailure(error, timeoutMs);
    }
    const errors = readErrors(response.errors);
    if (response.data === null || response.data === undefined) {
      throw apiErrorFromGraphql({
        status: response.status,
        headers: response.headers,
        body: response.body,
        errors,
      });
    }
    return { data: response.data, errors, notes: partialNotes(errors) };
  }

  return {
    query,

    async list(document, variables, select, call = {}) {
      const answer = await query(document, variables, call);
      const connection = select(answer.data);
      const items = connectionItems(connection);
      const notes = [...answer.notes];
      if (fineGrained && items.length === 0) notes.push(GRAPHQL_EMPTY_LIST_NOTE);
      return {
        items,
        pageInfo: cursorPageInfo(connection?.pageInfo, call.pagesBackward === true),
        errors: answer.errors,
        notes,
      };
    },

    async get(document, variables, select, call = {}) {
      const answer = await query(document, variables, call);
      const data = select(answer.data) ?? null;
      const notes = [...answer.notes];
      if (fineGrained && data === null) notes.push(GRAPHQL_NOT_FOUND_NOTE);
      return { data, errors: answer.errors, notes };
    },
  };
}

const MUTATION = /^\s*mutation\b/;

/** The retry policy's view of a typed failure; null for anything else (a programming error is never retried). */
function failureOf(error: unknown): QueryFailure | null {
  if (hasErrorCode(error, 'gitlab_api'))
    return { kind: 'status', status: error.status, retryAfter: error.details.retryAfter };
  if (hasErrorCode(error, 'gitlab_transport')) return { kind: 'transport', failure: error.details.failure };
  return null;
}

function authHeaders(credential: GraphqlCredential): Record<string, string> {
  switch (credential.kind) {
    case 'oauth':
      return { authorization: `Bearer ${credential.token}` };
    case 'job':
      return { 'job-token': credential.token };
    case 'private':
      return { 'private-token': credential.token };
  }
}

/** The client as one MCP call sees it: every query carries the call's cancellation and is recorded in its trace. */
export function graphqlForCall(
  client: GraphqlClient,
  call: Required<Pick<CallOptions, 'signal' | 'trace'>>,
): GraphqlClient {
  return {
    query: (document, variables, options = {}) => client.query(document, variables, { ...options, ...call }),
    list: (document, variables, select, options = {}) =>
      client.list(document, variables, select, { ...options, ...call }),
    get: (document, variables, select, options = {}) =>
      client.get(document, variables, select, { ...options, ...call }),
  };
}
