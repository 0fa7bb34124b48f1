import { describe, expect, it } from 'vitest';
import gitlab from '../../../reference/gitlab-contract/authz/fine-grained-permissions.json' with { type: 'json' };
import { GITLAB_REST_PERMISSIONS, gitlabRestPermission } from './index.js';

describe("GitLab's fine-grained permission of a REST endpoint", () => {
  it("the endpoint table names only permissions GitLab's page defines", () => {
    const defined = new Set(gitlab.permissions);
    expect(Object.keys(GITLAB_REST_PERMISSIONS).filter((name) => !defined.has(name))).toEqual([]);
  });

  it('reads a request and a path template alike', () => {
    expect(gitlabRestPermission('GET /projects/42/issues')).toBe('read_work_item');
    expect(gitlabRestPermission('GET /projects/{project_id}/issues')).toBe('read_work_item');
    expect(gitlabRestPermission('GET /projects/group%2Fproject/repository/files/a%2Fb.txt/raw')).toBe(
      'read_repository',
    );
    expect(gitlabRestPermission('POST /projects/42/merge_requests/7/notes')).toBe('create_work_item');
  });

  it("prefers a literal segment of GitLab's path to a placeholder, and reads its optional parts", () => {
    expect(gitlabRestPermission('GET /projects/{project_id}/pipelines/latest')).toBe('read_pipeline');
    expect(gitlabRestPermission('DELETE /projects/{project_id}/environments/review_apps')).toBe(
      'delete_environment',
    );
    expect(gitlabRestPermission('GET /groups/{group_id}/-/epics')).toBe('read_work_item');
    expect(gitlabRestPermission('GET /groups/{group_id}/epics')).toBe('read_work_item');
    expect(gitlabRestPermission('GET /projects/{project_id}/search')).toBe('use_global_search');
  });

  it('reads the deprecated APIs the page still lists: certificate clusters and Geo nodes', () => {
    expect(gitlabRestPermission('POST /projects/42/clusters/user')).toBe('create_cluster');
    expect(gitlabRestPermission('GET /groups/{group_id}/clusters/{cluster_id}')).toBe('read_cluster');
    expect(gitlabRestPermission('PUT /admin/clusters/7')).toBe('update_cluster');
    expect(gitlabRestPermission('GET /geo_nodes/status')).toBe('read_geo_node');
    expect(gitlabRestPermission('POST /geo_nodes/2/repair')).toBe('repair_geo_node');
  });

  it('an endpoint the page does not list is open to no fine-grained token', () => {
    expect(gitlabRestPermission('POST /runners')).toBeNull();
    expect(gitlabRestPermission('GET /projects/42/no_such_thing')).toBeNull();
    expect(gitlabRestPermission('PATCH /projects/42/issues')).toBeNull();
  });

  it('an always accessible endpoint needs no permission', () => {
    expect(gitlabRestPermission('GET /templates/licenses/{key}')).toBeUndefined();
    expect(gitlabRestPermission('GET /topics/7')).toBeUndefined();
  });
});
