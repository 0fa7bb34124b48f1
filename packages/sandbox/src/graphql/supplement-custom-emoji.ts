/**
 * The custom emoji part of the supplement (see supplement.ts): the creation time GitLab added to CustomEmoji after
 * the 2022 baseline (https://docs.gitlab.com/api/graphql/reference/#customemoji).
 */
export const CUSTOM_EMOJI_SUPPLEMENT_SDL = /* GraphQL */ `
  # https://docs.gitlab.com/api/graphql/reference/#customemoji
  extend type CustomEmoji {
    createdAt: Time!
  }
`;
