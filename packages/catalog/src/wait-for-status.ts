import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import type { ActionContext } from './action.js';

/**
 * Polling a pipeline or a job until it reaches a final status, for `pipeline.wait` and `job.wait`. A wait is
 * bounded by `timeout_seconds` (default 5 minutes, at most an hour: under the server's action timeout), reports
 * its progress after every poll, and answers the object as last read with how the wait ended.
 */

const DEFAULT_TIMEOUT_SECONDS = 300;
const MAX_TIMEOUT_SECONDS = 3600;
const DEFAULT_INTERVAL_SECONDS = 10;

/** Statuses after which nothing changes without someone acting (`manual` waits for a person). */
const FINAL_STATUSES = new Set(['success', 'failed', 'canceled', 'skipped', 'manual']);
const FAILED_STATUSES = new Set(['failed', 'canceled']);

/** The parameters of a wait, as catalog.json names them. */
export const waitParams = {
  timeout_seconds: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_TIMEOUT_SECONDS)
    .optional()
    .describe(
      `How long to wait at most, in seconds (default ${DEFAULT_TIMEOUT_SECONDS}, max ${MAX_TIMEOUT_SECONDS})`,
    ),
  interval_seconds: z.coerce
    .number()
    .int()
    .min(1)
    .max(300)
    .optional()
    .describe(`Seconds between checks (default ${DEFAULT_INTERVAL_SECONDS})`),
  fail_on_error: z
    .boolean()
    .optional()
    .describe('Answer with an error when it ends failed or canceled, or is still running at the timeout'),
};

export interface WaitArgs {
  timeout_seconds?: number | undefined;
  interval_seconds?: number | undefined;
  fail_on_error?: boolean | undefined;
}

/** Reads `path` until its `status` is final or the time is up; `label` names the object in progress messages. */
export async function waitForFinalStatus(
  context: ActionContext,
  path: string,
  label: string,
  args: WaitArgs,
): Promise<Record<string, unknown>> {
  const timeout = args.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
  const interval = args.interval_seconds ?? DEFAULT_INTERVAL_SECONDS;
  const started = Date.now();
  const deadline = started + timeout * 1000;
  for (let polls = 1; ; polls += 1) {
    const object = (await context.rest('GET', path)) as Record<string, unknown>;
    const status = String(object.status);
    const now = Date.now();
    const waited = Math.round((now - started) / 1000);
    const finished = FINAL_STATUSES.has(status);
    const timedOut = !finished && now >= deadline;
    context.progress(Math.min(waited, timeout), timeout, `${label} is ${status} after ${waited} s`);
    if (finished || timedOut) {
      if (args.fail_on_error === true && (timedOut || FAILED_STATUSES.has(status)))
        throw new GitLabMcpError(
          'action_outcome',
          timedOut
            ? `${label} was still ${status} after ${waited} s (timeout_seconds ${timeout})`
            : `${label} finished with status ${status}`,
        );
      return { ...object, waited_seconds: waited, polls, timed_out: timedOut };
    }
    // The last check falls on the deadline itself, so a wait never ends early.
    await new Promise((resolve) => setTimeout(resolve, Math.min(interval * 1000, deadline - now)));
  }
}
