import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_NOW, START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

/**
 * An external status check's shared secret (https://docs.gitlab.com/api/status_checks/) is write-only: GitLab
 * answers `hmac: true`, and no answer of ours (Markdown or structuredContent) nor the server's log carries it.
 */
describe('the shared secret of an external status check', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ sandbox: { now: CONTRACT_NOW } });
  }, START_TIMEOUT);
  afterAll(() => harness.close());

  const run = async (action: string, params: Record<string, unknown>): Promise<CallToolResult> => {
    const result = await harness.call('gitlab_execute_action', { action, params, confirm: true });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    return result;
  };
  const seen = (result: CallToolResult) =>
    `${textOf(result)}\n${JSON.stringify(result.structuredContent ?? {})}`;
  const project = { project_id: 'group/project' };

  it('is sent to GitLab on create and update, and never shown', async () => {
    const created = await run('external_status_check.create_project', {
      ...project,
      name: 'Signed check',
      external_url: 'https://checks.example.com/signed',
      shared_secret: 'check-SECRET-1',
    });
    const checkId = (created.structuredContent as { id: number }).id;
    const updated = await run('external_status_check.update_project', {
      ...project,
      check_id: checkId,
      shared_secret: 'check-SECRET-2',
    });
    // GitLab did receive both: the test would pass vacuously otherwise.
    const sent = JSON.stringify(harness.sandbox.requests.all().map((request) => request.body));
    expect(sent).toContain('check-SECRET-1');
    expect(sent).toContain('check-SECRET-2');
    const listed = await run('external_status_check.list_project', project);
    expect(textOf(listed)).toContain('Signed check');
    expect(textOf(created)).toContain('**Signed (HMAC)**: ✅');
    // The seeded check's secret too (seed/security-compliance.ts).
    for (const result of [created, updated, listed]) {
      expect(seen(result)).not.toContain('SECRET');
      expect(seen(result)).not.toContain('seeded-status-check-secret');
    }
    expect(harness.stderr()).not.toContain('SECRET');
  });
});
