import { describe, expect, it } from 'vitest';
import { callerIdentity } from './caller-identity.js';

const alice = { id: 42, username: 'alice' };
const bob = { id: 43, username: 'bob' };

describe('callerIdentity', () => {
  it('records nobody under none, the user under full', () => {
    expect(callerIdentity({ policy: 'none', key: '', rotationMs: 0 })(alice)).toEqual({});
    expect(callerIdentity({ policy: 'full', key: '', rotationMs: 0 })(alice)).toEqual({
      'user.id': 42,
      'user.name': 'alice',
    });
  });

  it('records a digest under pseudonymous: one per caller, never the name or the id', () => {
    const identify = callerIdentity({ policy: 'pseudonymous', key: '', rotationMs: 0 });
    const digest = identify(alice)['user.hash'];
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(identify(alice)['user.hash']).toBe(digest);
    expect(identify(bob)['user.hash']).not.toBe(digest);
    expect(Object.keys(identify(alice))).toEqual(['user.hash']);
  });

  it('gives every process the same digest from a shared key, and a different one without it', () => {
    const shared = (key: string) => callerIdentity({ policy: 'pseudonymous', key, rotationMs: 0 })(alice);
    expect(shared('deployment-secret')).toEqual(shared('deployment-secret'));
    expect(shared('deployment-secret')).not.toEqual(shared('another-secret'));
    expect(shared('')).not.toEqual(shared(''));
  });

  it('replaces a generated key once its rotation interval has passed, and not before', () => {
    let now = 0;
    const identify = callerIdentity({ policy: 'pseudonymous', key: '', rotationMs: 1000, now: () => now });
    const first = identify(alice)['user.hash'];
    now = 999;
    expect(identify(alice)['user.hash']).toBe(first);
    now = 1000;
    expect(identify(alice)['user.hash']).not.toBe(first);
  });
});
