import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { NodesConnection } from './shared.js';

/** A job and the jobs it waits for (https://docs.gitlab.com/api/graphql/reference/#cijob): `needs` is GraphQL only. */
export interface JobNeedsNode {
  name?: string | null;
  needs?: { nodes?: Array<{ name?: string | null } | null> | null } | null;
}

/**
 * `visual.pipeline_graph`'s edges: each job of a pipeline with the names of the jobs it needs, a page of jobs at a
 * time (GitLab caps a job's needs at 50, so one page of needs holds them all).
 */
export const PIPELINE_JOB_NEEDS = graphqlDocument<
  { project?: { pipeline?: { jobs?: NodesConnection<JobNeedsNode> | null } | null } | null },
  { fullPath: string; iid: string; after?: string | null }
>(/* GraphQL */ `
  query pipelineJobNeeds($fullPath: ID!, $iid: ID!, $after: String) {
    project(fullPath: $fullPath) {
      pipeline(iid: $iid) {
        jobs(first: 100, after: $after) {
          nodes {
            name
            needs(first: 50) { nodes { name } }
          }
          ${PAGE_INFO_FIELDS}
        }
      }
    }
  }
`);
