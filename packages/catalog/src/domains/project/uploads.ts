import { PROJECT_OWNER } from '../members/owner.js';
import { ownerUploadActions } from '../uploads/uploads.js';

export const projectUploadActions = ownerUploadActions({
  owner: PROJECT_OWNER,
  words: {
    list: {
      id: 'project.upload_list',
      description: 'List the files uploaded to a project for Markdown (attachments, pasted images).',
      aliases: ['project attachments'],
    },
    deleteById: {
      id: 'project.upload_delete',
      description: 'Delete a file uploaded to a project, by its upload ID.',
      aliases: ['delete attachment'],
    },
    deleteBySecret: {
      id: 'project.upload_delete_by_secret',
      description: 'Delete a file uploaded to a project, by the secret and file name in its URL.',
      aliases: ['delete attachment by url'],
    },
  },
  upload: {
    id: 'project.upload',
    description:
      'Upload a file to a project and get the Markdown that embeds or links it in issues, MRs or wikis.',
    aliases: ['attach file', 'upload image'],
  },
});
