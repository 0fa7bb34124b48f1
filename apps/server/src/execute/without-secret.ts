import type { RenderedResult } from '@gitlab-mcp/result';

const REDACTED = '[REDACTED]';
/** Shorter values are not searched for: replacing them would mangle ordinary text. */
const SHORTEST_SECRET = 8;

/**
 * The answer without the tenant's own token, by exact match, in every string it carries (the Markdown, the
 * structuredContent, the embedded resource): GitLab may echo a request's headers in an error, and a token of
 * any shape (OAuth, CI job, a self-managed instance's custom prefix) must not come back. Shapes of GitLab tokens
 * are scrubbed from failures apart (error-to-result.ts).
 */
export function withoutSecret(rendered: RenderedResult, secret: string): RenderedResult {
  if (secret.length < SHORTEST_SECRET || !carries(rendered, secret)) return rendered;
  return replaced(rendered, secret);
}

/** Whether any string of the value, keys included, holds `secret`: almost never, and a look allocates nothing. */
function carries(value: unknown, secret: string): boolean {
  if (typeof value === 'string') return value.includes(secret);
  if (Array.isArray(value)) return value.some((item: unknown) => carries(item, secret));
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value))
      if (key.includes(secret) || carries((value as Record<string, unknown>)[key], secret)) return true;
  }
  return false;
}

/** The value with `secret` replaced in every string, the same object where nothing changed. */
function replaced<T>(value: T, secret: string): T {
  if (typeof value === 'string')
    return (value.includes(secret) ? value.replaceAll(secret, REDACTED) : value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => replaced(item, secret));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next: [string, unknown] = [replaced(key, secret), replaced(item, secret)];
      if (next[0] !== key || next[1] !== item) changed = true;
      return next;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}
