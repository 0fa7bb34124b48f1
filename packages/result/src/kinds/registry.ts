/** Every kind with a written spec, by name. Kinds not here get a generic spec guessed from their data. */
import type { GitLabObject } from '../result.js';
import { branchKind } from './branch.js';
import { branchRuleKind } from './branch-rule.js';
import { commitKind } from './commit.js';
import { genericKind } from './generic-kind.js';
import { issueKind } from './issue.js';
import { jobKind } from './job.js';
import { jobTraceKind } from './job-trace.js';
import { bridgeKind, jobArtifactKind, jobWaitKind, pipelineWaitKind } from './ci-jobs.js';
import {
  allowlistedGroupKind,
  jobTokenAllowlistEntryKind,
  jobTokenScopeKind,
  pipelineTriggerKind,
  resourceGroupKind,
} from './ci-settings.js';
import { pipelineScheduleKind, pipelineVariableKind } from './pipeline-schedule.js';
import { testCaseKind, testReportKind, testReportSummaryKind, testSuiteKind } from './test-report.js';
import type { KindRegistry, KindSpec } from './kind-spec.js';
import { labelKind } from './label.js';
import { mergeRequestKind } from './merge-request.js';
import { milestoneKind } from './milestone.js';
import { noteKind } from './note.js';
import { pipelineKind } from './pipeline.js';
import { projectKind } from './project.js';
import {
  accessLevelKind,
  protectedBranchKind,
  protectedTagKind,
  tagSignatureKind,
} from './protected-branch.js';
import { releaseKind } from './release.js';
import { searchProjectKind } from './search-project.js';
import { actionKind, healthCheckKind, safeModePreviewKind, serverStatusKind } from './server.js';
import { tagKind } from './tag.js';
import { userKind } from './user.js';
// Merge-request-domain kinds (issue 6).
import {
  mergeRequestApprovalRuleKind,
  mergeRequestApprovalsKind,
  mergeRequestApprovalSettingsKind,
  mergeRequestApprovalStateKind,
  mergeRequestApproverKind,
} from './merge-request-approvals.js';
import { mergeRequestContextCommitsKind, mergeRequestDependencyKind } from './merge-request-links.js';
import { mergeRequestReviewerKind } from './merge-request-reviewer.js';
// Issue-domain kinds (issue 6), kept together so parallel edits do not collide.
import { awardEmojiKind } from './award-emoji.js';
import { discussionKind } from './discussion.js';
import { issueLinkKind, linkedIssueKind } from './issue-link.js';
import { issueStatisticsKind } from './issue-statistics.js';
import { iterationKind } from './iteration.js';
import {
  iterationEventKind,
  labelEventKind,
  milestoneEventKind,
  stateEventKind,
  weightEventKind,
} from './resource-event.js';
import { searchBlobKind, searchSnippetKind } from './search-blob.js';
import { timeStatsKind } from './time-stats.js';
import { todoKind } from './todo.js';
import { workItemKind, workItemTypeKind } from './work-item.js';
// MR-review and release kinds (issue 6).
import {
  draftNoteKind,
  mrChangesKind,
  mrDiffFileKind,
  mrDiffVersionKind,
  mrRawDiffKind,
} from './mr-review.js';
import { releaseLinkBatchKind, releaseLinkKind } from './release-link.js';
// Repository kinds (issue 6).
import {
  archiveKind,
  blameKind,
  blameRangeKind,
  changelogKind,
  commitCommentKind,
  commitRefKind,
  commitSignatureKind,
  commitStatusKind,
  compareKind,
  contributorKind,
  diffKind,
  fileKind,
  markdownKind,
  submoduleKind,
  treeEntryKind,
} from './repository.js';

/** Builds a registry; a name given twice is a mistake caught at start-up. */
export function kindRegistry(kinds: readonly KindSpec[]): KindRegistry {
  const registry = new Map<string, KindSpec>();
  for (const kind of kinds) {
    if (registry.has(kind.name)) throw new Error(`Object kind '${kind.name}' is declared twice`);
    registry.set(kind.name, kind);
  }
  return registry;
}

export const DEFAULT_KINDS: KindRegistry = kindRegistry([
  archiveKind,
  blameKind,
  blameRangeKind,
  changelogKind,
  commitCommentKind,
  commitRefKind,
  commitSignatureKind,
  commitStatusKind,
  compareKind,
  contributorKind,
  diffKind,
  fileKind,
  markdownKind,
  submoduleKind,
  treeEntryKind,
  accessLevelKind,
  actionKind,
  branchKind,
  branchRuleKind,
  commitKind,
  issueKind,
  jobKind,
  jobTraceKind,
  jobArtifactKind,
  jobWaitKind,
  bridgeKind,
  jobTokenScopeKind,
  jobTokenAllowlistEntryKind,
  allowlistedGroupKind,
  labelKind,
  mergeRequestKind,
  milestoneKind,
  noteKind,
  healthCheckKind,
  pipelineKind,
  pipelineWaitKind,
  pipelineScheduleKind,
  pipelineVariableKind,
  pipelineTriggerKind,
  resourceGroupKind,
  testReportKind,
  testReportSummaryKind,
  testSuiteKind,
  testCaseKind,
  projectKind,
  protectedBranchKind,
  protectedTagKind,
  releaseKind,
  safeModePreviewKind,
  searchProjectKind,
  serverStatusKind,
  tagKind,
  tagSignatureKind,
  userKind,
  mergeRequestApprovalRuleKind,
  mergeRequestApprovalsKind,
  mergeRequestApprovalSettingsKind,
  mergeRequestApprovalStateKind,
  mergeRequestApproverKind,
  mergeRequestContextCommitsKind,
  mergeRequestDependencyKind,
  mergeRequestReviewerKind,
  awardEmojiKind,
  discussionKind,
  issueLinkKind,
  linkedIssueKind,
  issueStatisticsKind,
  iterationKind,
  iterationEventKind,
  labelEventKind,
  milestoneEventKind,
  stateEventKind,
  weightEventKind,
  searchBlobKind,
  searchSnippetKind,
  timeStatsKind,
  todoKind,
  workItemKind,
  workItemTypeKind,
  draftNoteKind,
  mrChangesKind,
  mrDiffFileKind,
  mrDiffVersionKind,
  mrRawDiffKind,
  releaseLinkKind,
  releaseLinkBatchKind,
]);

/** The spec of a kind: the registered one, or one guessed from a sample object. */
export function kindFor(registry: KindRegistry, name: string, sample?: GitLabObject, key?: string): KindSpec {
  return registry.get(name) ?? genericKind(name, sample, key);
}
