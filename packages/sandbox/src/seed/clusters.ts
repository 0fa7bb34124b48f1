import type { PlainRow } from '../store/rows.js';

/**
 * What GitLab gives a cluster added without naming these settings (doc/api/project_clusters.md, "Add existing cluster
 * to project").
 */
export const CLUSTER_DEFAULTS = {
  enabled: true,
  managed: true,
  namespace_per_environment: true,
  environment_scope: '*',
  provider_type: 'user',
  platform_type: 'kubernetes',
  management_project_id: null,
};

const CA_CERT = '-----BEGIN CERTIFICATE-----\nMIIBsandboxCA\n-----END CERTIFICATE-----';

/** The Kubernetes connection of a seeded cluster: its API, the sandbox's service token, the namespace it deploys to. */
function kubernetes(apiUrl: string, namespace: string | null): PlainRow {
  return {
    api_url: apiUrl,
    namespace,
    authorization_type: 'rbac',
    ca_cert: CA_CERT,
    token: 'sandbox-k8s-token',
  };
}

/**
 * Certificate-based Kubernetes clusters (deprecated, still served on self-managed GitLab): one added to
 * group/project (42) for its production environment, one shared by the group (10) for its review apps, managed
 * from group/subgroup/library (44), and one of the instance for staging. Each serves one environment scope, so
 * adding the catch-all `*` cluster the docs show is still allowed.
 */
export function seedClusterTables(): Record<string, PlainRow[]> {
  return {
    clusters: [
      {
        ...CLUSTER_DEFAULTS,
        id: 1,
        name: 'production',
        domain: 'apps.example.com',
        created_at: '2025-02-10T10:00:00.000Z',
        environment_scope: 'production',
        cluster_type: 'project_type',
        project_id: 42,
        user_id: 1,
        platform_kubernetes: kubernetes('https://k8s.example.com', 'project-42-production'),
      },
      {
        ...CLUSTER_DEFAULTS,
        id: 2,
        name: 'review-apps',
        domain: 'review.example.com',
        created_at: '2025-02-12T14:30:00.000Z',
        environment_scope: 'review/*',
        cluster_type: 'group_type',
        group_id: 10,
        user_id: 1,
        management_project_id: 44,
        platform_kubernetes: kubernetes('https://k8s-review.example.com', null),
      },
      {
        ...CLUSTER_DEFAULTS,
        id: 3,
        name: 'staging',
        domain: null,
        created_at: '2025-01-20T08:15:00.000Z',
        environment_scope: 'staging',
        cluster_type: 'instance_type',
        user_id: 1,
        platform_kubernetes: kubernetes('https://k8s-staging.example.com', null),
      },
    ],
  };
}
