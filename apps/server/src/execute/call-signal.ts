/**
 * The one signal a tools/call runs under: the client's cancellation (the SDK request's `signal`: a
 * notifications/cancelled, or the connection going away) and, when one is set, the server's own deadline for the
 * whole action. Every GitLab request of the call reads it: once it is aborted nothing more is sent or retried.
 */
export function callSignal(cancelled: AbortSignal, deadlineMs?: number): AbortSignal {
  if (deadlineMs === undefined || deadlineMs <= 0) return cancelled;
  return AbortSignal.any([cancelled, AbortSignal.timeout(deadlineMs)]);
}

/** A signal that never aborts, for calls no client can cancel (tests, the server's own reads). */
export const NEVER_CANCELLED: AbortSignal = new AbortController().signal;
