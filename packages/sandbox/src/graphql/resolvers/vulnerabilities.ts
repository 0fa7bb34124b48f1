import { GraphQLError } from 'graphql';
import { findProject } from '../../store/index.js';
import type { PipelineRow, PlainRow, ProjectRow } from '../../store/index.js';
import { assertCanWrite, canReadProject } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { gidNumber, toGid } from '../global-id.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * Vulnerability management (Ultimate; https://docs.gitlab.com/api/graphql/reference/#vulnerability): a project's
 * vulnerabilities with their filters and sorts, the severity counts, a pipeline's security report summary and the
 * four state mutations. Rows live in the plain tables of seed/vulnerabilities.ts, in GitLab's enum spelling.
 */

const MODEL = 'Vulnerability';
const SEVERITY_ORDER = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO', 'UNKNOWN'];

function rows(ctx: GraphqlContext): PlainRow[] {
  return (ctx.state.plain.vulnerabilities ??= []);
}

/** Below Ultimate GitLab shows no vulnerability report: empty lists, null objects and refused writes. */
const licensed = (ctx: GraphqlContext) => ctx.state.config.tier === 'ultimate';

function readable(ctx: GraphqlContext, row: PlainRow): boolean {
  const project = findProject(ctx.state, Number(row.project_id));
  return licensed(ctx) && project !== undefined && canReadProject(ctx, project);
}

interface VulnerabilityArgs extends ConnectionArgs {
  severity?: string[] | null;
  state?: string[] | null;
  reportType?: string[] | null;
  scanner?: string[] | null;
  hasIssues?: boolean | null;
  hasResolution?: boolean | null;
  sort?: string | null;
}

const among = (values: readonly string[] | null | undefined, value: unknown) =>
  values === null || values === undefined || values.includes(String(value));

/** GitLab's VulnerabilitySort: `severity_desc` (its default) puts CRITICAL first, `detected_desc` the newest. */
function compare(sort: string): (a: PlainRow, b: PlainRow) => number {
  const [field, direction] = sort.split('_') as [string, string];
  const sign = direction === 'asc' ? 1 : -1;
  if (field === 'detected')
    return (a, b) => sign * String(a.detected_at).localeCompare(String(b.detected_at));
  return (a, b) =>
    sign * (SEVERITY_ORDER.indexOf(String(b.severity)) - SEVERITY_ORDER.indexOf(String(a.severity))) ||
    Number(b.id) - Number(a.id);
}

function ofProject(ctx: GraphqlContext, project: ProjectRow): PlainRow[] {
  return canReadProject(ctx, project) && licensed(ctx)
    ? rows(ctx).filter((row) => row.project_id === project.id)
    : [];
}

/** A summary section in GitLab's field names, or null for a scanner that did not run. */
function section(summary: PlainRow | undefined, name: string): unknown {
  const value = summary?.[name] as
    { vulnerabilities_count: number; scanned_resources_count: number } | undefined;
  return value === undefined
    ? null
    : {
        vulnerabilitiesCount: value.vulnerabilities_count,
        scannedResourcesCount: value.scanned_resources_count,
      };
}

interface StateInput {
  id: string;
  comment?: string | null;
  dismissalReason?: string | null;
  clientMutationId?: string | null;
}

/** A state mutation: the row moves to `state`, its timestamps follow, and the payload answers it. */
function changeState(state: 'CONFIRMED' | 'RESOLVED' | 'DETECTED' | 'DISMISSED') {
  return (_root: undefined, { input }: { input: StateInput }, ctx: GraphqlContext) => {
    const id = gidNumber(input.id, [MODEL]);
    const row = rows(ctx).find((item) => item.id === id);
    assertCanWrite(ctx, row && findProject(ctx.state, Number(row.project_id)), 'update_vulnerability');
    if (!licensed(ctx)) throw new GraphQLError('Vulnerability management is not available on this tier');
    const now = ctx.state.now();
    const target = row!;
    target.state = state;
    target.confirmed_at = state === 'CONFIRMED' ? now : null;
    target.resolved_at = state === 'RESOLVED' ? now : null;
    target.dismissed_at = state === 'DISMISSED' ? now : null;
    target.dismissal_reason = state === 'DISMISSED' ? (input.dismissalReason ?? null) : null;
    return { vulnerability: target, errors: [], clientMutationId: input.clientMutationId ?? null };
  };
}

export const vulnerabilityResolvers: ResolverMap = {
  Query: fields<undefined>({
    vulnerability: (_root, args: { id: string }, ctx) => {
      const id = gidNumber(args.id, [MODEL]);
      const row = rows(ctx).find((item) => item.id === id);
      return row !== undefined && readable(ctx, row) ? row : null;
    },
  }),
  Project: fields<ProjectRow>({
    vulnerabilities: (project, args: VulnerabilityArgs, ctx) =>
      paginate(
        ofProject(ctx, project)
          .filter(
            (row) =>
              among(args.severity, row.severity) &&
              among(args.state, row.state) &&
              among(args.reportType, row.report_type) &&
              among(args.scanner, (row.scanner as { external_id: string }).external_id) &&
              (args.hasIssues == null || row.has_issues === args.hasIssues) &&
              (args.hasResolution == null || row.has_resolution === args.hasResolution),
          )
          .sort(compare(args.sort ?? 'severity_desc')),
        args,
        (row) => String(row.id),
      ),
    vulnerabilitySeveritiesCount: (project, _args: object, ctx) => {
      const found = ofProject(ctx, project).filter(
        (row) => row.state === 'DETECTED' || row.state === 'CONFIRMED',
      );
      return Object.fromEntries(
        SEVERITY_ORDER.map((level) => [
          level.toLowerCase(),
          found.filter((row) => row.severity === level).length,
        ]),
      );
    },
  }),
  Pipeline: fields<PipelineRow>({
    securityReportSummary: (pipeline, _args: object, ctx) => {
      if (!licensed(ctx)) return null;
      const summary = (ctx.state.plain.pipeline_security_summaries ?? []).find(
        (row) => row.pipeline_id === pipeline.id,
      );
      return {
        sast: section(summary, 'sast'),
        dast: section(summary, 'dast'),
        dependencyScanning: section(summary, 'dependency_scanning'),
        containerScanning: section(summary, 'container_scanning'),
        secretDetection: section(summary, 'secret_detection'),
        coverageFuzzing: section(summary, 'coverage_fuzzing'),
        apiFuzzing: section(summary, 'api_fuzzing'),
        clusterImageScanning: section(summary, 'cluster_image_scanning'),
        generic: section(summary, 'generic'),
      };
    },
  }),
  Vulnerability: fields<PlainRow>({
    id: (row) => toGid(MODEL, Number(row.id)),
    project: (row, _args: object, ctx) => findProject(ctx.state, Number(row.project_id)) ?? null,
    primaryIdentifier: (row) => {
      const identifier = row.primary_identifier as { name: string; external_id: string; url: string | null };
      return { name: identifier.name, externalId: identifier.external_id, url: identifier.url };
    },
  }),
  Mutation: fields<undefined>({
    vulnerabilityConfirm: changeState('CONFIRMED'),
    vulnerabilityResolve: changeState('RESOLVED'),
    vulnerabilityRevertToDetected: changeState('DETECTED'),
    vulnerabilityDismiss: changeState('DISMISSED'),
  }),
};
