import type { IssueRow, MergeRequestRow } from '../../store/index.js';
import type { ResolverMap, TypeResolverMap } from '../resolver-types.js';
import { groupResolvers } from './groups.js';
import { issueMutationResolvers } from './issue-mutations.js';
import { issueResolvers } from './issues.js';
import { mergeRequestResolvers } from './merge-requests.js';
import { noteMutationResolvers } from './note-mutations.js';
import { noteResolvers } from './notes.js';
import { pipelineResolvers } from './pipelines.js';
import { planningResolvers } from './planning.js';
import { projectResolvers } from './projects.js';
import { queryResolvers } from './query.js';
import { repositoryResolvers } from './repository.js';
import { targetBranchRuleResolvers } from './target-branch-rules.js';
import { terraformStateResolvers } from './terraform-states.js';
import { vulnerabilityResolvers } from './vulnerabilities.js';
import { achievementResolvers } from './achievements.js';
import { securityTaxonomyResolvers } from './security-taxonomy.js';
import { securityFindingResolvers } from './security-findings.js';
import { userResolvers } from './users.js';
import { workItemResolvers, workItemTypeResolvers } from './work-items.js';
import { workItemNamespaceResolvers } from './work-item-namespace.js';
import { workItemMutationResolvers } from './work-item-mutations.js';
import { workItemSavedViewResolvers } from './work-item-saved-views.js';
import { epicThreadResolvers } from './epic-threads.js';
import { customEmojiResolvers } from './custom-emoji.js';
import { ciCatalogResolvers } from './ci-catalog.js';

/** Every type's field resolvers; tables naming the same type (Mutation) are merged. */
export const RESOLVERS: ResolverMap = [
  queryResolvers,
  issueMutationResolvers,
  noteMutationResolvers,
  projectResolvers,
  groupResolvers,
  userResolvers,
  mergeRequestResolvers,
  issueResolvers,
  noteResolvers,
  pipelineResolvers,
  planningResolvers,
  repositoryResolvers,
  targetBranchRuleResolvers,
  terraformStateResolvers,
  vulnerabilityResolvers,
  achievementResolvers,
  securityTaxonomyResolvers,
  securityFindingResolvers,
  workItemResolvers,
  workItemNamespaceResolvers,
  workItemMutationResolvers,
  workItemSavedViewResolvers,
  epicThreadResolvers,
  customEmojiResolvers,
  ciCatalogResolvers,
].reduce<ResolverMap>((merged, map) => {
  for (const [type, table] of Object.entries(map)) merged[type] = { ...merged[type], ...table };
  return merged;
}, {});

const isMergeRequest = (row: MergeRequestRow | IssueRow): row is MergeRequestRow => 'source_branch' in row;

/** Concrete types of the interface and union values the resolvers return. */
export const TYPE_RESOLVERS: TypeResolverMap = {
  ...workItemTypeResolvers,
  // Users are stored once; every `User` field of the schema hands out UserCore.
  User: () => 'UserCore',
  Entry: (entry: { kind: 'blob' | 'tree' }) => (entry.kind === 'blob' ? 'Blob' : 'TreeEntry'),
  NoteableType: (row: MergeRequestRow | IssueRow) => (isMergeRequest(row) ? 'MergeRequest' : 'Issue'),
  NoteableInterface: (row: MergeRequestRow | IssueRow) => (isMergeRequest(row) ? 'MergeRequest' : 'Issue'),
};
