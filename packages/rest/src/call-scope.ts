/**
 * One client call (a list, a get, a mutation, a raw request) may make several HTTP requests through gitbeaker.
 * The scope travels with it through AsyncLocalStorage, because gitbeaker passes no per-call options to its
 * requester beyond query, body and sudo: it carries the call's one deadline, its retry choice and Sudo, and
 * records the last response so `list` can read the page headers gitbeaker would otherwise reduce to NaN.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface CapturedResponse {
  url: URL;
  status: number;
  /** Lower-case names, as gitbeaker gives them. */
  headers: Record<string, string>;
}

export interface CallScope {
  /** Epoch milliseconds after which nothing more is sent or awaited. */
  readonly deadline: number;
  readonly timeoutMs: number;
  /** Null: decided per request by its method. */
  readonly idempotent: boolean | null;
  readonly sudo: string | number | null;
  /** Hide `Link` from gitbeaker so it reads exactly one page instead of following every `rel="next"`. */
  readonly onePage: boolean;
  /** The MCP call's cancellation: once aborted, nothing more is sent and nothing retried. */
  readonly signal: AbortSignal | null;
  last: CapturedResponse | null;
}

export interface ScopeOptions {
  timeoutMs: number;
  idempotent?: boolean | null;
  sudo?: string | number | null;
  onePage?: boolean;
  signal?: AbortSignal;
}

export function newScope(options: ScopeOptions): CallScope {
  return {
    deadline: Date.now() + options.timeoutMs,
    timeoutMs: options.timeoutMs,
    idempotent: options.idempotent ?? null,
    sudo: options.sudo ?? null,
    onePage: options.onePage ?? false,
    signal: options.signal ?? null,
    last: null,
  };
}

export type ScopeStore = AsyncLocalStorage<CallScope>;

/**
 * The one store of call scopes, for every client of the process. One, not one per client: Node 20 runs every
 * AsyncLocalStorage ever entered on each promise it creates, for the life of the process, so a store per client
 * (one per HTTP credential) made every promise of every call slower with each credential seen (measured: 200,000
 * awaits take 88 ms with one store, 220 ms with 8, 3.7 s with 100).
 */
export const CALL_SCOPES: ScopeStore = new AsyncLocalStorage<CallScope>();
