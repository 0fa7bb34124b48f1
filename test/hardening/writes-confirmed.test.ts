/**
 * Issue 11, writes confirmed once: a create whose answer was lost is never resent by the server. It asks GitLab
 * with the lookup its catalog entry declares (`verifyWrite`) and says what it found: the object (GitLab carried the
 * write out and only its answer broke) or nothing (safe to retry). The sandbox's request log proves one POST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fault } from '@gitlab-mcp/sandbox';
import { createBranch } from '../support/gitlab-setup.js';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

let serial = 0;

interface Create {
  action: string;
  /** The POST the action sends, matched against the sandbox's logged path. */
  post: string | RegExp;
  params: (n: number) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** What the found object is named by in the answer. */
  named: (params: Record<string, unknown>) => string;
}

const project = 'group/project';

const CREATES: Create[] = [
  {
    action: 'branch.create',
    post: /\/repository\/branches$/,
    params: (n) => ({ project_id: project, branch_name: `confirm/b${n}`, ref: 'main' }),
    named: (params) => String(params.branch_name),
  },
  {
    action: 'tag.create',
    post: /\/repository\/tags$/,
    params: (n) => ({ project_id: project, tag_name: `confirm-t${n}`, ref: 'main' }),
    named: (params) => String(params.tag_name),
  },
  {
    action: 'issue.create',
    post: /\/projects\/[^/]+\/issues$/,
    params: (n) => ({ project_id: project, title: `Confirmed issue ${n}` }),
    named: (params) => String(params.title),
  },
  {
    action: 'merge_request.create',
    post: /\/projects\/[^/]+\/merge_requests$/,
    params: async (n) => {
      await createBranch(harness.sandbox, `confirm/mr${n}`);
      return {
        project_id: project,
        source_branch: `confirm/mr${n}`,
        target_branch: 'main',
        title: `MR ${n}`,
      };
    },
    named: (params) => String(params.title),
  },
  {
    action: 'project.label_create',
    post: /\/projects\/[^/]+\/labels$/,
    params: (n) => ({ project_id: project, name: `confirm-l${n}`, color: '#428BCA' }),
    named: (params) => String(params.name),
  },
  {
    action: 'project.milestone_create',
    post: /\/projects\/[^/]+\/milestones$/,
    params: (n) => ({ project_id: project, title: `confirm-m${n}` }),
    named: (params) => String(params.title),
  },
  {
    action: 'release.create',
    post: /\/projects\/[^/]+\/releases$/,
    params: (n) => ({ project_id: project, tag_name: `confirm-r${n}`, ref: 'main', name: `Release ${n}` }),
    named: (params) => String(params.name),
  },
  {
    action: 'group.create',
    post: '/groups',
    params: (n) => ({ name: `confirm-g${n}` }),
    named: (params) => String(params.name),
  },
  {
    action: 'project.create',
    post: '/projects',
    params: (n) => ({ name: `confirm-p${n}` }),
    named: (params) => String(params.name),
  },
];

async function createWith(create: Create, fault: Fault) {
  const params = await create.params((serial += 1));
  const { sandbox } = harness;
  sandbox.requests.clear();
  sandbox.faults.add({ method: 'POST', path: create.post, fault, times: 1 });
  const result = await harness.call('gitlab_execute_action', {
    action: create.action,
    params,
    confirm: true,
  });
  sandbox.faults.clear();
  const posts = sandbox.requests
    .all()
    .filter(
      (request) =>
        request.method === 'POST' &&
        (typeof create.post === 'string' ? request.path === create.post : create.post.test(request.path)),
    );
  return { params, result, text: textOf(result), posts, requests: harness.gitlabRequests() };
}

describe.each(CREATES)('$action', (create) => {
  it('GitLab carried it out but its answer was cut short: sent once, and the answer names what was found', async () => {
    const { params, result, text, posts, requests } = await createWith(create, { kind: 'malformed_json' });
    expect(result.isError).toBe(true);
    expect(posts, requests.join('\n')).toHaveLength(1);
    expect(text).toMatch(/the server did not send it again\. It did: GET \S+ found /);
    expect(text).toContain(create.named(params));
    expect(text).toMatch(/Do not send the write again/);
  });

  it('GitLab failed before carrying it out (502): sent once, and the answer says it is safe to retry', async () => {
    const { result, text, posts, requests } = await createWith(create, { kind: 'status', status: 502 });
    expect(result.isError).toBe(true);
    expect(posts, requests.join('\n')).toHaveLength(1);
    expect(text).toMatch(/found nothing: it was not carried out \(not found\), so it is safe to retry/);
  });
});
