/**
 * Issue 18, orders: lists the reference catalog lets a caller order, but whose GitLab endpoint takes no order_by or
 * sort (or only sort). GitLab would drop the parameter and answer in its own order while the caller believes the
 * list sorted, so the server refuses it by name before any request; where GitLab names the same order otherwise
 * (the commit list's `order`), the call is sent in GitLab's words.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const commit = { ...project, sha: 'main' };

describe('an order GitLab cannot apply is refused by name before any request', () => {
  it.each([
    ['repository.commit_list', { ...project, sort: 'asc' }, ['sort', 'repository/commits']],
    ['repository.file_history', { ...project, path: 'README.md', sort: 'desc' }, ['sort']],
    ['repository.commit_diff', { ...commit, order_by: 'path' }, ['order_by', 'commit diff']],
    ['repository.commit_refs', { ...commit, sort: 'asc' }, ['sort', 'commit refs']],
    ['repository.tree', { ...project, order_by: 'name', sort: 'asc' }, ['order_by, sort', 'tree']],
    ['snippet.list', { order_by: 'created_at' }, ['order_by', 'GET /snippets']],
    ['snippet.project_list', { ...project, sort: 'desc' }, ['sort', 'snippets']],
    ['project.list_users', { ...project, order_by: 'name' }, ['order_by', 'project users']],
    ['project.list_groups', { ...project, sort: 'asc' }, ['sort', 'groups']],
    ['project.list_invited_groups', { ...project, order_by: 'name' }, ['order_by', 'invited_groups']],
    ['project.list_starrers', { ...project, sort: 'desc' }, ['sort', 'starrers']],
    ['group.get', { ...group, order_by: 'name' }, ['order_by', 'GET /groups/:id']],
    ['group.invited_groups', { ...group, sort: 'asc' }, ['sort', 'invited groups']],
    ['group.transfer_locations', { ...group, order_by: 'name' }, ['order_by', 'transfer_locations']],
    ['group.list_provisioned_users', { ...group, sort: 'asc' }, ['sort', 'provisioned_users']],
    ['group.release_list', { ...group, order_by: 'released_at' }, ['order_by', 'group releases']],
    ['package.registry_list_project', { ...project, order_by: 'name' }, ['order_by', 'registry']],
    ['package.registry_list_group', { ...group, sort: 'desc' }, ['sort', 'registry']],
    ['user.memberships', { user_id: 4, order_by: 'id' }, ['order_by', 'memberships']],
    ['user.activities', { sort: 'desc' }, ['sort', 'GET /user/activities']],
    ['user.list_impersonation_tokens', { user_id: 2, order_by: 'id' }, ['order_by', 'impersonation']],
    ['user.namespace_list', { sort: 'asc' }, ['sort', 'GET /namespaces']],
    ['project.members', { ...project, order_by: 'name' }, ['order_by', 'members/all']],
    [
      'group.members',
      { ...group, order_by: 'access_level', sort: 'desc' },
      ['order_by, sort', 'members/all'],
    ],
    ['project.badge_list', { ...project, sort: 'asc' }, ['sort', 'badges']],
    ['group.badge_list', { ...group, order_by: 'name' }, ['order_by', 'badges']],
    ['environment.list', { ...project, order_by: 'name', sort: 'asc' }, ['order_by, sort', 'environments']],
    ['feature_flags.feature_flag_list', { ...project, order_by: 'name' }, ['order_by', 'feature flags']],
    ['feature_flags.ff_user_list_list', { ...project, sort: 'desc' }, ['sort', 'user lists']],
    ['access.invite_list_project', { ...project, sort: 'asc' }, ['sort', 'invitations']],
    ['access.invite_list_group', { ...group, order_by: 'created_at' }, ['order_by', 'invitations']],
    ['access.request_list_group', { ...group, sort: 'desc' }, ['sort', 'access_requests']],
    ['access.deploy_key_list_all', { order_by: 'id' }, ['order_by', 'GET /deploy_keys']],
    ['access.deploy_key_list_project', { ...project, sort: 'asc' }, ['sort', 'deploy_keys']],
    [
      'access.deploy_key_list_user_project',
      { user_id: 'root', sort: 'asc' },
      ['sort', 'project_deploy_keys'],
    ],
    ['access.deploy_token_list_project', { ...project, order_by: 'id' }, ['order_by', 'deploy_tokens']],
    ['access.deploy_token_list_group', { ...group, sort: 'desc' }, ['sort', 'deploy_tokens']],
    ['issue.iteration_list_group', { ...group, order_by: 'due_date' }, ['order_by', 'iterations']],
    ['merge_train.list_project', { ...project, order_by: 'id', sort: 'asc' }, ['order_by', 'merge trains']],
    ['merge_train.list_branch', { ...project, target_branch: 'main', order_by: 'id' }, ['order_by']],
    // Found by the catalog's check against GitLab's parameter tables (test/catalog/gitlab-param-tables.test.ts).
    ['release.link_list', { ...project, tag_name: 'v1.0.0', sort: 'desc' }, ['sort', 'assets/links']],
    ['ci_variable.list', { ...project, order_by: 'key' }, ['order_by', 'variables']],
    ['snippet.discussion_list', { ...project, snippet_id: 1, sort: 'asc' }, ['sort', 'discussions']],
    [
      'merge_request.event_mr_label_list',
      { ...project, merge_request_iid: 1, order_by: 'created_at', sort: 'asc' },
      ['order_by, sort', 'resource_label_events'],
    ],
    [
      'merge_request.time_stats',
      { ...project, merge_request_iid: 1, render_html: true },
      ['render_html', 'time_stats'],
    ],
    ['environment.update', { ...project, environment_id: 1, name: 'prod' }, ['name', 'environment update']],
  ])('%s %j', (id, params, words) => expectRefusedBeforeRequest(harness(), id, params, words));

  it('an order_by the commit list has no name for is refused by validation, naming it', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'repository.commit_list', {
      ...project,
      order_by: 'created_at',
    });
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain('order_by');
    expect(text).toContain('topo');
  });
});

describe('what GitLab takes still reaches it', () => {
  it("repository.commit_list sends order_by as GitLab's order, and no order_by", async () => {
    const { result, text, requests } = await executeLogged(harness(), 'repository.commit_list', {
      ...project,
      order_by: 'topo',
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
      ['GET', '/projects/group%2Fproject/repository/commits', 200],
    ]);
    expect(requests[0]?.query.order).toBe('topo');
    expect(requests[0]?.query).not.toHaveProperty('order_by');
    expect(requests[0]).not.toHaveProperty('undeclared');
  });

  it.each([
    ['group.release_list', group, '/groups/group/releases'],
    ['merge_train.list_project', project, '/projects/group%2Fproject/merge_trains'],
  ])('%s still sends sort, which GitLab takes', async (id, owner, path) => {
    const { result, text, requests } = await executeLogged(harness(), id, { ...owner, sort: 'asc' });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.query.sort])).toEqual([
      ['GET', path, 'asc'],
    ]);
    expect(requests[0]).not.toHaveProperty('undeclared');
  });

  it.each([
    [
      'environment.list',
      { ...project, states: 'available' },
      '/projects/group%2Fproject/environments',
      'states',
    ],
    ['project.members', { ...project, query: 'ali' }, '/projects/group%2Fproject/members/all', 'query'],
    ['project.list_starrers', { ...project, search: 'a' }, '/projects/group%2Fproject/starrers', 'search'],
    [
      'repository.tree',
      { ...project, recursive: true },
      '/projects/group%2Fproject/repository/tree',
      'recursive',
    ],
    ['user.namespace_list', { owned_only: true }, '/namespaces', 'owned_only'],
  ])('%s sends its own filter', async (id, params, path, name) => {
    const { result, text, requests } = await executeLogged(harness(), id, params);
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path])).toEqual([['GET', path]]);
    expect(requests[0]?.query).toHaveProperty(name);
    expect(requests[0]?.query).not.toHaveProperty('order_by');
  });
});

describe("group.epic_list refuses the work item filters GitLab's REST epic list ignores", () => {
  it.each([
    [{ full_path: 'group', confidential: true }, 'confidential'],
    [{ full_path: 'group', iids: ['1', '2'] }, 'iids'],
    [{ full_path: 'group', milestone_title: ['v1'], confidential: false }, 'milestone_title, confidential'],
    [{ full_path: 'group', first: 10 }, 'first'],
  ])('%j', async (params, names) => {
    const { result, text, requests } = await executeLogged(harness(), 'group.epic_list', params);
    expect(requests).toEqual([]);
    expect(result.isError).toBe(true);
    expect(text).toContain(`does not take ${names}`);
  });

  it('what the epic list takes is still sent', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'group.epic_list', {
      full_path: 'group',
      state: 'opened',
      search: 'login',
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/groups/group/epics'],
    ]);
    expect(requests[0]?.query).toMatchObject({ state: 'opened', search: 'login' });
    expect(requests[0]).not.toHaveProperty('undeclared');
  });
});
