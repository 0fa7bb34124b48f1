import type { CatalogCall } from '../catalog-call.js';

const project = { project_full_path: 'group/project' };

/**
 * The security inventory of group `group` over GraphQL (seed/security-taxonomy.ts): categories #501 "Business
 * impact" (attributes #601, #602) and #502 "Application" (#603), #601 on group/project; scan profiles #701 SAST
 * (active on group/project), #702 secret detection (never scanned there: STALE) and #703 dependency scanning. Rows run in order.
 */
export const securityTaxonomyCalls: CatalogCall[] = [
  { action: 'security_scan_profile.list_project_statuses', params: project, expect: 'Default SAST' },
  {
    action: 'security_scan_profile.attach',
    params: { security_scan_profile_id: 'dependency_scanning', project_ids: [42] },
    expect: 'Scan profile attached.',
  },
  { action: 'security_scan_profile.list_project_statuses', params: project, expect: 'DEPENDENCY_SCANNING' },
  {
    action: 'security_scan_profile.detach',
    params: { security_scan_profile_id: 'gid://gitlab/Security::ScanProfile/703', project_ids: [42] },
    expect: 'Scan profile detached.',
  },
  {
    action: 'security_scan_profile.list_project_statuses',
    params: { project_full_path: 'group/nope' },
    expect: 'group/nope',
    isError: true,
  },
  {
    action: 'security_category.create',
    params: { namespace_id: 10, name: 'Data sensitivity', multiple_selection: false },
    expect: 'Security Category: Data sensitivity',
  },
  {
    action: 'security_category.update',
    params: { category_id: 502, namespace_id: 10, description: 'Applications the project serves.' },
    expect: 'Applications the project serves.',
  },
  {
    action: 'security_attribute.create',
    params: {
      namespace_id: 10,
      category_id: 502,
      attributes: [{ name: 'Checkout', description: 'The checkout flow.', color: '#9333ea' }],
    },
    expect: 'Checkout',
  },
  { action: 'security_attribute.update', params: { attribute_id: 602, color: '#22c55e' }, expect: '#22c55e' },
  {
    action: 'security_attribute.project_update',
    params: { project_id: 42, add_attribute_ids: [603], remove_attribute_ids: [601] },
    expect: '**Added**: 1',
  },
  {
    action: 'security_attribute.project_update',
    params: { project_id: 42 },
    expect: 'No attributes found for addition or removal',
    isError: true,
  },
  {
    action: 'security_attribute.bulk_update',
    params: { attribute_ids: [602], mode: 'ADD', group_ids: [10] },
    expect: 'Bulk update of security attributes started',
  },
  {
    action: 'security_attribute.delete',
    params: { attribute_id: 602 },
    expect: 'Security attribute deleted.',
  },
  {
    action: 'security_category.delete',
    params: { category_id: 501 },
    expect: 'Security category deleted, with its attributes.',
  },
];
