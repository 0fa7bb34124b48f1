/**
 * Writes are sent once (STYLE §4). When a write fails without a clear answer — a 5xx that a proxy may have put in
 * front of a success, a dropped connection, a timeout, a 2xx body cut short — GitLab may have carried it out.
 * Resending would risk a duplicate, so the runner asks GitLab instead, with the lookup the entry declares
 * (`verifyWrite`), and the caller is told what it found. Two more cases are settled here: a local call whose write
 * GitLab accepted but whose follow-up read failed is reported as done, with the write's own answer.
 */
import { isRecord } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import type { GitLabTransportError } from '@gitlab-mcp/result';
import { GitLabMcpError, hasErrorCode } from '@gitlab-mcp/result/errors';
import type { ErrorDetails } from '@gitlab-mcp/result/errors';
import type { RestClient } from '@gitlab-mcp/rest';
import type { RestTemplate } from './rest-template.js';
import { apiRelative } from './rest-template.js';

/**
 * How to tell whether a create happened: one GET, filled from the call's args like a `rest` template, and how to
 * pick the created object out of its answer. A 404 means it was not created.
 */
export interface WriteCheck<Args> {
  lookup: RestTemplate;
  /** The read's query (a list filtered by the title or branch the create sent). */
  query?: (args: Args) => Record<string, unknown>;
  /**
   * The created object in the answer, or null. `since` is when the call began: a list lookup keeps only objects
   * created from then on, so an older namesake is not taken for this write. Default: the answer itself.
   */
  pick?: (answer: unknown, args: Args, since: Date) => unknown;
}

/** What the check concluded about a write whose answer was lost. */
export type WriteVerdict = ErrorDetails['write_outcome']['verdict'];

/** A write failed without a clear answer; `verdict` says what a lookup found out (or that none could). */
export function writeOutcome(
  verdict: WriteVerdict,
  found: Record<string, unknown> | null,
  lookup: string | null,
  failure: GitLabApiError | GitLabTransportError,
): GitLabMcpError<'write_outcome'> {
  return new GitLabMcpError('write_outcome', failure.message, {
    cause: failure,
    details: { verdict, found, lookup, failure },
  });
}

/** Whether a failed write may still have been carried out by GitLab. A 4xx or a 429 says it was not. */
export function mayHaveHappened(error: unknown): error is GitLabApiError | GitLabTransportError {
  if (hasErrorCode(error, 'gitlab_api')) return error.status >= 500;
  return hasErrorCode(error, 'gitlab_transport') && error.details.failure !== 'tls';
}

/** A lookup must settle quickly: the caller is waiting, and GitLab was just failing. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** Asks GitLab whether the write happened and returns the error to throw in place of its failure. */
export async function checkWrite<Args extends Record<string, unknown>>(
  check: WriteCheck<Args> | undefined,
  args: Args,
  rest: RestClient,
  failure: GitLabApiError | GitLabTransportError,
  since: Date,
  fill: (template: RestTemplate, params: Record<string, unknown>) => { path: string },
): Promise<GitLabMcpError<'write_outcome'>> {
  if (!check) return writeOutcome('unknown', null, null, failure);
  const { path } = fill(check.lookup, args);
  const query = check.query?.(args) ?? {};
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)] as [string, string]),
  ).toString();
  const asked = `GET ${path}${search ? `?${search}` : ''}`;
  try {
    const { data } = await rest.request('GET', apiRelative(path), { query, timeoutMs: LOOKUP_TIMEOUT_MS });
    const picked = check.pick ? check.pick(data, args, since) : data;
    return isRecord(picked)
      ? writeOutcome('found', picked, asked, failure)
      : writeOutcome('absent', null, asked, failure);
  } catch (error) {
    if (hasErrorCode(error, 'gitlab_api') && error.status === 404)
      return writeOutcome('absent', null, asked, failure);
    // The lookup failed too: nothing can be said either way, which is what the caller is told.
    return writeOutcome('unknown', null, asked, failure);
  }
}

/** A pick for list lookups: the first item whose `field` equals the arg, created at or after the call began. */
export function createdItem(field: string, argName = field) {
  return (answer: unknown, args: Record<string, unknown>, since: Date): unknown => {
    if (!Array.isArray(answer)) return null;
    // A minute of slack for a GitLab clock a little behind ours.
    const from = since.getTime() - 60_000;
    return (
      answer.find(
        (item: unknown) =>
          isRecord(item) &&
          item[field] === args[argName] &&
          (typeof item.created_at !== 'string' || Date.parse(item.created_at) >= from),
      ) ?? null
    );
  };
}

/**
 * The steps of a local call: whether a write was sent at all (a failed lookup before any write changed nothing),
 * the last write GitLab accepted, and whether a read after it failed, so that a create followed by a read that
 * fails is not reported as if nothing had happened.
 */
export interface WriteLedger {
  sent: string | null;
  accepted: { request: string; data: unknown } | null;
  readFailedAfterWrite: boolean;
}

export function newLedger(): WriteLedger {
  return { sent: null, accepted: null, readFailedAfterWrite: false };
}

/** Runs one step of a local call, noting it in the ledger. */
export async function ledgerStep<T>(
  ledger: WriteLedger,
  request: string,
  isWrite: boolean,
  send: () => Promise<T>,
): Promise<T> {
  if (isWrite) ledger.sent = request;
  try {
    const data = await send();
    if (isWrite) ledger.accepted = { request, data };
    return data;
  } catch (error) {
    if (!isWrite && ledger.accepted !== null) ledger.readFailedAfterWrite = true;
    throw error;
  }
}

/** A read after a write GitLab accepted failed: the note that reports the write as done, else null. */
export function acceptedWriteNote(ledger: WriteLedger, error: unknown): string | null {
  if (ledger.accepted === null || !ledger.readFailedAfterWrite) return null;
  const reason = error instanceof Error ? error.message : String(error);
  return (
    `GitLab carried out ${ledger.accepted.request}; reading the result afterwards failed (${reason}). ` +
    'What is shown is GitLab’s answer to the write. Do not send the write again.'
  );
}
