import { GROUP_OWNER } from '../members/owner.js';
import { ownerUploadActions } from '../uploads/uploads.js';

export const groupUploadActions = ownerUploadActions({
  owner: GROUP_OWNER,
  words: {
    list: {
      id: 'group.group_upload_list',
      description: 'List the files uploaded to a group for Markdown (epic and group wiki attachments).',
      aliases: ['group attachments'],
    },
    deleteById: {
      id: 'group.group_upload_delete_by_id',
      description: 'Delete a file uploaded to a group, by its upload ID.',
      aliases: [],
    },
    deleteBySecret: {
      id: 'group.group_upload_delete_by_secret',
      description: 'Delete a file uploaded to a group, by the secret and file name in its URL.',
      aliases: [],
    },
  },
});
