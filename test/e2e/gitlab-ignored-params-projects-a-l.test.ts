/**
 * Issue 18: lists of a project (access requests to labels) whose GitLab endpoint declares no order. The reference
 * catalog gives them order_by and sort, which GitLab would ignore without a word; the server refuses them by name
 * before any request, and the list without them still reaches GitLab as before. A label named by its ID in the path
 * takes no `name` beside it either.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

describe('an order GitLab cannot give is refused by name before any request', () => {
  it.each([
    ['access.deploy_key_list_project', { ...project, order_by: 'id' }, ['order_by', 'deploy_keys']],
    ['access.request_list_project', { ...project, sort: 'asc' }, ['sort', 'access_requests']],
    ['access.request_list_group', { ...group, order_by: 'id' }, ['order_by', 'access_requests']],
    ['admin.alert_metric_image_list', { ...project, alert_iid: 1, sort: 'desc' }, ['sort', 'metric_images']],
    [
      'admin.error_tracking_list',
      { ...project, order_by: 'id', sort: 'asc' },
      ['order_by, sort', 'client_keys'],
    ],
    ['dependency.list', { ...project, order_by: 'name' }, ['order_by', 'dependencies']],
    ['environment.freeze_list', { ...project, sort: 'desc' }, ['sort', 'freeze_periods']],
    [
      'external_status_check.list_project',
      { ...project, order_by: 'id' },
      ['order_by', 'external_status_checks'],
    ],
    [
      'external_status_check.list_project_checks',
      { ...project, sort: 'asc' },
      ['sort', 'external_status_checks'],
    ],
    [
      'issue.discussion_list',
      { ...project, issue_iid: 1, order_by: 'created_at' },
      ['order_by', 'discussions'],
    ],
    ['job.token_scope_list_inbound', { ...project, order_by: 'id' }, ['order_by', 'allowlist']],
    ['job.token_scope_list_groups', { ...project, sort: 'desc' }, ['sort', 'groups_allowlist']],
    ['project.approval_rule_list', { ...project, order_by: 'id' }, ['order_by', 'approval_rules']],
    ['project.board_list', { ...project, sort: 'asc' }, ['sort', 'boards']],
    ['group.group_board_list', { ...group, order_by: 'id' }, ['order_by', 'boards']],
    ['project.board_list_list', { ...project, board_id: 1, order_by: 'position' }, ['order_by', 'lists']],
    ['project.hook_list', { ...project, order_by: 'id', sort: 'desc' }, ['order_by, sort', 'hooks']],
    ['group.hook_list', { ...group, sort: 'asc' }, ['sort', 'hooks']],
  ])('%s %j', async (id, params, words) => {
    await expectRefusedBeforeRequest(harness(), id, params, words);
  });
});

it('project.label_delete refuses a name beside the label_id of the path, nothing deleted', async () => {
  await expectRefusedBeforeRequest(
    harness(),
    'project.label_delete',
    { ...project, label_id: 1, name: 'bug' },
    ['does not take name'],
  );
});

describe('without an order, the same lists reach GitLab with only the names it declares', () => {
  it.each([
    ['environment.freeze_list', project, '/projects/group%2Fproject/freeze_periods'],
    ['project.hook_list', project, '/projects/group%2Fproject/hooks'],
    ['group.group_board_list', group, '/groups/group/boards'],
    ['job.token_scope_list_inbound', project, '/projects/group%2Fproject/job_token_scope/allowlist'],
  ])('%s %j reaches %s', async (id, params, path) => {
    const { result, text, requests } = await executeLogged(harness(), id, { ...params, per_page: 5 });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
      ['GET', path, 200],
    ]);
    expect(requests[0]?.undeclared ?? []).toEqual([]);
    expect(Object.keys(requests[0]?.query ?? {})).not.toContain('order_by');
  });
});
