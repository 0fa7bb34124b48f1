/** @module Markdown uploads and avatars of projects and groups (one factory each, called per owner). */
export { avatarActions } from './avatars.js';
export { uploadActions } from './uploads.js';
