import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS, USER_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection, UserRef } from './shared.js';

/*
 * Achievements (https://docs.gitlab.com/api/graphql/reference/#achievement and #userachievement; an experiment
 * since GitLab 15.8): a namespace defines them, awards them to users (a user achievement) and may revoke them.
 * GitLab offers them over GraphQL only.
 */

/** An achievement a group or project defines. */
export interface AchievementNode {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  avatarUrl?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  namespace?: { fullPath?: string | null } | null;
}

const ACHIEVEMENT_FIELDS = 'id name description avatarUrl createdAt updatedAt namespace { fullPath }';

/** One award of an achievement to a user. */
export interface UserAchievementNode {
  id?: string | null;
  achievement?: { id?: string | null; name?: string | null } | null;
  user?: UserRef | null;
  awardedByUser?: UserRef | null;
  revokedByUser?: UserRef | null;
  showOnProfile?: boolean | null;
  priority?: number | null;
  createdAt?: string | null;
  revokedAt?: string | null;
}

const USER_ACHIEVEMENT_FIELDS = `id achievement { id name } user { ${USER_FIELDS} }
  awardedByUser { ${USER_FIELDS} } revokedByUser { ${USER_FIELDS} } showOnProfile priority createdAt
  revokedAt`;

/** The variables of every document that reads achievements of a namespace, by path and optional IDs. */
const ACHIEVEMENT_VARIABLES = `$fullPath: ID!, $ids: [AchievementsAchievementID!], $first: Int, $after: String,
  $last: Int, $before: String`;

type AchievementsOf<T> = { namespace?: { achievements?: NodesConnection<T> | null } | null };

/** `achievement.list`: the achievements of a namespace, optionally only some IDs; pages both ways. */
export const NAMESPACE_ACHIEVEMENTS = graphqlDocument<
  AchievementsOf<AchievementNode>,
  CursorVariables & { fullPath: string; ids?: string[] }
>(/* GraphQL */ `
  query namespaceAchievements(${ACHIEVEMENT_VARIABLES}) {
    namespace(fullPath: $fullPath) {
      achievements(ids: $ids, first: $first, after: $after, last: $last, before: $before) {
        nodes { ${ACHIEVEMENT_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/**
 * One connection of one achievement, named by its global ID: `namespace.achievements(ids:)` narrows to it and the
 * connection pages inside it (GitLab has no top-level `achievement(id:)` field).
 */
function ofOneAchievement<Field extends string, T>(operation: string, field: Field, nodes: string) {
  return graphqlDocument<
    AchievementsOf<{ [K in Field]?: NodesConnection<T> | null }>,
    CursorVariables & { fullPath: string; ids: string[] }
  >(/* GraphQL */ `
    query ${operation}(${ACHIEVEMENT_VARIABLES}) {
      namespace(fullPath: $fullPath) {
        achievements(ids: $ids) {
          nodes {
            ${field}(first: $first, after: $after, last: $last, before: $before) {
              nodes { ${nodes} }
              ${PAGE_INFO_FIELDS}
            }
          }
        }
      }
    }
  `);
}

/** `achievement.recipients`: every award of one achievement (GitLab leaves revoked ones out). */
export const ACHIEVEMENT_RECIPIENTS = ofOneAchievement<'userAchievements', UserAchievementNode>(
  'achievementRecipients',
  'userAchievements',
  USER_ACHIEVEMENT_FIELDS,
);

/** `achievement.unique_users`: the distinct users who hold one achievement, however often awarded. */
export const ACHIEVEMENT_UNIQUE_USERS = ofOneAchievement<'uniqueUsers', UserRef>(
  'achievementUniqueUsers',
  'uniqueUsers',
  USER_FIELDS,
);

/** `achievement.user_list`: the awards a user holds; hidden ones only when asked (and allowed). */
export const USER_ACHIEVEMENTS = graphqlDocument<
  { user?: { userAchievements?: NodesConnection<UserAchievementNode> | null } | null },
  CursorVariables & { username: string; includeHidden?: boolean }
>(/* GraphQL */ `
  query userAchievements(
    $username: String!
    $includeHidden: Boolean
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    user(username: $username) {
      userAchievements(includeHidden: $includeHidden, first: $first, after: $after, last: $last, before: $before) {
        nodes { ${USER_ACHIEVEMENT_FIELDS} }
        ${PAGE_INFO_FIELDS}
      }
    }
  }
`);

/** What the achievement mutations answer. */
export interface AchievementPayload {
  achievement?: AchievementNode | null;
  errors?: string[] | null;
}

/** What the award mutations answer. */
export interface UserAchievementPayload {
  userAchievement?: UserAchievementNode | null;
  userAchievements?: UserAchievementNode[] | null;
  errors?: string[] | null;
}

type Input = { input: Record<string, unknown> };

function achievementMutation(field: string, input: string) {
  return graphqlDocument<Record<string, AchievementPayload | null | undefined>, Input>(/* GraphQL */ `
    mutation ${field}($input: ${input}!) {
      ${field}(input: $input) {
        achievement { ${ACHIEVEMENT_FIELDS} }
        errors
      }
    }
  `);
}

function userAchievementMutation(field: string, input: string) {
  return graphqlDocument<Record<string, UserAchievementPayload | null | undefined>, Input>(/* GraphQL */ `
    mutation ${field}($input: ${input}!) {
      ${field}(input: $input) {
        userAchievement { ${USER_ACHIEVEMENT_FIELDS} }
        errors
      }
    }
  `);
}

/** `achievement.create`, `.update`, `.delete`: one mutation each, answering the achievement. */
export const ACHIEVEMENT_CREATE = achievementMutation('achievementsCreate', 'AchievementsCreateInput');
export const ACHIEVEMENT_UPDATE = achievementMutation('achievementsUpdate', 'AchievementsUpdateInput');
export const ACHIEVEMENT_DELETE = achievementMutation('achievementsDelete', 'AchievementsDeleteInput');

/** `achievement.award`, `.revoke`, `.user_achievement_update`, `.user_achievement_delete`: answering the award. */
export const ACHIEVEMENT_AWARD = userAchievementMutation('achievementsAward', 'AchievementsAwardInput');
export const ACHIEVEMENT_REVOKE = userAchievementMutation('achievementsRevoke', 'AchievementsRevokeInput');
export const USER_ACHIEVEMENT_UPDATE = userAchievementMutation(
  'userAchievementsUpdate',
  'UserAchievementsUpdateInput',
);
export const USER_ACHIEVEMENT_DELETE = userAchievementMutation(
  'userAchievementsDelete',
  'UserAchievementsDeleteInput',
);

/** `achievement.user_achievement_reorder`: the awards in their new order of priority. */
export const USER_ACHIEVEMENT_PRIORITIES = graphqlDocument<
  { userAchievementPrioritiesUpdate?: UserAchievementPayload | null },
  Input
>(/* GraphQL */ `
  mutation userAchievementPrioritiesUpdate($input: UserAchievementPrioritiesUpdateInput!) {
    userAchievementPrioritiesUpdate(input: $input) {
      userAchievements { ${USER_ACHIEVEMENT_FIELDS} }
      errors
    }
  }
`);
