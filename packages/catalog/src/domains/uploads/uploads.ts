import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext, ActionSpec } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { ImageAnswer } from '../../image-answer.js';
import { integer, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { fillTemplate } from '../../run-action.js';
import type { ActionWords } from '../issuable/issuable.js';
import type { Owner } from '../members/owner.js';
import { describeFile, fileOf, fileParams, formWith, imageOfFile, sendFile } from './file-input.js';
import type { FileArgs } from './file-input.js';

export interface UploadTarget {
  owner: Owner;
  words: Record<'list' | 'deleteById' | 'deleteBySecret', ActionWords>;
  /** Uploading a file, where the catalog offers it on this owner. */
  upload?: ActionWords;
}

/**
 * Uploads a file for Markdown (`POST /projects/:id/uploads`, multipart `file`,
 * https://docs.gitlab.com/api/project_markdown_uploads/). GitLab answers where the file lives and the Markdown to
 * paste; the answer adds what was sent and, for an image, shows it to the user (OF-2).
 */
function uploadFile(owner: Owner) {
  return async (context: ActionContext, args: Record<string, unknown>): Promise<ImageAnswer> => {
    const file = await fileOf(context, args as unknown as FileArgs);
    const { path } = fillTemplate(`POST ${owner.path}/uploads`, args);
    const uploaded = (await sendFile(context, 'POST', path, file, {
      body: formWith('file', file),
    })) as Record<string, unknown>;
    return new ImageAnswer({ ...describeFile(file), ...uploaded }, await imageOfFile(file));
  };
}

/** The Markdown uploads of a project or group: list, delete by ID or by secret and name, and upload. */
export function ownerUploadActions({ owner, words, upload }: UploadTarget): ActionSpec[] {
  const base = `${owner.path}/uploads` as const;
  const actions = [
    defineAction({
      ...words.list,
      input: z
        .object({
          ...owner.one,
          ...unorderedPaging,
        })
        .strict(),
      // GitLab answers uploads newest first and takes no order (doc/api/project_markdown_uploads.md).
      unsupported: { params: NO_ORDER, endpoint: `GitLab's upload list (GET ${base})` },
      answer: { list: 'upload' },
      content: 'list',
      resource: null,
      nextSteps: [{ action: words.deleteById.id, text: 'delete one of the uploads' }],
    }),
    defineAction({
      ...words.deleteById,
      input: z.object({ ...owner.one, upload_id: integer('Upload ID, from the list') }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the uploads that remain' }],
    }),
    defineAction({
      ...words.deleteBySecret,
      input: z
        .object({
          ...owner.one,
          secret: text('The 32-character secret in the upload URL (/uploads/<secret>/<filename>)'),
          filename: text('The file name in the upload URL'),
        })
        .strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see the uploads that remain' }],
    }),
  ];
  if (!upload) return actions;
  return [
    ...actions,
    defineAction({
      ...upload,
      input: z.object({ ...owner.one, ...fileParams }).strict(),
      gitlab: { local: uploadFile(owner) },
      answer: { object: 'upload', notFound: owner.named },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: words.list.id, text: 'see every upload' }],
    }),
  ];
}
