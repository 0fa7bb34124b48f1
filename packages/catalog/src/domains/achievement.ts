import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import {
  ACHIEVEMENT_AWARD,
  ACHIEVEMENT_CREATE,
  ACHIEVEMENT_DELETE,
  ACHIEVEMENT_RECIPIENTS,
  ACHIEVEMENT_REVOKE,
  ACHIEVEMENT_UNIQUE_USERS,
  ACHIEVEMENT_UPDATE,
  cursorPageInfo,
  NAMESPACE_ACHIEVEMENTS,
  toGid,
  USER_ACHIEVEMENT_DELETE,
  USER_ACHIEVEMENT_PRIORITIES,
  USER_ACHIEVEMENT_UPDATE,
  USER_ACHIEVEMENTS,
} from '@gitlab-mcp/graphql';
import type { AchievementPayload, GraphqlDocument, UserAchievementPayload } from '@gitlab-mcp/graphql';
import type { KindName, NextStep } from '@gitlab-mcp/result';
import { z } from 'zod';
import { defineAction, graphqlCall } from '../action.js';
import type { ActionContext } from '../action.js';
import { CREATES, UPDATES } from '../classifications.js';
import { graphqlDeletion } from '../graphql-deletion.js';
import { cursorPaging } from '../common-params.js';
import { runMutation } from '../graphql-mutation.js';
import { flag, integer, integerList, text } from '../params.js';

/*
 * Achievements (an experiment since GitLab 15.8, behind the `achievements` flag on self-managed instances;
 * https://docs.gitlab.com/user/profile/achievements/): GraphQL only. A group defines them, awards them to users
 * and revokes them; a user hides, shows and orders the awards on their profile.
 */

const ACHIEVEMENT = 'Achievements::Achievement';
const USER_ACHIEVEMENT = 'Achievements::UserAchievement';

const fullPath = { full_path: text('Full path of the group that defines the achievements, e.g. group') };
const ACHIEVEMENT_ID = 'Achievement ID (the number of its global ID)';
const USER_ACHIEVEMENT_ID =
  'Awarded achievement ID (the number of its global ID), from achievement.recipients';
const achievementId = { achievement_id: integer(ACHIEVEMENT_ID) };
const userAchievementId = { user_achievement_id: integer(USER_ACHIEVEMENT_ID) };

/**
 * The avatar parameters of catalog.json. GitLab takes an achievement's avatar only as a GraphQL multipart upload
 * (`avatar: Upload`), which this server's GraphQL client does not send, so they are refused before any request.
 */
const avatarParams = {
  avatar_content_base64: text('Avatar image, base64-encoded (not sent yet: see the description)').optional(),
  avatar_content_type: text('MIME type of the avatar image').optional(),
  avatar_file_path: text('Path of the avatar image on the machine running this server').optional(),
  avatar_filename: text('File name of the avatar image').optional(),
};

const AVATAR_KEYS = Object.keys(avatarParams);

function refuseAvatar(args: Record<string, unknown>): void {
  if (AVATAR_KEYS.some((key) => args[key] !== undefined))
    throw new GitLabMcpError(
      'action_outcome',
      "GitLab takes an achievement's avatar only as a GraphQL file upload, which this server does not send yet; " +
        'nothing was changed. Call again without the avatar_* parameters and set the avatar in GitLab.',
    );
}

type Payload = AchievementPayload & UserAchievementPayload;

/** Runs one achievement mutation and answers its payload (GitLab's refusals become typed errors). */
function mutate(
  context: ActionContext,
  document: GraphqlDocument<Record<string, Payload | null | undefined>, { input: Record<string, unknown> }>,
  field: string,
  input: Record<string, unknown>,
): Promise<Payload> {
  return runMutation(context, document, { input }, (data) => data[field]);
}

/** Creates or updates an achievement: avatars refused first, then only the name and description given sent. */
async function saveAchievement(
  context: ActionContext,
  document: Parameters<typeof mutate>[1],
  field: string,
  args: { name?: string; description?: string } & Record<string, unknown>,
  target: Record<string, unknown>,
) {
  refuseAvatar(args);
  const input = given({ ...target, name: args.name, description: args.description });
  return (await mutate(context, document, field, input)).achievement ?? null;
}

/** Only the parameters given: a GraphQL input leaves the others as they are. */
function given(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const LIST = { action: 'achievement.list', text: "list the group's achievements" } as const;
const RECIPIENTS = { action: 'achievement.recipients', text: 'list who holds it' } as const;
const AWARD = { action: 'achievement.award', text: 'award it to a user' } as const;
const USER_LIST = { action: 'achievement.user_list', text: "list a user's awards" } as const;

type OneAchievementDocument<Field extends string> = GraphqlDocument<
  { namespace?: { achievements?: { nodes?: ({ [K in Field]?: unknown } | null)[] | null } | null } | null },
  { fullPath: string; ids: string[] }
>;

/** A list inside one achievement (its awards, its holders): `namespace.achievements(ids:)` narrowed to it. */
function oneAchievementList<Field extends string>(spec: {
  id: string;
  description: string;
  document: OneAchievementDocument<Field>;
  field: Field;
  kind: KindName;
  nextSteps: readonly NextStep[];
  aliases: readonly string[];
}) {
  return defineAction({
    id: spec.id,
    description: spec.description,
    input: z.object({ ...fullPath, ...achievementId, ...cursorPaging }).strict(),
    gitlab: graphqlCall(
      spec.document,
      (args: { full_path: string; achievement_id: number }) => ({
        fullPath: args.full_path,
        ids: [toGid(ACHIEVEMENT, args.achievement_id)],
      }),
      (data) => data.namespace?.achievements?.nodes?.[0]?.[spec.field] ?? null,
      true,
    ),
    answer: { list: spec.kind },
    content: 'list',
    resource: null,
    nextSteps: spec.nextSteps,
    aliases: spec.aliases,
  });
}

/** A group's achievements and their awards, over GraphQL. */
export const achievementActions = [
  defineAction({
    id: 'achievement.list',
    description:
      'List the achievements a group defines (name, description, avatar), optionally only some IDs.',
    input: z
      .object({
        ...fullPath,
        ids: integerList('Only these achievement IDs').optional(),
        ...cursorPaging,
      })
      .strict(),
    gitlab: graphqlCall(
      NAMESPACE_ACHIEVEMENTS,
      (args: { full_path: string; ids?: number[] }) => ({
        fullPath: args.full_path,
        ids: args.ids?.map((id) => toGid(ACHIEVEMENT, id)),
      }),
      (data) => data.namespace?.achievements ?? null,
      true,
    ),
    answer: { list: 'achievement' },
    content: 'list',
    resource: null,
    nextSteps: [RECIPIENTS, AWARD],
    aliases: ['achievements', 'badges of a group'],
  }),
  oneAchievementList({
    id: 'achievement.recipients',
    description: 'List the awards of one achievement: who received it, when and from whom.',
    document: ACHIEVEMENT_RECIPIENTS,
    field: 'userAchievements',
    kind: 'user_achievement',
    nextSteps: [
      { action: 'achievement.unique_users', text: 'count the distinct holders' },
      { action: 'achievement.revoke', text: 'revoke an award' },
    ],
    aliases: ['achievement awards', 'who has an achievement'],
  }),
  oneAchievementList({
    id: 'achievement.unique_users',
    description: 'List the distinct users who hold an achievement, each once however often it was awarded.',
    document: ACHIEVEMENT_UNIQUE_USERS,
    field: 'uniqueUsers',
    kind: 'achievement_user',
    nextSteps: [RECIPIENTS],
    aliases: ['achievement holders'],
  }),
  defineAction({
    id: 'achievement.user_list',
    description: 'List the achievements awarded to a user, in the order they chose for their profile.',
    input: z
      .object({
        username: text('Username of the user, e.g. alice'),
        include_hidden: flag(
          'Also the awards hidden from the profile (their owner or an administrator)',
        ).optional(),
        ...cursorPaging,
      })
      .strict(),
    gitlab: graphqlCall(
      USER_ACHIEVEMENTS,
      (args: { username: string; include_hidden?: boolean }) => ({
        username: args.username,
        includeHidden: args.include_hidden,
      }),
      (data) => data.user?.userAchievements ?? null,
      true,
    ),
    answer: { list: 'user_achievement' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'achievement.user_achievement_update', text: 'show or hide an award' },
      { action: 'achievement.user_achievement_reorder', text: 'reorder the awards' },
    ],
    aliases: ["user's achievements", 'profile achievements'],
  }),
  defineAction({
    id: 'achievement.create',
    description: 'Create an achievement in a group, with a name and a description.',
    input: z
      .object({
        namespace_id: integer('ID of the group that defines it'),
        name: text('Name of the achievement'),
        description: text('What it rewards').optional(),
        ...avatarParams,
      })
      .strict(),
    gitlab: {
      local: (context, args) =>
        saveAchievement(context, ACHIEVEMENT_CREATE, 'achievementsCreate', args, {
          namespaceId: toGid('Namespace', args.namespace_id),
        }),
    },
    answer: { object: 'achievement' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [AWARD, LIST],
    aliases: ['new achievement'],
  }),
  defineAction({
    id: 'achievement.update',
    description: 'Rename an achievement or change its description.',
    input: z
      .object({
        ...achievementId,
        name: text('New name').optional(),
        description: text('New description').optional(),
        ...avatarParams,
      })
      .strict(),
    gitlab: {
      local: (context, args) =>
        saveAchievement(context, ACHIEVEMENT_UPDATE, 'achievementsUpdate', args, {
          achievementId: toGid(ACHIEVEMENT, args.achievement_id),
        }),
    },
    answer: { object: 'achievement' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [LIST],
    aliases: ['edit achievement'],
  }),
  graphqlDeletion({
    id: 'achievement.delete',
    description: 'Delete an achievement, and with it every award of it.',
    param: { name: 'achievement_id', description: ACHIEVEMENT_ID },
    model: ACHIEVEMENT,
    document: ACHIEVEMENT_DELETE,
    field: 'achievementsDelete',
    inputKey: 'achievementId',
    done: 'Achievement deleted, with its awards.',
    nextSteps: [LIST],
    aliases: ['remove achievement'],
  }),
  defineAction({
    id: 'achievement.award',
    description:
      "Award an achievement to a user. GitLab's achievementsAward takes no message: award_message is refused, not sent.",
    input: z
      .object({
        ...achievementId,
        user_id: integer('ID of the user who receives it'),
        award_message: text('Not supported by GitLab (the call is refused when given)').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        if (args.award_message !== undefined)
          throw new GitLabMcpError(
            'action_outcome',
            "GitLab's achievementsAward mutation has no award message; nothing was awarded. " +
              'Call again without award_message.',
          );
        const input = given({
          achievementId: toGid(ACHIEVEMENT, args.achievement_id),
          userId: toGid('User', args.user_id),
        });
        return (await mutate(context, ACHIEVEMENT_AWARD, 'achievementsAward', input)).userAchievement ?? null;
      },
    },
    answer: { object: 'user_achievement' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [RECIPIENTS, { action: 'achievement.revoke', text: 'revoke the award' }],
    aliases: ['give achievement'],
  }),
  defineAction({
    id: 'achievement.revoke',
    description: 'Revoke an awarded achievement: the award stays on record as revoked.',
    input: z.object(userAchievementId).strict(),
    gitlab: {
      local: async (context, args) =>
        (
          await mutate(context, ACHIEVEMENT_REVOKE, 'achievementsRevoke', {
            userAchievementId: toGid(USER_ACHIEVEMENT, args.user_achievement_id),
          })
        ).userAchievement ?? null,
    },
    answer: { object: 'user_achievement' },
    content: 'mutate',
    resource: null,
    nextSteps: [RECIPIENTS],
    aliases: ['take back achievement'],
  }),
  graphqlDeletion({
    id: 'achievement.user_achievement_delete',
    description: 'Delete an awarded achievement outright, leaving no revoked record.',
    param: { name: 'user_achievement_id', description: USER_ACHIEVEMENT_ID },
    model: USER_ACHIEVEMENT,
    document: USER_ACHIEVEMENT_DELETE,
    field: 'userAchievementsDelete',
    inputKey: 'userAchievementId',
    done: 'Awarded achievement deleted.',
    nextSteps: [RECIPIENTS],
    aliases: ['delete award'],
  }),
  defineAction({
    id: 'achievement.user_achievement_reorder',
    description: "Set the order of the caller's own awards on their profile, most important first.",
    input: z
      .object({
        user_achievement_ids: integerList('Your awarded achievement IDs, in the order to show them'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const payload = await mutate(
          context,
          USER_ACHIEVEMENT_PRIORITIES,
          'userAchievementPrioritiesUpdate',
          {
            userAchievementIds: args.user_achievement_ids.map((id) => toGid(USER_ACHIEVEMENT, id)),
          },
        );
        // GitLab answers a plain list of the reordered awards: one page, no cursor.
        return { items: payload.userAchievements ?? [], pageInfo: cursorPageInfo(null, false) };
      },
    },
    answer: { list: 'user_achievement' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [USER_LIST],
    aliases: ['order achievements'],
  }),
  defineAction({
    id: 'achievement.user_achievement_update',
    description: "Show an awarded achievement on its owner's profile, or hide it.",
    input: z
      .object({
        ...userAchievementId,
        show_on_profile: flag('true to show it on the profile, false to hide it').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        // catalog.json makes it optional; GitLab's userAchievementsUpdate requires it, so say so before sending.
        if (args.show_on_profile === undefined)
          throw new GitLabMcpError(
            'action_outcome',
            'Say show_on_profile: true to show the award, false to hide it.',
          );
        return (
          (
            await mutate(context, USER_ACHIEVEMENT_UPDATE, 'userAchievementsUpdate', {
              userAchievementId: toGid(USER_ACHIEVEMENT, args.user_achievement_id),
              showOnProfile: args.show_on_profile,
            })
          ).userAchievement ?? null
        );
      },
    },
    answer: { object: 'user_achievement' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [USER_LIST],
    aliases: ['hide achievement', 'show achievement'],
  }),
];
