import {
  PIPELINE_SECURITY_SUMMARY,
  PROJECT_VULNERABILITIES,
  PROJECT_VULNERABILITY_SEVERITIES,
  VULNERABILITY,
  VULNERABILITY_CONFIRM,
  VULNERABILITY_DISMISS,
  VULNERABILITY_RESOLVE,
  VULNERABILITY_REVERT,
} from '@gitlab-mcp/graphql';
import type { GraphqlDocument, VulnerabilityPayload } from '@gitlab-mcp/graphql';
import { z } from 'zod';
import { defineAction, graphqlCall } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { runMutation } from '../../graphql-mutation.js';
import { flag, integer, oneOf, text, textList } from '../../params.js';

const projectPath = { project_path: text('Full path of the project, e.g. group/project') };
const vulnerabilityId = {
  id: text('Vulnerability ID: its global ID (gid://gitlab/Vulnerability/8101) or the number alone'),
};

/** GitLab's GraphQL names a vulnerability by its global ID; a bare number is completed to one. */
function vulnerabilityGid(id: string): string {
  return /^\d+$/.test(id) ? `gid://gitlab/Vulnerability/${id}` : id;
}

/** GraphQL's enum values are upper-case (`CRITICAL`, `DETECTED`, `SAST`); models often send them in lower case. */
function upper(values: readonly string[] | undefined): string[] | undefined {
  return values?.map((value) => value.toUpperCase());
}

const cursorParams = {
  first: integer('Items per page, forwards (default 20, max 100)').optional(),
  after: text('end_cursor of the previous page').optional(),
  last: integer('Items per page, backwards (max 100)').optional(),
  before: text('start_cursor of the next page, to page backwards').optional(),
};

const SEE_VULNERABILITY = { action: 'vulnerability.get', text: 'read the vulnerability' } as const;

/** One of the four state changes (https://docs.gitlab.com/api/graphql/reference/#mutationvulnerabilityconfirm …). */
function stateChange(
  verb: 'confirm' | 'resolve' | 'revert',
  description: string,
  document: GraphqlDocument<
    Record<string, VulnerabilityPayload | null | undefined>,
    { input: Record<string, unknown> }
  >,
  field: string,
) {
  return defineAction({
    id: `vulnerability.${verb}`,
    description,
    input: z.object(vulnerabilityId).strict(),
    gitlab: {
      local: async (context, args) =>
        (
          await runMutation(
            context,
            document,
            { input: { id: vulnerabilityGid(args.id) } },
            (data) => data[field],
          )
        ).vulnerability ?? null,
    },
    answer: { object: 'vulnerability' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_VULNERABILITY],
    tier: 'ultimate',
    aliases: [`${verb} vulnerability`],
  });
}

/** A project's vulnerability report (Ultimate): read, count, summarise per pipeline, and triage. */
export const vulnerabilityActions = [
  defineAction({
    id: 'vulnerability.list',
    description: 'List a project’s vulnerabilities, filtered by severity, state, report type or scanner.',
    input: z
      .object({
        ...projectPath,
        severity: textList('Only these severities: CRITICAL, HIGH, MEDIUM, LOW, INFO, UNKNOWN').optional(),
        state: textList('Only these states: DETECTED, CONFIRMED, RESOLVED, DISMISSED').optional(),
        report_type: textList(
          'Only these report types: SAST, DAST, DEPENDENCY_SCANNING, SECRET_DETECTION…',
        ).optional(),
        scanner: textList('Only findings of these scanners (external IDs)').optional(),
        has_issues: flag('Only vulnerabilities with (true) or without (false) linked issues').optional(),
        has_resolution: flag('Only vulnerabilities resolved on the default branch (true) or not').optional(),
        sort: oneOf(
          ['severity_desc', 'severity_asc', 'detected_desc', 'detected_asc'],
          'Order (default severity_desc)',
        ).optional(),
        ...cursorParams,
      })
      .strict(),
    gitlab: graphqlCall(
      PROJECT_VULNERABILITIES,
      (args: {
        project_path: string;
        severity?: string[];
        state?: string[];
        report_type?: string[];
        scanner?: string[];
        has_issues?: boolean;
        has_resolution?: boolean;
        sort?: string;
      }) => ({
        fullPath: args.project_path,
        severity: upper(args.severity),
        state: upper(args.state),
        reportType: upper(args.report_type),
        scanner: args.scanner,
        hasIssues: args.has_issues,
        hasResolution: args.has_resolution,
        sort: args.sort,
      }),
      (data) => data.project?.vulnerabilities ?? null,
      true,
    ),
    answer: { list: 'vulnerability' },
    content: 'list',
    resource: null,
    nextSteps: [
      SEE_VULNERABILITY,
      { action: 'vulnerability.severity_count', text: 'count them by severity' },
    ],
    tier: 'ultimate',
    aliases: ['vulnerability report', 'security vulnerabilities'],
  }),
  defineAction({
    id: 'vulnerability.get',
    description: 'Get one vulnerability: severity, state, scanner, identifier, location and description.',
    input: z.object(vulnerabilityId).strict(),
    gitlab: graphqlCall(
      VULNERABILITY,
      (args: { id: string }) => ({ id: vulnerabilityGid(args.id) }),
      (data) => data.vulnerability ?? null,
    ),
    answer: { object: 'vulnerability', notFound: (args) => `vulnerability ${String(args.id)}` },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'vulnerability.confirm', text: 'confirm it' },
      { action: 'vulnerability.dismiss', text: 'dismiss it' },
      { action: 'vulnerability.resolve', text: 'mark it resolved' },
    ],
    tier: 'ultimate',
    aliases: ['vulnerability details'],
  }),
  defineAction({
    id: 'vulnerability.severity_count',
    description:
      'Count a project’s vulnerabilities by severity (critical, high, medium, low, info, unknown).',
    input: z.object(projectPath).strict(),
    gitlab: graphqlCall(
      PROJECT_VULNERABILITY_SEVERITIES,
      (args: { project_path: string }) => ({ fullPath: args.project_path }),
      (data) => data.project?.vulnerabilitySeveritiesCount ?? null,
    ),
    answer: {
      object: 'vulnerability_severity_count',
      notFound: (args) => `project ${String(args.project_path)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'vulnerability.list', text: 'list the vulnerabilities' }],
    tier: 'ultimate',
    aliases: ['vulnerability counts'],
  }),
  defineAction({
    id: 'vulnerability.pipeline_security_summary',
    description: 'Summarise what a pipeline’s security scanners found: vulnerabilities per scanner.',
    input: z
      .object({ ...projectPath, pipeline_iid: text('Pipeline IID within the project (not its global ID)') })
      .strict(),
    gitlab: graphqlCall(
      PIPELINE_SECURITY_SUMMARY,
      (args: { project_path: string; pipeline_iid: string }) => ({
        fullPath: args.project_path,
        iid: args.pipeline_iid,
      }),
      (data) => {
        const pipeline = data.project?.pipeline;
        return pipeline ? { iid: pipeline.iid, ...(pipeline.securityReportSummary ?? {}) } : null;
      },
    ),
    answer: {
      object: 'pipeline_security_summary',
      notFound: (args) => `pipeline ${String(args.pipeline_iid)} in project ${String(args.project_path)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'vulnerability.list', text: "list the project's vulnerabilities" }],
    tier: 'ultimate',
    aliases: ['pipeline security report'],
  }),
  stateChange(
    'confirm',
    'Confirm a vulnerability: it is real and needs fixing.',
    VULNERABILITY_CONFIRM,
    'vulnerabilityConfirm',
  ),
  stateChange(
    'resolve',
    'Mark a vulnerability resolved (fixed).',
    VULNERABILITY_RESOLVE,
    'vulnerabilityResolve',
  ),
  stateChange(
    'revert',
    'Revert a vulnerability to detected, undoing a confirm, resolve or dismiss.',
    VULNERABILITY_REVERT,
    'vulnerabilityRevertToDetected',
  ),
  defineAction({
    id: 'vulnerability.dismiss',
    description: 'Dismiss a vulnerability, with a reason (false positive, acceptable risk…) and a comment.',
    input: z
      .object({
        ...vulnerabilityId,
        comment: text('Why it is dismissed').optional(),
        dismissal_reason: oneOf(
          ['ACCEPTABLE_RISK', 'FALSE_POSITIVE', 'MITIGATING_CONTROL', 'NOT_APPLICABLE', 'USED_IN_TESTS'],
          'Reason for the dismissal',
        ).optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) =>
        (
          await runMutation(
            context,
            VULNERABILITY_DISMISS,
            {
              input: {
                id: vulnerabilityGid(args.id),
                ...(args.comment === undefined ? {} : { comment: args.comment }),
                ...(args.dismissal_reason === undefined ? {} : { dismissalReason: args.dismissal_reason }),
              },
            },
            (data) => data.vulnerabilityDismiss,
          )
        ).vulnerability ?? null,
    },
    answer: { object: 'vulnerability' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_VULNERABILITY, { action: 'vulnerability.revert', text: 'undo the dismissal' }],
    tier: 'ultimate',
    aliases: ['dismiss vulnerability', 'false positive'],
  }),
];
