import { findProject } from '../../store/index.js';
import type { PipelineRow, PlainRow } from '../../store/index.js';
import { canReadProject } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * A pipeline's security report findings (Ultimate; https://docs.gitlab.com/api/graphql/reference/#pipelinesecurityreportfindings):
 * the findings of the pipeline whose security report summary the seed holds (pipeline #1207), one per vulnerability
 * of its project, each in the state its vulnerability is in. GitLab 15.x filters severity and report type by
 * lower-case strings, leaves dismissed findings out unless a state filter asks for them, and orders by severity,
 * most severe first.
 */

const SEVERITY_ORDER = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO', 'UNKNOWN'];

interface FindingArgs extends ConnectionArgs {
  severity?: string[] | null;
  state?: string[] | null;
  reportType?: string[] | null;
  scanner?: string[] | null;
}

/** Whether `value` is among `wanted` (any when no filter), compared without case as GitLab's string filters do. */
function among(wanted: readonly string[] | null | undefined, value: unknown): boolean {
  return !wanted || wanted.some((item) => item.toLowerCase() === String(value).toLowerCase());
}

/** The finding GitLab reports for a vulnerability row: the same facts, named as a report finding. */
function finding(row: PlainRow): PlainRow {
  const identifier = row.primary_identifier as { name: string; external_id: string; url: string | null };
  const scanner = row.scanner as { name: string; vendor: string; external_id: string };
  return {
    id: row.id,
    uuid: `6f0d6c1e-5b3a-4c8e-9a6f-${String(row.id).padStart(12, '0')}`,
    name: row.title,
    title: row.title,
    description: row.description,
    severity: row.severity,
    state: row.state,
    reportType: row.report_type,
    scanner: { name: scanner.name, vendor: scanner.vendor, externalId: scanner.external_id },
    identifiers: [
      { name: identifier.name, externalId: identifier.external_id, externalType: 'cve', url: identifier.url },
    ],
    solution: null,
  };
}

function severityRank(row: PlainRow): number {
  return SEVERITY_ORDER.indexOf(String(row.severity));
}

export const securityFindingResolvers: ResolverMap = {
  Pipeline: fields<PipelineRow>({
    securityReportFindings: (pipeline, args: FindingArgs, ctx: GraphqlContext) => {
      const project = findProject(ctx.state, pipeline.project_id);
      const reported = (ctx.state.plain.pipeline_security_summaries ?? []).some(
        (summary) => summary.pipeline_id === pipeline.id,
      );
      const readable =
        project !== undefined && canReadProject(ctx, project) && ctx.state.config.tier === 'ultimate';
      const rows = readable && reported ? (ctx.state.plain.vulnerabilities ?? []) : [];
      const found = rows
        .filter(
          (row) =>
            row.project_id === pipeline.project_id &&
            (args.state ? args.state.includes(String(row.state)) : row.state !== 'DISMISSED') &&
            among(args.severity, row.severity) &&
            among(args.reportType, row.report_type) &&
            among(args.scanner, (row.scanner as { external_id: string }).external_id),
        )
        .sort((a, b) => severityRank(a) - severityRank(b) || Number(a.id) - Number(b.id))
        .map(finding);
      return paginate(found, args, (row) => String(row.uuid));
    },
  }),
};
