import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { z } from 'zod';
import { defineAction } from '../action.js';
import { CREATES } from '../classifications.js';
import { integer, oneOf, projectId } from '../params.js';
import { NO_ORDER, unorderedPaging } from '../unsupported-params.js';
import { asDocument } from './security/security-document.js';

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

const exportId = { export_id: integer('Dependency list export ID, from its creation') };

/** A project's dependencies and the exports of a pipeline's dependency list. */
export const dependencyActions = [
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
    unsupported: { params: NO_ORDER },
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
];
