import { isRecord } from '@gitlab-mcp/result';

type RequestId = string | number;

/**
 * The tools/calls a connection answers itself, on the one call path, by request ID (transport/connection-transport.ts
 * for the 2025 revisions, modern/stdio-direct-calls.ts for 2026-07-28): a notifications/cancelled naming one, or the
 * connection closing, aborts its signal, and a call cancelled is answered with nothing, as the SDK does.
 */
export class RunningCalls {
  private readonly calls = new Map<RequestId, AbortController>();

  /** Runs `answer` under the call's own signal and hands what it answers to `deliver`, unless it was cancelled. */
  async run<Answer>(
    id: RequestId,
    answer: (signal: AbortSignal) => Promise<Answer>,
    deliver: (answer: Answer) => Promise<void>,
  ): Promise<void> {
    const cancel = new AbortController();
    this.calls.set(id, cancel);
    try {
      const answered = await answer(cancel.signal);
      if (!cancel.signal.aborted) await deliver(answered);
    } finally {
      if (this.calls.get(id) === cancel) this.calls.delete(id);
    }
  }

  /** Aborts the call a notifications/cancelled names; any other message is left alone. */
  cancelFrom(message: unknown): void {
    if (!isRecord(message) || message.method !== 'notifications/cancelled' || 'id' in message) return;
    const requestId = isRecord(message.params) ? message.params.requestId : undefined;
    if (typeof requestId === 'string' || typeof requestId === 'number') this.calls.get(requestId)?.abort();
  }

  /** The connection closed: every call still running stops. */
  abortAll(): void {
    for (const call of this.calls.values()) call.abort();
    this.calls.clear();
  }
}
