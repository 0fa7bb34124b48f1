import { GROUP_OWNER } from '../members/owner.js';
import { ownerAvatarActions } from '../uploads/avatars.js';

export const groupAvatarActions = ownerAvatarActions({
  owner: GROUP_OWNER,
  upload: {
    id: 'group.upload_avatar',
    description: "Set a group's avatar from an image file (PNG, JPG, GIF, ICO or WEBP, at most 200 KB).",
    aliases: ['group logo', 'group icon'],
  },
});
