import { z } from 'zod';
import { defineAction } from '../action.js';
import { READS } from '../classifications.js';
import { common } from '../common-params.js';
import { flag, integer, offsetPaging, oneOf, projectId, sortDirection } from '../params.js';

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

export const pipelineActions = [
  defineAction({
    id: 'pipeline.list',
    tool: 'gitlab_pipeline_list',
    description:
      'List the CI/CD pipelines of a project, newest first, filtered by status, branch, source or user.',
    input: z
      .object({
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
      })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/pipelines' },
    answer: { list: 'pipeline' },
    content: 'list',
    classification: READS,
    resource: null,
    nextSteps: [
      { action: 'pipeline.get', text: 'see one pipeline in full' },
      { action: 'job.list', text: "see a pipeline's jobs" },
      { action: 'pipeline.retry', text: 'retry a failed pipeline' },
    ],
    tier: 'free',
    aliases: ['ci', 'builds', 'ci runs', 'pipeline status'],
  }),
  defineAction({
    id: 'pipeline.get',
    tool: 'gitlab_pipeline_get',
    description: 'Get a pipeline: status, ref, commit, who started it, duration and coverage.',
    input: z
      .object({ project_id: projectId, pipeline_id: integer('Pipeline ID (the #number in its URL)') })
      .strict(),
    gitlab: { rest: 'GET /projects/{project_id}/pipelines/{pipeline_id}' },
    answer: { object: 'pipeline', notFound: (args) => `#${args.pipeline_id} in project ${args.project_id}` },
    content: 'detail',
    classification: READS,
    resource: 'gitlab://project/{project_id}/pipeline/{pipeline_id}',
    nextSteps: [
      { action: 'job.list', text: 'see its jobs' },
      { action: 'pipeline.test_report', text: 'see its test results' },
      { action: 'pipeline.retry', text: 'retry its failed jobs' },
      { action: 'pipeline.cancel', text: 'cancel it' },
    ],
    tier: 'free',
    aliases: ['ci run', 'build'],
  }),
];
