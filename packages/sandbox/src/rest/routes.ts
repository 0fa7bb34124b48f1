import type { Route } from '../http/router.js';
import { ciRoutes } from './actions/ci.js';
import { pipelineCiRoutes } from './actions/pipeline-ci.js';
import { instanceRoutes } from './actions/instance.js';
import { issueRoutes } from './actions/issue-routes.js';
import { mergeRequestRoutes } from './actions/merge-requests.js';
import { mergeRequestDomainRoutes } from './actions/merge-request-routes.js';
import { mrReviewRoutes } from './actions/mr-review.js';
import { releaseLinkRoutes } from './actions/release-links.js';
import { repositoryRoutes } from './actions/repository.js';
import { repositoryCommitRoutes } from './actions/repository-commits.js';
import { repositoryContentRoutes } from './actions/repository-content.js';
import { repositoryNoteRoutes } from './actions/repository-notes.js';
import { searchRoutes } from './actions/search.js';
import { collectionRoutes } from './collection.js';
import type { Collection } from './collection.js';
import { personalSnippets, plainCollections, projectSnippets, wikis } from './collections/content.js';
import { deployments, environments, releases } from './collections/delivery.js';
import {
  deployKeys,
  featureFlags,
  instanceDeployKeys,
  protectedBranches,
} from './collections/project-settings.js';
import { issues } from './collections/issues.js';
import { mergeRequests } from './collections/merge-requests.js';
import { noteRoutes } from './collections/notes.js';
import { jobs, pipelineJobs, pipelines } from './collections/pipelines.js';
import {
  jobTokenAllowlist,
  jobTokenGroupsAllowlist,
  pipelineSchedules,
  pipelineTriggers,
  resourceGroups,
} from './collections/pipeline-ci.js';
import { boards, labels, milestones } from './collections/planning.js';
import { allMembers, members } from './collections/members.js';
import { groups, namespaceProjects, namespaces, projects, subgroups } from './collections/projects.js';
import { branches, commits, tags } from './collections/repository.js';
import { personalAccessTokens, users } from './collections/users.js';

/** The declarative table: every collection the sandbox serves through the shared list/get/create/update/delete. */
export const collections: readonly Collection<object>[] = [
  users,
  personalAccessTokens,
  projects,
  namespaceProjects,
  groups,
  subgroups,
  namespaces,
  members,
  allMembers,
  branches,
  tags,
  commits,
  protectedBranches,
  mergeRequests,
  issues,
  labels,
  milestones,
  boards,
  pipelines,
  pipelineJobs,
  jobs,
  pipelineSchedules,
  pipelineTriggers,
  resourceGroups,
  jobTokenAllowlist,
  jobTokenGroupsAllowlist,
  releases,
  environments,
  deployments,
  featureFlags,
  deployKeys,
  instanceDeployKeys,
  wikis,
  projectSnippets,
  personalSnippets,
  ...plainCollections,
] as unknown as Collection<object>[];

/** Every REST route: hand-written behaviour (specific paths) and the collections; the router ranks literal segments first. */
export function restRoutes(): Route[] {
  return [
    ...instanceRoutes,
    ...searchRoutes,
    ...issueRoutes,
    ...mergeRequestRoutes,
    ...mergeRequestDomainRoutes,
    ...mrReviewRoutes,
    ...releaseLinkRoutes,
    ...ciRoutes,
    ...pipelineCiRoutes,
    ...repositoryRoutes,
    ...repositoryCommitRoutes,
    ...repositoryContentRoutes,
    ...repositoryNoteRoutes,
    ...noteRoutes(),
    ...collections.flatMap((collection) => collectionRoutes(collection)),
  ];
}
