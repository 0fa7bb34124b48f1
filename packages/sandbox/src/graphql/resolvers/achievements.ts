import { GraphQLError } from 'graphql';
import { findGroup, findUser, nextId } from '../../store/index.js';
import type { PlainRow, SandboxState, UserRow } from '../../store/index.js';
import { canReadGroup } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { gidNumber, toGid } from '../global-id.js';
import { assertCanWriteGroup } from '../group-access.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import type { NamespaceView } from './groups.js';

/*
 * Achievements (an experiment since GitLab 15.8; https://docs.gitlab.com/api/graphql/reference/#achievement and
 * #userachievement): a group defines them and awards them to users. Revoked awards stay stored but leave every
 * list, as GitLab's resolvers filter them. Kept in the plain tables `achievements` and `user_achievements`.
 */

const ACHIEVEMENT = 'Achievements::Achievement';
const USER_ACHIEVEMENT = 'Achievements::UserAchievement';

const achievements = (state: SandboxState) => (state.plain.achievements ??= []);
const awards = (state: SandboxState) => (state.plain.user_achievements ??= []);
const active = (row: PlainRow) => row.revoked_at === null;
const byId = (a: PlainRow, b: PlainRow) => Number(a.id) - Number(b.id);

function achievementByGid(ctx: GraphqlContext, gid: string): PlainRow {
  const id = gidNumber(gid, [ACHIEVEMENT]);
  const row = achievements(ctx.state).find((item) => item.id === id);
  assertCanWriteGroup(ctx, row && findGroup(ctx.state, Number(row.namespace_id)));
  return row!;
}

/** An award the viewer may manage: its recipient's own, or any for an administrator. */
function ownAward(ctx: GraphqlContext, gid: string): PlainRow {
  const id = gidNumber(gid, [USER_ACHIEVEMENT]);
  const row = awards(ctx.state).find((item) => item.id === id);
  const viewer = ctx.viewer;
  const mayWrite = ctx.token?.scopes.includes('api') ?? false;
  if (!row || !viewer || !mayWrite || (row.user_id !== viewer.id && !viewer.is_admin))
    throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return row;
}

/** An award an achievement's group may revoke or delete. */
function groupAward(ctx: GraphqlContext, gid: string): PlainRow {
  const id = gidNumber(gid, [USER_ACHIEVEMENT]);
  const row = awards(ctx.state).find((item) => item.id === id);
  const achievement = row && achievements(ctx.state).find((item) => item.id === row.achievement_id);
  assertCanWriteGroup(ctx, achievement && findGroup(ctx.state, Number(achievement.namespace_id)));
  return row!;
}

/** GitLab lists a user's awards by the priority they set (unset last), then oldest first. */
function byPriority(a: PlainRow, b: PlainRow): number {
  const rank = (row: PlainRow) => (row.priority === null ? Number.MAX_SAFE_INTEGER : Number(row.priority));
  return rank(a) - rank(b) || byId(a, b);
}

interface Payload {
  achievement?: PlainRow | null;
  userAchievement?: PlainRow | null;
  errors: string[];
  clientMutationId: string | null;
}

type Input<T> = { input: T & { clientMutationId?: string | null } };

const done = (input: { clientMutationId?: string | null }, result: Omit<Payload, 'clientMutationId'>) => ({
  ...result,
  clientMutationId: input.clientMutationId ?? null,
});

interface AchievementInput {
  name?: string | null;
  description?: string | null;
  avatar?: unknown;
}

export const achievementResolvers: ResolverMap = {
  Namespace: fields<NamespaceView>({
    achievements: (namespace, args: ConnectionArgs & { ids?: string[] | null }, ctx) => {
      const wanted = args.ids?.map((gid) => gidNumber(gid, [ACHIEVEMENT]));
      const rows =
        namespace.kind === 'group'
          ? achievements(ctx.state).filter(
              (row) =>
                row.namespace_id === namespace.group.id && (!wanted || wanted.includes(Number(row.id))),
            )
          : [];
      return paginate(rows.sort(byId), args, (row) => String(row.id));
    },
  }),
  Achievement: fields<PlainRow>({
    id: (row) => toGid(ACHIEVEMENT, Number(row.id)),
    namespace: (row, _args: object, ctx) => {
      const group = findGroup(ctx.state, Number(row.namespace_id));
      return group && canReadGroup(ctx, group) ? { kind: 'group', group } : null;
    },
    userAchievements: (row, args: ConnectionArgs, ctx) =>
      paginate(
        awards(ctx.state)
          .filter((award) => award.achievement_id === row.id && active(award))
          .sort(byId),
        args,
        (award) => String(award.id),
      ),
    uniqueUsers: (row, args: ConnectionArgs, ctx) => {
      const ids = new Set(
        awards(ctx.state)
          .filter((award) => award.achievement_id === row.id && active(award))
          .map((award) => Number(award.user_id)),
      );
      const users = [...ids].sort((a, b) => a - b).map((id) => findUser(ctx.state, id)!);
      return paginate(users, args, (user) => String(user.id));
    },
  }),
  UserAchievement: fields<PlainRow>({
    id: (row) => toGid(USER_ACHIEVEMENT, Number(row.id)),
    achievement: (row, _args: object, ctx) =>
      achievements(ctx.state).find((item) => item.id === row.achievement_id),
    user: (row, _args: object, ctx) => findUser(ctx.state, Number(row.user_id)),
    awardedByUser: (row, _args: object, ctx) => findUser(ctx.state, Number(row.awarded_by_user_id)),
    revokedByUser: (row, _args: object, ctx) =>
      row.revoked_by_user_id === null ? null : findUser(ctx.state, Number(row.revoked_by_user_id)),
  }),
  UserCore: fields<UserRow>({
    userAchievements: (user, args: ConnectionArgs & { includeHidden?: boolean | null }, ctx) => {
      // Hidden awards show only to their owner (or an administrator) who asks for them.
      const seesHidden =
        args.includeHidden === true && (ctx.viewer?.id === user.id || ctx.viewer?.is_admin === true);
      const rows = awards(ctx.state)
        .filter(
          (row) => row.user_id === user.id && active(row) && (seesHidden || row.show_on_profile === true),
        )
        .sort(byPriority);
      return paginate(rows, args, (row) => String(row.id));
    },
  }),
  Mutation: fields<undefined>({
    achievementsCreate: (_root, { input }: Input<AchievementInput & { namespaceId: string }>, ctx) => {
      const group = assertCanWriteGroup(
        ctx,
        findGroup(ctx.state, gidNumber(input.namespaceId, ['Namespace', 'Group'])),
      );
      const taken = achievements(ctx.state).some(
        (row) => row.namespace_id === group.id && row.name === input.name,
      );
      if (taken) return done(input, { achievement: null, errors: ['Name has already been taken'] });
      const now = ctx.state.now();
      const row: PlainRow = {
        id: nextId(ctx.state, 'achievement', achievements(ctx.state)),
        namespace_id: group.id,
        name: input.name,
        description: input.description ?? null,
        avatar_url: null,
        created_at: now,
        updated_at: now,
      };
      achievements(ctx.state).push(row);
      return done(input, { achievement: row, errors: [] });
    },
    achievementsUpdate: (_root, { input }: Input<AchievementInput & { achievementId: string }>, ctx) => {
      const row = achievementByGid(ctx, input.achievementId);
      if (input.name != null) row.name = input.name;
      if (input.description !== undefined) row.description = input.description;
      row.updated_at = ctx.state.now();
      return done(input, { achievement: row, errors: [] });
    },
    achievementsDelete: (_root, { input }: Input<{ achievementId: string }>, ctx) => {
      const row = achievementByGid(ctx, input.achievementId);
      achievements(ctx.state).splice(achievements(ctx.state).indexOf(row), 1);
      ctx.state.plain.user_achievements = awards(ctx.state).filter(
        (award) => award.achievement_id !== row.id,
      );
      return done(input, { achievement: row, errors: [] });
    },
    achievementsAward: (_root, { input }: Input<{ achievementId: string; userId: string }>, ctx) => {
      const achievement = achievementByGid(ctx, input.achievementId);
      const user = findUser(ctx.state, gidNumber(input.userId, ['User']));
      if (!user) return done(input, { userAchievement: null, errors: ['User not found'] });
      const now = ctx.state.now();
      const row: PlainRow = {
        id: nextId(ctx.state, 'user_achievement', awards(ctx.state)),
        achievement_id: achievement.id,
        user_id: user.id,
        awarded_by_user_id: ctx.viewer!.id,
        show_on_profile: true,
        priority: null,
        created_at: now,
        updated_at: now,
        revoked_at: null,
        revoked_by_user_id: null,
      };
      awards(ctx.state).push(row);
      return done(input, { userAchievement: row, errors: [] });
    },
    achievementsRevoke: (_root, { input }: Input<{ userAchievementId: string }>, ctx) => {
      const row = groupAward(ctx, input.userAchievementId);
      if (!active(row))
        return done(input, { userAchievement: null, errors: ['This achievement has already been revoked'] });
      row.revoked_at = ctx.state.now();
      row.revoked_by_user_id = ctx.viewer!.id;
      return done(input, { userAchievement: row, errors: [] });
    },
    userAchievementsDelete: (_root, { input }: Input<{ userAchievementId: string }>, ctx) => {
      const row = groupAward(ctx, input.userAchievementId);
      awards(ctx.state).splice(awards(ctx.state).indexOf(row), 1);
      return done(input, { userAchievement: row, errors: [] });
    },
    userAchievementsUpdate: (
      _root,
      { input }: Input<{ userAchievementId: string; showOnProfile: boolean }>,
      ctx,
    ) => {
      const row = ownAward(ctx, input.userAchievementId);
      row.show_on_profile = input.showOnProfile;
      row.updated_at = ctx.state.now();
      return done(input, { userAchievement: row, errors: [] });
    },
    userAchievementPrioritiesUpdate: (_root, { input }: Input<{ userAchievementIds: string[] }>, ctx) => {
      const ordered = input.userAchievementIds.map((gid) => ownAward(ctx, gid));
      const owner = ordered[0]?.user_id;
      if (ordered.some((row) => row.user_id !== owner)) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
      // GitLab numbers the listed awards from 0 and clears the priority of the owner's others.
      for (const row of awards(ctx.state)) if (row.user_id === owner) row.priority = null;
      ordered.forEach((row, index) => (row.priority = index));
      return { userAchievements: ordered, errors: [], clientMutationId: input.clientMutationId ?? null };
    },
  }),
};
