import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { orderedPaging } from '../../common-params.js';
import { integer, projectId, text } from '../../params.js';
import { fillTemplate } from '../../run-action.js';
import { fileOf, fileParams, formWith, sendFile } from '../uploads/file-input.js';
import { NO_ORDER } from '../../unsupported-params.js';

/**
 * A project's secure files (https://docs.gitlab.com/api/secure_files/): signing certificates, provisioning
 * profiles and keystores that CI jobs download, kept outside the repository. GitLab shows their checksums and
 * certificate metadata, never their content.
 */
const base = '/projects/{project_id}/secure_files' as const;
const file = { project_id: projectId, file_id: integer('Secure file ID, from the list') };

export const secureFileActions = [
  defineAction({
    id: 'admin.secure_file_list',
    description: "List a project's secure files for CI (certificates, keystores), with checksums and expiry.",
    input: z.object({ project_id: projectId, ...orderedPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'secure_file' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'admin.secure_file_get', text: 'see one file' },
      { action: 'admin.secure_file_create', text: 'add a file' },
    ],
    aliases: ['ci secure files', 'signing certificates', 'keystore'],
  }),
  defineAction({
    id: 'admin.secure_file_get',
    description: "Show one of a project's secure files: checksum, expiry and certificate details.",
    input: z.object(file).strict(),
    answer: {
      object: 'secure_file',
      notFound: (args) => `secure file ${args.file_id} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.secure_file_delete', text: 'remove it' }],
    aliases: [],
  }),
  defineAction({
    id: 'admin.secure_file_create',
    description:
      'Add a secure file (certificate, provisioning profile, keystore) to a project for its CI jobs to download.',
    input: z
      .object({
        project_id: projectId,
        name: text('File name, unique in the project, with its extension, e.g. release.keystore'),
        content_base64: fileParams.content_base64,
        file_path: fileParams.file_path,
      })
      .strict(),
    gitlab: {
      // GitLab takes the file as the multipart part `file`, beside its `name`.
      local: async (context, args) => {
        const upload = await fileOf(context, { ...args, filename: args.name });
        const { path } = fillTemplate(`POST ${base}`, args);
        return sendFile(context, 'POST', path, upload, {
          body: formWith('file', upload, { name: args.name }),
        });
      },
    },
    answer: { object: 'secure_file' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'admin.secure_file_list', text: "see the project's secure files" }],
    aliases: ['upload signing certificate'],
  }),
  defineAction({
    id: 'admin.secure_file_delete',
    description: 'Remove a secure file from a project; CI jobs can no longer download it.',
    input: z.object(file).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.secure_file_list', text: 'see the files that remain' }],
    aliases: [],
  }),
];
