import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import {
  anyObject,
  flag,
  integer,
  objectList,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
} from '../../params.js';

import { waitForFinalStatus, waitParams } from '../../wait-for-status.js';

const STATUSES = [
  'created',
  'waiting_for_resource',
  'preparing',
  'pending',
  'running',
  'success',
  'failed',
  'canceled',
  'skipped',
  'manual',
  'scheduled',
] as const;
const SOURCES = [
  'api',
  'chat',
  'external',
  'external_pull_request_event',
  'merge_request_event',
  'ondemand_dast_scan',
  'ondemand_dast_validation',
  'parent_pipeline',
  'pipeline',
  'push',
  'schedule',
  'security_orchestration_policy',
  'trigger',
  'web',
  'webide',
] as const;

/** The filters of GitLab's pipeline list, which `pipeline.latest` takes too. */
const pipelineFilters = {
  project_id: projectId,
  status: oneOf(STATUSES, 'Only pipelines in this status').optional(),
  scope: oneOf(['running', 'pending', 'finished', 'branches', 'tags'], 'Which pipelines').optional(),
  source: oneOf(SOURCES, 'Only pipelines triggered this way').optional(),
  ...common(
    'ref',
    'sha',
    'username',
    'name',
    'created_after',
    'created_before',
    'updated_after',
    'updated_before',
  ),
  yaml_errors: flag('Only pipelines with invalid configuration').optional(),
  order_by: oneOf(['id', 'status', 'ref', 'updated_at', 'user_id'], 'Field to order by').optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

/** The pipeline list's filters that /pipelines/latest does not take (it takes `ref` alone). */
const LIST_ONLY_FILTERS = Object.fromEntries(
  Object.keys(pipelineFilters)
    .filter((name) => !['project_id', 'ref', 'page', 'per_page', 'pagination', 'page_token'].includes(name))
    .map((name) => [name, "GitLab's latest pipeline takes ref alone"]),
);

export const pipelineId = integer('Pipeline ID (the #number in its URL)');
const onePipeline = { project_id: projectId, pipeline_id: pipelineId };
const inProject = (args: { pipeline_id: number; project_id: string }) =>
  `#${args.pipeline_id} in project ${args.project_id}`;

/** How many failed tests one answer lists; the counts cover the rest. */
const FAILED_TESTS_SHOWN = 50;

interface TestSuite {
  name?: string;
  test_cases?: { status?: string; system_output?: unknown }[];
  [field: string]: unknown;
}

/**
 * A test case's output as one text. GitLab's JUnit parser gives a string for one failure, an array of strings for
 * several, and an object `{message, type}` for a failure with a type (go-gitlab's documented test report has all
 * three): each is written out rather than shown as nothing.
 */
function outputText(output: unknown): unknown {
  if (Array.isArray(output)) return output.map(String).join('\n');
  if (output === null || typeof output !== 'object') return output;
  const { message, type } = output as { message?: unknown; type?: unknown };
  return [type, message].filter((part) => typeof part === 'string' && part !== '').join(': ') || null;
}

/** A test report without its passing test cases: the totals, each suite's counts, and the failed tests. */
function failuresOf(report: unknown, pipelineId: number) {
  const { test_suites: suites = [], ...totals } = (report ?? {}) as { test_suites?: TestSuite[] };
  const failed = suites.flatMap(({ name, test_cases = [] }) =>
    test_cases
      .filter((testCase) => testCase.status === 'failed' || testCase.status === 'error')
      .map((testCase) => ({ suite: name, ...testCase, system_output: outputText(testCase.system_output) })),
  );
  return {
    pipeline_id: pipelineId,
    ...totals,
    test_suites: suites.map(({ test_cases: _cases, ...suite }) => suite),
    failed_tests: failed.slice(0, FAILED_TESTS_SHOWN),
    failed_tests_not_shown: failed.length > FAILED_TESTS_SHOWN ? failed.length - FAILED_TESTS_SHOWN : null,
  };
}

export const pipelineCoreActions = [
  defineAction({
    id: 'pipeline.list',
    description:
      'List the CI/CD pipelines of a project, newest first, filtered by status, branch, source or user.',
    input: z.object(pipelineFilters).strict(),
    answer: { list: 'pipeline' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'pipeline.get', text: 'see one pipeline in full' },
      { action: 'job.list', text: "see a pipeline's jobs" },
      { action: 'pipeline.retry', text: 'retry a failed pipeline' },
    ],
    aliases: ['ci', 'builds', 'ci runs', 'pipeline status'],
  }),
  defineAction({
    id: 'pipeline.get',
    description: 'Get a pipeline: status, ref, commit, who started it, duration and coverage.',
    input: z.object(onePipeline).strict(),
    answer: { object: 'pipeline', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/pipeline/{pipeline_id}',
    nextSteps: [
      { action: 'job.list', text: 'see its jobs' },
      { action: 'pipeline.test_report', text: 'see its test results' },
      { action: 'pipeline.retry', text: 'retry its failed jobs' },
      { action: 'pipeline.cancel', text: 'cancel it' },
    ],
    aliases: ['ci run', 'build'],
  }),
  defineAction({
    id: 'pipeline.latest',
    description:
      "Get the latest pipeline of a branch or tag (the default branch's when no ref is given). GitLab takes only " +
      "ref here: the pipeline list's other filters are refused, not sent.",
    input: z.object(pipelineFilters).strict(),
    // GitLab's /pipelines/latest takes only `ref`; the list's other filters would be ignored.
    unsupported: {
      params: LIST_ONLY_FILTERS,
      endpoint: "GitLab's latest pipeline (GET /projects/:id/pipelines/latest)",
    },
    answer: {
      object: 'pipeline',
      notFound: (args) => `latest on ${args.ref ?? 'the default branch'} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'job.list', text: 'see its jobs' },
      { action: 'pipeline.wait', text: 'wait for it to finish' },
    ],
    aliases: ['last pipeline', 'current ci status', 'is main green'],
  }),
  defineAction({
    id: 'pipeline.create',
    description: 'Run a new pipeline on a branch or tag, with optional CI/CD variables and inputs.',
    input: z
      .object({
        project_id: projectId,
        ref: text('Branch or tag to run the pipeline on'),
        variables: objectList(
          'Variables for this run: [{key, value, variable_type: env_var|file}]',
        ).optional(),
        inputs: anyObject('Values for the CI/CD inputs the configuration declares').optional(),
      })
      .strict(),
    answer: { object: 'pipeline' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'pipeline.wait', text: 'wait for it to finish' },
      { action: 'job.list', text: 'see its jobs' },
    ],
    aliases: ['run pipeline', 'trigger ci', 'start build'],
  }),
  defineAction({
    id: 'pipeline.retry',
    description: 'Retry the failed and canceled jobs of a pipeline.',
    input: z.object(onePipeline).strict(),
    answer: { object: 'pipeline', notFound: inProject },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.wait', text: 'wait for it to finish' }],
    aliases: ['rerun pipeline', 'restart ci'],
  }),
  defineAction({
    id: 'pipeline.cancel',
    description: 'Cancel the running and pending jobs of a pipeline.',
    input: z.object(onePipeline).strict(),
    answer: { object: 'pipeline', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.retry', text: 'retry it later' }],
    aliases: ['stop pipeline', 'abort ci'],
  }),
  defineAction({
    id: 'pipeline.delete',
    description: 'Delete a pipeline with its jobs, logs and artifacts. This cannot be undone.',
    input: z.object(onePipeline).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'pipeline.list', text: 'see the pipelines that remain' }],
    aliases: ['remove pipeline'],
  }),
  defineAction({
    id: 'pipeline.update_metadata',
    description: "Rename a pipeline (its metadata's name), as shown in the pipeline list.",
    input: z.object({ ...onePipeline, name: text('The new pipeline name') }).strict(),
    answer: { object: 'pipeline', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.get', text: 'see the pipeline' }],
    aliases: ['rename pipeline'],
  }),
  defineAction({
    id: 'pipeline.variables',
    description:
      'List the CI/CD variables a pipeline was run with (those given at creation or by a trigger).',
    input: z.object(onePipeline).strict(),
    answer: { list: 'pipeline_variable' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'pipeline.get', text: 'see the pipeline' }],
    aliases: ['pipeline env vars', 'run variables'],
  }),
  defineAction({
    id: 'pipeline.test_report',
    description: `Get a pipeline's unit test results: totals, each suite, and up to ${FAILED_TESTS_SHOWN} failed tests with their output.`,
    input: z.object(onePipeline).strict(),
    gitlab: {
      reshape: (report, args) => failuresOf(report, args.pipeline_id),
    },
    answer: { object: 'test_report', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'job.trace', text: "read the failing job's log" },
      { action: 'pipeline.retry', text: 'retry the pipeline' },
    ],
    aliases: ['test results', 'failed tests', 'junit'],
  }),
  defineAction({
    id: 'pipeline.test_report_summary',
    description: "Get the counts of a pipeline's test results per suite, without the test cases.",
    input: z.object(onePipeline).strict(),
    gitlab: {
      reshape: (summary, args) => ({ pipeline_id: args.pipeline_id, ...(summary as object) }),
    },
    answer: { object: 'test_report_summary', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'pipeline.test_report', text: 'see the failed tests' }],
    aliases: ['test summary', 'how many tests failed'],
  }),
  defineAction({
    id: 'pipeline.wait',
    description:
      'Wait for a pipeline to finish (success, failed, canceled, skipped or manual), checking it until a timeout.',
    input: z.object({ ...onePipeline, ...waitParams }).strict(),
    gitlab: {
      local: (context, args) =>
        waitForFinalStatus(
          context,
          `/projects/${encodeURIComponent(args.project_id)}/pipelines/${args.pipeline_id}`,
          `Pipeline #${args.pipeline_id}`,
          args,
        ),
    },
    answer: { object: 'pipeline_wait', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'pipeline.test_report', text: 'see its test results' },
      { action: 'job.list', text: 'see which jobs failed' },
    ],
    aliases: ['watch pipeline', 'wait for ci', 'block until pipeline done'],
    permission: 'read_pipeline',
  }),
];
