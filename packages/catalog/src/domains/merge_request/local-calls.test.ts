import { gitlabApiError } from '@gitlab-mcp/result';
import type { GitLabApiError } from '@gitlab-mcp/result';
import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../action.js';
import { findAction } from '../../catalog.js';

/** A context that answers from a table (an Error answer is thrown) and records every request. */
function fakeContext(answers: Record<string, unknown>) {
  const sent: string[] = [];
  const context: ActionContext = {
    files: { maxUploadBytes: 2e9, pathsAllowed: true },
    instance: {},
    progress: () => undefined,
    graphql: () => Promise.reject(new Error('these calls never use GraphQL')),
    download: () => Promise.reject(new Error('no downloads here')),
    list: () => Promise.reject(new Error('no lists here')),
    rest: async (method, path, options) => {
      sent.push(`${method} ${path}${options?.body ? ` ${JSON.stringify(options.body)}` : ''}`);
      const answer = answers[`${method} ${path}`];
      if (answer instanceof Error) throw answer;
      return answer ?? null;
    },
  };
  return { context, sent };
}

async function run(id: string, context: ActionContext, args: Record<string, unknown>): Promise<unknown> {
  const gitlab = findAction(id)!.gitlab;
  if (!('local' in gitlab)) throw new Error(`${id} is not a local call`);
  return gitlab.local(context, args);
}

const mr = '/projects/group%2Fproject/merge_requests/246';
const refusal = (status: number, path: string, message: string) =>
  gitlabApiError(status, path.split(' ')[0]!, path.split(' ')[1]!, message, 'req-1', null, null);

describe('merge_request.merge', () => {
  it('reads the merge request, then merges it with the options as the body', async () => {
    const { context, sent } = fakeContext({ [`GET ${mr}`]: { iid: 246, state: 'opened' } });
    await run('merge_request.merge', context, {
      project_id: 'group/project',
      merge_request_iid: 246,
      squash: true,
    });
    expect(sent).toEqual([`GET ${mr}`, `PUT ${mr}/merge {"squash":true}`]);
  });

  it('answers a merge request that is already merged as it is, without a second merge', async () => {
    const merged = { iid: 246, state: 'merged' };
    const { context, sent } = fakeContext({ [`GET ${mr}`]: merged });
    expect(
      await run('merge_request.merge', context, { project_id: 'group/project', merge_request_iid: 246 }),
    ).toBe(merged);
    expect(sent).toEqual([`GET ${mr}`]);
  });
});

describe('merge_request.merge refusals', () => {
  it("names the state GitLab reported when it refuses with 405, keeping GitLab's status and cause", async () => {
    const put = `PUT ${mr}/merge`;
    const { context } = fakeContext({
      [`GET ${mr}`]: { state: 'opened', detailed_merge_status: 'ci_must_pass' },
      [put]: refusal(405, put, '405 Method Not Allowed.'),
    });
    const error = await run('merge_request.merge', context, {
      project_id: 'group/project',
      merge_request_iid: 246,
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'gitlab_api' });
    expect(error).toMatchObject({ status: 405, details: { requestId: 'req-1' } });
    expect((error as GitLabApiError).details.gitlabMessage).toContain('detailed_merge_status ci_must_pass');
    expect((error as Error).cause).toMatchObject({ code: 'gitlab_api' });
  });
});

describe('merge_request.approve and unapprove', () => {
  const args = { project_id: 'group/project', merge_request_iid: 246 };

  it('approving again answers the approvals GitLab reports instead of its 401', async () => {
    const post = `POST ${mr}/approve`;
    const { context, sent } = fakeContext({
      [post]: refusal(401, post, '401 Unauthorized.'),
      [`GET ${mr}/approvals`]: { user_has_approved: true, approved: true },
    });
    expect(await run('merge_request.approve', context, args)).toEqual({
      user_has_approved: true,
      approved: true,
    });
    expect(sent).toEqual([`${post} {}`, `GET ${mr}/approvals`]);
  });

  it('a 401 for a user who may not approve stays a refusal, saying so', async () => {
    const post = `POST ${mr}/approve`;
    const { context } = fakeContext({
      [post]: refusal(401, post, '401 Unauthorized.'),
      [`GET ${mr}/approvals`]: { user_has_approved: false, user_can_approve: false },
    });
    await expect(run('merge_request.approve', context, args)).rejects.toMatchObject({
      code: 'gitlab_api',
      status: 401,
      details: {
        gitlabMessage:
          '401 Unauthorized. GitLab did not approve (you have approved: false, you can approve: false).',
      },
    });
  });

  it('withdrawing an approval never given answers the approvals instead of its 404', async () => {
    const post = `POST ${mr}/unapprove`;
    const { context } = fakeContext({
      [post]: refusal(404, post, '404 Not Found'),
      [`GET ${mr}/approvals`]: { user_has_approved: false },
    });
    expect(await run('merge_request.unapprove', context, args)).toEqual({ user_has_approved: false });
  });
});

describe('merge_request.subscribe and unsubscribe', () => {
  it('answer the merge request when GitLab says 304: the user already has what they asked for', async () => {
    const post = `POST ${mr}/subscribe`;
    const { context, sent } = fakeContext({
      [post]: refusal(304, post, '304 Not Modified'),
      [`GET ${mr}`]: { iid: 246, subscribed: true },
    });
    expect(
      await run('merge_request.subscribe', context, { project_id: 'group/project', merge_request_iid: 246 }),
    ).toEqual({ iid: 246, subscribed: true });
    expect(sent).toEqual([`${post} {}`, `GET ${mr}`]);
  });

  it('pass any other refusal on', async () => {
    const post = `POST ${mr}/unsubscribe`;
    const { context } = fakeContext({ [post]: refusal(404, post, '404 Merge Request Not Found') });
    await expect(
      run('merge_request.unsubscribe', context, { project_id: 'group/project', merge_request_iid: 246 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('merge_request.dependency_delete', () => {
  const args = { project_id: 'group/project', merge_request_iid: 246, blocking_merge_request_id: 9245 };

  it('deletes the block that the blocking merge request forms, by the block id', async () => {
    const { context, sent } = fakeContext({
      [`GET ${mr}/blocks`]: [{ id: 601, blocking_merge_request: { id: 9245 } }],
    });
    await run('merge_request.dependency_delete', context, args);
    expect(sent).toEqual([`GET ${mr}/blocks`, `DELETE ${mr}/blocks/601`]);
  });

  it('takes an id that matches no blocking merge request as a block id', async () => {
    const { context, sent } = fakeContext({ [`GET ${mr}/blocks`]: [] });
    await run('merge_request.dependency_delete', context, args);
    expect(sent).toEqual([`GET ${mr}/blocks`, `DELETE ${mr}/blocks/9245`]);
  });
});
