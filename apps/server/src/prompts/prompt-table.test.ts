import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findAction } from '@gitlab-mcp/catalog/actions';
import { PROMPTS } from './prompt-table.js';
import type { PromptInputs } from './prompt-spec.js';

/** Inputs with every argument any prompt takes, as a client would send them. */
const inputs: PromptInputs = {
  args: {
    project_id: 'group/project',
    group_id: 'group',
    merge_request_iid: '7',
    from: 'v1.0.0',
    to: 'main',
    target_branch: 'main',
    branch: 'main',
    state: 'opened',
    milestone: 'v1.2',
    username: 'alice',
    days: '7',
    stale_days: '30',
  },
  username: 'alice',
  userId: 2,
  defaultBranch: 'main',
  days: 7,
  since: '2025-03-14T09:00:00.000Z',
};

const FALLBACKS = new Set(['username', 'since', 'days', 'state', 'to', 'branch', 'milestone']);

describe('the prompt table', () => {
  it('has 37 prompts with unique names and unique argument names', () => {
    expect(PROMPTS).toHaveLength(37);
    expect(new Set(PROMPTS.map((prompt) => prompt.name)).size).toBe(37);
    for (const prompt of PROMPTS) {
      const names = prompt.arguments.map((argument) => argument.name);
      expect(new Set(names).size, prompt.name).toBe(names.length);
    }
  });

  it.each(PROMPTS.map((prompt) => [prompt.name, prompt] as const))(
    '%s feeds on read-only catalog actions whose params validate',
    (_name, prompt) => {
      expect(prompt.feeds.length).toBeGreaterThan(0);
      for (const feed of prompt.feeds) {
        const action = findAction(feed.action);
        expect(action, feed.action).toBeDefined();
        expect(action?.classification.readOnly, feed.action).toBe(true);
        const params = feed.params(inputs);
        expect(typeof params, feed.action).toBe('object');
        const parsed = action!.input.safeParse(params);
        expect(parsed.success, `${feed.action} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    },
  );

  it.each(PROMPTS.map((prompt) => [prompt.name, prompt] as const))(
    '%s fills every placeholder of its instruction',
    (_name, prompt) => {
      const names = new Set(prompt.arguments.map((argument) => argument.name));
      for (const [, placeholder] of prompt.instruction.matchAll(/\{(\w+)\}/g))
        expect(names.has(placeholder!) || FALLBACKS.has(placeholder!), placeholder).toBe(true);
    },
  );

  it('a feed that needs a user GitLab does not know says why instead of calling GitLab', () => {
    const events = PROMPTS.find((prompt) => prompt.name === 'user_activity_report')!.feeds[0]!;
    expect(events.params({ ...inputs, userId: null })).toBe('GitLab knows no user "alice"');
  });

  it('docs/resources-and-prompts.md lists every prompt with its arguments', () => {
    const docs = readFileSync(new URL('../../../../docs/resources-and-prompts.md', import.meta.url), 'utf8');
    for (const prompt of PROMPTS) {
      const args = prompt.arguments.map((argument) => `${argument.name}${argument.required ? '*' : ''}`);
      expect(docs, prompt.name).toContain(`| \`${prompt.name}\` | ${args.join(', ') || '—'} |`);
    }
  });
});
