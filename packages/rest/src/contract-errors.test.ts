/** Contract: every failure class becomes a typed error, against the sandbox. */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { GitLabApiError } from '@gitlab-mcp/result';
import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.js';
import { useSandbox } from './test-support/sandbox.js';

const gitlab = useSandbox();
const BRANCHES = 'projects/42/repository/branches';

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('GitLab error statuses', () => {
  it('400 with a missing parameter', async () => {
    const rest = gitlab.client();
    const error = await failure(rest.request('POST', BRANCHES, { body: { branch: 'no-ref' } }));
    expect(error).toMatchObject({ code: 'gitlab_api' });
    expect(error).toMatchObject({
      status: 400,
      details: { method: 'POST', gitlabMessage: 'ref is missing.' },
    });
  });

  it('400 validation messages are flattened into sentences', async () => {
    const rest = gitlab.client();
    const error = await failure(
      rest.request('POST', 'projects', { body: { name: 'project', namespace_id: 10 } }),
    );
    expect(error).toMatchObject({ status: 400 });
    expect((error as GitLabApiError).details.gitlabMessage).toMatch(/^name has already been taken\./);
  });

  it('401 with an unknown token', async () => {
    const rest = gitlab.client({ credential: gitlab.credential('private', 'glpat-nobody') });
    const error = await failure(rest.request('GET', 'projects/42'));
    expect(error).toMatchObject({
      status: 401,
      details: { gitlabMessage: '401 Unauthorized.', path: '/projects/42' },
    });
  });

  it('403 insufficient_scope names the scope', async () => {
    const rest = gitlab.client({ credential: gitlab.credential('private', gitlab.sandbox.tokens.readApi) });
    const error = await failure(rest.request('POST', BRANCHES, { body: { branch: 'scoped', ref: 'main' } }));
    expect(error).toMatchObject({ status: 403, details: { errorCode: 'insufficient_scope' } });
    expect((error as GitLabApiError).details.gitlabMessage).toMatch(/Required scope: api\.$/);
  });

  it('403 insufficient_granular_scope for a fine-grained token outside its grant', async () => {
    const rest = gitlab.client({
      credential: gitlab.credential('private', gitlab.sandbox.tokens.fineGrained),
    });
    const error = await failure(
      rest.request('POST', BRANCHES, { body: { branch: 'granular', ref: 'main' } }),
    );
    expect(error).toMatchObject({ status: 403, details: { errorCode: 'insufficient_granular_scope' } });
  });

  it('404 keeps GitLab’s message and the request id', async () => {
    const rest = gitlab.client();
    const error = await failure(
      rest.request('GET', apiPath`projects/${'group/project'}/repository/branches/${'nonexistent'}`),
    );
    expect(error).toMatchObject({ status: 404, details: { gitlabMessage: '404 Branch Not Found.' } });
    expect((error as GitLabApiError).details.requestId).toMatch(/\S/);
  });

  it('409 conflict', async () => {
    const rest = gitlab.client();
    const error = await failure(
      rest.request('POST', 'projects/42/merge_requests', {
        body: { source_branch: 'feature/fix-login', target_branch: 'main', title: 'Again' },
      }),
    );
    expect(error).toMatchObject({ status: 409 });
    expect((error as GitLabApiError).details.gitlabMessage).toMatch(/already exists/);
  });

  it('422 when GitLab cannot process the request (merging an MR with conflicts)', async () => {
    const rest = gitlab.client();
    const error = await failure(rest.request('PUT', 'projects/42/merge_requests/235/merge'));
    expect(error).toMatchObject({ code: 'gitlab_api' });
    expect(error).toMatchObject({
      status: 422,
      details: { method: 'PUT', gitlabMessage: 'Branch cannot be merged.' },
    });
  });

  it('5xx after the read retries, and an HTML error page reduced to its title', async () => {
    gitlab.sandbox.faults.add({ path: '/projects/42', fault: { kind: 'html_error', status: 502 } });
    const rest = gitlab.client({ retry: { backoffMs: 10 } });
    const error = await failure(rest.request('GET', 'projects/42'));
    expect(error).toMatchObject({
      status: 502,
      details: { gitlabMessage: expect.stringMatching(/\(502\)$/) },
    });
    expect(gitlab.sandbox.requests.all()).toHaveLength(3);
  });
});

describe('transport failures', () => {
  it('a timeout ends the call at its one deadline', async () => {
    gitlab.sandbox.faults.add({ path: '/projects/42', fault: { kind: 'delay', ms: 3_000 } });
    const rest = gitlab.client({ timeoutMs: 300 });
    const error = await failure(rest.request('GET', 'projects/42'));
    expect(error).toMatchObject({ code: 'gitlab_transport' });
    expect(error).toMatchObject({ details: { failure: 'timeout', path: '/projects/42' } });
  });

  it('a connection reset on a read is retried, then reported as a connection failure', async () => {
    gitlab.sandbox.faults.add({ path: '/projects/42', fault: { kind: 'reset' } });
    const rest = gitlab.client({ retry: { backoffMs: 10 } });
    const error = await failure(rest.request('GET', 'projects/42'));
    expect(error).toMatchObject({ code: 'gitlab_transport', details: { failure: 'connection' } });
    expect(gitlab.sandbox.requests.all().length).toBeLessThanOrEqual(3);
  });

  it('a refused connection names GITLAB_URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const rest = gitlab.client({ url: `http://127.0.0.1:${port}`, retry: { maxAttempts: 1 } });
    const error = await failure(rest.request('GET', 'projects/42'));
    expect(error).toMatchObject({
      details: { failure: 'connection' },
      message: expect.stringContaining('GITLAB_URL'),
    });
  });

  it('a truncated JSON body is a malformed response', async () => {
    gitlab.sandbox.faults.add({ path: '/projects/42', fault: { kind: 'malformed_json' } });
    const rest = gitlab.client();
    const error = await failure(rest.request('GET', 'projects/42'));
    expect(error).toMatchObject({ details: { failure: 'malformed_response' } });
  });
});
