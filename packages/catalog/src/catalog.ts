import type { ActionSpec } from './action.js';
import { branchActions } from './domains/branch.js';
import { discoverProjectActions } from './domains/discover_project.js';
import { issueActions } from './domains/issue/index.js';
import { jobActions } from './domains/job/index.js';
import { mergeRequestActions } from './domains/merge_request/index.js';
import { pipelineActions } from './domains/pipeline/index.js';
import { projectActions } from './domains/project.js';
import {
  repositoryBlobActions,
  repositoryCommitActions,
  repositoryCommitNoteActions,
  repositoryFileActions,
  repositorySubmoduleActions,
} from './domains/repository/index.js';
import { searchActions } from './domains/search.js';
import { serverActions } from './domains/server.js';
import { tagActions } from './domains/tag.js';
import { mrReviewActions } from './domains/mr_review/index.js';
import { releaseActions } from './domains/release.js';
import { userActions } from './domains/user.js';

/** Every action this server implements, grouped by domain. */
export const ACTIONS: readonly ActionSpec[] = [
  ...branchActions,
  ...discoverProjectActions,
  ...issueActions,
  ...jobActions,
  ...mergeRequestActions,
  ...pipelineActions,
  ...projectActions,
  ...repositoryBlobActions,
  ...repositoryCommitActions,
  ...repositoryCommitNoteActions,
  ...repositoryFileActions,
  ...repositorySubmoduleActions,
  ...searchActions,
  ...serverActions,
  ...tagActions,
  ...mrReviewActions,
  ...releaseActions,
  ...userActions,
];

let byId: Map<string, ActionSpec> | undefined;

/** The action with this canonical ID, if the catalog has it. */
export function findAction(id: string): ActionSpec | undefined {
  byId ??= new Map(ACTIONS.map((action) => [action.id, action]));
  return byId.get(id);
}

/** The domain of a canonical ID: `merge_request` of `merge_request.get`. */
export function domainOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}
