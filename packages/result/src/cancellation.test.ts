import { describe, expect, it } from 'vitest';
import { abortWith } from './cancellation.js';

describe('abortWith', () => {
  it("aborts the controller with the followed signal's reason, at once when it was already aborted", () => {
    const client = new AbortController();
    const call = new AbortController();
    abortWith(call, client.signal);
    expect(call.signal.aborted).toBe(false);
    client.abort(new Error('cancelled by the client'));
    expect(call.signal.reason).toEqual(new Error('cancelled by the client'));

    const late = new AbortController();
    abortWith(late, client.signal);
    expect(late.signal.reason).toBe(client.signal.reason);
  });

  it('stops following once released, and leaves no listener behind', () => {
    const client = new AbortController();
    const call = new AbortController();
    let listeners = 0;
    const add = client.signal.addEventListener.bind(client.signal);
    const remove = client.signal.removeEventListener.bind(client.signal);
    client.signal.addEventListener = (...args: Parameters<typeof add>) => {
      listeners += 1;
      add(...args);
    };
    client.signal.removeEventListener = (...args: Parameters<typeof remove>) => {
      listeners -= 1;
      remove(...args);
    };
    abortWith(call, client.signal)();
    expect(listeners).toBe(0);
    client.abort();
    expect(call.signal.aborted).toBe(false);
  });
});
