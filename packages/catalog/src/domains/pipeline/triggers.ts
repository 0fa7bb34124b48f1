import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { anyObject, integer, oneOf, projectId, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';

/** Pipeline trigger tokens (https://docs.gitlab.com/api/pipeline_triggers/) and resource groups (/api/resource_groups/). */

const oneTrigger = { project_id: projectId, trigger_id: integer('Trigger token ID') };
const triggerInProject = (args: { trigger_id: number; project_id: string }) =>
  `${args.trigger_id} in project ${args.project_id}`;
const oneGroup = { project_id: projectId, key: text('Resource group key, e.g. production') };
const groupInProject = (args: { key: string; project_id: string }) =>
  `"${args.key}" in project ${args.project_id}`;

export const pipelineTriggerActions = [
  defineAction({
    id: 'pipeline.trigger_list',
    description: "List a project's pipeline trigger tokens; only their owner sees a token in full.",
    input: z
      .object({
        project_id: projectId,
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's trigger token list (GET /projects/{project_id}/triggers)",
    },
    answer: { list: 'pipeline_trigger' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'pipeline.trigger_run', text: 'run a pipeline with a token' },
      { action: 'pipeline.trigger_create', text: 'create a token' },
    ],
    aliases: ['trigger tokens', 'pipeline triggers'],
  }),
  defineAction({
    id: 'pipeline.trigger_get',
    description: 'Get one pipeline trigger token: its description, owner and last use.',
    input: z.object(oneTrigger).strict(),
    answer: { object: 'pipeline_trigger', notFound: triggerInProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'pipeline.trigger_run', text: 'run a pipeline with it' },
      { action: 'pipeline.trigger_update', text: 'change its description' },
    ],
    aliases: ['show trigger token'],
  }),
  defineAction({
    id: 'pipeline.trigger_create',
    description: 'Create a pipeline trigger token, for starting pipelines from scripts or other projects.',
    input: z
      .object({ project_id: projectId, description: text('What the token is for').optional() })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/triggers' },
    // doc/api/pipeline_triggers.md, "Create a trigger token": the description is required.
    requires: {
      params: ['description'],
      endpoint: "GitLab's trigger token creation (POST /projects/:id/triggers)",
    },
    answer: { object: 'pipeline_trigger' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.trigger_run', text: 'run a pipeline with it' }],
    aliases: ['new trigger token'],
  }),
  defineAction({
    id: 'pipeline.trigger_update',
    description: "Change a pipeline trigger token's description.",
    input: z.object({ ...oneTrigger, description: text('What the token is for').optional() }).strict(),
    answer: { object: 'pipeline_trigger', notFound: triggerInProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.trigger_get', text: 'see the token' }],
    aliases: ['rename trigger token'],
  }),
  defineAction({
    id: 'pipeline.trigger_delete',
    description: 'Delete a pipeline trigger token; scripts using it can no longer start pipelines.',
    input: z.object(oneTrigger).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'pipeline.trigger_list', text: 'see the tokens that remain' }],
    aliases: ['revoke trigger token'],
  }),
  defineAction({
    id: 'pipeline.trigger_run',
    description: 'Start a pipeline on a ref with a trigger token, passing variables and inputs.',
    input: z
      .object({
        project_id: projectId,
        token: text('The trigger token (GitLab requires it)').optional(),
        ref: text('Branch or tag to run the pipeline on (GitLab requires it)').optional(),
        variables: anyObject('Variables for the pipeline, as {KEY: value}').optional(),
        inputs: anyObject('Values for the CI/CD inputs the configuration declares').optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /projects/{project_id}/trigger/pipeline' },
    // doc/api/pipeline_triggers.md, "Trigger a pipeline with a token": token and ref are required.
    requires: {
      params: ['token', 'ref'],
      endpoint: "GitLab's pipeline trigger (POST /projects/:id/trigger/pipeline)",
    },
    answer: { object: 'pipeline' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.wait', text: 'wait for it to finish' }],
    aliases: ['run pipeline with trigger token'],
  }),
];

export const pipelineResourceGroupActions = [
  defineAction({
    id: 'pipeline.resource_group_list',
    description: "List a project's resource groups, which make jobs that share one run one at a time.",
    input: z.object({ project_id: projectId }).strict(),
    answer: { list: 'resource_group' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'pipeline.resource_group_upcoming_jobs', text: 'see the jobs waiting on one' },
      { action: 'pipeline.resource_group_edit', text: 'change its process mode' },
    ],
    aliases: ['deployment locks', 'concurrency groups'],
  }),
  defineAction({
    id: 'pipeline.resource_group_get',
    description: 'Get a resource group and the order in which it lets jobs run.',
    input: z.object(oneGroup).strict(),
    answer: { object: 'resource_group', notFound: groupInProject },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'pipeline.resource_group_upcoming_jobs', text: 'see the jobs waiting on it' }],
    aliases: ['show resource group'],
  }),
  defineAction({
    id: 'pipeline.resource_group_edit',
    description: 'Set the order in which a resource group lets waiting jobs run.',
    input: z
      .object({
        ...oneGroup,
        process_mode: oneOf(
          ['unordered', 'oldest_first', 'newest_first', 'newest_ready_first'],
          'Which waiting job runs next',
        ),
      })
      .strict(),
    answer: { object: 'resource_group', notFound: groupInProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.resource_group_get', text: 'see the resource group' }],
    aliases: ['process mode'],
  }),
  defineAction({
    id: 'pipeline.resource_group_upcoming_jobs',
    description: 'List the jobs waiting for a resource group, in the order they will run.',
    input: z.object(oneGroup).strict(),
    answer: { list: 'job' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'job.get', text: 'see one of the jobs' }],
    aliases: ['queued deployments', 'waiting jobs'],
  }),
];
