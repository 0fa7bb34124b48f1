import { createHash } from 'node:crypto';
import { badRequest, notFound } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { binary, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { Collection, CollectionContext, Scope } from '../collection.js';
import { avatarOf, groupTable } from '../collections/group-owner-state.js';
import type { OwnerRef } from '../collections/group-owner-state.js';
import { userBasic } from '../shapes.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';

/**
 * Markdown uploads of projects and groups (https://docs.gitlab.com/api/project_markdown_uploads/,
 * https://docs.gitlab.com/api/group_markdown_uploads/) and their avatars: the files arrive as multipart parts and
 * are kept as base64 in the `uploads` and `owner_avatars` tables.
 */

function ownerOfScope(scope: Scope): OwnerRef | undefined {
  if (scope.kind === 'project') return { type: 'Project', id: scope.project.id };
  if (scope.kind === 'group') return { type: 'Namespace', id: scope.group.id };
  return undefined;
}

/** GitLab's 32-character upload secret; derived from the upload so a seeded sandbox is the same every run. */
export function uploadSecret(id: number, filename: string): string {
  return createHash('md5').update(`${id}/${filename}`).digest('hex');
}

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|ico|svg)$/i;

/** What GitLab answers an upload with: where the file lives and the Markdown that shows or links it. */
function uploadedJson(row: PlainRow): Record<string, unknown> {
  const filename = String(row.filename);
  const url = `/uploads/${String(row.secret)}/${filename}`;
  const alt = filename.replace(/\.[^.]+$/, '');
  const owner = row.source_type === 'Project' ? 'project' : 'group';
  return {
    id: row.id,
    alt,
    url,
    full_path: `/-/${owner}/${String(row.source_id)}/uploads/${String(row.secret)}/${filename}`,
    markdown: IMAGE.test(filename) ? `![${alt}](${url})` : `[${filename}](${url})`,
  };
}

export const uploads: Collection<PlainRow> = {
  path: 'uploads',
  scopes: ['project', 'group'],
  key: { param: 'upload_id', get: (row) => Number(row.id) },
  notFound: 'Upload',
  table: (state) => groupTable(state, 'uploads'),
  inScope: (row, scope) => {
    const owner = ownerOfScope(scope);
    return owner !== undefined && row.source_type === owner.type && row.source_id === owner.id;
  },
  serialize: (row) => uploadedJson(row),
  list: {
    serialize: (row, ctx) => ({
      id: row.id,
      size: row.size,
      filename: row.filename,
      created_at: row.created_at,
      uploaded_by: userBasic(ctx.state, Number(row.uploaded_by_id)),
    }),
    orderBy: { id: (row) => Number(row.id), created_at: (row) => String(row.created_at) },
    defaultOrder: { orderBy: 'created_at', sort: 'desc' },
  },
  get: false,
  create: {
    required: ['file'],
    check: (params) => (isUploadedFile(params.file) ? undefined : badRequest('file is invalid')),
    build: (params, ctx: CollectionContext) => {
      const file = params.file;
      if (!isUploadedFile(file)) throw badRequest('file is invalid');
      const owner = ownerOfScope(ctx.scope)!;
      const id = nextId(ctx.state, 'upload', groupTable(ctx.state, 'uploads'));
      return {
        id,
        source_type: owner.type,
        source_id: owner.id,
        secret: uploadSecret(id, file.filename),
        filename: file.filename,
        size: file.size,
        content_type: file.content_type,
        data: file.data,
        created_at: ctx.state.now(),
        uploaded_by_id: ctx.auth.user.id,
      };
    },
  },
  remove: true,
};

/** DELETE …/uploads/:secret/:filename: the same deletion, by the two parts of the upload's URL. */
function deleteBySecret(ctx: OwnerContext) {
  const table = groupTable(ctx.state, 'uploads');
  const row = table.find(
    (candidate) =>
      candidate.source_type === ctx.owner.type &&
      candidate.source_id === ctx.owner.id &&
      candidate.secret === ctx.params.secret &&
      candidate.filename === ctx.params.filename,
  );
  if (row === undefined) throw notFound('Upload');
  table.splice(table.indexOf(row), 1);
  return noContent();
}

/** GET …/avatar: the avatar's bytes with their type, or 404 when none was uploaded. */
function downloadAvatar(ctx: OwnerContext) {
  const avatar = avatarOf(ctx.state, ctx.owner);
  if (avatar === undefined) throw notFound('Avatar');
  const response = binary(200, Buffer.from(String(avatar.data), 'base64'), String(avatar.content_type));
  response.headers['content-disposition'] = `inline; filename="${String(avatar.filename)}"`;
  return response;
}

export const uploadRoutes: Route[] = (['project', 'group'] as const).flatMap((kind) => [
  ownerAction(kind, 'DELETE', '/uploads/:secret/:filename', deleteBySecret),
  ownerAction(kind, 'GET', '/avatar', downloadAvatar),
]);
