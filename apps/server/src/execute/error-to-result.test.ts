import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { writeOutcome } from '@gitlab-mcp/catalog';
import { findAction } from '@gitlab-mcp/catalog/actions';
import { gitlabApiError, gitlabTransportError } from '@gitlab-mcp/result';
import { describe, expect, it } from 'vitest';
import { errorToResult } from './error-to-result.js';

const branchGet = findAction('branch.get')!;
const branchDelete = findAction('branch.delete')!;
const args = { project_id: '42', branch_name: 'nonexistent' };
const apiError = (status: number, retryAfter: number | null = null) =>
  gitlabApiError(
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
    const timeout = gitlabTransportError('timeout', 'GET', '/x', 'no answer in 30 s');
    expect(errorToResult(timeout, branchGet, args)).toMatchObject({
      kind: 'error',
      status: null,
      detail: 'no answer in 30 s',
    });
    const outcome = errorToResult(
      new GitLabMcpError('action_outcome', 'Pipeline #1 finished with status failed'),
      branchGet,
      args,
    );
    expect(outcome).toMatchObject({ kind: 'error', detail: 'Pipeline #1 finished with status failed' });
  });
});

describe('errorToResult for writes whose answer was lost (issue 11)', () => {
  const branchCreate = findAction('branch.create')!;
  const lost = gitlabApiError(
    502,
    'POST',
    '/projects/42/repository/branches',
    'Bad Gateway',
    null,
    null,
    null,
  );
  const suggestion = (error: unknown) =>
    (errorToResult(error, branchCreate, { project_id: '42', branch_name: 'b' }) as { suggestion: string })
      .suggestion;

  it('says what the lookup found, and never to resend what was found', () => {
    const found = writeOutcome('found', { name: 'b', web_url: 'https://x/b' }, 'GET /b', lost);
    expect(suggestion(found)).toMatch(
      /It did: GET \/b found "b" https:\/\/x\/b\. Do not send the write again\./,
    );
    expect(suggestion(writeOutcome('absent', null, 'GET /b', lost))).toMatch(/safe to retry/);
    expect(suggestion(writeOutcome('unknown', null, null, lost))).toMatch(/The outcome is unknown\. Check/);
  });

  it('after a timeout, not finding the object yet does not make a retry safe', () => {
    const timeout = gitlabTransportError('timeout', 'POST', '/b', 'no answer');
    const text = suggestion(writeOutcome('absent', null, 'GET /b', timeout));
    expect(text).toMatch(/may still be carrying it out/);
    expect(text).not.toMatch(/safe to retry/);
  });

  it('scrubs anything shaped like a token from what GitLab or the caller wrote', () => {
    const echoed = gitlabApiError(
      500,
      'GET',
      '/x',
      'header private-token: glpat-abcdefghijklmnop',
      null,
      null,
      null,
    );
    expect(errorToResult(echoed, branchGet, args)).toMatchObject({
      detail: 'header private-token: [REDACTED]',
    });
    const pasted = errorToResult(apiError(404), branchGet, {
      project_id: '42',
      branch_name: 'glpat-abcdefghijklmnop',
    });
    expect(JSON.stringify(pasted)).not.toContain('glpat-abcdefghijklmnop');
  });
});
