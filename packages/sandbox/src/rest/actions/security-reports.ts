import { ApiError, badRequest, invalidParam, missingParams, notFound } from '../../http/errors.js';
import { json } from '../../http/response.js';
import type { Route, RouteContext } from '../../http/router.js';
import { findGroup, findProject, projectAncestry } from '../../store/lookup.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { int, str } from '../params.js';
import { without } from '../shapes.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';
import { projectAction } from './scoped.js';

/*
 * Hand-written security reports: DORA metrics of a project or a group (https://docs.gitlab.com/api/dora/metrics/),
 * dependency list exports (https://docs.gitlab.com/api/dependency_list_export/), build attestations
 * (https://docs.gitlab.com/api/attestations/) and the instance's compliance policy settings
 * (https://docs.gitlab.com/api/compliance_policy_settings/).
 */

function table(state: SandboxState, name: string): PlainRow[] {
  return (state.plain[name] ??= []);
}

const METRICS = [
  'deployment_frequency',
  'lead_time_for_changes',
  'time_to_restore_service',
  'change_failure_rate',
];
const INTERVALS = ['daily', 'monthly', 'all'];
/** The only project that deploys in the seed; its groups report its figures. */
const DEPLOYING_PROJECT = 42;

function deploys(ctx: OwnerContext): boolean {
  if (ctx.owner.type === 'Project') return ctx.row.id === DEPLOYING_PROJECT;
  const project = findProject(ctx.state, DEPLOYING_PROJECT);
  return (
    project !== undefined && projectAncestry(ctx.state, project).some((group) => group.id === ctx.row.id)
  );
}

function threeMonthsBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 3);
  return date.toISOString().slice(0, 10);
}

/** Deployment frequency adds up over a period; the other metrics are averaged over the days that have a value. */
function aggregate(metric: string, values: number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  return metric === 'deployment_frequency' ? sum : Math.round((sum / values.length) * 100) / 100;
}

function doraMetrics(ctx: OwnerContext) {
  const query = ctx.req.query;
  if (query.metric === undefined) throw missingParams(['metric']);
  if (!METRICS.includes(query.metric)) throw invalidParam('metric');
  const interval = query.interval ?? 'daily';
  if (!INTERVALS.includes(interval)) throw invalidParam('interval');
  const end = query.end_date ?? ctx.state.now().slice(0, 10);
  const start = query.start_date ?? threeMonthsBefore(end);
  const metric = query.metric;
  const days = (deploys(ctx) ? table(ctx.state, 'dora_daily') : [])
    .filter((row) => String(row.date) >= start && String(row.date) <= end && row[metric] !== null)
    .map((row) => ({ date: String(row.date), value: Number(row[metric]) }));
  if (interval === 'daily') return json(200, days);
  if (interval === 'all')
    return json(200, [
      {
        date: null,
        value: aggregate(
          metric,
          days.map((day) => day.value),
        ),
      },
    ]);
  const months = [...new Set(days.map((day) => `${day.date.slice(0, 7)}-01`))];
  return json(
    200,
    months.map((month) => ({
      date: month,
      value: aggregate(
        metric,
        days.filter((day) => day.date.startsWith(month.slice(0, 7))).map((day) => day.value),
      ),
    })),
  );
}

const doraRoutes: Route[] = (['project', 'group'] as const).map((kind) =>
  ownerAction(kind, 'GET', '/dora/metrics', doraMetrics, { tier: 'ultimate' }),
);

function exportJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  const self = `${state.config.externalUrl}/api/v4/dependency_list_exports/${String(row.id)}`;
  return { id: row.id, has_finished: row.has_finished, self, download: `${self}/download` };
}

function exportOf(ctx: RouteContext): PlainRow {
  const row = table(ctx.state, 'dependency_list_exports').find(
    (item) => String(item.id) === ctx.params.export_id,
  );
  if (row === undefined) throw notFound('Dependency List Export');
  return row;
}

/** The exported document: a CycloneDX SBOM, or GitLab's JSON list of the dependencies. */
function exportDocument(state: SandboxState, row: PlainRow): unknown {
  const found = table(state, 'dependencies').filter((item) => item.project_id === row.project_id);
  if (row.export_type !== 'sbom') return found.map((item) => without(item, 'project_id'));
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.4',
    serialNumber: `urn:uuid:00000000-0000-4000-8000-${String(row.id).padStart(12, '0')}`,
    version: 1,
    metadata: { timestamp: row.created_at, tools: [{ vendor: 'GitLab', name: 'Gemnasium' }] },
    components: found.map((item) => ({
      name: item.name,
      version: item.version,
      purl: `pkg:${String(item.package_manager)}/${String(item.name)}@${String(item.version)}`,
      type: 'library',
    })),
  };
}

const dependencyExportRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/pipelines/:pipeline_id/dependency_list_exports',
    tier: 'ultimate',
    handler: (ctx) => {
      const pipeline = ctx.state.tables.pipelines.find((row) => String(row.id) === ctx.params.pipeline_id);
      if (pipeline === undefined) throw notFound('Pipeline');
      // GitLab exports a pipeline's dependencies only as an SBOM: any other type, or none, is a 404.
      const exportType = str(ctx.req.params.export_type);
      if (exportType !== 'sbom') throw new ApiError(404, { message: '404 Not Found' });
      const rows = table(ctx.state, 'dependency_list_exports');
      const row: PlainRow = {
        id: nextId(ctx.state, 'dependency_list_exports', rows),
        pipeline_id: pipeline.id,
        project_id: pipeline.project_id,
        export_type: exportType,
        has_finished: false,
        created_at: ctx.state.now(),
      };
      rows.push(row);
      return json(201, exportJson(ctx.state, row));
    },
  },
  {
    method: 'GET',
    pattern: '/dependency_list_exports/:export_id',
    tier: 'ultimate',
    handler: (ctx) => {
      const row = exportOf(ctx);
      if (row.has_finished === true) return json(200, exportJson(ctx.state, row));
      // GitLab answers 202 while the export runs; the sandbox finishes it right after the first look.
      const running = exportJson(ctx.state, row);
      row.has_finished = true;
      return json(202, running);
    },
  },
  {
    method: 'GET',
    pattern: '/dependency_list_exports/:export_id/download',
    tier: 'ultimate',
    handler: (ctx) => {
      const row = exportOf(ctx);
      if (row.has_finished !== true) throw notFound('Dependency List Export');
      return json(200, exportDocument(ctx.state, row));
    },
  },
];

function attestationsOf(state: SandboxState, projectId: number): PlainRow[] {
  return table(state, 'attestations').filter((row) => row.project_id === projectId);
}

function attestationJson(state: SandboxState, row: PlainRow): Record<string, unknown> {
  return {
    ...row,
    download_url: `${state.config.externalUrl}/api/v4/projects/${String(row.project_id)}/attestations/${String(row.iid)}/download`,
  };
}

const attestationRoutes: Route[] = [
  {
    ...projectAction('GET', '/attestations/:subject_digest', (ctx) =>
      json(
        200,
        attestationsOf(ctx.state, ctx.project.id)
          .filter((row) => row.subject_digest === ctx.params.subject_digest)
          .map((row) => attestationJson(ctx.state, row)),
      ),
    ),
    tier: 'ultimate',
  },
  {
    ...projectAction('GET', '/attestations/:attestation_iid/download', (ctx) => {
      const row = attestationsOf(ctx.state, ctx.project.id).find(
        (item) => String(item.iid) === ctx.params.attestation_iid,
      );
      if (row === undefined) throw notFound('Attestation');
      const statement = {
        _type: 'https://in-toto.io/Statement/v1',
        subject: [{ name: 'artifact', digest: { sha256: row.subject_digest } }],
        predicateType: row.predicate_type,
        predicate: { buildDefinition: { buildType: 'https://gitlab.com/gitlab-org/gitlab-runner' } },
      };
      return json(200, {
        mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
        verificationMaterial: { certificate: { rawBytes: 'c2FuZGJveC1jZXJ0aWZpY2F0ZQ==' } },
        dsseEnvelope: {
          payload: Buffer.from(JSON.stringify(statement)).toString('base64'),
          payloadType: 'application/vnd.in-toto+json',
          signatures: [{ sig: 'c2FuZGJveC1zaWduYXR1cmU=' }],
        },
      });
    }),
    tier: 'ultimate',
  },
];

function policySettings(state: SandboxState): PlainRow {
  const rows = table(state, 'compliance_policy_settings');
  if (rows[0] === undefined) rows.push({ csp_namespace_id: null });
  return rows[0]!;
}

const complianceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/admin/security/compliance_policy_settings',
    admin: true,
    tier: 'ultimate',
    handler: (ctx) => json(200, policySettings(ctx.state)),
  },
  {
    method: 'PUT',
    pattern: '/admin/security/compliance_policy_settings',
    admin: true,
    tier: 'ultimate',
    handler: (ctx) => {
      const settings = policySettings(ctx.state);
      const value = ctx.req.params.csp_namespace_id;
      if (value === null || value === undefined) settings.csp_namespace_id = null;
      else {
        const group = findGroup(ctx.state, String(int(value) ?? value));
        if (group === undefined || group.parent_id !== null)
          throw badRequest('Compliance and security policy namespace must be a top-level group');
        settings.csp_namespace_id = group.id;
      }
      return json(200, settings);
    },
  },
];

export const securityReportRoutes: Route[] = [
  ...doraRoutes,
  ...dependencyExportRoutes,
  ...attestationRoutes,
  ...complianceRoutes,
];
