import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { groupId, integer, oneOf, projectId, text, textList } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/**
 * A pipeline's dependency list exports only as a CycloneDX SBOM: GitLab answers 404 to any other export type, and to
 * none at all (ee/lib/api/dependency_list_exports.rb), so `sbom` is sent when none is given and another is refused.
 */
function asPipelineSbom(args: { export_type?: string }): Record<string, unknown> {
  if (args.export_type !== undefined && args.export_type !== 'sbom')
    throw new GitLabMcpError(
      'action_outcome',
      `A pipeline's dependency list exports only as sbom (GitLab answers 404 to ${args.export_type}); nothing was sent. Call again without export_type.`,
    );
  return { ...args, export_type: 'sbom' };
}

/** A downloaded JSON document (an SBOM, a Sigstore bundle) as the `security_document` kind shows it. */
function asDocument(title: string) {
  return (data: unknown) => ({
    title,
    content: typeof data === 'string' ? data : JSON.stringify(data, null, 2),
  });
}

/** DORA metrics of a project or a group (https://docs.gitlab.com/api/dora/metrics/): one factory, two owners. */
function doraMetrics(id: string, owner: 'project' | 'group') {
  const one = owner === 'project' ? { project_id: projectId } : { group_id: groupId };
  return defineAction({
    id,
    description: `Read one DORA metric of a ${owner} over time (deployment frequency, lead time, time to restore, change failure rate).`,
    input: z
      .object({
        ...one,
        metric: oneOf(
          ['deployment_frequency', 'lead_time_for_changes', 'time_to_restore_service', 'change_failure_rate'],
          'The DORA metric to read',
        ),
        start_date: text('First day (YYYY-MM-DD; default three months ago)').optional(),
        end_date: text('Last day (YYYY-MM-DD; default today)').optional(),
        interval: oneOf(
          ['daily', 'monthly', 'all'],
          'One value per day, per month, or one for the whole period',
        ).optional(),
        environment_tiers: textList('Environment tiers to count (default production)').optional(),
      })
      .strict(),
    gitlab: {
      rest:
        owner === 'project'
          ? 'GET /projects/{project_id}/dora/metrics'
          : 'GET /groups/{group_id}/dora/metrics',
    },
    answer: { list: 'dora_metric' },
    content: 'list',
    resource: null,
    nextSteps: [],
    tier: 'ultimate',
    aliases: ['dora', 'deployment frequency', 'lead time for changes', 'change failure rate'],
  });
}

const exportId = { export_id: integer('Dependency list export ID, from its creation') };

/** DORA metrics, dependencies and their exports, build attestations and the instance's compliance policy settings. */
export const supplyChainActions = [
  doraMetrics('dora_metrics.project', 'project'),
  doraMetrics('dora_metrics.group', 'group'),
  defineAction({
    id: 'dependency.list',
    description:
      'List the dependencies a project’s latest scans found, with their versions, licenses and vulnerabilities.',
    input: z
      .object({
        project_id: projectId,
        package_manager: oneOf(
          [
            'bundler',
            'composer',
            'conan',
            'go',
            'gradle',
            'maven',
            'npm',
            'nuget',
            'pip',
            'pipenv',
            'pnpm',
            'yarn',
            'sbt',
            'setuptools',
          ],
          'Only dependencies of this package manager',
        ).optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER, endpoint: 'GET /projects/{project_id}/dependencies' },
    answer: { list: 'dependency' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'dependency.export_create', text: "export a pipeline's dependency list (SBOM)" }],
    tier: 'ultimate',
    aliases: ['dependency list', 'software bill of materials', 'sbom'],
  }),
  defineAction({
    id: 'dependency.export_create',
    description:
      'Start an export of the dependency list a pipeline found (CycloneDX SBOM or JSON); it runs in the background.',
    input: z
      .object({
        pipeline_id: integer('Pipeline ID whose dependency scan results to export'),
        export_type: oneOf(
          ['dependency_list', 'sbom', 'json_array', 'csv'],
          'Format of the export (default sbom)',
        ).optional(),
      })
      .strict(),
    gitlab: { send: asPipelineSbom },
    answer: { object: 'dependency_export' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'dependency.export_get', text: 'check whether the export has finished' }],
    tier: 'ultimate',
    aliases: ['export sbom'],
  }),
  defineAction({
    id: 'dependency.export_get',
    description: 'Check a dependency list export: whether it has finished and where to download it.',
    input: z.object(exportId).strict(),
    answer: {
      object: 'dependency_export',
      notFound: (args) => `dependency list export ${String(args.export_id)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'dependency.export_download', text: 'download the finished export' }],
    tier: 'ultimate',
    aliases: ['sbom export status'],
  }),
  defineAction({
    id: 'dependency.export_download',
    description: 'Download a finished dependency list export (the SBOM or dependency list document).',
    input: z.object(exportId).strict(),
    gitlab: {
      reshape: (data, args) => asDocument(`Dependency List Export #${String(args.export_id)}`)(data),
    },
    answer: {
      object: 'security_document',
      notFound: (args) => `dependency list export ${String(args.export_id)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [],
    tier: 'ultimate',
    aliases: ['download sbom'],
  }),
  defineAction({
    id: 'attestation.list',
    description:
      'List the build provenance attestations of a project for one artifact, by its SHA-256 digest.',
    input: z
      .object({ project_id: projectId, subject_digest: text('Hex SHA-256 digest of the artifact') })
      .strict(),
    answer: { list: 'attestation' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'attestation.download', text: "download an attestation's Sigstore bundle" }],
    tier: 'ultimate',
    aliases: ['slsa provenance', 'build provenance'],
  }),
  defineAction({
    id: 'attestation.download',
    description: 'Download the Sigstore bundle of a project’s attestation, to verify with cosign or glab.',
    input: z
      .object({ project_id: projectId, attestation_iid: integer('Attestation IID, from the list') })
      .strict(),
    gitlab: {
      reshape: (data, args) =>
        asDocument(`Attestation ${String(args.attestation_iid)} Sigstore Bundle`)(data),
    },
    answer: {
      object: 'security_document',
      notFound: (args) => `attestation ${String(args.attestation_iid)} in project ${String(args.project_id)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'attestation.list', text: 'list the attestations of an artifact' }],
    tier: 'ultimate',
    aliases: ['sigstore bundle'],
  }),
  defineAction({
    id: 'compliance_policy.get',
    description:
      'Read the instance’s compliance and security policy settings (the group whose policies apply everywhere).',
    input: z.object({}).strict(),
    answer: { object: 'compliance_policy_settings' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'compliance_policy.update', text: 'choose the policy group' }],
    tier: 'ultimate',
    aliases: ['security policy settings', 'csp group'],
    admin: true,
  }),
  defineAction({
    id: 'compliance_policy.update',
    description:
      'Set the group whose compliance and security policies apply to the whole instance (null clears it).',
    input: z
      .object({
        csp_namespace_id: integer('ID of the top-level group holding the instance-wide policies').optional(),
      })
      .strict(),
    gitlab: { rest: 'PUT /admin/security/compliance_policy_settings' },
    answer: { object: 'compliance_policy_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'compliance_policy.get', text: 'read the settings back' }],
    tier: 'ultimate',
    aliases: ['set compliance policy group'],
    admin: true,
  }),
];
