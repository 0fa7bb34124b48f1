import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext, ActionSpec } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { ImageAnswer } from '../../image-answer.js';
import { fillTemplate } from '../../run-action.js';
import type { ActionWords } from '../issuable/issuable.js';
import type { Owner } from '../members/owner.js';
import { fileOf, fileParams, formWith, imageOf, imageOfFile, sendFile } from './file-input.js';
import type { FileArgs } from './file-input.js';
import { readInline } from './file-output.js';

export interface AvatarTarget {
  owner: Owner;
  upload: ActionWords;
  /** Reading the avatar back, where the catalog offers it on this owner. */
  download?: ActionWords;
}

/**
 * Sets an avatar: GitLab takes it as the multipart `avatar` field of the owner's update (`PUT /projects/:id`,
 * `PUT /groups/:id`) and answers the owner; the image goes to the user beside its card (OF-2).
 */
function uploadAvatar(owner: Owner) {
  return async (context: ActionContext, args: Record<string, unknown>): Promise<ImageAnswer> => {
    const file = await fileOf(context, args as unknown as FileArgs);
    const { path } = fillTemplate(`PUT ${owner.path}`, args);
    const updated = (await sendFile(context, 'PUT', path, file, {
      body: formWith('avatar', file),
    })) as Record<string, unknown>;
    return new ImageAnswer(updated, await imageOfFile(file));
  };
}

/**
 * Reads an avatar's bytes (`GET /projects/:id/avatar`), within the inline limit (GitLab keeps avatars under
 * 200 KB). The card describes it; the image itself goes to the user (OF-2), never into the text.
 */
function downloadAvatar(owner: Owner) {
  return async (context: ActionContext, args: Record<string, unknown>): Promise<ImageAnswer> => {
    const { path } = fillTemplate(`GET ${owner.path}/avatar`, args);
    const download = await context.download(path);
    const bytes = await readInline(
      download,
      `The avatar of ${owner.named(args)}`,
      `its address is the avatar_url of ${owner.kind}.get`,
    );
    const contentType = download.contentType ?? 'application/octet-stream';
    const image = imageOf(bytes, contentType);
    return new ImageAnswer(
      { owner: owner.named(args), content_type: contentType, size: bytes.length, shown: image !== null },
      image,
    );
  };
}

/** Setting, and where offered reading, the avatar of a project or a group. */
export function ownerAvatarActions({ owner, upload, download }: AvatarTarget): ActionSpec[] {
  const set = defineAction({
    ...upload,
    input: z.object({ ...owner.one, ...fileParams }).strict(),
    gitlab: { local: uploadAvatar(owner) },
    answer: { object: owner.kind, notFound: owner.named },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [
      download
        ? { action: download.id, text: 'show the avatar' }
        : { action: `${owner.kind}.get`, text: `see the ${owner.kind}` },
    ],
  });
  if (!download) return [set];
  return [
    set,
    defineAction({
      ...download,
      input: z.object(owner.one).strict(),
      gitlab: { local: downloadAvatar(owner) },
      answer: { object: 'avatar_image', notFound: (args) => `avatar of ${owner.named(args)}` },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: upload.id, text: 'replace the avatar' }],
    }),
  ];
}
