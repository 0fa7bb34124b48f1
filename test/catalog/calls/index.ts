import type { CatalogCall } from '../catalog-call.js';
import { discoverProjectCalls } from './discover_project.js';
import { issueCalls } from './issue.js';
import { jobCalls } from './job.js';
import { mergeRequestCalls } from './merge_request.js';
import { mrReviewCalls } from './mr_review.js';
import { pipelineCalls } from './pipeline.js';
import { releaseCalls } from './release.js';
import { repositoryCalls } from './repository.js';
import { searchCalls } from './search.js';
import { sliceCalls } from './slice.js';

/** Every table of catalog calls, by the part of the catalog it covers; each runs against its own sandbox. */
export const CATALOG_CALLS: Readonly<Record<string, CatalogCall[]>> = {
  slice: sliceCalls,
  issue: issueCalls,
  search: searchCalls,
  discover_project: discoverProjectCalls,
  merge_request: mergeRequestCalls,
  mr_review: mrReviewCalls,
  pipeline: pipelineCalls,
  job: jobCalls,
  release: releaseCalls,
  repository: repositoryCalls,
};
