import type { PlainRow } from '../store/rows.js';

/**
 * The security inventory of group `group` (Ultimate, GraphQL only): two categories with three attributes, one of
 * them on group/project; three scan profiles, SAST active and secret detection pending on group/project.
 */
export function seedSecurityTaxonomyTables(): Record<string, PlainRow[]> {
  return {
    security_categories: [
      {
        id: 501,
        namespace_id: 10,
        name: 'Business impact',
        description: 'How much the business depends on the project.',
        multiple_selection: false,
        editable_state: 'EDITABLE',
      },
      {
        id: 502,
        namespace_id: 10,
        name: 'Application',
        description: 'The applications a project belongs to.',
        multiple_selection: true,
        editable_state: 'EDITABLE',
      },
    ],
    security_attributes: [
      {
        id: 601,
        category_id: 501,
        name: 'Mission critical',
        description: 'Outage stops the business.',
        color: '#dc2626',
        editable_state: 'EDITABLE',
      },
      {
        id: 602,
        category_id: 501,
        name: 'Non-essential',
        description: 'Can be down for a day.',
        color: '#16a34a',
        editable_state: 'EDITABLE',
      },
      {
        id: 603,
        category_id: 502,
        name: 'Payments',
        description: 'Takes card payments.',
        color: '#2563eb',
        editable_state: 'EDITABLE',
      },
    ],
    project_security_attributes: [{ id: 1, project_id: 42, attribute_id: 601 }],
    security_scan_profiles: [
      {
        id: 701,
        namespace_id: 10,
        name: 'Default SAST',
        description: 'GitLab SAST on every push.',
        scan_type: 'SAST',
        gitlab_recommended: true,
      },
      {
        id: 702,
        namespace_id: 10,
        name: 'Secret push protection',
        description: 'Blocks pushes with secrets.',
        scan_type: 'SECRET_DETECTION',
        gitlab_recommended: true,
      },
      {
        id: 703,
        namespace_id: 10,
        name: 'Dependency scanning',
        description: 'Scans lock files.',
        scan_type: 'DEPENDENCY_SCANNING',
        gitlab_recommended: false,
      },
    ],
    scan_profile_project_statuses: [
      {
        id: 1,
        project_id: 42,
        scan_profile_id: 701,
        status: 'ACTIVE',
        consecutive_failure_count: 0,
        consecutive_success_count: 5,
        last_scan_at: '2025-03-15T12:00:00.000Z',
      },
      {
        id: 2,
        project_id: 42,
        scan_profile_id: 702,
        status: 'STALE',
        consecutive_failure_count: 0,
        consecutive_success_count: 0,
        last_scan_at: null,
      },
    ],
  };
}
