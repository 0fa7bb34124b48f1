/** @module Markdown uploads and avatars of projects and groups (one factory each, called per owner). */
import { groupAvatarActions } from '../group/avatars.js';
import { groupUploadActions } from '../group/uploads.js';
import { projectAvatarActions } from '../project/avatars.js';
import { projectUploadActions } from '../project/uploads.js';

export const uploadActions = [...projectUploadActions, ...groupUploadActions];
export const avatarActions = [...projectAvatarActions, ...groupAvatarActions];
