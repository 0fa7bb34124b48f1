import {
  connectionItems,
  cursorPageInfo,
  cursorVariables,
  PIPELINE_SECURITY_FINDINGS,
} from '@gitlab-mcp/graphql';
import type { SecurityFindingNode } from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { defineAction } from '../../action.js';
import { cursorPaging } from '../../common-params.js';
import { notFound } from '../../graphql-mutation.js';
import { oneOf, text, textList } from '../../params.js';

const SEVERITY_ORDER = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO', 'UNKNOWN'];

const rank = (finding: SecurityFindingNode) => SEVERITY_ORDER.indexOf(String(finding.severity).toUpperCase());

/**
 * `sort` on our side. GitLab's `Pipeline.securityReportFindings` already answers most severe first; the 15.x field
 * takes no sort argument (newer GitLab added one), so `severity_asc` reverses the order within each page GitLab sends.
 */
function sorted(findings: SecurityFindingNode[], sort: string | undefined): SecurityFindingNode[] {
  if (sort === undefined) return findings;
  const sign = sort === 'severity_asc' ? -1 : 1;
  return [...findings].sort((a, b) => sign * (rank(a) - rank(b)));
}

/** A pipeline's security report findings (Ultimate): what its scanners found, before any triage. */
export const securityFindingActions = [
  defineAction({
    id: 'security_finding.list',
    description:
      'List the security findings of one pipeline’s scans, filtered by severity, state, report type or scanner.',
    input: z
      .object({
        project_path: text('Full path of the project, e.g. group/project'),
        pipeline_iid: text('Pipeline IID within the project (not its global ID)'),
        severity: textList('Only these severities: critical, high, medium, low, info, unknown').optional(),
        state: z
          .array(z.enum(['DETECTED', 'CONFIRMED', 'DISMISSED', 'RESOLVED']))
          .describe('Only these states (dismissed findings are left out unless asked for)')
          .optional(),
        report_type: textList(
          'Only these report types: sast, dependency_scanning, secret_detection…',
        ).optional(),
        scanner: textList('Only findings of these scanners (external IDs)').optional(),
        sort: oneOf(
          ['severity_desc', 'severity_asc'],
          'Order within each page (GitLab sends the most severe first)',
        ).optional(),
        ...cursorPaging,
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        // GitLab 15.x types severity and report type as lower-case strings and state as VulnerabilityState.
        const data = await context.graphql(PIPELINE_SECURITY_FINDINGS, {
          fullPath: args.project_path,
          iid: args.pipeline_iid,
          severity: args.severity?.map((value) => value.toLowerCase()),
          state: args.state,
          reportType: args.report_type?.map((value) => value.toLowerCase()),
          scanner: args.scanner,
          ...cursorVariables(args, true),
        });
        const connection = data.project?.pipeline?.securityReportFindings;
        if (!data.project?.pipeline)
          throw notFound(`pipeline ${args.pipeline_iid} in project ${args.project_path}`);
        return {
          items: sorted(connectionItems(connection), args.sort),
          pageInfo: cursorPageInfo(connection?.pageInfo, true),
        };
      },
    },
    answer: { list: 'security_finding' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'vulnerability.pipeline_security_summary', text: 'summarise the pipeline’s reports' },
      { action: 'vulnerability.list', text: "list the project's vulnerabilities" },
    ],
    tier: 'ultimate',
    aliases: ['scan results'],
  }),
];
