import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

const UPDATED_FIELD: FieldSpec = { label: 'Updated', path: 'updated_at', format: 'date' };

/** A feature flag of a project (https://docs.gitlab.com/api/feature_flags/); its strategies decide who gets it. */
export const featureFlagKind = defineKind({
  name: 'feature_flag',
  plural: { key: 'feature_flags', title: 'Feature Flags' },
  empty: 'No feature flags found.',
  heading: { template: 'Feature Flag: {name}' },
  fields: [
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Version', path: 'version', format: 'text' },
    CREATED_FIELD,
    UPDATED_FIELD,
  ],
  columns: [
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Active', path: 'active', format: 'bool' },
    { label: 'Description', path: 'description', format: 'excerpt' },
    UPDATED_FIELD,
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [{ label: 'Strategies', path: 'strategies', kind: 'feature_flag_strategy' }],
  notFound: {
    subject: 'feature flag',
    suggestions: [
      { action: 'feature_flags.feature_flag_list', text: "list the project's feature flags" },
      { text: 'Feature flags are addressed by name (case-sensitive)' },
    ],
  },
});

/** One rollout strategy of a flag: which users (a percentage, IDs or a user list) in which environments. */
export const featureFlagStrategyKind = defineKind({
  name: 'feature_flag_strategy',
  plural: { key: 'strategies', title: 'Strategies' },
  empty: 'No strategies found.',
  heading: { template: 'Strategy {id}: {name}' },
  fields: [
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Percentage', path: 'parameters.percentage', format: 'text', suffix: '%' },
    { label: 'Rollout', path: 'parameters.rollout', format: 'text', suffix: '%' },
    { label: 'User IDs', path: 'parameters.userIds', format: 'text' },
    { label: 'User List', path: 'user_list.name', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'code' },
    { label: 'Percentage', path: 'parameters.percentage', format: 'text', suffix: '%' },
    { label: 'User IDs', path: 'parameters.userIds', format: 'text' },
    { label: 'User List', path: 'user_list.name', format: 'text' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'feature flag',
    suggestions: [{ action: 'feature_flags.feature_flag_list', text: "list the project's feature flags" }],
  },
});

/** A named list of user IDs a flag strategy can target (https://docs.gitlab.com/api/feature_flag_user_lists/). */
export const featureFlagUserListKind = defineKind({
  name: 'feature_flag_user_list',
  plural: { key: 'user_lists', title: 'Feature Flag User Lists' },
  empty: 'No feature flag user lists found.',
  heading: { template: 'Feature Flag User List: {name}' },
  fields: [
    { label: 'IID', path: 'iid', format: 'count' },
    { label: 'User IDs', path: 'user_xids', format: 'code' },
    CREATED_FIELD,
    UPDATED_FIELD,
  ],
  columns: [
    { label: 'IID', path: 'iid', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'User IDs', path: 'user_xids', format: 'excerpt' },
    UPDATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'feature flag user list',
    suggestions: [
      { action: 'feature_flags.ff_user_list_list', text: "list the project's user lists and their IIDs" },
    ],
  },
});
