import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, integer, text } from '../../params.js';
import type { Owner } from '../owner.js';

/** The rules GitLab checks on every push (https://docs.gitlab.com/api/project_push_rules/). */
const RULES = {
  commit_message_regex: text('Commit messages must match this (e.g. Fixes \\d+)').optional(),
  commit_message_negative_regex: text('Commit messages must not match this').optional(),
  branch_name_regex: text('New branch names must match this').optional(),
  author_email_regex: text('Commit author emails must match this').optional(),
  file_name_regex: text('Files whose names match this cannot be pushed').optional(),
  max_file_size: integer('Largest file size allowed, in MB (0 for no limit)').optional(),
  deny_delete_tag: flag('Refuse deleting tags with git push').optional(),
  member_check: flag('Only GitLab users may be commit authors').optional(),
  prevent_secrets: flag('Reject files that look like secrets (keys, credentials)').optional(),
  commit_committer_check: flag('Only the pusher’s own verified emails may commit').optional(),
  commit_committer_name_check: flag('The committer name must be the pusher’s GitLab name').optional(),
  reject_unsigned_commits: flag('Reject commits that are not signed').optional(),
  reject_non_dco_commits: flag('Reject commits without a DCO Signed-off-by line').optional(),
};

/** Each action's ID, written out where the factory is called so that a search for the ID finds it. */
export type PushRuleIds = Readonly<Record<'delete' | 'add' | 'edit' | 'get', string>>;

/**
 * The push rule of a project or a group (one per owner, Premium): read, add, edit, delete. A group's rule is the
 * default of the projects created in it afterwards (https://docs.gitlab.com/api/group_push_rules/).
 */
export function pushRuleActions(owner: Owner, ids: PushRuleIds): ActionSpec[] {
  const noun = owner.kind;
  const words = (id: string, description: string, aliases: string[] = []) => ({
    id,
    description,
    aliases,
  });
  const path = `${owner.path}/push_rule` as const;
  const answer = {
    object: 'push_rule',
    notFound: (args: Record<string, unknown>) => owner.named(args),
  } as const;
  const shared = { resource: null, tier: 'premium' } as const;
  const toRule = { action: ids.get, text: 'see the push rule' };
  return [
    defineAction({
      ...words(ids.get, `Get the push rule of a ${noun}: what every push is checked against.`, [
        'push rules',
      ]),
      input: z.object(owner.one).strict(),
      answer,
      content: 'detail',
      nextSteps: [{ action: ids.edit, text: 'change the rule' }],
      ...shared,
    }),
    defineAction({
      ...words(ids.add, `Add the push rule of a ${noun}; a ${noun} has at most one.`),
      input: z.object({ ...owner.one, ...RULES }).strict(),
      gitlab: { rest: `POST ${path}` },
      answer,
      content: 'mutate',
      classification: CREATES,
      nextSteps: [toRule],
      ...shared,
    }),
    defineAction({
      ...words(ids.edit, `Change the push rule of a ${noun}; unnamed settings stay as they are.`),
      input: z.object({ ...owner.one, ...RULES }).strict(),
      answer,
      content: 'mutate',
      classification: UPDATES,
      nextSteps: [toRule],
      ...shared,
    }),
    defineAction({
      ...words(ids.delete, `Delete the push rule of a ${noun}; pushes are no longer checked.`),
      input: z.object(owner.one).strict(),
      answer: COMPLETED,
      content: 'mutate',
      nextSteps: [{ action: ids.add, text: 'add a push rule again' }],
      ...shared,
    }),
  ];
}
