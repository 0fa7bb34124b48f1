import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionContext, ActionSpec } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { fillTemplate } from '../../run-action.js';
import type { ActionWords } from '../issuable/issuable.js';
import type { Owner } from './owner.js';
import { restUnlessRecorded } from '../../reference-rest.js';

const groupAccess = integer(
  'Role the invited group gets: 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner',
);

export interface ShareTarget {
  owner: Owner;
  /** The parameter naming the group shared with (GitLab calls it `group_id` in the share's body). */
  param: 'group_id' | 'shared_group_id' | 'share_group_id';
  share: ActionWords;
  unshare: ActionWords;
  /** Whether the share needs group_access in the call shape (catalog.json requires it on some). */
  accessRequired: boolean;
  /** Parameters only this share takes (a custom role for group shares). */
  shareOptions: Record<string, z.ZodType>;
  /** What GitLab answers a share with: the group (with its shares) or the project's new group link. */
  answer: 'group' | 'shared_group';
}

/**
 * Sends a share with the invited group as GitLab's body names it, `group_id`: on a group that is also the path's
 * parameter (`POST /groups/:id/share`, https://docs.gitlab.com/api/groups/#share-groups-with-groups), so the
 * template alone cannot fill both.
 */
function shareWith(target: ShareTarget) {
  return async (context: ActionContext, args: Record<string, unknown>): Promise<unknown> => {
    const { path } = fillTemplate(`POST ${target.owner.path}/share`, args);
    const { [target.param]: invited, ...rest } = args;
    const body = Object.fromEntries(
      Object.entries(rest).filter(([name, value]) => !(name in target.owner.one) && value !== undefined),
    );
    return context.rest('POST', path, { body: { ...body, group_id: invited } });
  };
}

/** Sharing a project or a group with another group, and ending the share. */
export function ownerShareActions(target: ShareTarget): ActionSpec[] {
  const { owner, param, share, unshare } = target;
  const invited = { [param]: integer('ID of the group to share with') };
  return [
    defineAction({
      ...share,
      input: z
        .object({
          ...owner.one,
          ...invited,
          group_access: target.accessRequired ? groupAccess : groupAccess.optional(),
          expires_at: text('Date the share ends (YYYY-MM-DD)').optional(),
          ...target.shareOptions,
        })
        .strict(),
      gitlab: { local: shareWith(target) },
      answer: { object: target.answer, notFound: owner.named },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: unshare.id, text: 'end the share' }],
    }),
    defineAction({
      ...unshare,
      input: z.object({ ...owner.one, ...invited }).strict(),
      gitlab: restUnlessRecorded(unshare.id, `DELETE ${owner.path}/share/{${param}}`),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: share.id, text: 'share it again' }],
    }),
  ];
}
