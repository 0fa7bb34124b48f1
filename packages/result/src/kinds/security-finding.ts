/** A pipeline's security report finding (https://docs.gitlab.com/api/graphql/reference/#pipelinesecurityreportfinding). */
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

const SEVERITY_FIELD: FieldSpec = { label: 'Severity', path: 'severity', format: 'severity' };

/** A finding, its severity marked as OF-31 says (🔴 CRITICAL … ℹ️ INFO). */
export const securityFindingKind = defineKind({
  name: 'security_finding',
  plural: { key: 'security_findings', title: 'Security Findings' },
  empty: 'No security findings found.',
  heading: { status: { path: 'severity', format: 'severity' }, template: 'Security Finding: {title}' },
  fields: [
    SEVERITY_FIELD,
    { label: 'UUID', path: 'uuid', format: 'code' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Report Type', path: 'reportType', format: 'text' },
    { label: 'Scanner', path: 'scanner.name', format: 'text' },
    { label: 'Identifiers', path: 'identifiers', format: 'list' },
  ],
  columns: [
    SEVERITY_FIELD,
    { label: 'Title', path: 'title', format: 'text' },
    { label: 'State', path: 'state', format: 'text' },
    { label: 'Report Type', path: 'reportType', format: 'text' },
    { label: 'Scanner', path: 'scanner.name', format: 'text' },
    { label: 'UUID', path: 'uuid', format: 'code' },
  ],
  longText: [
    { label: 'Description', path: 'description', style: 'quote' },
    { label: 'Solution', path: 'solution', style: 'quote' },
  ],
  nested: [],
  notFound: {
    subject: 'pipeline',
    suggestions: [
      { action: 'vulnerability.pipeline_security_summary', text: "summarise the pipeline's reports" },
    ],
  },
});
