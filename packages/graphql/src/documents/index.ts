/** @module Every GraphQL document the project sends, one module per domain. */
export { PROJECT_BRANCH_RULES } from './branch.js';
export type { BranchRuleNode } from './branch.js';
export { NAMESPACE_WORK_ITEM, NAMESPACE_WORK_ITEM_TYPES } from './issue.js';
export type { WorkItemNode, WorkItemTypeNode, WorkItemWidgetNode } from './issue.js';
export { PROJECT_MERGE_REQUESTS } from './merge_request.js';
export type { MergeRequestNode } from './merge_request.js';
export { CURRENT_USER } from './user.js';
export {
  PROJECT_TARGET_BRANCH_RULES,
  TARGET_BRANCH_RULE_CREATE,
  TARGET_BRANCH_RULE_DESTROY,
} from './project.js';
export type { TargetBranchRuleNode } from './project.js';
export {
  NAMESPACE_WORK_ITEM_ID,
  NAMESPACE_WORK_ITEMS,
  WORK_ITEM_CREATE,
  WORK_ITEM_DELETE,
  WORK_ITEM_UPDATE,
} from './work_item.js';
export type { WorkItemFilterVariables, WorkItemPayload } from './work_item.js';
export {
  NAMESPACE_SAVED_VIEW,
  NAMESPACE_SAVED_VIEWS,
  SAVED_VIEW_CREATE,
  SAVED_VIEW_DELETE,
  SAVED_VIEW_SUBSCRIBE,
  SAVED_VIEW_UNSUBSCRIBE,
  SAVED_VIEW_UPDATE,
} from './work_item_saved_view.js';
export type { SavedViewNode, SavedViewPayload } from './work_item_saved_view.js';
export {
  PIPELINE_SECURITY_SUMMARY,
  PROJECT_VULNERABILITIES,
  PROJECT_VULNERABILITY_SEVERITIES,
  VULNERABILITY,
  VULNERABILITY_CONFIRM,
  VULNERABILITY_DISMISS,
  VULNERABILITY_RESOLVE,
  VULNERABILITY_REVERT,
} from './vulnerability.js';
export type {
  SecuritySummarySection,
  SeveritiesCount,
  VulnerabilityFilterVariables,
  VulnerabilityNode,
  VulnerabilityPayload,
} from './vulnerability.js';
export {
  CREATE_NOTE,
  DESTROY_NOTE,
  EPIC_CHILDREN,
  EPIC_DISCUSSIONS,
  EPIC_NOTES,
  UPDATE_NOTE,
  WORK_ITEMS_HIERARCHY_REORDER,
} from './epic-threads.js';
export type { DiscussionNode, NoteNode, NotePayload } from './epic-threads.js';
export { CREATE_CUSTOM_EMOJI, DESTROY_CUSTOM_EMOJI, GROUP_CUSTOM_EMOJI } from './custom-emoji.js';
export type { CustomEmojiNode } from './custom-emoji.js';
export { CI_CATALOG_RESOURCE, CI_CATALOG_RESOURCES } from './ci-catalog.js';
export type { CiCatalogResourceNode } from './ci-catalog.js';
export { PROJECT_TERRAFORM_STATE, PROJECT_TERRAFORM_STATES } from './terraform.js';
export type { TerraformStateNode } from './terraform.js';
export {
  ACHIEVEMENT_AWARD,
  ACHIEVEMENT_CREATE,
  ACHIEVEMENT_DELETE,
  ACHIEVEMENT_RECIPIENTS,
  ACHIEVEMENT_REVOKE,
  ACHIEVEMENT_UNIQUE_USERS,
  ACHIEVEMENT_UPDATE,
  NAMESPACE_ACHIEVEMENTS,
  USER_ACHIEVEMENT_DELETE,
  USER_ACHIEVEMENT_PRIORITIES,
  USER_ACHIEVEMENT_UPDATE,
  USER_ACHIEVEMENTS,
} from './achievement.js';
export type {
  AchievementNode,
  AchievementPayload,
  UserAchievementNode,
  UserAchievementPayload,
} from './achievement.js';
export {
  PROJECT_SCAN_PROFILE_STATUSES,
  SCAN_PROFILE_ATTACH,
  SCAN_PROFILE_DETACH,
  SECURITY_ATTRIBUTE_CREATE,
  SECURITY_ATTRIBUTE_DESTROY,
  SECURITY_ATTRIBUTE_PROJECT_UPDATE,
  SECURITY_ATTRIBUTE_UPDATE,
  SECURITY_ATTRIBUTES_BULK_UPDATE,
  SECURITY_CATEGORY_CREATE,
  SECURITY_CATEGORY_DESTROY,
  SECURITY_CATEGORY_UPDATE,
} from './security_taxonomy.js';
export type {
  ScanProfileStatusNode,
  SecurityAttributeNode,
  SecurityCategoryNode,
  SecurityTaxonomyPayload,
} from './security_taxonomy.js';
export { PIPELINE_SECURITY_FINDINGS } from './security_finding.js';
export { PIPELINE_JOB_NEEDS } from './pipeline.js';
export type { JobNeedsNode } from './pipeline.js';
export type { SecurityFindingFilterVariables, SecurityFindingNode } from './security_finding.js';
export { graphqlDocument } from './graphql-document.js';
export type { GraphqlDocument } from './graphql-document.js';
export type { NodesConnection, UserRef } from './shared.js';
