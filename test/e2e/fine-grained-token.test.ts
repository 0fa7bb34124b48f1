/**
 * OF-70 end to end with the sandbox's fine-grained token, whose grant is written in GitLab's permission names: the
 * server learns the grant from /personal_access_tokens/self (read_personal_access_token), runs what it covers
 * (`issue.list` needs read_work_item) and holds what it does not (`project.label_create` needs create_label) without
 * asking GitLab, which would refuse it the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_GRANTED_TEXT } from '@gitlab-mcp/result';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ token: 'fineGrained', surface: 'dynamic' });
}, START_TIMEOUT);
afterAll(() => harness?.close());

const execute = (action: string, params: Record<string, unknown>) =>
  harness.call('gitlab_execute_action', { action, params });

describe('a fine-grained token granted in GitLab’s permission names', () => {
  it('runs an action its grant covers: the issues of project 42 (read_work_item)', async () => {
    harness.sandbox.requests.clear();
    const result = await execute('issue.list', { project_id: 42 });
    expect(result.isError ?? false).toBe(false);
    expect(harness.gitlabRequests()).toContain('GET /projects/42/issues');
  });

  it('holds an action its grant lacks (create_label), naming it in GitLab’s words, and never asks GitLab', async () => {
    harness.sandbox.requests.clear();
    const result = await execute('project.label_create', { project_id: 42, name: 'x', color: '#000000' });
    expect(textOf(result)).toContain(`${NOT_GRANTED_TEXT}: Label: Create.`);
    expect(harness.gitlabRequests()).toEqual([]);
  });
});
