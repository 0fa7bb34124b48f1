/**
 * Issue 18: parameters the reference catalog gives project actions (schedules, protected environments, registry
 * protection rules) that GitLab's endpoints do not declare or require otherwise. The call is refused by the
 * argument's name before any request; what GitLab does take is still sent under its own name.
 */
import { describe, expect, it } from 'vitest';
import { dynamicHarness, executeLogged } from '../support/execute-logged.js';
import { expectRefusedBeforeRequest } from '../support/refused-before-request.js';

const harness = dynamicHarness();

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };

describe('what these endpoints do not take is refused by name before any request', () => {
  it.each([
    [
      'pipeline.schedule_list_triggered_pipelines',
      { ...project, schedule_id: 1501, order_by: 'id' },
      ['order_by', 'pipeline_schedules'],
    ],
    ['environment.protected_list', { ...project, order_by: 'name' }, ['order_by', 'protected_environments']],
    ['group.protected_env_list', { ...group, sort: 'desc' }, ['sort', 'protected_environments']],
    [
      'environment.protected_update',
      { ...project, environment: 'production', name: 'prod' },
      ['does not take name', 'protected environment update'],
    ],
    ['package.protection_rule_list', { ...project, order_by: 'id', sort: 'asc' }, ['order_by, sort']],
    [
      'storage_move.retrieve_project',
      { project_id: 42, order_by: 'created_at' },
      ['order_by', 'repository_storage_moves'],
    ],
    ['storage_move.retrieve_all_project', { sort: 'asc' }, ['sort', 'project_repository_storage_moves']],
    [
      'package.registry_tag_rule_create',
      { ...project, tag_name_pattern: '^v.*', minimum_access_level_for_push: 'maintainer' },
      ['requires minimum_access_level_for_delete', 'tag/rules'],
    ],
  ])('%s %j', (id, params, words) => expectRefusedBeforeRequest(harness(), id, params, words));
});

describe('what they take is sent as GitLab names it', () => {
  it("pipeline.schedule_list_triggered_pipelines sends sort, the only order GitLab takes for a schedule's pipelines", async () => {
    const { result, text, requests } = await executeLogged(
      harness(),
      'pipeline.schedule_list_triggered_pipelines',
      { ...project, schedule_id: 1501, sort: 'desc' },
    );
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
      ['GET', '/projects/group%2Fproject/pipeline_schedules/1501/pipelines', 200],
    ]);
    expect(requests[0]?.query).toMatchObject({ sort: 'desc' });
    expect(requests[0]?.undeclared).toBeUndefined();
  });

  it('package.registry_tag_rule_create sends both minimum access levels in the body', async () => {
    const { result, text, requests } = await executeLogged(harness(), 'package.registry_tag_rule_create', {
      ...project,
      tag_name_pattern: '^v.*',
      minimum_access_level_for_push: 'maintainer',
      minimum_access_level_for_delete: 'owner',
    });
    expect(result.isError ?? false, text).toBe(false);
    expect(requests.map((request) => [request.method, request.path, request.status])).toEqual([
      ['POST', '/projects/group%2Fproject/registry/protection/tag/rules', 201],
    ]);
    expect(requests[0]?.body).toEqual({
      tag_name_pattern: '^v.*',
      minimum_access_level_for_push: 'maintainer',
      minimum_access_level_for_delete: 'owner',
    });
    expect(requests[0]?.undeclared).toBeUndefined();
  });
});
