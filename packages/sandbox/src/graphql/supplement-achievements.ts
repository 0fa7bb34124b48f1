/**
 * The achievement part of the supplement (see supplement.ts): GitLab's achievements arrived in 15.8–15.11, after the
 * 2022 baseline, and are an experiment behind the `achievements` flag
 * (https://docs.gitlab.com/user/profile/achievements/). Each definition cites its section of
 * https://docs.gitlab.com/api/graphql/reference/.
 */
export const ACHIEVEMENT_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#achievementsachievementid
  scalar AchievementsAchievementID

  # https://docs.gitlab.com/api/graphql/reference/#achievementsuserachievementid
  scalar AchievementsUserAchievementID

  # https://docs.gitlab.com/api/graphql/reference/#achievement
  type Achievement {
    avatarUrl: String
    createdAt: Time!
    description: String
    id: AchievementsAchievementID!
    name: String!
    namespace: Namespace
    updatedAt: Time!
    # https://docs.gitlab.com/api/graphql/reference/#achievement-userachievements
    userAchievements(after: String, before: String, first: Int, last: Int): UserAchievementConnection
    # https://docs.gitlab.com/api/graphql/reference/#achievement-uniqueusers
    uniqueUsers(after: String, before: String, first: Int, last: Int): UserCoreConnection!
  }

  # https://docs.gitlab.com/api/graphql/reference/#achievementconnection
  type AchievementConnection {
    edges: [AchievementEdge]
    nodes: [Achievement]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#achievementedge
  type AchievementEdge {
    cursor: String!
    node: Achievement
  }

  # https://docs.gitlab.com/api/graphql/reference/#userachievement
  type UserAchievement {
    achievement: Achievement!
    awardedByUser: UserCore!
    createdAt: Time!
    id: AchievementsUserAchievementID!
    priority: Int
    revokedAt: Time
    revokedByUser: UserCore
    showOnProfile: Boolean!
    updatedAt: Time!
    user: UserCore!
  }

  # https://docs.gitlab.com/api/graphql/reference/#userachievementconnection
  type UserAchievementConnection {
    count: Int!
    edges: [UserAchievementEdge]
    nodes: [UserAchievement]
    pageInfo: PageInfo!
  }

  # https://docs.gitlab.com/api/graphql/reference/#userachievementedge
  type UserAchievementEdge {
    cursor: String!
    node: UserAchievement
  }

  extend type Namespace {
    # https://docs.gitlab.com/api/graphql/reference/#namespaceachievements
    achievements(
      after: String
      before: String
      first: Int
      last: Int
      ids: [AchievementsAchievementID!]
    ): AchievementConnection
  }

  extend type UserCore {
    # https://docs.gitlab.com/api/graphql/reference/#usercoreuserachievements
    userAchievements(
      after: String
      before: String
      first: Int
      last: Int
      includeHidden: Boolean
    ): UserAchievementConnection
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementscreate
  input AchievementsCreateInput {
    avatar: Upload
    clientMutationId: String
    description: String
    name: String!
    namespaceId: NamespaceID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsupdate
  input AchievementsUpdateInput {
    achievementId: AchievementsAchievementID!
    avatar: Upload
    clientMutationId: String
    description: String
    name: String
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsdelete
  input AchievementsDeleteInput {
    achievementId: AchievementsAchievementID!
    clientMutationId: String
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementscreate
  type AchievementsCreatePayload {
    achievement: Achievement
    clientMutationId: String
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsupdate
  type AchievementsUpdatePayload {
    achievement: Achievement
    clientMutationId: String
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsdelete
  type AchievementsDeletePayload {
    achievement: Achievement
    clientMutationId: String
    errors: [String!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsaward
  input AchievementsAwardInput {
    achievementId: AchievementsAchievementID!
    clientMutationId: String
    userId: UserID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsrevoke
  input AchievementsRevokeInput {
    clientMutationId: String
    userAchievementId: AchievementsUserAchievementID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementsdelete
  input UserAchievementsDeleteInput {
    clientMutationId: String
    userAchievementId: AchievementsUserAchievementID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementsupdate
  input UserAchievementsUpdateInput {
    clientMutationId: String
    showOnProfile: Boolean!
    userAchievementId: AchievementsUserAchievementID!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsaward
  type AchievementsAwardPayload {
    clientMutationId: String
    errors: [String!]!
    userAchievement: UserAchievement
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsrevoke
  type AchievementsRevokePayload {
    clientMutationId: String
    errors: [String!]!
    userAchievement: UserAchievement
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementsdelete
  type UserAchievementsDeletePayload {
    clientMutationId: String
    errors: [String!]!
    userAchievement: UserAchievement
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementsupdate
  type UserAchievementsUpdatePayload {
    clientMutationId: String
    errors: [String!]!
    userAchievement: UserAchievement
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementprioritiesupdate
  input UserAchievementPrioritiesUpdateInput {
    clientMutationId: String
    userAchievementIds: [AchievementsUserAchievementID!]!
  }

  # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementprioritiesupdate
  type UserAchievementPrioritiesUpdatePayload {
    clientMutationId: String
    errors: [String!]!
    userAchievements: [UserAchievement!]!
  }

  extend type Mutation {
    # https://docs.gitlab.com/api/graphql/reference/#mutationachievementscreate
    achievementsCreate(input: AchievementsCreateInput!): AchievementsCreatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsupdate
    achievementsUpdate(input: AchievementsUpdateInput!): AchievementsUpdatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsdelete
    achievementsDelete(input: AchievementsDeleteInput!): AchievementsDeletePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsaward
    achievementsAward(input: AchievementsAwardInput!): AchievementsAwardPayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationachievementsrevoke
    achievementsRevoke(input: AchievementsRevokeInput!): AchievementsRevokePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementsdelete
    userAchievementsDelete(input: UserAchievementsDeleteInput!): UserAchievementsDeletePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementsupdate
    userAchievementsUpdate(input: UserAchievementsUpdateInput!): UserAchievementsUpdatePayload
    # https://docs.gitlab.com/api/graphql/reference/#mutationuserachievementprioritiesupdate
    userAchievementPrioritiesUpdate(
      input: UserAchievementPrioritiesUpdateInput!
    ): UserAchievementPrioritiesUpdatePayload
  }
`;
