/**
 * Issue 20, finding 6: the tenant's own token leaves no answer, whatever its shape. GitLab may echo a request's
 * headers in an error body; a token that is not `glpat-`-shaped (OAuth, a custom prefix) escaped the shape-based
 * scrub of failures.
 */
import { describe, expect, it } from 'vitest';
import type { RenderedResult } from '@gitlab-mcp/result';
import { withoutSecret } from './without-secret.js';

const TOKEN = 'corp-7Qm2xVb9Lk4Zr8Tn';

describe('withoutSecret', () => {
  it('replaces the token wherever it appears: the Markdown, structuredContent at any depth, the embedded resource', () => {
    const rendered = {
      content: [
        { type: 'text', text: `## ❌ Error: GitLab said: header PRIVATE-TOKEN=${TOKEN} is invalid` },
        {
          type: 'resource',
          resource: { uri: 'gitlab://x', mimeType: 'application/json', text: `{"echo":"${TOKEN}"}` },
        },
      ],
      structuredContent: { items: [{ note: `token ${TOKEN} and ${TOKEN}` }], [TOKEN]: 1 },
    } as unknown as RenderedResult;
    const answer = JSON.stringify(withoutSecret(rendered, TOKEN));
    expect(answer).not.toContain(TOKEN);
    expect(answer.match(/\[REDACTED\]/g)).toHaveLength(5);
  });

  it('leaves an answer without the token as it was, the same object', () => {
    const rendered = {
      content: [{ type: 'text', text: 'nothing secret' }],
      structuredContent: { a: ['b'] },
    } as unknown as RenderedResult;
    expect(withoutSecret(rendered, TOKEN)).toBe(rendered);
  });
});
