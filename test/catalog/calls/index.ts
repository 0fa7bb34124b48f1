import type { CatalogCall } from '../catalog-call.js';
import { discoverProjectCalls } from './discover_project.js';
import { issueCalls } from './issue.js';
import { jobCalls } from './job.js';
import { mergeRequestCalls } from './merge_request.js';
import { mrReviewCalls } from './mr_review.js';
import { pipelineCalls } from './pipeline.js';
import { projectCalls } from './project.js';
import { releaseCalls } from './release.js';
import { repositoryCalls } from './repository.js';
import { searchCalls } from './search.js';
import { sliceCalls } from './slice.js';
import { workItemCalls } from './work_items.js';
import { wikiCalls } from './wiki.js';
import { epicCalls } from './epics.js';
import { epicThreadCalls } from './epic-threads.js';
import { customEmojiCalls } from './custom-emoji.js';
import { ciCatalogCalls } from './ci-catalog.js';
import { hookCalls } from './hooks.js';
import { integrationCalls } from './integrations.js';
import { pushRuleCalls } from './push_rules.js';
import { serviceAccountCalls } from './service_accounts.js';
import { environmentCalls } from './environment.js';
import { featureFlagCalls } from './feature_flags.js';
import { templateCalls } from './template.js';
import { accessCalls, accessRevokeSelfCalls } from './access.js';
import { ciVariableCalls } from './ci_variable.js';
import { groupCalls } from './group.js';
import { membersCalls } from './members.js';
import { uploadsCalls } from './uploads.js';
import { labelsCalls } from './labels.js';
import { milestonesCalls } from './milestones.js';
import { boardsCalls } from './boards.js';
import { badgesCalls } from './badges.js';
import { userCalls } from './user.js';
import { groupEnterpriseCalls } from './group_enterprise.js';
import { snippetCalls } from './snippet.js';
import { adminCalls } from './admin.js';
import { adminSettingsCalls } from './admin_settings.js';
import { runnerCalls } from './runner.js';
import { storageMoveCalls } from './storage_move.js';
import { packageCalls } from './package.js';
import { modelRegistryCalls } from './model_registry.js';
import { securityCalls, vulnerabilityCalls } from './security.js';
import { achievementCalls } from './achievement.js';
import { securityTaxonomyCalls } from './security-taxonomy.js';
import { securityFindingCalls } from './security-finding.js';
import { adminImportCalls } from './admin-imports.js';
import { adminInstanceCalls } from './admin-instance.js';
import { geoCalls } from './geo.js';
import { adminHookCalls } from './admin-hooks.js';
import { adminTerraformUsageCalls } from './admin-terraform-usage.js';
import { enterpriseScimCalls } from './enterprise-scim.js';
import { interactiveCalls } from './interactive.js';
import { visualCalls } from './visual.js';

/** Every table of catalog calls, by the part of the catalog it covers; each runs against its own sandbox. */
export const CATALOG_CALLS: Readonly<Record<string, CatalogCall[]>> = {
  slice: sliceCalls,
  issue: issueCalls,
  search: searchCalls,
  discover_project: discoverProjectCalls,
  merge_request: mergeRequestCalls,
  mr_review: mrReviewCalls,
  pipeline: pipelineCalls,
  project: projectCalls,
  job: jobCalls,
  release: releaseCalls,
  repository: repositoryCalls,
  work_items: workItemCalls,
  wiki: wikiCalls,
  epics: epicCalls,
  hooks: hookCalls,
  service_accounts: serviceAccountCalls,
  integrations: integrationCalls,
  push_rules: pushRuleCalls,
  environment: environmentCalls,
  feature_flags: featureFlagCalls,
  template: templateCalls,
  access: accessCalls,
  access_revoke_self: accessRevokeSelfCalls,
  ci_variable: ciVariableCalls,
  group: groupCalls,
  members: membersCalls,
  uploads: uploadsCalls,
  labels: labelsCalls,
  milestones: milestonesCalls,
  boards: boardsCalls,
  badges: badgesCalls,
  user: userCalls,
  group_enterprise: groupEnterpriseCalls,
  snippet: snippetCalls,
  admin: adminCalls,
  admin_settings: adminSettingsCalls,
  runner: runnerCalls,
  storage_move: storageMoveCalls,
  package: packageCalls,
  model_registry: modelRegistryCalls,
  security: securityCalls,
  vulnerability: vulnerabilityCalls,
  achievement: achievementCalls,
  'security-taxonomy': securityTaxonomyCalls,
  'security-finding': securityFindingCalls,
  'admin-imports': adminImportCalls,
  'admin-instance': adminInstanceCalls,
  geo: geoCalls,
  'admin-hooks': adminHookCalls,
  'admin-terraform-usage': adminTerraformUsageCalls,
  'enterprise-scim': enterpriseScimCalls,
  'epic-threads': epicThreadCalls,
  'custom-emoji': customEmojiCalls,
  'ci-catalog': ciCatalogCalls,
  interactive: interactiveCalls,
  visual: visualCalls,
};
