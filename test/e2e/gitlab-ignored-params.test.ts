/**
 * Issue 18: parameters the reference catalog gives an action but GitLab's endpoint ignores or refuses. The server
 * keeps taking them (drop-in compatibility) and either sends them the way GitLab names them, or refuses the call by
 * the argument's name before any request, so no one gets an unfiltered or unsorted answer believing otherwise.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

describe('orders GitLab names differently are sent in its words', () => {
  it.each([
    [
      'branch.list',
      { ...project, order_by: 'updated', sort: 'desc' },
      '/projects/group%2Fproject/repository/branches',
      'updated_desc',
    ],
    [
      'branch.list',
      { ...project, order_by: 'updated' },
      '/projects/group%2Fproject/repository/branches',
      'updated_asc',
    ],
    [
      'project.service_account_pat_list',
      { ...project, service_account_id: 501, order_by: 'expires', sort: 'desc' },
      '/projects/group%2Fproject/service_accounts/501/personal_access_tokens',
      'expires_desc',
    ],
    [
      'group.service_account_pat_list',
      { ...group, service_account_id: 502, order_by: 'name' },
      '/groups/group/service_accounts/502/personal_access_tokens',
      'name_asc',
    ],
    [
      'group.credential_list_pats',
      { ...group, sort: 'desc' },
      '/groups/group/manage/personal_access_tokens',
      'created_desc',
    ],
  ])('%s %j reaches %s with its sort=%s, no order_by', async (id, params, path, sort) => {
    const { result, text, requests } = await executeLogged(harness(), id, params);
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
      ['GET', path, 200],
    ]);
    expect(requests[0]?.query.sort).toBe(sort);
    expect(requests[0]?.query).not.toHaveProperty('order_by');
  });
});

describe('what GitLab would refuse or ignore is refused by name before any request', () => {
  it.each([
    ['branch.list', { ...project, sort: 'desc' }, ['sort', 'name_asc, updated_asc, updated_desc']],
    ['branch.list', { ...project, order_by: 'name', sort: 'desc' }, ['sort']],
    ['pipeline.latest', { ...project, ref: 'main', status: 'success' }, ['status', 'pipelines/latest']],
    ['pipeline.latest', { ...project, order_by: 'id', sort: 'desc' }, ['order_by, sort']],
    [
      'project.list_user_contributed',
      { user_id: 'alice', archived: false },
      ['archived', 'contributed_projects'],
    ],
    ['project.list_user_contributed', { user_id: 'alice', search: 'x', topic: 'y' }, ['search, topic']],
    ['runner.list', { order_by: 'id' }, ['order_by', 'GET /runners']],
    ['runner.list_project', { ...project, sort: 'asc' }, ['sort', 'GET /projects/{project_id}/runners']],
    ['snippet.explore', { order_by: 'created_at', sort: 'desc' }, ['order_by, sort', 'GET /snippets/public']],
    ['snippet.list_all', { sort: 'asc' }, ['sort', 'GET /snippets/all']],
    ['job.list_project', { ...project, order_by: 'id', sort: 'desc' }, ['order_by, sort', 'project jobs']],
    ['job.list', { ...project, pipeline_id: 1210, sort: 'asc' }, ['sort', 'pipeline jobs']],
    [
      'job.list_bridges',
      { ...project, pipeline_id: 1210, include_retried: true },
      ['include_retried', 'bridges'],
    ],
    ['user.todo_list', { order_by: 'created_at' }, ['order_by', 'GET /todos']],
    ['user.event_list_project', { ...project, order_by: 'created_at' }, ['order_by', 'events']],
    ['project.label_list', { ...project, order_by: 'name' }, ['order_by', 'label list']],
    ['group.group_milestone_list', { ...group, sort: 'desc' }, ['sort', 'GET /groups/{group_id}/milestones']],
    [
      'pipeline.schedule_list',
      { ...project, order_by: 'id', sort: 'asc' },
      ['order_by, sort', 'pipeline_schedules'],
    ],
    ['branch.list_protected', { ...project, sort: 'desc' }, ['sort', 'protected_branches']],
    ['group.protected_branch_list', { ...group, order_by: 'name' }, ['order_by', 'protected_branches']],
    [
      'access.token_personal_list',
      { order_by: 'name', sort: 'name_asc' },
      ['order_by', 'orders by sort alone'],
    ],
    ['access.token_project_list', { ...project, order_by: 'expires_at' }, ['order_by', 'access_tokens']],
  ])('%s %j', (id, params, words) => expectRefusedBeforeRequest(harness(), id, params, words));
});

describe('project settings GitLab does not declare are refused, nothing written', () => {
  it.each([
    ['project.create', { name: 'refused', build_coverage_regex: '\\d+%' }, 'build_coverage_regex'],
    [
      'project.create',
      { name: 'refused', ci_forward_deployment_enabled: true },
      'ci_forward_deployment_enabled',
    ],
    ['project.update', { ...project, operations_access_level: 'disabled' }, 'operations_access_level'],
    ['project.update', { ...project, ci_display_pipeline_variables: true }, 'ci_display_pipeline_variables'],
  ])('%s %j', async (id, params, name) => {
    const { result, text, requests } = await executeLogged(harness(), id, params);
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain(`does not take ${name}`);
  });

  it('project.update still sends ci_forward_deployment_enabled, which GitLab takes on edit', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'project.update', {
      ...project,
      ci_forward_deployment_enabled: false,
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(
      requests.map((request) => [request.method, request.path, request.body, request.undeclared]),
    ).toEqual([['PUT', '/projects/group%2Fproject', { ci_forward_deployment_enabled: false }, undefined]]);
  });
});

describe('the parameters GitLab does take still reach it', () => {
  it('runner, job, event, label and token lists reach GitLab with what they take', async () => {
    const runners = await executeLogged(harness(), 'runner.list_all', { status: 'online' });
    expect(runners.result.isError ?? false, runners.text).toBe(false);
    expect(runners.requests.map((request) => [request.method, request.path, request.query.status])).toEqual([
      ['GET', '/runners/all', 'online'],
    ]);
    const jobs = await executeLogged(harness(), 'job.list_project', {
      ...project,
      scope: ['failed'],
      include_retried: true,
    });
    expect(jobs.result.isError ?? false, jobs.text).toBe(false);
    expect(jobs.requests.map((request) => [request.method, request.path, request.query])).toEqual([
      [
        'GET',
        '/projects/group%2Fproject/jobs',
        { 'scope[]': 'failed', include_retried: 'true', page: '1', per_page: '20' },
      ],
    ]);
    const events = await executeLogged(harness(), 'user.event_list_project', { ...project, sort: 'asc' });
    expect(events.result.isError ?? false, events.text).toBe(false);
    expect(events.requests.map((request) => [request.method, request.path, request.query.sort])).toEqual([
      ['GET', '/projects/group%2Fproject/events', 'asc'],
    ]);
    const labels = await executeLogged(harness(), 'project.label_list', { ...project, search: 'bug' });
    expect(labels.result.isError ?? false, labels.text).toBe(false);
    expect(labels.requests.map((request) => [request.method, request.path, request.query.search])).toEqual([
      ['GET', '/projects/group%2Fproject/labels', 'bug'],
    ]);
    const tokens = await executeLogged(harness(), 'access.token_group_list', { ...group, sort: 'name_desc' });
    expect(tokens.result.isError ?? false, tokens.text).toBe(false);
    expect(tokens.requests.map((request) => [request.method, request.path, request.query.sort])).toEqual([
      ['GET', '/groups/group/access_tokens', 'name_desc'],
    ]);
  });

  it('pipeline.latest sends ref alone', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'pipeline.latest', {
      ...project,
      ref: 'main',
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.query, request.status])).toEqual([
      ['GET', '/projects/group%2Fproject/pipelines/latest', { ref: 'main' }, 200],
    ]);
  });

  it('project.list_user_contributed sends order_by, sort and simple', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'project.list_user_contributed', {
      user_id: 'alice',
      order_by: 'name',
      sort: 'asc',
      simple: true,
    });
    expect(result.isError ?? false, text).toBe(false);
    const contributed = requests.filter((request) => request.path.endsWith('/contributed_projects'));
    expect(contributed.map((request) => [request.method, request.status])).toEqual([['GET', 200]]);
    expect(contributed[0]?.query).toMatchObject({ order_by: 'name', sort: 'asc', simple: 'true' });
  });
});
