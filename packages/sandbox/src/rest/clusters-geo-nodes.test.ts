import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import { api, record, records, statusAndBody } from '../testing/client.js';
import type { Sandbox } from '../types.js';

/*
 * The deprecated APIs GitLab v4 still serves: certificate-based clusters (doc/api/project_clusters.md,
 * group_clusters.md, instance_clusters.md) and Geo nodes (doc/api/geo_nodes.md), with GitLab's checks and shapes.
 */
let sandbox: Sandbox;
let free: Sandbox;
beforeAll(async () => {
  [sandbox, free] = await Promise.all([
    startSandbox({ now: '2025-03-21T09:00:00Z' }),
    startSandbox({ tier: 'free', now: '2025-03-21T09:00:00Z' }),
  ]);
});
afterAll(() => Promise.all([sandbox.close(), free.close()]));

const sudo = (user: string) => ({ headers: { sudo: user } });
const kubernetes = { api_url: 'https://k8s.example.com', token: 'service-token' };

describe('certificate-based clusters', () => {
  it("list a project's, a group's and the instance's clusters in GitLab's Cluster shape, never the token", async () => {
    const [project] = records(await api(sandbox, '/projects/42/clusters'));
    expect(project).toMatchObject({
      id: 1,
      name: 'production',
      environment_scope: 'production',
      cluster_type: 'project_type',
      provider_type: 'user',
      platform_type: 'kubernetes',
      user: { username: 'root' },
      platform_kubernetes: { api_url: 'https://k8s.example.com', authorization_type: 'rbac' },
      provider_gcp: null,
      management_project: null,
    });
    expect(project).not.toHaveProperty('project');
    expect(project!.platform_kubernetes).not.toHaveProperty('token');
    const [group] = records(await api(sandbox, '/groups/10/clusters'));
    expect(group).toMatchObject({
      cluster_type: 'group_type',
      management_project: { id: 44, path_with_namespace: 'group/subgroup/library' },
    });
    expect(records(await api(sandbox, '/admin/clusters')).map((row) => row.cluster_type)).toEqual([
      'instance_type',
    ]);
  });

  it('read one with its project (ClusterProject) or group (ClusterGroup); another owner\'s is "404 Not found"', async () => {
    const project = record(await api(sandbox, '/projects/42/clusters/1'));
    expect(project.project).toMatchObject({
      id: 42,
      path_with_namespace: 'group/project',
      tag_list: expect.any(Array),
      namespace: { id: 10, kind: 'group' },
    });
    const group = record(await api(sandbox, '/groups/10/clusters/2'));
    expect(group.group).toEqual({
      id: 10,
      name: 'Group',
      web_url: 'https://gitlab.example.com/groups/group',
    });
    expect(await statusAndBody(sandbox, '/projects/42/clusters/2')).toEqual([
      404,
      { message: '404 Not found' },
    ]);
    expect(await statusAndBody(sandbox, '/projects/999/clusters')).toEqual([
      404,
      { message: '404 Project Not Found' },
    ]);
  });

  it('need a maintainer of the project or group (alice maintains group 10, bob is a developer of 42)', async () => {
    expect((await api(sandbox, '/projects/42/clusters', { token: sandbox.tokens.alice })).status).toBe(200);
    expect((await api(sandbox, '/projects/42', sudo('bob'))).status).toBe(200);
    expect((await api(sandbox, '/projects/42/clusters', sudo('bob'))).status).toBe(403);
    expect((await api(sandbox, '/groups/10/clusters/2', sudo('carol'))).status).toBe(403);
    const added = await api(sandbox, '/projects/42/clusters/user', {
      ...sudo('bob'),
      method: 'POST',
      body: { name: 'bob-cluster', platform_kubernetes_attributes: kubernetes },
    });
    expect(added.status).toBe(403);
  });

  it("the instance's are for administrators with admin mode", async () => {
    expect(await statusAndBody(sandbox, '/admin/clusters', 'GET')).toEqual([200, expect.any(Array)]);
    expect((await api(sandbox, '/admin/clusters', { token: sandbox.tokens.noAdmin })).status).toBe(403);
    expect((await api(sandbox, '/admin/clusters/3', { token: sandbox.tokens.alice })).status).toBe(403);
  });

  it('adding one needs a name and the Kubernetes API URL and token, refused as Grape names them', async () => {
    expect(await statusAndBody(sandbox, '/projects/42/clusters/user', 'POST', {})).toEqual([
      400,
      {
        error:
          'name is missing, platform_kubernetes_attributes is missing, platform_kubernetes_attributes[api_url] is missing, platform_kubernetes_attributes[token] is missing',
      },
    ]);
    expect(
      await statusAndBody(sandbox, '/projects/999/clusters/user', 'POST', {
        name: 'x',
        platform_kubernetes_attributes: { ...kubernetes, api_url: '' },
      }),
    ).toEqual([400, { error: 'platform_kubernetes_attributes[api_url] is empty' }]);
    const badType = { ...kubernetes, authorization_type: 'open' };
    expect(
      await statusAndBody(sandbox, '/groups/10/clusters/user', 'POST', {
        name: 'x',
        platform_kubernetes_attributes: badType,
      }),
    ).toEqual([
      400,
      { error: 'platform_kubernetes_attributes[authorization_type] does not have a valid value' },
    ]);
  });

  it("adds a cluster with GitLab's defaults, one per environment scope of its owner, and reads it back", async () => {
    const [status, body] = await statusAndBody(sandbox, '/admin/clusters/add', 'POST', {
      name: 'everywhere',
      platform_kubernetes_attributes: { ...kubernetes, ca_cert: 'PEM' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'everywhere',
      environment_scope: '*',
      enabled: true,
      managed: true,
      domain: null,
      cluster_type: 'instance_type',
      created_at: '2025-03-21T09:00:00.000Z',
      platform_kubernetes: { api_url: 'https://k8s.example.com', ca_cert: 'PEM', namespace: null },
    });
    const id = String((body as { id: number }).id);
    expect(record(await api(sandbox, `/admin/clusters/${id}`)).name).toBe('everywhere');
    expect(
      await statusAndBody(sandbox, '/admin/clusters/add', 'POST', {
        name: 'again',
        platform_kubernetes_attributes: kubernetes,
      }),
    ).toEqual([400, { message: { environment_scope: ['cannot add duplicated environment scope'] } }]);
  });

  it('edits a cluster (the instance answers ClusterProject, with no project) and removes it', async () => {
    const edited = await api(sandbox, '/admin/clusters/3', {
      method: 'PUT',
      body: {
        domain: 'staging.example.com',
        platform_kubernetes_attributes: { api_url: 'https://new.example.com' },
      },
    });
    expect(record(edited)).toMatchObject({
      domain: 'staging.example.com',
      platform_kubernetes: { api_url: 'https://new.example.com', namespace: null },
      project: null,
    });
    const group = await api(sandbox, '/groups/10/clusters/2', {
      method: 'PUT',
      body: { management_project_id: 999 },
    });
    expect([group.status, group.body]).toEqual([
      400,
      {
        message: {
          management_project_id: [
            "Project does not exist or you don't have permission to perform this action",
          ],
        },
      },
    ]);
    expect((await api(sandbox, '/admin/clusters/3', { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, '/admin/clusters/3')).status).toBe(404);
  });

  it("a fine-grained token reaches them only with GitLab's cluster permission", async () => {
    const answer = await api(sandbox, '/projects/42/clusters', { token: sandbox.tokens.fineGrained });
    expect([answer.status, answer.body]).toEqual([
      403,
      {
        error: 'insufficient_granular_scope',
        error_description: 'The fine-grained token does not grant read_cluster for this resource.',
        required_permissions: ['read_cluster'],
      },
    ]);
  });
});

describe('Geo nodes', () => {
  it('need Premium and an administrator, as Geo sites do', async () => {
    expect((await api(free, '/geo_nodes')).status).toBe(404);
    expect((await api(free, '/geo_nodes/status')).status).toBe(404);
    expect((await api(sandbox, '/geo_nodes', { token: sandbox.tokens.alice })).status).toBe(403);
    expect((await api(sandbox, '/geo_nodes/1/status', { token: sandbox.tokens.noAdmin })).status).toBe(403);
  });

  it('are the Geo sites, in the GeoNode shape: a secondary shows its projects page, a primary does not', async () => {
    const [primary, secondary] = records(await api(sandbox, '/geo_nodes'));
    expect(primary).toMatchObject({
      id: 1,
      name: 'gitlab-primary',
      primary: true,
      current: true,
      clone_protocol: 'http',
    });
    expect(primary).not.toHaveProperty('web_geo_projects_url');
    expect(primary).not.toHaveProperty('sync_object_storage');
    expect(secondary).toMatchObject({
      id: 2,
      name: 'gitlab-eu',
      selective_sync_type: 'namespaces',
      selective_sync_namespace_ids: [10],
      sync_object_storage: false,
      web_geo_projects_url: 'https://eu.gitlab.example.com/admin/geo/projects',
      _links: {
        self: 'https://gitlab.example.com/api/v4/geo_nodes/2',
        status: 'https://gitlab.example.com/api/v4/geo_nodes/2/status',
        repair: 'https://gitlab.example.com/api/v4/geo_nodes/2/repair',
      },
    });
    expect(await statusAndBody(sandbox, '/geo_nodes/9')).toEqual([404, { message: '404 GeoNode Not Found' }]);
  });

  it("report each node's status with GitLab's replication counters and links to the node", async () => {
    const status = record(await api(sandbox, '/geo_nodes/2/status'));
    expect(status).toMatchObject({
      geo_node_id: 2,
      health_status: 'Unhealthy',
      repositories_count: 6,
      repositories_synced_count: 5,
      repositories_synced_in_percentage: '83.33%',
      uploads_verified_in_percentage: '100.00%',
      _links: {
        self: 'https://gitlab.example.com/api/v4/geo_nodes/2/status',
        node: 'https://gitlab.example.com/api/v4/geo_nodes/2',
      },
    });
    const all = records(await api(sandbox, '/geo_nodes/status'));
    expect(all.map((row) => [row.geo_node_id, row.attachments_synced_count])).toEqual([
      [1, null],
      [2, 1],
    ]);
  });

  it("are created, edited, repaired and deleted with the sites' checks; a new node has no status yet", async () => {
    expect(await statusAndBody(sandbox, '/geo_nodes', 'POST', { name: 'apac' })).toEqual([
      400,
      { error: 'url is missing' },
    ]);
    const created = await api(sandbox, '/geo_nodes', {
      method: 'POST',
      body: { name: 'apac', url: 'https://apac.example.com', sync_object_storage: true },
    });
    expect(record(created)).toMatchObject({
      name: 'apac',
      url: 'https://apac.example.com/',
      sync_object_storage: true,
    });
    const id = String(record(created).id);
    expect(record(await api(sandbox, `/geo_sites/${id}`)).name).toBe('apac');
    expect(await statusAndBody(sandbox, `/geo_nodes/${id}/status`)).toEqual([
      404,
      { message: '404 Status for Geo node not found Not Found' },
    ]);
    const taken = await api(sandbox, `/geo_nodes/${id}`, { method: 'PUT', body: { name: 'gitlab-eu' } });
    expect(taken.body).toEqual({ message: { name: ['has already been taken'] } });
    expect(record(await api(sandbox, '/geo_nodes/2/repair', { method: 'POST' }))).toMatchObject({ id: 2 });
    expect(record(await api(sandbox, '/geo_nodes/2/status')).missing_oauth_application).toBe(false);
    expect((await api(sandbox, `/geo_nodes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(sandbox, `/geo_sites/${id}`)).status).toBe(404);
  });
});
