import type { PlainRow } from '../store/rows.js';

function vulnerability(
  id: number,
  severity: string,
  title: string,
  report_type: string,
  scanner: { name: string; external_id: string },
  identifier: { name: string; external_id: string; url: string | null },
  detected_at: string,
): PlainRow {
  return {
    id,
    project_id: 42,
    title,
    description: `${title}. Found by ${scanner.name} on the default branch.`,
    severity,
    state: 'DETECTED',
    report_type,
    scanner: { name: scanner.name, vendor: 'GitLab', external_id: scanner.external_id },
    primary_identifier: identifier,
    vulnerability_path: `/group/project/-/security/vulnerabilities/${id}`,
    has_issues: false,
    has_resolution: false,
    detected_at,
    confirmed_at: null,
    resolved_at: null,
    dismissed_at: null,
    dismissal_reason: null,
  };
}

const semgrep = { name: 'Semgrep', external_id: 'semgrep' };
const gemnasium = { name: 'Gemnasium', external_id: 'gemnasium' };
const secrets = { name: 'Gitleaks', external_id: 'gitleaks' };

/**
 * The vulnerability report of group/project (GraphQL only; GitLab's REST vulnerability API is deprecated): one of
 * each severity the contract marks, and the security report summary of pipeline #1207 that found them.
 */
export function seedVulnerabilityTables(): Record<string, PlainRow[]> {
  return {
    vulnerabilities: [
      vulnerability(
        8101,
        'MEDIUM',
        'Open redirect in express',
        'DEPENDENCY_SCANNING',
        gemnasium,
        {
          name: 'CVE-2024-29041',
          external_id: 'CVE-2024-29041',
          url: 'https://nvd.nist.gov/vuln/detail/CVE-2024-29041',
        },
        '2025-03-15T12:10:00.000Z',
      ),
      vulnerability(
        8102,
        'CRITICAL',
        'SQL injection in login query',
        'SAST',
        semgrep,
        { name: 'CWE-89', external_id: '89', url: 'https://cwe.mitre.org/data/definitions/89.html' },
        '2025-03-15T12:05:00.000Z',
      ),
      vulnerability(
        8103,
        'HIGH',
        'AWS access key in config',
        'SECRET_DETECTION',
        secrets,
        { name: 'AWS', external_id: 'AWS', url: null },
        '2025-03-16T08:00:00.000Z',
      ),
      vulnerability(
        8104,
        'LOW',
        'Missing rel=noopener on external link',
        'SAST',
        semgrep,
        { name: 'CWE-1022', external_id: '1022', url: 'https://cwe.mitre.org/data/definitions/1022.html' },
        '2025-03-17T09:30:00.000Z',
      ),
      vulnerability(
        8105,
        'INFO',
        'Debug logging enabled',
        'SAST',
        semgrep,
        { name: 'CWE-215', external_id: '215', url: null },
        '2025-03-18T10:00:00.000Z',
      ),
    ],
    pipeline_security_summaries: [
      {
        pipeline_id: 1207,
        sast: { vulnerabilities_count: 3, scanned_resources_count: 0 },
        dependency_scanning: { vulnerabilities_count: 1, scanned_resources_count: 0 },
        secret_detection: { vulnerabilities_count: 1, scanned_resources_count: 0 },
      },
    ],
  };
}
