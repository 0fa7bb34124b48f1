import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { SseEventLog } from './sse-event-log.js';

const note = (n: number): JSONRPCMessage => ({
  jsonrpc: '2.0',
  method: 'notifications/message',
  params: { n },
});

async function replay(log: SseEventLog, after: string) {
  const sent: Array<[string, JSONRPCMessage]> = [];
  const stream = await log.replayEventsAfter(after, {
    send: async (id, message) => void sent.push([id, message]),
  });
  return { stream, sent };
}

describe('SseEventLog', () => {
  it('replays the events of the same stream after the given one, without the empty priming event', async () => {
    const log = new SseEventLog();
    const priming = await log.storeEvent('a', {} as JSONRPCMessage);
    const first = await log.storeEvent('a', note(1));
    await log.storeEvent('b', note(2));
    const third = await log.storeEvent('a', note(3));
    expect(await log.getStreamIdForEventId(first)).toBe('a');
    expect(await replay(log, priming)).toEqual({
      stream: 'a',
      sent: [
        [first, note(1)],
        [third, note(3)],
      ],
    });
    expect((await replay(log, third)).sent).toEqual([]);
  });

  it('holds at most its byte bound, dropping the oldest events, never the newest', async () => {
    const size = JSON.stringify(note(1)).length;
    const log = new SseEventLog(size * 2);
    const ids = [];
    for (let n = 1; n <= 3; n += 1) ids.push(await log.storeEvent('a', note(n)));
    expect(await log.getStreamIdForEventId(ids[0]!)).toBeUndefined();
    expect((await replay(log, ids[1]!)).sent).toEqual([[ids[2], note(3)]]);
    const huge = new SseEventLog(1);
    const only = await huge.storeEvent('a', note(1));
    expect(await huge.getStreamIdForEventId(only)).toBe('a');
    expect((await replay(huge, 'unknown')).stream).toBe('');
  });
});
