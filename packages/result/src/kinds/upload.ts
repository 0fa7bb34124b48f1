/** Files uploaded to a project or group for Markdown, and avatars (https://docs.gitlab.com/api/project_markdown_uploads/). */
import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/** An uploaded file: the answer of an upload (`markdown` to paste) or an entry of the uploads list. */
export const uploadKind = defineKind({
  name: 'upload',
  plural: { key: 'uploads', title: 'Uploads' },
  empty: 'No uploads found.',
  heading: { template: 'Upload: {filename|alt|id}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Markdown', path: 'markdown', format: 'code' },
    { label: 'URL', path: 'url', format: 'code' },
    { label: 'Full Path', path: 'full_path', format: 'code' },
    { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' },
    { label: 'Uploaded By', path: 'uploaded_by', format: 'user' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'File', path: 'filename', format: 'text' },
    { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' },
    { label: 'Uploaded By', path: 'uploaded_by', format: 'user' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'upload',
    suggestions: [
      { action: 'project.upload_list', text: "list a project's uploads" },
      { action: 'group.group_upload_list', text: "list a group's uploads" },
    ],
  },
});

/** An avatar image, described (its bytes go to the user as an image block, never into text). */
export const avatarImageKind = defineKind({
  name: 'avatar_image',
  plural: { key: 'avatar_images', title: 'Avatar Images' },
  empty: 'No avatars found.',
  heading: { template: 'Avatar: {owner}' },
  fields: [
    { label: 'Content Type', path: 'content_type', format: 'code' },
    { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' },
    { label: 'Shown', path: 'shown', format: 'bool' },
  ],
  columns: [
    { label: 'Owner', path: 'owner', format: 'text' },
    { label: 'Content Type', path: 'content_type', format: 'code' },
    { label: 'Size', path: 'size', format: 'count', suffix: ' bytes' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'avatar',
    suggestions: [{ action: 'project.upload_avatar', text: 'set an avatar for the project' }],
  },
});
