/**
 * Everyday tasks as an assistant with only the two dynamic tools does them (issue 23): find the action, execute
 * it, follow the answer's next steps. Each task must finish without a failed call, call only actions an earlier
 * answer offered, and name only IDs an earlier answer showed: the test reads every ID it uses from the text of the
 * answers before, never from the sandbox's seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, startHarness, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

const project = { project_id: 'group/project' };

/** One assistant's session on one task: what it has read so far decides what it may call and with which IDs. */
class Session {
  private readonly read: string[] = [];
  readonly calls: string[] = [];

  constructor(private readonly harness: Harness) {}

  async find(query: string): Promise<string> {
    return this.answer(await this.harness.call('gitlab_find_action', { query }), `find "${query}"`);
  }

  async execute(action: string, params: Record<string, unknown>, confirm = false): Promise<string> {
    expect(
      this.read.some((text) => text.includes(`\`${action}\``) || text.includes(`'${action}'`)),
      `${action} was offered by an earlier answer`,
    ).toBe(true);
    for (const id of idsIn(params))
      expect(
        this.read.some((text) => new RegExp(`(?<![\\w.])${id}(?!\\w)`).test(text)),
        `${action}: ID ${id} was shown by an earlier answer`,
      ).toBe(true);
    this.calls.push(action);
    const result = await this.harness.call('gitlab_execute_action', {
      action,
      params,
      ...(confirm ? { confirm: true } : {}),
    });
    return this.answer(result, action);
  }

  /** A user's ID as an assistant finds it: the user list searched by name, the ID read from the user's row. */
  async userId(username: string): Promise<number> {
    await this.find('list users');
    const users = await this.execute('user.list', { search: username });
    return numberIn(rowWith(users, `@${username}`)[0]);
  }

  private answer(result: { isError?: boolean; content?: unknown }, what: string): string {
    const text = textOf(result);
    expect(result.isError ?? false, `${what} failed: ${text}`).toBe(false);
    this.read.push(text);
    return text;
  }
}

/** The IDs a call names: the numbers of its ID and IID parameters. */
function idsIn(params: Record<string, unknown>): string[] {
  return Object.entries(params)
    .filter(([name]) => /(^|_)(id|iid|ids)$/.test(name))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === 'number' || /^\d+$/.test(String(value)))
    .map(String);
}

/** The cells of the first table row of an answer that contains `text`. */
function rowWith(answer: string, text: string): string[] {
  const line = answer.split('\n').find((candidate) => candidate.startsWith('| ') && candidate.includes(text));
  expect(line, `a row with ${text} in:\n${answer}`).toBeDefined();
  return line!
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((cell) => cell.trim());
}

/** The first number in a cell or a line (`[!244](…)` → 244, `[#1206](…)` → 1206, `5` → 5). */
function numberIn(text: string | undefined): number {
  const found = /\d+/.exec(text ?? '');
  expect(found, `a number in ${text}`).not.toBeNull();
  return Number(found![0]);
}

/** The first data row of an answer's table. */
function firstRow(answer: string): string[] {
  const rows = answer.split('\n').filter((line) => line.startsWith('| '));
  expect(rows.length, `a table with rows in:\n${answer}`).toBeGreaterThan(2);
  return rowWith(answer, rows[2]!);
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, START_TIMEOUT);
afterAll(() => harness?.close());

describe('everyday tasks over the dynamic surface, from find to the last next step', () => {
  it('review queue: the open merge requests that have a reviewer, then one of them in full', async () => {
    const session = new Session(harness);
    await session.find('list merge requests of a project');
    harness.sandbox.requests.clear();
    const list = await session.execute('merge_request.list', {
      ...project,
      state: 'opened',
      reviewer_id: 'Any',
    });
    expect(harness.gitlabRequests()).toEqual(['GET /projects/group%2Fproject/merge_requests']);
    expect(harness.sandbox.requests.all()[0]?.query).toMatchObject({ state: 'opened', reviewer_id: 'Any' });
    const [iidCell, , , , , , reviewers] = firstRow(list);
    expect(reviewers).toMatch(/@\w+/);
    const card = await session.execute('merge_request.get', {
      ...project,
      merge_request_iid: numberIn(iidCell),
    });
    expect(card).toContain(`!${numberIn(iidCell)}`);
  });

  it("a failed pipeline's log: the failed pipeline, its failed job, where the job failed", async () => {
    const session = new Session(harness);
    await session.find('list the pipelines of a project');
    const pipelines = await session.execute('pipeline.list', { ...project, status: 'failed' });
    const pipelineId = numberIn(firstRow(pipelines)[0]);
    const jobs = await session.execute('job.list', {
      ...project,
      pipeline_id: pipelineId,
      scope: ['failed'],
    });
    const jobId = numberIn(firstRow(jobs)[0]);
    const log = await session.execute('job.trace', { ...project, job_id: jobId });
    expect(log).toContain('**Ends In Section**');
    expect(log.indexOf('**Failing Section:**')).toBeLessThan(log.indexOf('**Last Lines:**'));
  });

  it('create an issue and assign it to a person found by name', async () => {
    const session = new Session(harness);
    await session.find('create an issue');
    const daveId = await session.userId('dave');
    harness.sandbox.requests.clear();
    const created = await session.execute('issue.create', {
      ...project,
      title: 'Scenario: the login test is flaky',
      assignee_ids: [daveId],
    });
    expect(harness.gitlabRequests()).toEqual(['POST /projects/group%2Fproject/issues']);
    expect(created).toContain('@dave');
    const iid = numberIn(/Issue #(\d+)/.exec(created)?.[1]);
    const updated = await session.execute('issue.update', { ...project, issue_iid: iid, labels: ['bug'] });
    expect(updated).toContain('bug');
  });

  it("members and roles: a member's role changed and read back by name and number", async () => {
    const session = new Session(harness);
    await session.find('list the members of a project');
    const members = await session.execute('project.members', project);
    const [userCell, , , role] = rowWith(members, '@dave');
    const daveId = numberIn(userCell);
    await session.find('change the role of a project member');
    const promoted = await session.execute('project.member_edit', {
      ...project,
      user_id: daveId,
      access_level: 30,
    });
    expect(promoted).toContain('Developer (30)');
    const member = await session.execute('project.member_get', { ...project, user_id: daveId });
    expect(member).toContain('Developer (30)');
    await session.execute('project.member_edit', {
      ...project,
      user_id: daveId,
      access_level: numberIn(/\((\d+)\)/.exec(role!)?.[1]),
    });
  });

  it('block a user found by name, see the new state, unblock again', async () => {
    const session = new Session(harness);
    await session.find('block a user');
    const carolId = await session.userId('carol');
    harness.sandbox.requests.clear();
    const blocked = await session.execute('user.block', { user_id: carolId }, true);
    expect(harness.gitlabRequests()).toEqual([`POST /users/${carolId}/block`]);
    expect(blocked).toContain(`ID ${carolId} is now blocked`);
    expect(await session.execute('user.get', { user_id: carolId })).toContain('- **State**: blocked');
    await session.execute('user.unblock', { user_id: carolId }, true);
    expect(await session.execute('user.get', { user_id: carolId })).toContain('- **State**: active');
  });

  it('a CI/CD variable added, listed and read back', async () => {
    const session = new Session(harness);
    await session.find('add a CI/CD variable to a project');
    harness.sandbox.requests.clear();
    await session.execute('ci_variable.create', { ...project, key: 'SCENARIO_FLAG', value: 'on' });
    expect(harness.gitlabRequests()).toEqual(['POST /projects/group%2Fproject/variables']);
    await session.find('list the CI/CD variables of a project');
    const variables = await session.execute('ci_variable.list', project);
    expect(rowWith(variables, 'SCENARIO_FLAG')[0]).toBe('`SCENARIO_FLAG`');
    expect(await session.execute('ci_variable.get', { ...project, key: 'SCENARIO_FLAG' })).toContain('on');
  });

  it('who may push and merge to the protected branches', async () => {
    const session = new Session(harness);
    await session.find('who may push to protected branches');
    const branches = await session.execute('branch.list_protected', project);
    expect(branches).toMatch(/\| Name \| Allowed to Push \| Allowed to Merge \|/);
    expect(rowWith(branches, 'main').join(' ')).toMatch(/Maintainer \(40\)/);
  });
});
