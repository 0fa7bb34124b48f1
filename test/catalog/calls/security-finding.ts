import type { CatalogCall } from '../catalog-call.js';

const pipeline = { project_path: 'group/project', pipeline_iid: '107' };

/**
 * The findings of pipeline #1207 (iid 107) of group/project over GraphQL: one per seeded vulnerability
 * (seed/vulnerabilities.ts), most severe first as GitLab sends them.
 */
export const securityFindingCalls: CatalogCall[] = [
  { action: 'security_finding.list', params: pipeline, expect: '## Security Findings (5)' },
  { action: 'security_finding.list', params: { ...pipeline, first: 1 }, expect: '🔴 CRITICAL' },
  {
    action: 'security_finding.list',
    params: { ...pipeline, severity: ['HIGH'], report_type: ['SECRET_DETECTION'] },
    expect: 'AWS access key in config',
  },
  { action: 'security_finding.list', params: { ...pipeline, sort: 'severity_asc' }, expect: 'ℹ️ INFO' },
  {
    action: 'security_finding.list',
    params: { ...pipeline, state: ['DISMISSED'] },
    expect: 'No security findings found.',
  },
  {
    action: 'security_finding.list',
    params: { ...pipeline, pipeline_iid: '9999' },
    expect: 'pipeline 9999',
    isError: true,
  },
];
