import { basename } from 'node:path';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { anyObject, flag, oneOf, text } from '../../params.js';
import { fileOf, formWith, sendFile } from '../uploads/file-input.js';
import { downloadFrom, sizeOfDownload } from '../uploads/file-output.js';
import { oneProject, projectNamed } from './params.js';

/**
 * GitLab takes the upload target as `upload[url]` and `upload[http_method]`; the flat `upload_url` and
 * `upload_http_method` of the call shape fold into that object.
 */
function exportRequest(args: Record<string, unknown>): Record<string, unknown> {
  const { upload, upload_url, upload_http_method, ...rest } = args;
  const target = {
    ...((upload as Record<string, unknown> | undefined) ?? {}),
    ...(upload_url === undefined ? {} : { url: upload_url }),
    ...(upload_http_method === undefined ? {} : { http_method: upload_http_method }),
  };
  return Object.keys(target).length === 0 ? rest : { ...rest, upload: target };
}

/**
 * The export archive is described, never put into the answer: its size and type, and where to fetch it. The size
 * is GitLab's Content-Length (the archive is then not fetched), else counted as it streams past.
 */
async function describeExport(context: ActionContext, args: { project_id: string }) {
  const download = await downloadFrom(context, 'GET /projects/{project_id}/export/download', args);
  return {
    project_id: args.project_id,
    size: await sizeOfDownload(download),
    content_type: download.contentType,
    download_path: `/api/v4/projects/${encodeURIComponent(args.project_id)}/export/download`,
  };
}

interface ImportArgs {
  content_base64?: string;
  file_path?: string;
  path?: string;
  name?: string;
  namespace?: string;
  overwrite?: boolean;
  override_params?: Record<string, unknown>;
}

/**
 * Imports an export archive as a new project: `POST /projects/import` takes it as the multipart `file` field, and
 * the overrides as `override_params[<setting>]` fields (https://docs.gitlab.com/api/project_import_export/).
 */
async function importProject(context: ActionContext, args: ImportArgs): Promise<unknown> {
  const file = await fileOf(context, {
    filename: args.file_path === undefined ? 'project_export.tar.gz' : basename(args.file_path),
    content_base64: args.content_base64,
    file_path: args.file_path,
  });
  const overrides = Object.entries(args.override_params ?? {}).map(
    ([name, value]) => [`override_params[${name}]`, value] as const,
  );
  const form = formWith('file', file, {
    path: args.path,
    name: args.name,
    namespace: args.namespace,
    overwrite: args.overwrite,
    ...Object.fromEntries(overrides),
  });
  return sendFile(context, 'POST', '/projects/import', file, { body: form });
}

const SEE_STATUS = {
  action: 'project.export_status',
  text: 'follow the export until it is finished',
} as const;

/** Exporting a project to a file and importing one. */
export const projectExportImportActions = [
  defineAction({
    id: 'project.export_schedule',
    description:
      'Start exporting a project (repository, issues, merge requests, settings) to a file, optionally uploaded to a URL.',
    input: z
      .object({
        ...oneProject,
        description: text('Description of the exported project, overriding the current one').optional(),
        upload: anyObject('Where to upload the export: { url, http_method }').optional(),
        upload_url: text('URL to upload the finished export to').optional(),
        upload_http_method: oneOf(['PUT', 'POST'], 'HTTP method of the upload (default PUT)').optional(),
      })
      .strict(),
    gitlab: { send: exportRequest },
    answer: COMPLETED,
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_STATUS],
    aliases: ['export project', 'backup project'],
  }),
  defineAction({
    id: 'project.export_status',
    description:
      "See the state of a project's export: none, queued, started, finished or failed, with its links.",
    input: z.object(oneProject).strict(),
    answer: { object: 'project_export', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.export_download', text: 'download the finished export' }],
    aliases: ['export status'],
  }),
  defineAction({
    id: 'project.export_download',
    description: "Fetch a project's finished export archive: its size and where to download it.",
    input: z.object(oneProject).strict(),
    gitlab: { local: describeExport },
    answer: { object: 'project_export_file', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [SEE_STATUS],
    aliases: ['download export'],
    permission: 'download_export',
  }),
  defineAction({
    id: 'project.import_from_file',
    description:
      'Create a project from an export archive (.tar.gz), given inline as base64 or as a file on this server.',
    input: z
      .object({
        content_base64: text('The export archive, base64-encoded').optional(),
        file_path: text('Path of the export archive on the machine running this server').optional(),
        path: text('Path of the new project (required by GitLab)').optional(),
        name: text('Name of the new project; default its path').optional(),
        namespace: text('ID or path of the namespace to import into; default your own').optional(),
        overwrite: flag('Replace a project with the same path').optional(),
        override_params: anyObject('Project settings to use instead of the exported ones').optional(),
      })
      .strict(),
    gitlab: { local: importProject },
    answer: { object: 'project_import' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'project.import_status', text: 'follow the import until it is finished' }],
    aliases: ['import project', 'restore project from export'],
  }),
  defineAction({
    id: 'project.import_status',
    description: "See the state of a project's import and any error or failed relation.",
    input: z.object(oneProject).strict(),
    answer: { object: 'project_import', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.get', text: 'see the imported project' }],
    aliases: ['import status'],
  }),
];
