import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
/** A 1×1 PNG. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Markdown uploads (group/project: login-screen.png 9001, old-logo.png 9003; group: team-logo.png 9002,
 * banner.png 9004) and avatars of projects and groups.
 */
export const uploadsCalls: CatalogCall[] = [
  { action: 'project.upload_list', params: project, expect: 'login-screen.png' },
  {
    action: 'project.upload',
    params: { ...project, filename: 'diagram.png', content_base64: PIXEL },
    expect: '**Markdown**: `![diagram](/uploads/',
  },
  {
    action: 'project.upload',
    params: { ...project, filename: 'diagram.png' },
    expect: 'either as content_base64 or as file_path',
    isError: true,
  },
  { action: 'project.upload_list', params: project, expect: '## Uploads (3)' },
  { action: 'project.upload_delete', params: { ...project, upload_id: 9001 }, expect: '✅ Action completed' },
  {
    action: 'project.upload_delete_by_secret',
    params: { ...project, secret: '0f1e2d3c4b5a69788796a5b4c3d2e1f0', filename: 'old-logo.png' },
    expect: '✅ Action completed',
  },
  { action: 'group.group_upload_list', params: group, expect: 'team-logo.png' },
  {
    action: 'group.group_upload_delete_by_secret',
    params: { ...group, secret: 'a0b1c2d3e4f5061728394a5b6c7d8e9f', filename: 'team-logo.png' },
    expect: '✅ Action completed',
  },
  {
    action: 'group.group_upload_delete_by_id',
    params: { ...group, upload_id: 9004 },
    expect: '✅ Action completed',
  },
  { action: 'group.group_upload_list', params: group, expect: 'No uploads found.' },
  {
    action: 'project.download_avatar',
    params: project,
    expect: 'Avatar Not Found',
    isError: true,
  },
  {
    action: 'project.upload_avatar',
    params: { ...project, filename: 'avatar.png', content_base64: PIXEL },
    expect: '## Project: group/project',
  },
  { action: 'project.download_avatar', params: project, expect: '**Content Type**: `image/png`' },
  {
    action: 'group.upload_avatar',
    params: { ...group, filename: 'avatar.png', content_base64: PIXEL },
    expect: '**Avatar**: [https://gitlab.example.com/uploads/-/system/group/10/avatar/avatar.png]',
  },
];
