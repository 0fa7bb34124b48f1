import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

export type IdentityPolicy = 'none' | 'pseudonymous' | 'full';

export interface IdentitySettings {
  policy: IdentityPolicy;
  /** GITLAB_MCP_TELEMETRY_IDENTITY_KEY: every replica derives the same digests from it; '' for a generated key. */
  key: string;
  /** How long a generated key lives, in ms; 0 keeps it for the life of the process. */
  rotationMs: number;
  now?: () => number;
}

export type CallerAttributes = Record<string, string | number>;

/**
 * What a span records about the caller, as `--telemetry-identity` says: nothing (`none`), `user.hash`, an
 * HMAC-SHA256 digest that tells one caller's calls from another's without naming them (`pseudonymous`), or
 * `user.id` and `user.name` (`full`). Never on a metric: a dimension per person grows without bound.
 */
export function callerIdentity(settings: IdentitySettings): (user: CallerUser) => CallerAttributes {
  if (settings.policy === 'none') return () => ({});
  if (settings.policy === 'full')
    return (user) => ({ ...(user.id === null ? {} : { 'user.id': user.id }), 'user.name': user.username });
  const key = pseudonymKey(settings);
  return (user) => ({
    'user.hash': createHmac('sha256', key())
      .update(user.id === null ? `name:${user.username}` : `id:${user.id}`)
      .digest('hex'),
  });
}

export interface CallerUser {
  id: number | null;
  username: string;
}

/**
 * A given secret is stretched with HKDF, so the value an operator typed is never the key itself; it is theirs to
 * rotate. A generated key is random, written nowhere, and replaced every `rotationMs` when that is set.
 */
function pseudonymKey({ key, rotationMs, now = Date.now }: IdentitySettings): () => Buffer {
  if (key !== '') {
    const derived = Buffer.from(hkdfSync('sha256', key, '', 'gitlab-mcp telemetry user.hash', 32));
    return () => derived;
  }
  let current = randomBytes(32);
  let madeAt = now();
  return () => {
    if (rotationMs > 0 && now() - madeAt >= rotationMs) {
      current = randomBytes(32);
      madeAt = now();
    }
    return current;
  };
}
