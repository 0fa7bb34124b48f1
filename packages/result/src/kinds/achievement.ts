/** Kinds of GitLab's achievements (GraphQL, https://docs.gitlab.com/api/graphql/reference/#achievement). */
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

const LIST_ACHIEVEMENTS = { action: 'achievement.list', text: "list the group's achievements" } as const;

/** An achievement a group defines. */
export const achievementKind = defineKind({
  name: 'achievement',
  plural: { key: 'achievements', title: 'Achievements' },
  empty: 'No achievements found.',
  heading: { template: 'Achievement: {name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'Namespace', path: 'namespace.fullPath', format: 'code' },
    { label: 'Avatar', path: 'avatarUrl', format: 'link' },
    { label: 'Created', path: 'createdAt', format: 'date' },
    { label: 'Updated', path: 'updatedAt', format: 'date' },
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Description', path: 'description', format: 'excerpt' },
    { label: 'ID', path: 'id', format: 'code' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: { subject: 'achievement', suggestions: [LIST_ACHIEVEMENTS] },
});

const AWARD_COLUMNS: FieldSpec[] = [
  { label: 'Achievement', path: 'achievement.name', format: 'text' },
  { label: 'User', path: 'user', format: 'user' },
  { label: 'Awarded', path: 'createdAt', format: 'date' },
  { label: 'On Profile', path: 'showOnProfile', format: 'bool' },
  { label: 'Priority', path: 'priority', format: 'count' },
  { label: 'ID', path: 'id', format: 'code' },
];

/** One award of an achievement to a user (GitLab's UserAchievement). */
export const userAchievementKind = defineKind({
  name: 'user_achievement',
  plural: { key: 'user_achievements', title: 'Awarded Achievements' },
  empty: 'No awarded achievements found.',
  heading: { template: 'Awarded Achievement: {achievement.name}' },
  fields: [
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'User', path: 'user', format: 'user' },
    { label: 'Awarded By', path: 'awardedByUser', format: 'user' },
    { label: 'On Profile', path: 'showOnProfile', format: 'bool' },
    { label: 'Priority', path: 'priority', format: 'count' },
    { label: 'Awarded', path: 'createdAt', format: 'date' },
    { label: 'Revoked', path: 'revokedAt', format: 'date' },
    { label: 'Revoked By', path: 'revokedByUser', format: 'user' },
  ],
  columns: AWARD_COLUMNS,
  longText: [],
  nested: [],
  notFound: { subject: 'awarded achievement', suggestions: [LIST_ACHIEVEMENTS] },
});

/** A user as GitLab's GraphQL UserCore shows one (`webUrl`, not REST's `web_url`). */
export const achievementUserKind = defineKind({
  name: 'achievement_user',
  plural: { key: 'users', title: 'Users' },
  empty: 'No users found.',
  heading: { template: 'User: {name|username}' },
  fields: [
    { label: 'Username', path: 'username', format: 'user' },
    { label: 'ID', path: 'id', format: 'code' },
    { label: 'URL', path: 'webUrl', format: 'link' },
  ],
  columns: [
    { label: 'Username', path: 'username', format: 'user', link: 'webUrl' },
    { label: 'Name', path: 'name', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: { subject: 'user', suggestions: [LIST_ACHIEVEMENTS] },
});
