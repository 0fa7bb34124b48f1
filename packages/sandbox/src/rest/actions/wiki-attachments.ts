import { createHash } from 'node:crypto';
import { badRequest } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import { json } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import type { SandboxState } from '../../store/state.js';
import { writeParams } from '../collection.js';
import { str } from '../params.js';
import { ownerAction } from './owner-scoped.js';
import type { OwnerContext } from './owner-scoped.js';

/*
 * POST /projects/:id/wikis/attachments (https://docs.gitlab.com/api/wikis/#upload-an-attachment-to-the-wiki-repository):
 * the file arrives as the multipart part `file` and is committed under `uploads/<hash>/` of the wiki repository, on
 * `branch` (default: the wiki's `main`). Kept in the `wiki_attachments` plain table, bytes as base64.
 */

function attachments(state: SandboxState): PlainRow[] {
  return (state.plain.wiki_attachments ??= []);
}

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|ico|svg)$/i;

function upload(ctx: OwnerContext) {
  const params = writeParams(ctx);
  const file = params.file;
  if (!isUploadedFile(file)) throw badRequest('file is missing');
  const table = attachments(ctx.state);
  const hash = createHash('md5').update(`${ctx.owner.id}/${table.length}/${file.filename}`).digest('hex');
  const path = `uploads/${hash}/${file.filename}`;
  const branch = str(params.branch) ?? 'main';
  table.push({ project_id: ctx.owner.id, path, branch, ...file });
  const name = file.filename.replace(/\.[^.]+$/, '');
  return json(201, {
    file_name: file.filename,
    file_path: path,
    branch,
    link: {
      url: path,
      markdown: IMAGE.test(file.filename) ? `![${name}](${path})` : `[${file.filename}](${path})`,
    },
  });
}

export const wikiAttachmentRoutes: Route[] = [ownerAction('project', 'POST', '/wikis/attachments', upload)];
