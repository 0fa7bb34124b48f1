import type { PlainRow } from '../store/rows.js';

/**
 * CI/CD Catalog resources, kept in the `ci_catalog_resources` plain table: group/subgroup/library (44) and
 * alice/scratch (45) are published, group/big (43) is a draft the catalog does not show. Name, description and path
 * come from the project, as in GitLab.
 */
export function seedCiCatalog(): Record<string, PlainRow[]> {
  const resource = (id: number, projectId: number, fields: Record<string, unknown>): PlainRow => ({
    id,
    project_id: projectId,
    state: 'published',
    verification_level: 'UNVERIFIED',
    last_30_day_usage_count: 0,
    latest_released_at: null,
    ...fields,
  });
  return {
    ci_catalog_resources: [
      resource(4201, 44, {
        verification_level: 'VERIFIED_CREATOR_MAINTAINED',
        last_30_day_usage_count: 17,
        latest_released_at: '2025-03-01T12:00:00.000Z',
        created_at: '2024-06-01T09:00:00.000Z',
      }),
      resource(4202, 45, {
        last_30_day_usage_count: 2,
        latest_released_at: '2025-02-10T12:00:00.000Z',
        created_at: '2024-09-01T09:00:00.000Z',
      }),
      resource(4203, 43, { state: 'draft', created_at: '2025-01-01T09:00:00.000Z' }),
    ],
  };
}
