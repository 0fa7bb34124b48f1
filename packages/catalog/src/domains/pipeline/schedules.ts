import { z } from 'zod';
import { NO_ORDER, orderedBy, unorderedPaging, unsupportedOrderBy } from '../../unsupported-params.js';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import {
  flag,
  integer,
  objectList,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
} from '../../params.js';

/** Pipeline schedules and their variables (https://docs.gitlab.com/api/pipeline_schedules/). */

const oneSchedule = { project_id: projectId, schedule_id: integer('Pipeline schedule ID') };
const inProject = (args: { schedule_id: number; project_id: string }) =>
  `${args.schedule_id} in project ${args.project_id}`;
const variableOfSchedule = (args: { key: string; schedule_id: number }) =>
  `${args.key} of schedule ${args.schedule_id}`;
const scheduleTemplate = {
  cron: text('When to run, in cron syntax, e.g. 0 2 * * * (daily at 02:00)'),
  cron_timezone: text('Timezone of the cron, e.g. UTC or Europe/Berlin (default UTC)').optional(),
  description: text('What the schedule is for'),
  ref: text('Branch or tag to run the pipeline on'),
  active: flag('Whether the schedule runs (default true)').optional(),
  inputs: objectList('CI/CD inputs for the scheduled pipelines: [{name, value}]').optional(),
};
const variableFields = {
  key: text('Variable name, e.g. DEPLOY_ENV'),
  value: text('Variable value'),
  variable_type: oneOf(['env_var', 'file'], 'env_var (default) or file').optional(),
};

export const pipelineScheduleActions = [
  defineAction({
    id: 'pipeline.schedule_list',
    description: 'List the pipeline schedules of a project: cron, ref, owner and next run.',
    input: z
      .object({
        project_id: projectId,
        scope: oneOf(['active', 'inactive'], 'Only active or only inactive schedules').optional(),
        ...unorderedPaging,
      })
      .strict(),
    unsupported: {
      params: NO_ORDER,
      endpoint: "GitLab's pipeline schedules (GET /projects/{project_id}/pipeline_schedules)",
    },
    answer: { list: 'pipeline_schedule' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'pipeline.schedule_get', text: 'see a schedule with its variables' },
      { action: 'pipeline.schedule_create', text: 'add a schedule' },
    ],
    aliases: ['scheduled pipelines', 'cron jobs', 'nightly builds'],
  }),
  defineAction({
    id: 'pipeline.schedule_get',
    description: 'Get a pipeline schedule with its variables and the last pipeline it ran.',
    input: z.object(oneSchedule).strict(),
    answer: { object: 'pipeline_schedule', notFound: inProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'pipeline.schedule_run', text: 'run it now' },
      { action: 'pipeline.schedule_list_triggered_pipelines', text: 'see the pipelines it ran' },
      { action: 'pipeline.schedule_update', text: 'change it' },
    ],
    aliases: ['show schedule'],
  }),
  defineAction({
    id: 'pipeline.schedule_create',
    description: 'Create a pipeline schedule that runs a ref on a cron.',
    input: z.object({ project_id: projectId, ...scheduleTemplate }).strict(),
    answer: { object: 'pipeline_schedule' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'pipeline.schedule_create_variable', text: 'give it a variable' },
      { action: 'pipeline.schedule_run', text: 'run it now' },
    ],
    aliases: ['new schedule', 'schedule pipeline'],
  }),
  defineAction({
    id: 'pipeline.schedule_update',
    description: "Change a pipeline schedule's cron, ref, description or whether it is active.",
    input: z
      .object({
        ...oneSchedule,
        cron: scheduleTemplate.cron.optional(),
        cron_timezone: scheduleTemplate.cron_timezone,
        description: scheduleTemplate.description.optional(),
        ref: scheduleTemplate.ref.optional(),
        active: scheduleTemplate.active,
        inputs: scheduleTemplate.inputs,
      })
      .strict(),
    answer: { object: 'pipeline_schedule', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.schedule_get', text: 'see the schedule' }],
    aliases: ['edit schedule', 'pause schedule'],
  }),
  defineAction({
    id: 'pipeline.schedule_delete',
    description: 'Delete a pipeline schedule; the pipelines it ran stay.',
    input: z.object(oneSchedule).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'pipeline.schedule_list', text: 'see the schedules that remain' }],
    aliases: ['remove schedule'],
  }),
  defineAction({
    id: 'pipeline.schedule_run',
    description: 'Run a pipeline schedule now, outside its cron.',
    input: z.object(oneSchedule).strict(),
    answer: { done: 'The scheduled pipeline was queued.' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'pipeline.schedule_list_triggered_pipelines', text: 'see the pipeline it started' },
    ],
    aliases: ['play schedule', 'run nightly now'],
  }),
  defineAction({
    id: 'pipeline.schedule_take_ownership',
    description: 'Become the owner of a pipeline schedule, so its pipelines run as you.',
    input: z.object(oneSchedule).strict(),
    answer: { object: 'pipeline_schedule', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.schedule_get', text: 'see the schedule' }],
    aliases: ['own schedule'],
  }),
  defineAction({
    id: 'pipeline.schedule_list_triggered_pipelines',
    description: 'List the pipelines a pipeline schedule has run.',
    input: z
      .object({
        ...oneSchedule,
        // GitLab orders a schedule's pipelines by ID only: it declares sort, not order_by.
        order_by: unsupportedOrderBy,
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    unsupported: {
      params: orderedBy('ID'),
      endpoint:
        "GitLab's pipelines of a schedule (GET /projects/:id/pipeline_schedules/:pipeline_schedule_id/pipelines)",
    },
    answer: { list: 'pipeline' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'pipeline.get', text: 'see one of them' }],
    aliases: ['schedule runs', 'schedule history'],
  }),
  defineAction({
    id: 'pipeline.schedule_create_variable',
    description: 'Add a CI/CD variable to the pipelines a schedule runs.',
    input: z.object({ ...oneSchedule, ...variableFields }).strict(),
    answer: { object: 'pipeline_variable' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.schedule_get', text: "see the schedule's variables" }],
    aliases: ['schedule variable'],
  }),
  defineAction({
    id: 'pipeline.schedule_edit_variable',
    description: "Change the value or type of a pipeline schedule's variable.",
    input: z.object({ ...oneSchedule, ...variableFields }).strict(),
    answer: { object: 'pipeline_variable', notFound: variableOfSchedule },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'pipeline.schedule_get', text: "see the schedule's variables" }],
    aliases: ['update schedule variable'],
  }),
  defineAction({
    id: 'pipeline.schedule_delete_variable',
    description: "Remove a variable from a pipeline schedule's pipelines.",
    input: z.object({ ...oneSchedule, key: variableFields.key }).strict(),
    // GitLab answers (202) with the variable it removed.
    answer: { object: 'pipeline_variable', notFound: variableOfSchedule },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'pipeline.schedule_get', text: "see the schedule's variables" }],
    aliases: ['remove schedule variable'],
  }),
];
