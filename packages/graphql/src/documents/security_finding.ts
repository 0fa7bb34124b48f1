import { graphqlDocument } from './graphql-document.js';
import { PAGE_INFO_FIELDS } from './shared.js';
import type { CursorVariables } from '../cursor-pagination.js';
import type { NodesConnection } from './shared.js';

/** A finding of a pipeline's security reports (https://docs.gitlab.com/api/graphql/reference/#pipelinesecurityreportfinding). */
export interface SecurityFindingNode {
  uuid?: string | null;
  title?: string | null;
  description?: string | null;
  severity?: string | null;
  state?: string | null;
  reportType?: string | null;
  scanner?: { name?: string | null } | null;
  identifiers?: { name?: string | null; url?: string | null }[] | null;
  solution?: string | null;
}

/** The filters of `security_finding.list`, named as GitLab's `Pipeline.securityReportFindings` arguments. */
export interface SecurityFindingFilterVariables {
  severity?: string[];
  state?: string[];
  reportType?: string[];
  scanner?: string[];
}

/**
 * `security_finding.list`: a pipeline's findings. GitLab 15.x types `severity` and `reportType` as strings
 * (lower-case keys: `critical`, `sast`) and `state` as VulnerabilityState; the field takes no sort argument.
 */
export const PIPELINE_SECURITY_FINDINGS = graphqlDocument<
  {
    project?: {
      pipeline?: { securityReportFindings?: NodesConnection<SecurityFindingNode> | null } | null;
    } | null;
  },
  CursorVariables & SecurityFindingFilterVariables & { fullPath: string; iid: string }
>(/* GraphQL */ `
  query pipelineSecurityFindings(
    $fullPath: ID!
    $iid: ID!
    $severity: [String!]
    $state: [VulnerabilityState!]
    $reportType: [String!]
    $scanner: [String!]
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    project(fullPath: $fullPath) {
      pipeline(iid: $iid) {
        securityReportFindings(
          severity: $severity
          state: $state
          reportType: $reportType
          scanner: $scanner
          first: $first
          after: $after
          last: $last
          before: $before
        ) {
          nodes {
            uuid
            title
            description
            severity
            state
            reportType
            scanner { name }
            identifiers { name url }
            solution
          }
          ${PAGE_INFO_FIELDS}
        }
      }
    }
  }
`);
