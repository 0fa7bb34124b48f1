/** A signal that never aborts, for calls no client can cancel (tests, the server's own reads). */
export const NEVER_CANCELLED: AbortSignal = new AbortController().signal;
