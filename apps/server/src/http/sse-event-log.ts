import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * How long a client waits before reconnecting to a stream that dropped (the `retry` field of the priming event):
 * the SDK's own polling example's value.
 */
export const SSE_RETRY_MS = 2_000;

/** Most bytes of messages one session keeps for replay; the oldest go first. */
const MAX_HELD_BYTES = 1024 ** 2;

interface Logged {
  streamId: string;
  message: JSONRPCMessage;
  bytes: number;
}

/**
 * The SSE events of one stateful session, kept so a client whose stream dropped can resume it (GET with
 * `Last-Event-ID`) and receive what it missed. Given to the SDK's transport as its event store, it is also what
 * makes the transport open each SSE stream with the priming event (an id and empty data) and `retry` the
 * 2025-11-25 revision asks for. Held in memory and bounded: a stream resumed after its events were dropped
 * receives only what is still held.
 */
export class SseEventLog implements EventStore {
  private readonly events = new Map<string, Logged>();
  private held = 0;
  private sequence = 0;

  constructor(private readonly maxBytes = MAX_HELD_BYTES) {}

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    this.sequence += 1;
    const eventId = `${streamId}_${this.sequence}`;
    const bytes = JSON.stringify(message).length;
    this.events.set(eventId, { streamId, message, bytes });
    this.held += bytes;
    for (const [oldest, event] of this.events) {
      if (this.held <= this.maxBytes || oldest === eventId) break;
      this.events.delete(oldest);
      this.held -= event.bytes;
    }
    return eventId;
  }

  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    return this.events.get(eventId)?.streamId;
  }

  async replayEventsAfter(
    lastEventId: string,
    { send }: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> },
  ): Promise<string> {
    const last = this.events.get(lastEventId);
    if (!last) return '';
    let after = false;
    for (const [eventId, event] of this.events) {
      if (eventId === lastEventId) after = true;
      // A priming event (stored as an empty message) carries nothing to send again.
      else if (after && event.streamId === last.streamId && Object.keys(event.message).length > 0)
        await send(eventId, event.message);
    }
    return last.streamId;
  }
}
