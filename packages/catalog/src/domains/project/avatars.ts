import { PROJECT_OWNER } from '../members/owner.js';
import { ownerAvatarActions } from '../uploads/avatars.js';

export const projectAvatarActions = ownerAvatarActions({
  owner: PROJECT_OWNER,
  upload: {
    id: 'project.upload_avatar',
    description: "Set a project's avatar from an image file (PNG, JPG, GIF, ICO or WEBP, at most 200 KB).",
    aliases: ['project logo', 'project icon'],
  },
  download: {
    id: 'project.download_avatar',
    description: "Show a project's avatar image.",
    aliases: ['project logo', 'get project icon'],
  },
});
