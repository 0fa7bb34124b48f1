import type { CatalogCall } from '../catalog-call.js';

const done = '✅ Action completed successfully.';

/**
 * Geo sites of the sandbox (Ultimate): the primary (1, the sandbox itself) and gitlab-eu (2), whose OAuth
 * application is missing until it is repaired; a site added here (3) has reported no status.
 */
export const geoCalls: CatalogCall[] = [
  { action: 'geo.list', params: {}, expect: 'gitlab-eu' },
  { action: 'geo.get', params: { id: 1 }, expect: 'Geo Site #1: gitlab-primary' },
  { action: 'geo.get_status', params: { id: 2 }, expect: 'Missing OAuth application' },
  { action: 'geo.list_status', params: {}, expect: 'Unhealthy' },
  { action: 'geo.repair', params: { id: 2 }, expect: 'Geo Site #2: gitlab-eu' },
  { action: 'geo.get_status', params: { id: 2 }, expect: '**Health**: Healthy' },
  {
    action: 'geo.create',
    params: {
      name: 'gitlab-apac',
      url: 'https://apac.gitlab.example.com',
      selective_sync_type: 'namespaces',
      selective_sync_namespace_ids: [10],
    },
    expect: 'Geo Site #3: gitlab-apac',
  },
  {
    action: 'geo.create',
    params: { name: 'gitlab-eu', url: 'https://eu2.gitlab.example.com' },
    expect: 'has already been taken',
    isError: true,
  },
  {
    action: 'geo.edit',
    params: { id: 3, enabled: false, repos_max_capacity: 50 },
    expect: '**Repositories at once**: 50',
  },
  { action: 'geo.get_status', params: { id: 3 }, expect: 'Not Found', isError: true },
  { action: 'geo.delete', params: { id: 3 }, expect: done },
  { action: 'geo.get', params: { id: 3 }, expect: 'Not Found', isError: true },
];
