import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { oneOf, projectId, text } from '../../params.js';
import { fillTemplate } from '../../run-action.js';
import { checkUploadSize, fileOf, mimeTypeOf, sendFile, sha256OfFile } from '../uploads/file-input.js';
import type { OutgoingFile } from '../uploads/file-input.js';
import { saveDownload } from '../uploads/file-output.js';
import { readablePath, writablePath } from '../uploads/local-paths.js';
import type { Received } from '../uploads/file-output.js';

/*
 * The generic package registry (https://docs.gitlab.com/user/packages/generic_packages/): files go up with
 * `PUT …/packages/generic/:name/:version/:file_name` and come down with a GET of the same path. Files never travel
 * through the answer: an upload reads a local file or base64 content, a download writes to a local path, and both
 * answer what moved (name, size, SHA-256, where). GitLab stores the PUT's body itself as the file (what
 * `curl --upload-file` sends): a multipart form would be stored with its boundaries and headers in the file.
 */

const GENERIC =
  'PUT /projects/{project_id}/packages/generic/{package_name}/{package_version}/{file_name}' as const;

type Coordinates = Record<string, unknown> & {
  project_id: string;
  package_name: string;
  package_version: string;
};

type PublishArgs = Coordinates & {
  file_name: string;
  content_base64?: string;
  file_path?: string;
  status?: string;
  select?: string;
};

/** Sends one file to the generic registry and describes it. */
async function publishFile(
  context: ActionContext,
  args: Coordinates & { status?: string; select?: string },
  file: OutgoingFile,
) {
  const { path } = fillTemplate(GENERIC, { ...args, file_name: file.filename });
  const query = { status: args.status, select: args.select };
  // Hashed before it is sent: a file-backed Blob refuses to be read once its file changed, so the hash is of the
  // bytes GitLab receives.
  const sha256 = await sha256OfFile(file);
  const body = file.blob.slice(0, file.blob.size, 'application/octet-stream');
  const answer = await sendFile(context, 'PUT', path, file, { query, body });
  const sent = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : {};
  return {
    ...(sent as Record<string, unknown>),
    ...describeTransfer(file.filename, { size: file.blob.size, sha256 }),
    package_name: args.package_name,
    package_version: args.package_version,
  };
}

async function publish(context: ActionContext, args: PublishArgs) {
  const file = await fileOf(context, {
    filename: args.file_name,
    content_base64: args.content_base64,
    file_path: args.file_path,
  });
  return publishFile(context, args, file);
}

/** Where a generic package file can be downloaded: the address a release link points at. */
function fileUrl(context: ActionContext, args: Coordinates & { file_name: string }): string {
  const { path } = fillTemplate(GENERIC, args);
  return `${String(context.instance.url).replace(/\/+$/, '')}/api/v4${path}`;
}

/** `*` and `?` of a file-name pattern as a regular expression over the whole name. */
function globPattern(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`);
}

/** A file that moved as an answer shows it: name, size, type and SHA-256, never the bytes. */
export function describeTransfer(fileName: string, received: Received) {
  return {
    file_name: fileName,
    size: received.size,
    content_type: mimeTypeOf(fileName),
    sha256: received.sha256,
  };
}

const coordinates = {
  project_id: projectId,
  package_name: text('Package name, e.g. my-tool'),
  package_version: text('Package version, e.g. 1.2.0'),
};
const status = oneOf(['default', 'hidden'], 'hidden keeps the package out of the UI and lists').optional();
const fileInput = {
  file_name: text('File name in the package, e.g. my-tool-linux.tar.gz'),
  content_base64: text('The file content, base64-encoded').optional(),
  file_path: text(
    'Path of the file on the machine running this server, instead of content_base64',
  ).optional(),
};

export const genericPackageActions = [
  defineAction({
    id: 'package.publish',
    description:
      'Upload a file to a generic package (created on first upload), from base64 content or a local path, within the upload size limit.',
    input: z
      .object({
        ...coordinates,
        ...fileInput,
        status,
        select: oneOf(['package_file'], 'package_file makes GitLab answer the stored file').optional(),
      })
      .strict(),
    gitlab: { local: (context, args) => publish(context, args) },
    answer: { object: 'package_transfer' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'package.list', text: "see the project's packages" },
      { action: 'package.download', text: 'download the file again' },
    ],
    aliases: ['upload package', 'generic package upload'],
  }),
  defineAction({
    id: 'package.publish_and_link',
    description: 'Upload a file to a generic package and link it as an asset of an existing release.',
    input: z
      .object({
        ...coordinates,
        ...fileInput,
        status,
        tag_name: text('Tag of the release to link the file from'),
        link_name: text('Name of the release link (default: the file name)').optional(),
        link_type: oneOf(['package', 'runbook', 'image', 'other'], 'Kind of release link').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const sent = await publish(context, args);
        const url = fileUrl(context, args);
        const { path } = fillTemplate('POST /projects/{project_id}/releases/{tag_name}/assets/links', args);
        await context.rest('POST', path, {
          body: { name: args.link_name ?? args.file_name, url, link_type: args.link_type ?? 'package' },
        });
        return { ...sent, link_url: url };
      },
    },
    answer: { object: 'package_transfer' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'release.get', text: 'see the release with its new link' }],
    aliases: ['release asset upload'],
  }),
  defineAction({
    id: 'package.publish_directory',
    description:
      'Upload every file of a local directory (not its subdirectories), optionally matching a pattern, to one generic package version.',
    input: z
      .object({
        ...coordinates,
        directory_path: text('Directory on the machine running this server'),
        include_pattern: text('Only files whose name matches this pattern, e.g. *.tar.gz').optional(),
        status,
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const { path: directory } = await readablePath(
          context,
          args.directory_path,
          'directory_path',
          'directory',
        );
        const match = globPattern(args.include_pattern ?? '*');
        const entries = await readdir(directory, { withFileTypes: true });
        const names = entries
          .filter((entry) => entry.isFile() && match.test(entry.name))
          .map((entry) => entry.name)
          .sort();
        // Every size is checked before the first upload, so an over-limit file leaves the package untouched.
        for (const name of names) checkUploadSize(context, name, (await stat(join(directory, name))).size);
        const items = [];
        for (const [index, name] of names.entries()) {
          context.progress(index, names.length, `uploading ${name}`);
          const file = await fileOf(context, { filename: name, file_path: join(directory, name) });
          // GitLab answers an upload with nothing unless asked for the package file, which names the package_id
          // package.file_list takes next (https://docs.gitlab.com/user/packages/generic_packages/#publish-a-package).
          items.push(await publishFile(context, { ...args, select: 'package_file' }, file));
        }
        const count = items.length;
        return {
          items,
          pageInfo: {
            style: 'offset' as const,
            totals: 'exact' as const,
            block: {
              page: 1,
              per_page: Math.max(count, 1),
              total_items: count,
              total_pages: 1,
              next_page: 0,
              prev_page: 0,
              has_more: false,
            },
          },
        };
      },
    },
    answer: { list: 'package_transfer' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'package.file_list', text: 'see the files of the package' }],
    aliases: ['upload directory', 'bulk package upload'],
  }),
  defineAction({
    id: 'package.download',
    description:
      'Download a file of a generic package to a path on the machine running this server, and describe it (size, SHA-256).',
    input: z
      .object({
        ...coordinates,
        file_name: text('File name in the package'),
        output_path: text(
          'Where to save it: a file path, or an existing directory to save it in by its name',
        ),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const { path } = fillTemplate(
          'GET /projects/{project_id}/packages/generic/{package_name}/{package_version}/{file_name}',
          args,
        );
        const target = await writablePath(context, args.output_path, 'output_path', args.file_name);
        const received = await saveDownload(await context.download(path), target);
        return {
          ...describeTransfer(args.file_name, received),
          package_name: args.package_name,
          package_version: args.package_version,
          output_path: target,
        };
      },
    },
    answer: { object: 'package_transfer' },
    content: 'mutate',
    // Writes a local file; GitLab itself is only read. Replacing a file that exists is approved first.
    classification: UPDATES,
    overwritesLocalFiles: true,
    resource: null,
    nextSteps: [{ action: 'package.file_list', text: 'see the other files of the package' }],
    aliases: ['download package', 'fetch artifact'],
  }),
];
