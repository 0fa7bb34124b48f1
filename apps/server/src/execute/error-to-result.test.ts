import { ActionOutcomeError, findAction } from '@gitlab-mcp/catalog';
import { GitLabApiError, GitLabTransportError } from '@gitlab-mcp/result';
import { describe, expect, it } from 'vitest';
import { errorToResult } from './error-to-result.js';

const branchGet = findAction('branch.get')!;
const branchDelete = findAction('branch.delete')!;
const args = { project_id: '42', branch_name: 'nonexistent' };
const apiError = (status: number, retryAfter: number | null = null) =>
  new GitLabApiError(
    status,
    'GET',
    '/projects/42/repository/branches/nonexistent',
    `${status} Nope`,
    'req-7',
    retryAfter,
    null,
  );

describe('errorToResult', () => {
  it('OF-62 turns a 404 on a get into its kind not-found card', () => {
    expect(errorToResult(apiError(404), branchGet, args)).toMatchObject({
      kind: 'not_found',
      subject: 'branch',
      what: '"nonexistent" in project 42',
      contentType: 'detail',
    });
  });

  it('keeps status, GitLab message and request id, with advice, for other failures', () => {
    expect(errorToResult(apiError(404), branchDelete, args)).toMatchObject({
      kind: 'error',
      status: 404,
      requestId: 'req-7',
    });
    const limited = errorToResult(apiError(429, 7), branchGet, args);
    expect(limited).toMatchObject({ kind: 'error', status: 429, detail: '429 Nope' });
    expect((limited as { suggestion: string }).suggestion).toContain('wait 7 s');
  });

  it('explains transport failures and action outcomes without calling them internal', () => {
    const timeout = new GitLabTransportError('timeout', 'GET', '/x', 'no answer in 30 s');
    expect(errorToResult(timeout, branchGet, args)).toMatchObject({
      kind: 'error',
      status: null,
      detail: 'no answer in 30 s',
    });
    const outcome = errorToResult(
      new ActionOutcomeError('Pipeline #1 finished with status failed'),
      branchGet,
      args,
    );
    expect(outcome).toMatchObject({ kind: 'error', detail: 'Pipeline #1 finished with status failed' });
  });
});
